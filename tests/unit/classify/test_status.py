"""The status inference table and the reason mapping, tested directly."""

import pytest

from sequencer.classify.status import (
    clean_status,
    find_smtp_code,
    find_status,
    infer_status,
    reason_for,
    suppresses,
)


@pytest.mark.parametrize(
    ("code", "text", "status"),
    [
        (550, "No such user", "5.0.0"),
        (551, "User not local", "5.0.0"),
        (553, "mailbox name not allowed", "5.0.0"),
        (554, "Transaction failed", "5.0.0"),
        (552, "Mailbox full", "5.2.2"),
        (552, "Quota exceeded", "5.2.2"),
        (552, "Message size exceeds fixed limit", "5.3.4"),
        (552, "Requested action aborted", "5.0.0"),
        (452, "Insufficient system storage", "4.2.2"),
        (421, "Service not available", "4.0.0"),
        (451, "Local error in processing", "4.0.0"),
    ],
)
def test_an_smtp_code_without_enhanced_status_infers_one_from_the_table(code, text, status):
    assert infer_status(code, text) == status


@pytest.mark.parametrize(
    ("status", "text", "reason"),
    [
        ("5.1.1", "", "user_unknown"),
        ("5.1.6", "mailbox has moved", "user_unknown"),
        ("5.1.10", "", "user_unknown"),
        ("5.1.2", "", "host_unknown"),
        ("5.4.4", "", "host_unknown"),
        ("5.2.2", "", "mailbox_full"),
        ("4.2.2", "", "mailbox_full"),
        ("5.3.4", "", "message_too_large"),
        ("5.2.3", "", "message_too_large"),
        ("5.7.1", "user unknown", "blocked"),
        ("5.7.26", "", "blocked"),
        ("4.4.7", "", "expired"),
        ("5.4.7", "", "expired"),
        ("5.0.0", "550 User unknown", "user_unknown"),
        ("5.0.0", "Host or domain name not found", "host_unknown"),
        ("5.0.0", "mailbox is full", "mailbox_full"),
        ("5.0.0", "Message too large", "message_too_large"),
        ("5.0.0", "listed at Spamhaus RBL", "blocked"),
        ("5.0.0", "rejected due to policy", "blocked"),
        ("5.0.0", "Retry timeout exceeded", "expired"),
        ("5.0.0", "Recipient address rejected: Access denied", "blocked"),
        ("5.0.0", "Recipient address rejected", "user_unknown"),
        ("5.1.0", "", "user_unknown"),
        ("5.1.0", "domain not found", "host_unknown"),
        ("5.0.0", "something odd happened", "other"),
        (None, "over quota", "mailbox_full"),
        (None, "", "other"),
    ],
)
def test_the_reason_follows_a_specific_status_and_text_cues_refine_a_generic_one(status, text, reason):
    assert reason_for(status, text) == reason


def test_the_diagnostic_code_cue_wins_over_the_prose_cue():
    assert reason_for("5.0.0", "user unknown", "your mailbox is full") == "user_unknown"


@pytest.mark.parametrize(
    ("text", "status", "code"),
    [
        ("smtp; 550-5.1.1 The email account", "5.1.1", 550),
        ("said: 552 5.2.2 <x@y.z>: mailbox full", "5.2.2", 552),
        ("Sorry, no mailbox here by that name. (#5.1.1)", "5.1.1", None),
        ("Remote Server returned '550 5.1.10 RESOLVER'", "5.1.10", 550),
        ("host mx [10.4.2.1] said: 550 rejected", None, 550),
        ("<judy@yahoo.com>:\n554: delivery error: dd This user doesn't have an account", None, 554),
        ("Exim 4.94.2 timed out after 450 seconds", None, None),
    ],
)
def test_codes_are_found_only_where_smtp_replies_are_quoted(text, status, code):
    assert (find_status(text), find_smtp_code(text)) == (status, code)


def test_a_status_field_with_a_comment_is_cleaned_to_the_code():
    assert clean_status("5.1.1 (user unknown)") == "5.1.1"
    assert clean_status("failed") is None


@pytest.mark.parametrize(
    ("status", "text", "reason"),
    [
        ("5.2.1", "The email account that you tried to reach is disabled.", "user_unknown"),
        ("5.2.1", "", "user_unknown"),
        ("4.2.1", "The user is receiving mail at a rate that prevents additional messages", "other"),
        ("5.0.0", "551 User not local; please try <new@example.com>", "user_unknown"),
        ("5.0.0", "This address is no longer accepting mail", "user_unknown"),
        ("5.0.0", "no longer accepting mail from your IP, listed as spam", "blocked"),
        ("5.0.0", "connection closed by remote host", "other"),
        ("5.2.2", "account disabled", "mailbox_full"),
    ],
)
def test_disabled_and_moved_mailboxes_count_as_unknown_users_but_rate_limits_do_not(status, text, reason):
    assert reason_for(status, text) == reason


@pytest.mark.parametrize(
    ("permanent", "reason", "expected"),
    [
        (True, "user_unknown", True),
        (True, "host_unknown", True),
        (False, "user_unknown", False),
        (None, "user_unknown", False),
        (True, "mailbox_full", False),
        (True, "blocked", False),
        (True, "message_too_large", False),
        (False, "expired", False),
        (True, "other", False),
    ],
)
def test_only_permanent_dead_address_failures_suppress(permanent, reason, expected):
    assert suppresses(permanent, reason) is expected
