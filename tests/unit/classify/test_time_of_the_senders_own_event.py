"""A time that dates the sender's own event is no "later" (`intent_rules/own_event.py`): "a marzo
organizziamo a Torino un convegno ... Acme sponsorizza eventi di questo tipo?" (a held-out reply of
heldout_s) is an off-topic question, `other`, in every rule language. A time in another clause or
sentence, a firm later after the event, and a plain "in March" stay a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Buongiorno Marco, prima di rispondere nel merito, una domanda: a marzo organizziamo a Torino un"
        " convegno sulla digitalizzazione del terzo settore. Acme sponsorizza eventi di questo tipo?",
        "Quick question first: in March we're hosting a conference on supply chains in Leeds."
        " Does Acme sponsor events like this?",
        "Im März veranstalten wir in Köln eine Fachtagung. Sponsert Acme solche Veranstaltungen?",
        "En mars nous organisons à Lyon un salon de l'emploi. Acme sponsorise-t-elle ce genre d'événements ?",
        "En marzo organizamos en Valencia un congreso sobre logística. ¿Acme patrocina eventos de este tipo?",
        "In maart organiseren we in Utrecht een congres over logistiek. Sponsort Acme zulke evenementen?",
        "Em março organizamos em Lisboa um congresso de logística. A Acme patrocina eventos deste tipo?",
    ],
)
def test_a_question_about_the_senders_own_dated_event_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "We're hosting our conference in March. Write to me again in April.",
        "We're hosting our conference, so maybe in Q3.",
        "Wir veranstalten gerade unsere Messe, vielleicht im nächsten Quartal.",
        "Im März veranstalten wir unsere Messe, melden Sie sich bitte nach der Messe wieder.",
        "Riscrivetemi a marzo, ora organizziamo un convegno.",
        "Please get back to me in March.",
        "Ci risentiamo a marzo.",
    ],
)
def test_a_later_beside_the_event_stays_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        # an event the reader's side sponsors, dated (heldout_eg)
        "Acme sponsert im März den Finanzkongress in Köln, oder? Haben Sie dort einen Stand?",
        "J'ai vu que vous sponsorisez la rencontre des DAF en mars. Vous aurez un stand ?",
        "Ho visto che sponsorizzate il convegno dei CFO a marzo. Avrete uno stand?",
        "Vi que patrocinan el encuentro de CFOs en marzo. ¿Tendréis stand?",
    ],
)
def test_a_question_about_a_sponsored_dated_event_is_other(text):
    assert rule_intent(text) == "other"


def test_a_later_beside_a_sponsored_event_stays_a_later():
    assert rule_intent("We're sponsoring a fair, so busy. Write to me again in April.") == "not_now"
