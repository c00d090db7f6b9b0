"""Gmail's Danish, Norwegian and Swedish attribution puts the verb between the date and the name, after any
weekday abbreviation ("tir. 8. des. 2026, 09:02 skrev Dana <x@y>:", a held-out reply of heldout_s, "tir.
8. des. 2026 kl. 09:02 skrev ...:", "tirs. 8. dec. 2026 kl. 09.02 skrev ...:", "tis 8 dec. 2026 kl. 09:02
skrev ...:"), sometimes wrapped before the address or without one (Apple Mail: "8. des. 2026 kl. 09:02
skrev Dana Whitfield:"), and Outlook writes "skrev følgende:". A sentence with a number, "skrev" and an
address is none ("Jeg skrev til 3 kolleger på x@y:").

And a month between a day and a year is no one's language: left in an own text, Norwegian "8. des. 2026"
made "des" a French word and the Norwegian reply read as a rule language (`interested`). A reply in
Danish, Norwegian or Swedish is `other`, date or none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.attribution import attribution_at
from sequencer.classify.language import in_unknown_language
from sequencer.classify.quotes import own_text
from tests.unit.classify.helpers import rule_intent

ANSWER = "Hei! Høres interessant ut. Kan du sende priser?"


@pytest.mark.parametrize(
    "line",
    [
        # Norwegian Gmail, on the phone (a comma) and on the web ("kl.")
        "tir. 8. des. 2026, 09:02 skrev Dana Whitfield <dana@acme.test>:",
        "tir. 8. des. 2026 kl. 09:02 skrev Dana Whitfield <dana@acme.test>:",
        "man. 7. des. 2026 kl. 09:02 skrev Dana Whitfield <dana@acme.test>:",
        "søn. 13. des. 2026 kl. 09:02 skrev Dana Whitfield <dana@acme.test>:",
        # Danish Gmail
        "tirs. 8. dec. 2026 kl. 09.02 skrev Dana Whitfield <dana@acme.test>:",
        "Den tir. 8. dec. 2026 kl. 09.02 skrev Dana Whitfield <dana@acme.test>:",
        # Swedish Gmail
        "tis 8 dec. 2026 kl. 09:02 skrev Dana Whitfield <dana@acme.test>:",
        "mån 7 dec. 2026 kl. 09:02 skrev Dana Whitfield <dana@acme.test>:",
        "tors 10 dec. 2026 09:02 skrev Dana Whitfield <dana@acme.test>:",
        "sön 13 dec. 2026 kl. 09:02 skrev Dana Whitfield <dana@acme.test>:",
        # Apple Mail, with or without the address; Outlook's "skrev følgende"
        "8. des. 2026 kl. 09:02 skrev Dana Whitfield <dana@acme.test>:",
        "8. des. 2026 kl. 09:02 skrev Dana Whitfield:",
        "Dana Whitfield <dana@acme.test> skrev følgende:",
        "Dana Whitfield <dana@acme.test> skrev følgende den 8. des. 2026 kl. 09:02:",
        "tir. 8. des. 2026 kl. 09:02 skrev Dana Whitfield <dana@acme.test> følgende:",
    ],
)
def test_a_scandinavian_attribution_opens_the_original(line: str) -> None:
    assert attribution_at([line], 0)
    body = f"{ANSWER}\n\n{line}\n\n> Hi Ole,\n> Would it be worth 20 minutes?\n"
    assert own_text(body) == ANSWER


@pytest.mark.parametrize(
    "wrapped",
    [
        "tir. 8. des. 2026 kl. 09:02 skrev Dana Whitfield\n<dana@acme.test>:",
        "tis 8 dec. 2026 kl. 09:02 skrev Dana Whitfield <\ndana@acme.test>:",
    ],
)
def test_a_wrapped_scandinavian_attribution_opens_the_original(wrapped: str) -> None:
    assert own_text(f"{ANSWER}\n\n{wrapped}\n\n> Hi Ole,\n") == ANSWER


@pytest.mark.parametrize(
    "line",
    [
        "Jeg skrev til 3 kolleger på ola@firma.no:",
        "I wrote to 3 people at bob@example.test:",
        "Man kan skrive til oss 24/7 på support@firma.no:",
        "Ring meg på 22 33 44 55, eller skriv til kari@firma.no:",
        "I 2026 skrev vi om dette:",
    ],
)
def test_a_sentence_with_a_number_the_verb_and_an_address_is_no_attribution(line: str) -> None:
    assert not attribution_at([line], 0)


@pytest.mark.parametrize(
    "text",
    [
        # the attribution left in: "des." (December) is no French "des"
        "Hei! Høres interessant ut. Kan du sende priser for ca 15 brukere? Gjerne på norsk om dere har det."
        " tir. 8. des. 2026, 09:02 skrev Dana Whitfield <dana@acme.test>:",
        "Hei! Høres interessant ut. Kan du sende priser for ca 15 brukere? Gjerne på norsk om dere har det.",
        "Det er interessant, kan dere ringe meg?",
        "Hej! Det lyder interessant. Kan du sende priser for 15 brugere?",
        "Hej! Det låter intressant. Kan du skicka priser för 15 användare?",
    ],
)
def test_a_scandinavian_reply_is_another_language_whatever_date_it_names(text: str) -> None:
    assert in_unknown_language(text)
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Le 3 mars 2026, nous avons reçu votre offre. Pouvez-vous nous envoyer des tarifs ?",
        "Hi, we met on 8 Dec 2026. Can you send the pricing for 15 users?",
    ],
)
def test_a_rule_language_naming_a_date_stays_known(text: str) -> None:
    assert not in_unknown_language(text)
    assert rule_intent(text) == "interested"
