"""A policy of not using such a product (heldout_ay: "Temos uma política interna de não contratar soluções
SaaS fora do nosso fornecedor de cloud e não vamos abrir exceção."), in every rule language
(`intent_rules/policy_forbids.py`): not interested, even said as a fact. A way round it named ("without
SSO"), a question about the policy, a policy that asks for something ("requires SOC 2") and a policy about
something else ("not to sign NDAs") are no no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We have a policy of not using SaaS tools.",
        "It's our policy not to buy cloud software.",
        "Wir haben die interne Richtlinie, keine SaaS-Lösungen außerhalb unseres Cloud-Anbieters"
        " einzusetzen.",
        "Nous avons pour politique de ne pas utiliser de solutions SaaS.",
        "Tenemos una política interna de no contratar soluciones en la nube.",
        "Abbiamo una policy interna di non utilizzare soluzioni SaaS.",
        "Ons beleid is om geen SaaS-oplossingen af te nemen.",
        "Obrigado pelo contacto, mas não. Temos uma política interna de não contratar soluções SaaS fora do"
        " nosso fornecedor de cloud e não vamos abrir exceção.",
        "A nossa política é não usar ferramentas cloud.",
    ],
)
def test_a_policy_of_not_using_such_a_product_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # a way round it named: a requirement still to be met
        "We have a policy of not using SaaS tools without SSO.",
        "Tenemos una política de no contratar soluciones sin certificación ISO 27001.",
        "Temos uma política de não contratar soluções SaaS sem SSO.",
        # asked, or a policy that asks for something
        "Is it your policy not to use third-party tools?",
        "Our policy requires SOC 2 - do you have it?",
        # a policy about something else
        "Our policy is not to sign NDAs before a first call.",
    ],
)
def test_a_way_round_a_question_or_another_policy_is_no_no(text):
    assert rule_intent(text) != "not_interested"
