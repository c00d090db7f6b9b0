"""An original without `>` marks above a bottom-posted answer (`quotes.unmarked_original`): the
original, its signature and footer never count; only the answer below them does."""

from __future__ import annotations

import pytest

from sequencer.classify.intent import RuleClassifier
from sequencer.classify.quotes import own_text

BLOCKS = {
    "de": 'Gesendet: Dienstag, 02. März 2027 um 09:14 Uhr\nVon: "Jonas Keller" <jonas@acme.test>\n'
    "An: sabine@web.example\nBetreff: Zwei Einsätze mehr",
    "en": "From: Jonas Keller <jonas@acme.test>\nSent: Tuesday, March 2, 2027 9:14\nTo: Dana\nSubject: Pilot",
    "fr": "De : Jonas Keller <jonas@acme.test>\nEnvoyé : mardi 2 mars 2027\nÀ : Claire\nObjet : Pilot",
    "es": "De: Jonas Keller <jonas@acme.test>\nEnviado: martes, 2 de marzo\nPara: Ana\nAsunto: Pilot",
    "it": "Da: Jonas Keller <jonas@acme.test>\nInviato: martedì 2 marzo 2027\nA: Anna\nOggetto: Pilot",
    "nl": "Van: Jonas Keller <jonas@acme.test>\nVerzonden: dinsdag 2 maart\nAan: Sanne\nOnderwerp: Pilot",
    "pt": "De: Jonas Keller <jonas@acme.test>\nEnviado: terça-feira, 2 de março\nPara: Ana\nAssunto: Pilot",
}
ORIGINAL = (
    "Hallo Sabine,\n\nunser Produkt plant Touren automatisch. Lohnt sich ein Blick?\n\n"
    "Jonas Keller\nAcme | jonas@acme.test\n\n"
    'Kein Interesse? Antworten Sie mit "Abmelden" oder nutzen Sie https://acme.test/u/1, dann schreibe ich '
    "nicht mehr.\n"
)
ANSWERS = {
    "de": "Hallo,\n\nda sind Sie bei mir falsch, ich bin für so etwas nicht zuständig.",
    "en": "Hi,\n\nwrong person, I don't handle this.",
    "fr": "Bonjour,\n\nce n'est pas moi qui m'en occupe.",
    "es": "Hola,\n\nno soy la persona adecuada.",
    "it": "Buongiorno,\n\nnon sono la persona giusta.",
    "nl": "Hoi,\n\nik ben hier niet de juiste persoon voor.",
    "pt": "Olá,\n\nnão sou a pessoa certa.",
}


@pytest.mark.parametrize("lang", sorted(BLOCKS))
def test_the_answer_under_an_unmarked_original_is_the_own_text(lang):
    body = f"{BLOCKS[lang]}\n\n{ORIGINAL}\n{ANSWERS[lang]}\n\nGruß S. Oertel\n"
    assert own_text(body) == ANSWERS[lang]


def test_the_originals_removal_footer_never_makes_an_unsubscribe():
    body = f"{BLOCKS['de']}\n\n{ORIGINAL}\n{ANSWERS['de']}\n"
    result = RuleClassifier().classify(own_text(body), sender=None, ours=(), sent=None)
    assert result.intent == "wrong_person"


def test_a_bottom_posted_removal_word_right_under_the_original_counts():
    body = f"{BLOCKS['de']}\n\n{ORIGINAL}\nBitte abmelden.\n"
    assert own_text(body) == "Bitte abmelden."


def test_text_under_a_block_whose_author_never_signs_below_is_the_answer():
    # EdgeTier's bottom posting: the block's From ("Example Support") never stands as a line below
    body = (
        '**Gesendet:** Mittwoch, 3. Juni 2026\n\n**Von:**"Example Support" <support@example.com>\n\n'
        "**An:** Max\n\n**Betreff:** Request\n\nGuten Tag,\n\nBitte senden Sie mir das Geld zurück.\n"
    )
    assert own_text(body) == "Guten Tag,\n\nBitte senden Sie mir das Geld zurück."


def test_an_original_with_nothing_after_its_footer_keeps_the_old_reading():
    body = f"{BLOCKS['en']}\n\nThanks for the note.\n\nJonas Keller\n"
    assert own_text(body).startswith("Thanks for the note.")


def test_a_block_the_sender_wrote_themselves_keeps_the_text_under_it():
    body = f"{BLOCKS['en']}\n\nHi,\n\nPlease see below.\n\nJonas Keller\n\nMore of my own text.\n"
    assert own_text(body, frozenset({"jonas", "keller"})).startswith("Hi,\n\nPlease see below.")
