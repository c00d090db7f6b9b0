"""A handling said to be good enough ("legal handles it fine") and a check every vendor goes through ("has
to go through a security review that takes six months") are reasons for a no, nobody pointed to: no
wrong person. A handler named for the thing ("Jan handles it now, please contact him") and a team to go
through ("This has to go through procurement, try buyers@x.test") still are.

Every sentence here is written for these tests (the first from heldout_q's reply with three reasons)."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "It's a no from us. Our contract volume is maybe 40 a month; legal handles it fine.",
        "Thanks, but no. Any new vendor that touches contract data has to go through a security review that"
        " takes six months, and I'm not sponsoring one.",
        "Not for us: ops takes care of that well in-house.",
    ],
)
def test_a_reason_for_a_no_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Jan handles it now, please contact him.",
        "This has to go through procurement, try buyers@x.test.",
        "Maria handles this, try maria@x.test.",
    ],
)
def test_a_handler_or_team_pointed_to_stays_wrong_person(text):
    assert rule_intent(text) == "wrong_person"
