"""A handling said of a thing or asked about ("how your platform handles this", "our CRM handles that") is
no person pointed to, no wrong person (`handled_by_a_thing`; heldout_dg: a law firm wanting to see how the
tool handles its conflicts check, a demo asked). A person or a team as the subject still is. English only:
the other rule languages' handling phrases name their person in the phrase itself.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I'd like to see how your platform handles this before we decide. Can we book a demo on Tuesday?",
        "Could you show me how the software handles our month-end close? A call next week works.",
        "I want to know how well it handles that. Can you send a demo link?",
    ],
)
def test_a_things_handling_asked_is_interest(text):
    assert reading(text) == "interested"


def test_a_things_handling_said_is_no_wrong_person():
    assert reading("Our CRM handles that already, thanks.") != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Our IT manager handles that.",
        "Frank handles this, try him.",
        "IT handles that, talk to them.",
        "It's the office manager who takes care of that.",
    ],
)
def test_a_person_handling_it_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"
