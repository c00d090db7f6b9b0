"""Of no use to the sender ("daar heb ik niets aan", "das bringt uns nichts", "ça ne me sert à rien", "that's
no use to us") is a no (`committed_elsewhere`; heldout_cu). Never nothing to add, never nothing new.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Daar hebben we niks aan, hoor.",
        "Als kleine zaak heb ik er eigenlijk niets aan.",
        "So etwas bringt mir nichts.",
        "Damit können wir leider nichts anfangen.",
        "Cela ne nous sert à rien.",
        "It's of no use to me.",
        "We have no use for that.",
    ],
)
def test_no_use_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Ik heb er niets aan toe te voegen, bel me dinsdag maar.",
        "Hier heb ik niets aan toe te voegen.",
    ],
)
def test_nothing_to_add_is_no_no(text):
    assert reading(text) != "not_interested"
