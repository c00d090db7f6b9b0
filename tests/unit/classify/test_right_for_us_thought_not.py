""" "Right for us" denied under a "think" is a no, in every rule language (`understated_no.UNDERSTATED_NO`;
heldout_dh: a team with its own in-house tool that does not think an outside one suits them, "al caso
nostro"). Never bounded by now (a later), never asked, never said of the sender's own or current tool nor
of any other than ours (review of 2026-12-07: a verdict on those is no no to us).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We built our own scheduler years ago and I don't think a new system is right for us.",
        "Ich glaube nicht, dass so eine Software das Richtige für uns ist.",
        "Je ne pense pas qu'un tel outil soit adapté pour nous.",
        "No creo que un sistema así sea lo adecuado para nosotros.",
        "Abbiamo già un gestionale nostro, non credo che un altro software faccia al caso nostro.",
        "Ik denk niet dat zo'n systeem bij ons past.",
        "Não acho que uma ferramenta dessas seja adequada para nós.",
        "I don't think another tool is right for us.",
    ],
)
def test_right_for_us_thought_not_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Non so se faccia al caso nostro: ci mandate una demo?",
        "I don't think a new system is right for us right now, try me again in June.",
    ],
)
def test_not_a_no_when_asked_or_for_now(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "I don't think any other tool is suited for us, so let's set up a call",
        "Honestly I don't think our current CRM is right for us anymore. Can we talk?",
        "Ich glaube nicht, dass unser aktuelles Tool das Richtige für uns ist. Können wir telefonieren?",
        "Je ne pense pas que notre logiciel actuel soit adapté pour nous. On peut en parler ?",
        "No creo que nuestro sistema actual sea lo adecuado para nosotros. ¿Hablamos?",
        "Non credo che il nostro gestionale attuale faccia al caso nostro. Possiamo sentirci?",
        "Ik denk niet dat ons huidige systeem bij ons past. Kunnen we bellen?",
        "Não acho que o nosso sistema atual seja adequado para nós. Podemos conversar?",
    ],
)
def test_a_verdict_on_our_own_or_any_other_tool_is_no_no(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # a setting of the sender's own is no subject (review of 2026-12-07)
        "No creo que en nuestra situación sea lo adecuado para nosotros.",
        "Não acho que no nosso momento atual seja adequado para nós.",
        "Ich glaube nicht, dass das in unserer aktuellen Situation das Richtige für uns ist.",
        "Ik denk niet dat het in onze huidige situatie bij ons past.",
        "Je ne pense pas que dans notre situation actuelle ce soit adapté pour nous.",
        "Non credo che nella nostra situazione attuale faccia al caso nostro.",
        "I don't think in our current situation this is right for us.",
    ],
)
def test_right_for_us_thought_not_in_our_situation_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # the sender's own tool stays no subject of a no to us
        "No creo que nuestro sistema actual sea lo adecuado para nosotros, ¿podemos hablar?",
    ],
)
def test_our_own_tool_thought_not_right_stays_no_no(text):
    assert reading(text) != "not_interested"
