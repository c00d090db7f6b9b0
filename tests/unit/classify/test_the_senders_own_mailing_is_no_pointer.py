"""The sender's own mailing named as a noun ("we send a monthly email to our members", heldout_ec) points
to no one (`wrong_person`'s "email to our ..."): the verb still points ("please email our finance team").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We put out a weekly email to our club members. How do you handle bounces?",
        "Our team writes a quarterly email to our dealers, could your tool do that too?",
    ],
)
def test_the_senders_own_mailing_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


def test_the_verb_still_points():
    assert reading("Not my area. Please email to our purchasing team instead.") == "wrong_person"
