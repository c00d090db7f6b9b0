"""A removal typed in a hurry with "off" written "of" (heldout_ak: "pls take me of your list" from a phone):
"take me of your list", "get us of this mailing list", "I'd like to be taken of your list" are removals, put
right before a list, a database or our mails only (`removal_more.PHRASE_TYPOS`). The slip is English; the
other rule languages' removals typed in a hurry are read by the misspelt-verb fixes already, pinned here
too. "Of" anywhere else stays "of" ("take me of all people"), and what the removal table would not read
with "off" it does not read with "of" either: the thread, a colleague, a negated request.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "pls take me of your list",
        "Please take me of your mailing list.",
        "get us of this mailing list",
        "I'd like to be taken of your list, thanks",
        "take my email of your database please",
        "please take me of all your email lists",
        # the other rule languages, typed in a hurry
        "bitte austagen",
        "désincrivez-moi svp",
        "desuscrivirme por favor",
        "disicrivetemi grazie",
        "graag afmleden",
        "me descadastra pfv",
    ],
)
def test_the_hurried_removal_is_read(text):
    assert rule_intent(text) == "unsubscribe"


def test_the_phone_reply_under_its_outlook_line():
    raw = mail(
        "pls take me of your list\n\nGet Outlook for iOS\n\n________________________________\n"
        "From: Alice Seller <alice@ourco.com>\nSent: Monday, March 8, 2027 8:27 AM\n\nHi Bob\n"
    )
    result = classify(raw)
    assert result.text == "pls take me of your list"
    assert result.intent == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "why take me of all people?",
        "don't take me of your list, I like the updates",
        "take my colleague of your list, she left",
        "take me of the thread please, Jo handles this now",
        "Can you get me a copy of your price list?",
        "Take one of your list prices and send it over.",
    ],
)
def test_of_anywhere_else_or_a_request_the_table_refuses_is_none(text):
    assert rule_intent(text) != "unsubscribe"
