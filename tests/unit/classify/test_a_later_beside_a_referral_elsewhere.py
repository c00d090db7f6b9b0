"""A later for this contact beside a referral to someone at another company ("Come back to me then ...
my brother-in-law runs a chain of garages, tom@pryce-motors.example") is not_now, in every rule
language; a colleague at the sender's own company, or "not me, try X", stays wrong person."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str:
    return RULES.classify(
        text, sender="gareth@pryce-plumbing.example", ours={"dana@acme.test"}, sent=None
    ).intent


@pytest.mark.parametrize(
    "text",
    [
        "Budget is spent, the next one starts in April. Come back to me then. Meanwhile my brother-in-law"
        " runs a chain of garages, tom@pryce-motors.example. Tell him I sent you.",
        "Das Budget ist weg, melden Sie sich im April wieder. Mein Schwager führt eine Werkstatt,"
        " tom@pryce-motors.example, versuchen Sie es bei ihm.",
        "Le budget est épuisé, revenez vers moi en avril. Mon beau-frère dirige des garages,"
        " tom@pryce-motors.example.",
        "El presupuesto está gastado, vuelva a escribirme en abril. Mi cuñado tiene talleres,"
        " tom@pryce-motors.example, dígale que va de mi parte.",
        "Il budget è finito, mi ricontatti ad aprile. Nel frattempo mio cognato gestisce un'officina,"
        " tom@pryce-motors.example, gli scriva pure.",
        "Het budget is op, neem in april nog eens contact op. Mijn zwager heeft garages,"
        " tom@pryce-motors.example, probeer hem eens.",
        "O orçamento acabou, volte a falar comigo em abril. O meu cunhado tem oficinas,"
        " tom@pryce-motors.example.",
    ],
)
def test_the_later_wins_over_a_referral_elsewhere(text: str) -> None:
    assert _intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Budget is spent, the next one starts in April. Come back to me then. Meanwhile my colleague Tom"
        " runs the fleet side, tom@pryce-plumbing.example, he's the one to talk to.",
        "I'm not the right person, try tom@pryce-motors.example.",
    ],
)
def test_a_colleague_or_not_me_stays_wrong_person(text: str) -> None:
    assert _intent(text) == "wrong_person"
