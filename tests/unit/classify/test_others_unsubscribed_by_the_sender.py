"""People on the sender's own list as the object of a removal done ("We unsubscribed all our inactive
users") is no request of the sender's own; the sender's own removal done and ignored still is."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str | None:
    return RULES.classify(text, sender=None, ours=set(), sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "We unsubscribed all our inactive users and still get complaints, can your tool help?",
        "We unsubscribed the old subscribers last month. Does your product clean lists automatically?",
        "I unsubscribed some of our contacts by hand, which took ages. How does Acme handle it?",
    ],
)
def test_others_unsubscribed_by_the_sender_is_no_removal(text: str) -> None:
    assert _intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I unsubscribed last week and still get your emails.",
        "I unsubscribed from your list twice. Stop.",
        "Unsubscribed. Please stop.",
    ],
)
def test_the_senders_own_removal_still_is(text: str) -> None:
    assert _intent(text) == "unsubscribe"
