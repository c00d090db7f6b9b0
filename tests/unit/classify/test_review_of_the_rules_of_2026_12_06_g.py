"""A review of the rules of 2026-12-06 (docs/inbound-rounds.md, "A review of the rules of 2026-12-06"):
replies the rules read right before the rounds of heldout_aq, heldout_ar, heldout_as and heldout_at and
wrong after them, each now read right again, and true cases of the same families that must keep reading."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # another way of contact asked for right after: the channel chosen, not the contact ended
        ("Don't text or email me, just call me on Thursday - happy to hear the pitch.", "interested"),
        ("Don't text or email me - call me instead, happy to talk Thursday.", "interested"),
        (
            "Please don't text or email me, just ring me on 555-0101 tomorrow and we'll go through it.",
            "interested",
        ),
        # the texts and the mail stopped, nothing else asked: a removal
        ("Don't text or email me again.", "unsubscribe"),
        ("Stop texting and emailing me. I will call the regulator if this goes on.", "unsubscribe"),
        ("Don't text or email me again, and don't call either.", "unsubscribe"),
    ],
)
def test_the_phone_and_the_mail_stopped_is_no_removal_when_a_call_is_asked_for(
    text: str, expected: str
) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the meeting never asked for, taken up after a "but": interest
        ("I never booked a demo, but now that you mention it, yes, let's do one Thursday.", "interested"),
        ("I didn't book a call, but happy to have one Tuesday.", "interested"),
        ("We never asked for a demo, but go on then - Thursday at 2 works.", "interested"),
        # the meeting never agreed to, and no yes after it: confusion
        ("I don't remember agreeing to a meeting? What is this about?", "other"),
        ("I never booked a demo. What is this invite?", "other"),
        ("I never agreed to a meeting, but you sent an invite anyway. What is this?", "other"),
    ],
)
def test_a_meeting_never_agreed_to_and_taken_up_after_but_is_interest(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # "call me then" after a thing to send: the then of the step, the month named is a past one
        ("I met your colleague in March. Send me the case study and call me then.", "interested"),
        (
            "I met your colleague in March. Send me the case study and call me then, once I've read it.",
            "interested",
        ),
        ("We spoke in May. Send the proposal and email me then, I'll have questions.", "interested"),
        # the time named and "write to me then" alone: a later
        ("The new financial year starts in April, write to me then.", "not_now"),
        ("Budget opens in April. Write to me then.", "not_now"),
    ],
)
def test_write_to_me_then_after_a_step_is_no_later(text: str, expected: str) -> None:
    assert reading(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # the head office handling it is of the past: the sender decides now
        (
            "Software purchasing used to be handled by HQ but now it's decided by us locally - send the"
            " pricing.",
            "interested",
        ),
        ("It's no longer handled by head office, I decide now - send me a quote.", "interested"),
        ("This used to be handled out of our HQ, now I own it. Let's talk.", "interested"),
        # handled at head office now: a wrong person
        ("I'm on the APAC marketing side, finance stuff is handled out of our HQ in Sydney.", "wrong_person"),
        ("IT purchasing was always handled out of our HQ, and still is. Try them.", "wrong_person"),
    ],
)
def test_a_head_office_that_used_to_handle_it_is_no_wrong_person(text: str, expected: str) -> None:
    assert reading(text) == expected
