"""A price question and a wish to try it on the price ("¿cuánto cuesta ...? si el precio cuadra lo probamos"):
interested, in every rule language. A past trial in the same words, and a try refused, keep their reading."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str | None:
    return RULES.classify(text, sender="bob@example.com", ours={"alice@ourco.com"}, sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "What's the monthly price for two vans? If it's not silly money we'll give it a try.",
        "Was kostet das im Monat? Bei einem fairen Preis würden wir es gerne ausprobieren.",
        "Quel est le prix par mois ? Si c'est abordable, on le testera.",
        "¿Qué precio tiene para dos furgonetas? Si sale razonable, lo probaríamos.",
        "Quanto costa al mese? Se è abbordabile lo proveremmo volentieri.",
        "Wat kost het per maand? Bij een redelijke prijs zouden we het graag proberen.",
        "Qual é o preço por mês? Se for em conta, a gente experimenta.",
    ],
)
def test_a_price_asked_and_a_try_on_it_is_interest(text: str) -> None:
    assert _intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "¿Cuánto cuesta ahora? Lo probamos hace dos años y era carísimo.",
        "Quanto custa agora? Testamos em 2024 e era caro.",
        "How much is it? We'd never try it at those prices anyway.",
    ],
)
def test_a_past_trial_or_a_refused_try_is_no_interest(text: str) -> None:
    assert _intent(text) != "interested"
