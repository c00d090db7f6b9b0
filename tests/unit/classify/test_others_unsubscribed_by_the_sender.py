"""People on the sender's own list as the object of a removal done ("We unsubscribed all our inactive
users") is no request of the sender's own; the sender's own removal done and ignored still is."""

import pytest

from tests.unit.classify.helpers import RULES, reading


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


@pytest.mark.parametrize(
    "text",
    [
        "Last spring we unsubscribed roughly 2,500 people who never clicked, so our list is already lean.",
        "I unsubscribed hundreds of dormant contacts myself last month.",
        "Nous avons fait le ménage en mai : désinscrit des centaines d'abonnés inactifs.",
        "We hebben vorig jaar 4.000 inactieve contacten uitgeschreven.",
    ],
)
def test_people_counted_removed_by_the_sender_is_no_removal(text: str) -> None:
    # heldout_ek: the sender's side tidying its own list, other people counted as the object
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "We unsubscribed 3 of our people from your list last week but they still get your mails.",
        "Please unsubscribe all three of us.",
    ],
)
def test_people_taken_off_our_list_or_asked_stay_removals(text: str) -> None:
    assert reading(text) == "unsubscribe"
