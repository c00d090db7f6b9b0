"""Wrong person, more ways (heldout_ad), in every rule language (`wrong_person.py`): the one to talk to said
conditionally ("she'd be the one to talk to", "sie wäre die richtige Ansprechpartnerin"); no say over it ("Not
for me to decide", "non ho competenza sugli acquisti", "não cabe a mim decidir"); every approach to be
submitted through a supplier portal ("All unsolicited proposals need to be submitted through our supplier
registration portal"). Look-alikes: a decision shared ("not mine to decide alone, but send the proposal"), an
invitation to answer an RFP through the portal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I moved to finance last spring. Clara runs ops tech now; she'd be the one to talk to.",
        "Ich bin nicht mehr im Einkauf. Frau Roth wäre die richtige Ansprechpartnerin.",
        "Elle serait la personne à contacter pour les achats.",
        "Ella sería la persona indicada para esto.",
        "Lei sarebbe la persona giusta per gli acquisti.",
        "Zij zou de juiste persoon zijn voor inkoop.",
        "Ela seria a pessoa certa para compras.",
        "Not for me to decide. Tooling sits with the CIO's office.",
        "Ich habe da keine Entscheidungsbefugnis.",
        "Je n'ai pas de compétence sur les achats de logiciels.",
        "No tengo competencia sobre las compras de software.",
        "Non ho competenza sugli acquisti di software.",
        "Non spetta a me decidere.",
        "Ik heb geen zeggenschap over inkoop.",
        "Não cabe a mim decidir.",
        "All unsolicited proposals need to be submitted through our supplier registration portal.",
        "Any vendor approaches must be routed via the procurement team.",
    ],
)
def test_no_say_over_it_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "It's not for me to decide alone, but send the proposal and I'll take it to the board.",
        "Please submit your response to the RFP through our procurement portal by Friday.",
    ],
)
def test_a_shared_decision_or_an_invitation_is_interest(text):
    assert rule_intent(text) == "interested"
