"""A hiring question about the company we wrote from (heldout_ai: "is Acme hiring in Toronto? My son
finishes his degree in April ... If there's a careers page, just point me to it") is about the sender's
family, not our product: `other`, whatever month it names, in every rule language
(`not_our_product.HIRING_ASKED`). With a "no" beside it the no wins (heldout_ah); the sender's own hiring is
no such question.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Odd question, but is Acme hiring in Toronto? My son finishes his degree in April.",
        "Stellt Acme gerade in Toronto ein? Mein Sohn ist im April fertig.",
        "Est-ce qu'Acme recrute à Toronto ? Mon fils termine ses études en avril.",
        "¿Acme está contratando en Toronto? Mi hijo termina la carrera en abril.",
        "Acme sta assumendo a Toronto? Mio figlio si laurea ad aprile.",
        "Is Acme nog aan het werven in Toronto? Mijn zoon studeert in april af.",
        "A Acme está a contratar em Toronto? O meu filho acaba o curso em abril.",
    ],
)
def test_a_hiring_question_is_other(text: str) -> None:
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("We won't be switching. Separate question: is Acme hiring in Denver?", "not_interested"),
        ("Our team is currently hiring, so not now.", "not_now"),
        ("Is hiring a problem for you? We could talk in April.", "not_now"),
        ("Ons team is nog aan het werven, dus neem in mei opnieuw contact op.", "not_now"),
    ],
)
def test_a_no_or_our_own_hiring_is_no_hiring_question(text: str, intent: str) -> None:
    assert rule_intent(text) == intent
