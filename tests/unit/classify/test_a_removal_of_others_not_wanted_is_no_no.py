"""A removal of others the sender does not want is no no, and a question how our unsubscribe works asks for
nothing (heldout_bo: "if I reply 'unsubscribe' like your footer says, does that take off just my address or
everyone? A couple of people on my team actually read these and I don't want to cut them off"):
`interest.NOT_INTERESTED`'s "I don't want" never before cutting others off or removing them. The true noes
of the same shape stay noes ("I don't want this", "we don't need another tool"). Every sentence here is
written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "If I reply 'unsubscribe' like your footer says, does that take off just my address or everyone? A"
        " couple of people on my team actually read these and I don't want to cut them off.",
        "My colleagues read these, so I don't want to cut them off by accident.",
        "Ana and Tom read your mails, I don't want to remove them.",
        "A few people here read these and we don't want to drop anyone.",
        "Does that take off just my address or everyone at our company? I don't want to cut the others off.",
    ],
)
def test_a_removal_of_others_not_wanted_is_no_no(text: str) -> None:
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "I don't want this, thanks.",
        "We don't need another tool.",
        "I don't want to talk to sales.",
    ],
)
def test_a_plain_no_stays_a_no(text: str) -> None:
    assert rule_intent(text) == "not_interested"
