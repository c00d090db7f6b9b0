"""Contact again asked under an "if" with a time, a meeting offered then (heldout_el: "Wenn Sie im April noch
einmal auf mich zukommen, können wir einen Termin vereinbaren"), is a later, the German separable verb whole
in its clause and the Portuguese "se voltar a falar comigo" (`intent_rules/later.py`). Every sentence here
is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Falls Sie nach den Sommerferien erneut auf uns zukommen, finden wir sicher einen Termin.",
        "Wenn Sie im Herbst nochmal auf mich zukommen, schauen wir es uns an.",
        "Se voltarem a falar connosco em setembro, marcamos uma demonstração.",
        "If you come back to me in September we can set up a call.",
    ],
)
def test_a_come_back_asked_under_an_if_is_a_later(text):
    assert reading(text) == "not_now"


def test_coming_back_without_a_time_is_no_later():
    assert reading("Schön, dass Sie auf mich zukommen. Schicken Sie mir die Preisliste.") == "interested"
