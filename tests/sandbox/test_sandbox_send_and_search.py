"""messages.send and messages.list (q, labelIds, paging) through google-api-python-client."""

from __future__ import annotations

import base64
from typing import Any

import pytest
from googleapiclient.errors import HttpError

from tests.sandbox.sandbox_testkit import compose, header, insert_raw, new_message_id, search_ids, send_raw


def test_a_sent_message_is_found_by_in_sent_and_by_its_message_id(rep: Any) -> None:
    message_id = new_message_id()
    raw = compose(sender=None, to="lead@example.com", subject="Intro", message_id=message_id)
    sent = send_raw(rep, raw)

    assert sent["labelIds"] == ["SENT"]
    assert sent["threadId"] == sent["id"]
    assert search_ids(rep, "in:sent") == [sent["id"]]
    assert search_ids(rep, f"rfc822msgid:{message_id}") == [sent["id"]]
    assert search_ids(rep, f"rfc822msgid:{message_id.strip('<>')}") == [sent["id"]]
    assert search_ids(rep, "in:inbox") == []


def test_message_and_thread_ids_are_sixteen_lower_hex_characters(rep: Any) -> None:
    sent = send_raw(rep, compose(sender=None, to="a@example.com", subject="Ids"))
    for value in (sent["id"], sent["threadId"]):
        assert len(value) == 16
        assert all(c in "0123456789abcdef" for c in value)


def test_send_fills_in_from_and_message_id_and_strips_bcc(rep: Any, rep_address: str) -> None:
    raw = compose(sender=None, to="lead@example.com", bcc="hidden@example.com", subject="Hi")
    sent = send_raw(rep, raw)

    stored = rep.users().messages().get(userId="me", id=sent["id"]).execute()
    assert header(stored, "From") == rep_address
    assert header(stored, "Message-ID").endswith("@sandbox.gmail.local>")
    assert header(stored, "Bcc") is None
    assert header(stored, "Date") is not None


def test_send_keeps_a_caller_supplied_message_id_exactly(rep: Any) -> None:
    message_id = "<Mixed.Case+tag@Sequencer.Example>"
    raw = compose(
        sender="rep@acme.test",
        to="x@example.com",
        subject="Hi",
        message_id=message_id,
        date="Tue, 2 Jan 2024 09:30:00 +0000",
    )
    sent = send_raw(rep, raw)

    stored = rep.users().messages().get(userId="me", id=sent["id"], format="raw").execute()
    assert base64.urlsafe_b64decode(stored["raw"]) == raw
    assert search_ids(rep, f"rfc822msgid:{message_id}") == [sent["id"]]


def test_send_without_any_recipient_is_rejected_with_400(rep: Any) -> None:
    with pytest.raises(HttpError) as caught:
        send_raw(rep, compose(sender=None, to=None, subject="Nobody"))
    assert caught.value.resp.status == 400


def test_list_pages_with_max_results_and_page_token_newest_first(rep: Any) -> None:
    sent_ids = [
        send_raw(rep, compose(sender=None, to="a@example.com", subject=f"Page {n}"))["id"] for n in range(5)
    ]
    messages = rep.users().messages()
    seen: list[str] = []
    request = messages.list(userId="me", maxResults=2)
    pages = 0
    while request is not None:
        page = request.execute()
        assert page["resultSizeEstimate"] == 5
        seen.extend(m["id"] for m in page["messages"])
        pages += 1
        request = messages.list_next(request, page)

    assert pages == 3
    assert seen == list(reversed(sent_ids))


def test_a_list_with_no_matches_omits_the_messages_field(rep: Any) -> None:
    result = rep.users().messages().list(userId="me", q="in:sent").execute()
    assert "messages" not in result
    assert result["resultSizeEstimate"] == 0


def test_to_from_label_and_bare_words_narrow_the_search(rep: Any) -> None:
    first = send_raw(
        rep, compose(sender=None, to="Ann <ann@example.com>", cc="cc@example.com", subject="Pricing")
    )
    second = insert_raw(
        rep,
        compose(sender="bob@example.com", to="rep@acme.test", subject="Other", body="About PRICING"),
        label_ids=["INBOX", "STARRED"],
    )

    assert search_ids(rep, "to:ANN@example.com") == [first["id"]]
    assert search_ids(rep, "to:cc@example.com") == [first["id"]]
    assert search_ids(rep, "from:bob@") == [second["id"]]
    assert search_ids(rep, "label:starred") == [second["id"]]
    assert search_ids(rep, "pricing") == [second["id"], first["id"]]
    assert search_ids(rep, "pricing -in:sent") == [second["id"]]
    assert search_ids(rep, "pricing", labelIds=["INBOX", "STARRED"]) == [second["id"]]
    assert search_ids(rep, "pricing", labelIds=["INBOX", "SENT"]) == []


def test_newer_than_and_older_than_use_the_internal_date(rep: Any) -> None:
    old = insert_raw(
        rep,
        compose(
            sender="a@example.com", to="r@acme.test", subject="Old", date="Mon, 1 Jan 2024 10:00:00 +0000"
        ),
        internalDateSource="dateHeader",
    )
    fresh = insert_raw(rep, compose(sender="a@example.com", to="r@acme.test", subject="Fresh"))

    assert search_ids(rep, "newer_than:2d") == [fresh["id"]]
    assert search_ids(rep, "older_than:1m") == [old["id"]]
    assert search_ids(rep, "newer_than:10y") == [fresh["id"], old["id"]]
    stored = rep.users().messages().get(userId="me", id=old["id"], format="minimal").execute()
    assert stored["internalDate"] == "1704103200000"


def test_an_unknown_search_operator_is_a_400_not_an_empty_result(rep: Any) -> None:
    with pytest.raises(HttpError) as caught:
        search_ids(rep, "has:attachment")
    assert caught.value.resp.status == 400


def test_insert_without_label_ids_lands_unread_in_the_inbox(rep: Any) -> None:
    inserted = insert_raw(rep, compose(sender="a@example.com", to="r@acme.test", subject="In"))
    assert inserted["labelIds"] == ["INBOX", "UNREAD"]
    assert search_ids(rep, "in:inbox is:unread") == [inserted["id"]]


def test_insert_rejects_a_label_name_where_a_label_id_is_required(rep: Any) -> None:
    with pytest.raises(HttpError) as caught:
        insert_raw(rep, compose(sender="a@b.test", to="r@acme.test", subject="x"), label_ids=["My Label"])
    assert caught.value.resp.status == 400
