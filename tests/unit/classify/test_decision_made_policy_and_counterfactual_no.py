"""Noes said without "not interested" (heldout_u), in every rule language: a decision already made ("die
Entscheidung ist bereits gefallen ... keinen Anlass für ein Gespräch"), a policy that forbids the kind of
product ("doesn't permit SaaS tools ..., so this isn't something we can take forward"), and interest denied
in a counterfactual ("If I was interested I would have answered the first one. No."). Look-alikes keep
their reading: a decision still open, a decision asked about, a policy against something else, a
counterfactual in a question.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "The decision has already been made for this area, so we see no reason for a call.",
        "Die Entscheidung ist bereits gefallen. Wir sehen keinen Anlass für ein Gespräch.",
        "La décision est déjà prise, merci.",
        "La decisión ya está tomada, gracias.",
        "La decisione è già stata presa, grazie.",
        "De beslissing is al genomen, bedankt.",
        "A decisão já foi tomada, obrigado.",
        "Our policy doesn't allow SaaS tools, so we can't use this.",
        "Our security policy does not permit cloud software.",
        "This isn't something we can take forward.",
        "Unsere Richtlinien erlauben keine Cloud-Lösungen.",
        "Notre politique interdit les solutions SaaS.",
        "Nuestra política no permite herramientas en la nube.",
        "La nostra policy non consente soluzioni cloud.",
        "Ons beleid staat geen SaaS-oplossingen toe.",
        "A nossa política não permite soluções na nuvem.",
        "Third email in two weeks. If I was interested I would have answered the first one. No.",
        "Wenn ich Interesse hätte, hätte ich schon geantwortet.",
        "Si j'étais intéressé, j'aurais répondu.",
        "Si estuviera interesado, ya habría respondido.",
        "Se fossi interessato avrei risposto.",
        "Als ik interesse had, had ik wel gereageerd.",
        "Se estivesse interessado, já teria respondido.",
    ],
)
def test_decision_made_policy_and_counterfactual_are_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "The decision is still open, send me the deck.",
        "Has the decision already been made? Then send pricing.",
        "We've already decided to buy a tool this year, send me pricing.",
        "Our policy doesn't allow on-prem installs, so SaaS is ideal. Send pricing.",
        "If I were interested, would you offer a discount?",
    ],
)
def test_look_alikes_keep_their_interest(text):
    assert rule_intent(text) == "interested"
