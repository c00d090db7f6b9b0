"""Helpers shared by the Gmail sandbox tests."""

from __future__ import annotations

import base64
import email.policy
import uuid
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from typing import Any

import google.oauth2.credentials
from googleapiclient.discovery import build


def gmail_client(base_url: str, address: str) -> Any:
    """A real google-api-python-client Gmail service aimed at the sandbox."""
    return build(
        "gmail",
        "v1",
        static_discovery=True,
        credentials=google.oauth2.credentials.Credentials(token=f"sandbox:{address}"),
        client_options={"api_endpoint": f"{base_url}/"},
    )


def unique_address(prefix: str = "rep", domain: str = "acme.test") -> str:
    return f"{prefix}-{uuid.uuid4().hex[:10]}@{domain}"


def new_message_id() -> str:
    return f"<{uuid.uuid4().hex}@test.local>"


def compose(
    *,
    sender: str | None,
    to: str | None,
    subject: str,
    body: str = "Hello there",
    message_id: str | None = None,
    in_reply_to: str | None = None,
    references: str | None = None,
    cc: str | None = None,
    bcc: str | None = None,
    date: str | None = None,
) -> bytes:
    """Builds CRLF RFC 5322 bytes; None leaves a header out."""
    message = EmailMessage()
    for name, value in (
        ("From", sender),
        ("To", to),
        ("Cc", cc),
        ("Bcc", bcc),
        ("Subject", subject),
        ("Date", date),
        ("Message-ID", message_id),
        ("In-Reply-To", in_reply_to),
        ("References", references),
    ):
        if value is not None:
            message[name] = value
    message.set_content(body)
    return message.as_bytes(policy=email.policy.SMTP)


def b64url(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).decode("ascii")


def send_raw(service: Any, raw: bytes, thread_id: str | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {"raw": b64url(raw)}
    if thread_id is not None:
        body["threadId"] = thread_id
    return service.users().messages().send(userId="me", body=body).execute()


def insert_raw(
    service: Any,
    raw: bytes,
    *,
    thread_id: str | None = None,
    label_ids: list[str] | None = None,
    **params: Any,
) -> dict[str, Any]:
    body: dict[str, Any] = {"raw": b64url(raw)}
    if thread_id is not None:
        body["threadId"] = thread_id
    if label_ids is not None:
        body["labelIds"] = label_ids
    return service.users().messages().insert(userId="me", body=body, **params).execute()


def search_ids(service: Any, q: str, **params: Any) -> list[str]:
    result = service.users().messages().list(userId="me", q=q, **params).execute()
    return [m["id"] for m in result.get("messages", [])]


def header(resource: dict[str, Any], name: str) -> str | None:
    for item in resource["payload"]["headers"]:
        if item["name"].lower() == name.lower():
            return item["value"]
    return None


def calendar_client(base_url: str, address: str) -> Any:
    """A real google-api-python-client Calendar service aimed at the sandbox (its base URL keeps the
    discovery document's service path)."""
    return build(
        "calendar",
        "v3",
        static_discovery=True,
        credentials=google.oauth2.credentials.Credentials(token=f"sandbox:{address}"),
        client_options={"api_endpoint": f"{base_url}/calendar/v3/"},
    )


def meeting(*attendees: str, summary: str = "Intro call", day: str | None = None) -> dict[str, Any]:
    """An event on a day (default: tomorrow, so it is in the future whenever the test runs)."""
    day = day or (datetime.now(UTC) + timedelta(days=1)).date().isoformat()
    return {
        "summary": summary,
        "start": {"dateTime": f"{day}T15:00:00Z"},
        "end": {"dateTime": f"{day}T15:30:00Z"},
        "attendees": [{"email": a} for a in attendees],
    }
