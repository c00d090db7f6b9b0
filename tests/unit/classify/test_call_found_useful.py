"""A call or a meeting the sender finds useful, said of itself, is interest (`call_useful.CALL_USEFUL`:
"een oriënterend gesprek lijkt mij nuttig"); never negated.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "A first call seems useful to me.",
        "Een kort kennismakingsgesprek lijkt ons zinvol.",
        "Een afspraak lijkt mij wel nuttig.",
        "Un primo incontro mi sembra utile.",
        "Uma primeira reunião parece-me útil.",
    ],
)
def test_a_call_found_useful_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Een gesprek lijkt mij niet nuttig.",
        "A call doesn't seem useful to me.",
        "Un incontro non mi sembra utile.",
    ],
)
def test_a_call_not_useful_is_no_interest(text):
    assert reading(text) != "interested"
