"""messages.get and threads.get formats: full, metadata, raw, minimal."""

from __future__ import annotations

import base64
import email.policy
from email.message import EmailMessage
from typing import Any

import pytest
from googleapiclient.errors import HttpError

from tests.sandbox.sandbox_testkit import compose, header, insert_raw, new_message_id, send_raw


def _alternative_message() -> bytes:
    message = EmailMessage()
    message["From"] = "lead@example.com"
    message["To"] = "rep@acme.test"
    message["Subject"] = "Both kinds"
    message["Message-ID"] = new_message_id()
    message.set_content("Plain body, it's here")
    message.add_alternative("<p>Rich <b>body</b></p>", subtype="html")
    return message.as_bytes(policy=email.policy.SMTP)


def _decode(data: str) -> bytes:
    return base64.urlsafe_b64decode(data)


def _get(rep: Any, message_id: str, **params: Any) -> dict[str, Any]:
    return rep.users().messages().get(userId="me", id=message_id, **params).execute()


def test_raw_format_round_trips_the_exact_bytes(rep: Any) -> None:
    raw = _alternative_message()
    inserted = insert_raw(rep, raw)
    fetched = _get(rep, inserted["id"], format="raw")
    assert _decode(fetched["raw"]) == raw
    assert fetched["sizeEstimate"] == len(raw)
    assert "payload" not in fetched


def test_full_format_nests_multipart_alternative_bodies_as_parts(rep: Any) -> None:
    inserted = insert_raw(rep, _alternative_message())
    payload = _get(rep, inserted["id"])["payload"]

    assert payload["mimeType"] == "multipart/alternative"
    assert payload["partId"] == ""
    assert payload["body"] == {"size": 0}
    plain, rich = payload["parts"]
    assert (plain["partId"], plain["mimeType"]) == ("0", "text/plain")
    assert (rich["partId"], rich["mimeType"]) == ("1", "text/html")
    assert _decode(plain["body"]["data"]).decode().strip() == "Plain body, it's here"
    assert _decode(rich["body"]["data"]).decode().strip() == "<p>Rich <b>body</b></p>"
    assert plain["body"]["size"] == len(_decode(plain["body"]["data"]))


def test_full_format_carries_ids_labels_dates_and_an_html_escaped_snippet(rep: Any) -> None:
    inserted = insert_raw(rep, _alternative_message())
    fetched = _get(rep, inserted["id"], format="full")
    assert fetched["id"] == inserted["id"]
    assert fetched["threadId"] == inserted["threadId"]
    assert fetched["labelIds"] == ["INBOX", "UNREAD"]
    assert fetched["internalDate"].isdigit()
    assert fetched["historyId"].isdigit()
    assert fetched["snippet"] == "Plain body, it&#39;s here"
    assert header(fetched, "Subject") == "Both kinds"


def test_a_single_part_message_has_its_body_data_on_the_payload(rep: Any) -> None:
    sent = send_raw(rep, compose(sender=None, to="a@example.com", subject="Single", body="Just text"))
    payload = _get(rep, sent["id"])["payload"]
    assert payload["mimeType"] == "text/plain"
    assert "parts" not in payload
    assert _decode(payload["body"]["data"]).decode().strip() == "Just text"


def test_metadata_format_returns_only_the_requested_headers(rep: Any) -> None:
    inserted = insert_raw(rep, _alternative_message())
    fetched = _get(rep, inserted["id"], format="metadata", metadataHeaders=["subject", "From"])
    names = sorted(h["name"] for h in fetched["payload"]["headers"])
    assert names == ["From", "Subject"]
    assert "parts" not in fetched["payload"] and "body" not in fetched["payload"]

    every_header = _get(rep, inserted["id"], format="metadata")["payload"]["headers"]
    assert {"To", "Message-ID"} <= {h["name"] for h in every_header}


def test_minimal_format_has_no_payload_or_raw(rep: Any) -> None:
    inserted = insert_raw(rep, _alternative_message())
    fetched = _get(rep, inserted["id"], format="minimal")
    assert "payload" not in fetched and "raw" not in fetched
    assert fetched["labelIds"] == ["INBOX", "UNREAD"]


def test_an_unknown_message_id_is_a_404_in_gmail_error_format(rep: Any) -> None:
    with pytest.raises(HttpError) as caught:
        _get(rep, "0000000000000000")
    assert caught.value.resp.status == 404
    assert caught.value.reason == "Requested entity was not found."
    assert caught.value.error_details[0]["reason"] == "notFound"


def test_threads_get_lists_messages_oldest_first_in_the_requested_format(rep: Any) -> None:
    opener_id = new_message_id()
    first = send_raw(rep, compose(sender=None, to="a@example.com", subject="T", message_id=opener_id))
    second = send_raw(
        rep,
        compose(sender=None, to="a@example.com", subject="Re: T", references=opener_id),
        thread_id=first["threadId"],
    )
    thread = (
        rep.users()
        .threads()
        .get(userId="me", id=first["threadId"], format="metadata", metadataHeaders=["Subject"])
        .execute()
    )
    assert thread["id"] == first["threadId"]
    assert [m["id"] for m in thread["messages"]] == [first["id"], second["id"]]
    assert [header(m, "Subject") for m in thread["messages"]] == ["T", "Re: T"]
    assert thread["historyId"] == thread["messages"][-1]["historyId"]

    with pytest.raises(HttpError) as caught:
        rep.users().threads().get(userId="me", id="ffffffffffffffff").execute()
    assert caught.value.resp.status == 404


def test_a_sent_message_with_its_own_from_id_and_date_is_stored_byte_for_byte(rep: Any) -> None:
    message = EmailMessage()
    message["From"] = "rep@acme.test"
    message["To"] = "lead@example.com"
    message["Subject"] = "As sent"
    message["Date"] = "Mon, 02 Mar 2026 09:30:00 +0000"
    message["Message-ID"] = new_message_id()
    message.set_content("Nothing to add to this one.\n")
    raw = message.as_bytes(policy=email.policy.SMTP)
    sent = send_raw(rep, raw)
    assert _decode(_get(rep, sent["id"], format="raw")["raw"]) == raw
