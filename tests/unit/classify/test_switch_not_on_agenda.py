"""Switching tools "not on the agenda" ("overstappen staat niet op de agenda", "a switch isn't on the
cards", "ein Wechsel steht nicht auf der Tagesordnung") is a no (`committed_elsewhere`; heldout_cu).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Een overstap staat voor ons echt niet op de planning.",
        "Switching is not on our agenda.",
        "Ein Wechsel steht bei uns nicht auf der Tagesordnung.",
    ],
)
def test_switch_not_on_agenda_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Overstappen staat bovenaan de agenda, wanneer kunnen we bellen?",
    ],
)
def test_switch_on_agenda_is_no_no(text):
    assert reading(text) != "not_interested"
