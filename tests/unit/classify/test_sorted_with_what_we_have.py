"""Set with what the sender has, said in slang ("we're sorted with ...", "we're sweet as with ..."), is a no
like "we're happy with ..." (`interest.NOT_INTERESTED`; heldout_cn). Never "sweet on" (fond of).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Nah mate, we're sorted with our current setup.",
        "We're sweet as with the system we run now.",
        "I'm sorted thanks, all good here.",
    ],
)
def test_slang_set_is_a_no(text: str) -> None:
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "I'm quite sweet on the idea, can you send pricing?",
    ],
)
def test_sweet_on_is_no_no(text: str) -> None:
    assert reading(text) != "not_interested"
