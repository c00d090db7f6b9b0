"""Two readings of heldout_bs, in every rule language:

- a short meeting asked for with a verb of getting together, the regional ones among them
  (`get_together_asked.GET_TOGETHER_ASKED`): Austrian "Können wir uns heuer noch kurz zusammenschalten? Am
  besten Donnerstag", "zusammensetzen", "kurzschließen", "can we get together briefly", "on peut se caler
  un point", "¿podemos reunirnos un rato?", "possiamo sentirci un attimo?", "kunnen we even schakelen?",
  "podemos conversar rapidinho?": interest; never the sender's own people ("intern") or denied;
- a no drawn as the conclusion of a reason, the last word of its sentence (`concluded_no.CONCLUDED_NO`):
  "Cloud-Lösungen kommen bei uns nicht in Frage. Daher leider nein.", "So unfortunately no.", "Donc
  malheureusement non.", "así que lamentablemente no", "quindi purtroppo no", "dus helaas niet", "portanto
  infelizmente não"; never when the sentence goes on ("daher leider nein, aber Mittwoch ginge"), nor asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Schaut gut aus. Können wir uns heuer noch kurz zusammenschalten? Am besten Donnerstag ab 15 Uhr.",
        "Können wir uns diese Woche noch kurz zusammensetzen?",
        "Können wir uns kurz kurzschließen?",
        "Can we get together briefly on Thursday?",
        "On peut se caler un point jeudi ?",
        "¿Podemos reunirnos un rato el jueves?",
        "Possiamo sentirci un attimo giovedì?",
        "Kunnen we even schakelen donderdag?",
        "Podemos conversar rapidinho na quinta?",
    ],
)
def test_a_get_together_asked_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Können wir uns intern zusammensetzen und dann melden?",
        "Wir sollten uns intern zusammensetzen.",
    ],
)
def test_the_senders_own_people_meeting_is_no_interest(text):
    assert rule_intent(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Cloud-Lösungen kommen bei uns als Versorger nicht in Frage. Daher leider nein.",
        "We only run on-premise software. So unfortunately no.",
        "Nous n'utilisons que des logiciels sur site. Donc malheureusement non.",
        "Solo usamos software local, así que lamentablemente no.",
        "Usiamo solo software on-premise, quindi purtroppo no.",
        "We draaien alles on-premise, dus helaas niet.",
        "Só usamos software local, portanto infelizmente não.",
    ],
)
def test_a_concluded_no_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Daher leider nein, aber Mittwoch ginge.",
        "Also nein?",
        "Dienstag geht nicht, also nein. Aber Mittwoch um 10 Uhr passt.",
        "Tuesday doesn't work, so no, but Wednesday at 10 works.",
    ],
)
def test_a_no_that_goes_on_or_is_asked_is_none(text):
    assert rule_intent(text) != "not_interested"
