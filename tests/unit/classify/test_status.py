"""Finding SMTP codes and enhanced statuses in report text, and the inference table."""

import pytest

from sequencer.classify.status import (
    clean_status,
    find_smtp_code,
    find_status,
    infer_status,
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


def test_a_version_number_in_prose_is_not_a_status():
    assert find_status("Undeliverable: [Mailman-Developers] RELEASED Mailman 2.0.12") is None
    assert find_status("RELEASED 2.0.12 ... 550 5.1.1 unknown") == "5.1.1"
