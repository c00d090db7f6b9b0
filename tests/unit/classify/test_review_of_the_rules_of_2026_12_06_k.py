"""A review of the rules of 2026-12-06, fifth (docs/inbound-rounds.md, "A review of the rules of 2026-12-06
(fifth)"): replies the rules read right before the rounds of heldout_bm to heldout_br and wrong after them,
each now read right again, and true cases of the same families that must keep reading."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a why about something else that was not removed: no removal
        ("Why haven't you removed the duplicate contacts from our report yet?", "other"),
        ("Why haven't you removed the old pricing page from your site?", "other"),
        ("Why haven't you taken us up on the offer of a joint webinar?", "other"),
        # the sender named, a removal asked as a why
        ("Why haven't you removed me yet? I asked twice.", "unsubscribe"),
        ("Why haven't you removed me from your list?", "unsubscribe"),
        ("Why haven't I been removed yet? I asked last week.", "unsubscribe"),
    ],
)
def test_a_why_not_removed_is_a_removal_only_of_the_sender(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # nothing more sent but one thing: no removal
        ("Ne plus rien m'envoyer sauf le devis, merci.", "interested"),
        # nothing more sent, for good: a removal
        ("Merci de ne plus rien m'envoyer.", "unsubscribe"),
    ],
)
def test_nothing_more_sent_but_one_thing_is_no_removal(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a client or customer of the sender's own just signed: no vendor chosen
        ("We just signed with a new client and need to scale outreach - can we talk Thursday?", "interested"),
        # another vendor just signed: a no
        ("We've just signed with Outreach for three years.", "not_interested"),
        ("We just signed with a new vendor.", "not_interested"),
    ],
)
def test_a_client_just_signed_is_no_vendor_chosen(text: str, expected: str) -> None:
    assert reading(text) == expected
