"""Gmail's threading rule: threadId + References/In-Reply-To + same normalised subject."""

from __future__ import annotations

from typing import Any

import pytest

from sandbox.threading_rule import normalise_subject
from tests.sandbox.sandbox_testkit import compose, insert_raw, new_message_id, send_raw


@pytest.mark.parametrize(
    ("subject", "expected"),
    [
        ("Re: Quick question", "Quick question"),
        ("RE: re:  Fwd: Quick   question ", "Quick question"),
        ("AW: WG: Fw: FW: Quick question", "Quick question"),
        ("Re[2]: Quick question", "Quick question"),
        ("Quick question", "Quick question"),
        ("Regarding: pricing", "Regarding: pricing"),
    ],
)
def test_subject_normalisation_strips_reply_and_forward_prefixes(subject: str, expected: str) -> None:
    assert normalise_subject(subject) == expected


def _first(rep: Any, subject: str = "Quick question") -> tuple[dict[str, Any], str]:
    message_id = new_message_id()
    sent = send_raw(rep, compose(sender=None, to="lead@example.com", subject=subject, message_id=message_id))
    return sent, message_id


def test_a_follow_up_with_thread_id_references_and_re_subject_joins_the_thread(rep: Any) -> None:
    first, first_id = _first(rep)
    follow = compose(sender=None, to="lead@example.com", subject="Re: Quick question", references=first_id)
    second = send_raw(rep, follow, thread_id=first["threadId"])

    assert second["threadId"] == first["threadId"]
    thread = rep.users().threads().get(userId="me", id=first["threadId"]).execute()
    assert [m["id"] for m in thread["messages"]] == [first["id"], second["id"]]


def test_in_reply_to_alone_is_enough_of_a_reference_to_join(rep: Any) -> None:
    first, first_id = _first(rep)
    follow = compose(sender=None, to="lead@example.com", subject="Quick question", in_reply_to=first_id)
    assert send_raw(rep, follow, thread_id=first["threadId"])["threadId"] == first["threadId"]


def test_a_different_subject_starts_a_new_thread_despite_thread_id_and_references(rep: Any) -> None:
    first, first_id = _first(rep)
    follow = compose(sender=None, to="lead@example.com", subject="Re: Something else", references=first_id)
    second = send_raw(rep, follow, thread_id=first["threadId"])
    assert second["threadId"] == second["id"] != first["threadId"]


def test_references_naming_nothing_in_the_thread_start_a_new_thread(rep: Any) -> None:
    first, _ = _first(rep)
    follow = compose(
        sender=None, to="lead@example.com", subject="Re: Quick question", references=new_message_id()
    )
    second = send_raw(rep, follow, thread_id=first["threadId"])
    assert second["threadId"] != first["threadId"]


def test_a_send_without_thread_id_starts_a_new_thread_even_when_it_references_one(rep: Any) -> None:
    first, first_id = _first(rep)
    follow = compose(sender=None, to="lead@example.com", subject="Re: Quick question", references=first_id)
    assert send_raw(rep, follow)["threadId"] != first["threadId"]


def test_an_unknown_thread_id_silently_starts_a_new_thread(rep: Any) -> None:
    first, first_id = _first(rep)
    follow = compose(sender=None, to="lead@example.com", subject="Re: Quick question", references=first_id)
    second = send_raw(rep, follow, thread_id="0123456789abcdef")
    assert second["threadId"] == second["id"] != first["threadId"]


def test_an_insert_without_thread_id_joins_the_thread_its_references_name(rep: Any) -> None:
    first, first_id = _first(rep)
    reply = compose(
        sender="lead@example.com", to="rep@acme.test", subject="RE: Quick question", in_reply_to=first_id
    )
    assert insert_raw(rep, reply)["threadId"] == first["threadId"]


def test_an_insert_without_references_starts_a_new_thread_even_with_the_same_subject(rep: Any) -> None:
    first, _ = _first(rep)
    unrelated = compose(sender="lead@example.com", to="rep@acme.test", subject="Quick question")
    assert insert_raw(rep, unrelated)["threadId"] != first["threadId"]
