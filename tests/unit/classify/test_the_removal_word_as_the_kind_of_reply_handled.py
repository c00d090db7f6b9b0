"""The removal word quoted as the text of other people's replies and named as "the ... ones" (heldout_ea: a
question how the reader handles the replies that say it; `removal_handling_asked.MANY_AFTER`): a question
about a tool, no removal. The sender's own removal beside it stays one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Quick one: do you deal with the 'remove me' ones manually or is that automated?",
        "How do you handle the STOP ones? We get dozens a day.",
        'Do you sync the "unsubscribe" ones to your CRM, or does someone do it by hand?',
    ],
)
def test_the_kind_of_reply_asked_about_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Take me off the list. Do you even process the unsubscribe ones I've already sent?",
        "Unsubscribe ones like me, please.",
    ],
)
def test_the_senders_own_removal_beside_it_stays_one(text):
    assert reading(text) == "unsubscribe"
