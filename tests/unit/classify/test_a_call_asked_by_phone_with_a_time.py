"""A call asked for by phone with a time and a number ("the week after works for a call. Ring me on the
mobile, 087 ...") is interest, in every rule language; refused ("don't ring me") it is none, and a month
to call in stays a later."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str:
    return RULES.classify(text, sender="niamh@obriain.example", ours=set(), sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm tied up with the VAT return until the 15th but any morning the week after works for a call.",
        "Ring me after the 15th on 087 555 0143.",
        "Call me the week after the 15th.",
        "Rufen Sie mich nach dem 15. an, 0171 5550143.",
        "Vous pouvez m'appeler après le 15 au 06 12 34 56 78.",
        "Puede llamarme después del 15 al 612 345 678.",
        "Mi chiami la settimana dopo il 15, 333 1234567.",
        "U kunt me na de 15e bellen op 06 12345678.",
        "Pode me ligar depois do dia 15, 912 345 678.",
    ],
)
def test_a_call_asked_with_a_time_is_interest(text: str) -> None:
    assert _intent(text) == "interested"


@pytest.mark.parametrize(
    "text", ["Please don't ring me.", "Rufen Sie mich bitte nicht an.", "U kunt me niet bellen."]
)
def test_a_call_refused_is_no_interest(text: str) -> None:
    assert _intent(text) != "interested"


def test_a_month_to_call_in_stays_a_later() -> None:
    assert _intent("Ring me in April.") == "not_now"
