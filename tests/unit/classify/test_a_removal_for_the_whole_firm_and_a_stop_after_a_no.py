"""Two removals the review of 2026-12-06 (seventh) found lost in every rule language but English, each read
as a no or as nothing. Every sentence here is written for these tests.

- A removal asked for the whole firm, in the first person plural ("Non scriveteci più", "No nos escriban más",
  "Verwijder ons uit uw bestand"): read as its "me" form is (`intent_rules/said_for_us.py`), with that form's
  guards: a time limit makes it a later, an address replaced is no removal, the sender's own things stay
  theirs.
- A bare stop ending the reply right after a no ("Not interested, stop.", "Kein Interesse. Stopp.",
  `frequency.STOP_ENDING`, `intent._stop_after_a_no`): the no says why, the stop asks our mail to end."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Non scriveteci più.",
        "Smettete di scriverci, grazie.",
        "Vi prego di cancellarci dalla vostra lista.",
        "Cancellate il nostro indirizzo.",
        "No nos escriban más.",
        "Dejen de escribirnos, por favor.",
        "Borren nuestros datos, por favor.",
        "Não nos escrevam mais.",
        "Apaguem os nossos dados.",
        "Schreiben Sie uns nicht mehr.",
        "Bitte löschen Sie unsere Adresse.",
        "Ne nous écrivez plus.",
        "Merci de ne plus nous contacter.",
        "Verwijder ons uit uw bestand.",
        "Schrijf ons niet meer aan.",
        "Gelieve ons niet meer aan te schrijven.",
        # contacts and a CRM are lists too (review of 2026-12-06, eighth)
        "Rimuovete il nostro indirizzo dai vostri contatti.",
        "Please remove my address from your CRM.",
        "Löschen Sie meine Adresse aus Ihren Kontakten.",
        # beside a no or a wrong person, the removal wins
        "Non siamo interessati, non scriveteci più.",
        "No nos interesa, no nos escriban más.",
        "Não temos interesse, não nos escrevam mais.",
        "Non accettiamo offerte non richieste. Cancellate il nostro indirizzo.",
        "Ongevraagde offertes nemen wij niet in behandeling, verwijder ons uit uw bestand.",
        "No somos quienes compramos, así que no nos escriban más.",
    ],
)
def test_a_removal_for_the_whole_firm_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a time limit: a later, as in the singular
        ("Non ci scrivete più fino a marzo, grazie.", "not_now"),
        ("No nos escriban más hasta después del verano.", "not_now"),
        ("Nous ne sommes pas intéressés pour le moment, recontactez-nous en mars.", "not_now"),
        ("Schreiben Sie uns gerne wieder im Herbst.", "not_now"),
        # an address replaced, an order cancelled, the sender's own newsletter
        ("Verwijder ons oude adres en gebruik het nieuwe: inkoop@firma.example.", "other"),
        ("Cancellate il nostro ordine del mese scorso.", "other"),
        ("Please don't remove us from your list, we like it.", "other"),
    ],
)
def test_the_plural_keeps_the_singulars_look_alikes(text, expected):
    assert reading(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Not interested, stop.",
        "Not interested. Stop.",
        "Not interested, thanks. Stop!",
        "Kein Interesse. Stopp.",
        "Pas intéressé. Arrêtez.",
        "No nos interesa. Basta ya.",
        "Geen interesse, hou op.",
        "Não temos interesse. Chega!",
        # a "so" between (review of 2026-12-06, eighth)
        "We're not interested, so please stop.",
        "Kein Interesse, also bitte stopp.",
        "Pas intéressé, donc arrêtez.",
    ],
)
def test_a_bare_stop_ending_the_reply_after_a_no_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Not interested. Stop by our booth next time though.",
        "Not interested. Stop. Actually, send me the pricing.",
        "Not interested in stopping the trial.",
        "Not interested, don't stop.",
        "Not interested, and stop by whenever you're in town.",
    ],
)
def test_a_stop_that_goes_on_after_a_no_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the opening line's removal words, with their particle and their other sense (review of 2026-12-06,
        # eighth): "trag mich ... ein" signs up, "stop by" visits
        ("Trag mich bitte in die Liste für die Demo ein.", "interested"),
        ("Stop by our booth at SaaStr!", "interested"),
        ("Trag mich bitte aus.", "unsubscribe"),
        ("Tragen Sie mich bitte aus Ihrem Verteiler aus.", "unsubscribe"),
        ("Stop emailing me.", "unsubscribe"),
    ],
)
def test_an_opening_removal_word_needs_its_removal_sense(text, expected):
    assert reading(text) == expected
