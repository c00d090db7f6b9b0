"""Busy with something, then "gladly talk again in February" ("Ne riparliamo volentieri a febbraio") is
a later, the "gladly" in it no interest, in every rule language; "gladly" without a time keeps its
reading."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str:
    return RULES.classify(text, sender="elena@brambilla.example", ours=set(), sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "In questo periodo siamo presi con le consegne di Natale e a gennaio c'è Milano Unica. Ne riparliamo"
        " volentieri a febbraio, mi ricontatti pure allora.",
        "Nous sommes pris par les livraisons de Noël. On en reparle volontiers en février.",
        "Estamos liados con las entregas de Navidad. Lo retomamos con gusto en febrero.",
        "Estamos ocupados com as entregas de Natal. Voltamos a falar com prazer em fevereiro.",
        "Wir stecken im Weihnachtsgeschäft. Sprechen wir gerne im Februar wieder.",
        "We zitten midden in de kerstdrukte. We spreken elkaar graag in februari.",
        "We're busy with Christmas deliveries. Happy to talk again in February.",
    ],
)
def test_busy_then_talk_again_in_a_month_is_a_later(text: str) -> None:
    assert _intent(text) == "not_now"


def test_gladly_without_a_time_stays_interest() -> None:
    assert _intent("Ne riparliamo volentieri, mi chiami domani.") == "interested"
