"""Looking at the Gmail sandbox the way a user would: google-api-python-client over HTTP."""

from __future__ import annotations

import asyncio
import base64
from dataclasses import dataclass
from datetime import UTC, datetime
from email import message_from_bytes, policy
from email.message import EmailMessage
from email.utils import parseaddr
from typing import Any

import httpx

from tests.sandbox.sandbox_testkit import gmail_client


def inject_fault(sandbox_url: str, mailbox: str, mode: str, count: int = 1, **extra: Any) -> None:
    method = extra.pop("method", "messages.send")
    r = httpx.post(
        f"{sandbox_url}/_sandbox/faults",
        json={"mailbox": mailbox, "method": method, "mode": mode, "count": count, **extra},
    )
    assert r.status_code == 201, r.text


def open_mailbox(sandbox_url: str, address: str) -> Any:
    """A Gmail client for `address`; the first call creates the mailbox, so mail to it is delivered."""
    client = gmail_client(sandbox_url, address)
    client.users().getProfile(userId="me").execute()
    return client


@dataclass(frozen=True)
class Seen:
    thread_id: str
    message: EmailMessage


async def messages(sandbox_url: str, address: str, query: str) -> list[Seen]:
    """Every message matching `query` in the mailbox, parsed, oldest first."""

    def fetch() -> list[Seen]:
        client = gmail_client(sandbox_url, address)
        found = client.users().messages().list(userId="me", q=query, maxResults=500).execute()
        seen = []
        for ref in reversed(found.get("messages", [])):
            raw = client.users().messages().get(userId="me", id=ref["id"], format="raw").execute()["raw"]
            parsed = message_from_bytes(_b64(raw), policy=policy.default)
            assert isinstance(parsed, EmailMessage)
            seen.append(Seen(ref["threadId"], parsed))
        return seen

    return await asyncio.to_thread(fetch)


def _b64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


async def sent_count(pool: Any, enrollment_id: str) -> int:
    """How many of the enrollment's emails the send ledger records as sent."""
    return await pool.fetchval(
        "SELECT count(*) FROM send_ledger WHERE enrollment_id = $1::uuid AND status = 'sent'", enrollment_id
    )


@dataclass(frozen=True)
class Sent:
    at: datetime  # the sandbox's internalDate
    to: str
    message_id: str


async def sent_log(sandbox_url: str, address: str) -> list[Sent]:
    """Every email the mailbox sent, with the sandbox's own timestamp, oldest first."""

    def fetch() -> list[Sent]:
        client = gmail_client(sandbox_url, address)
        refs: list[dict[str, Any]] = []
        token = None
        while True:
            page = (
                client.users()
                .messages()
                .list(userId="me", q="in:sent", maxResults=500, pageToken=token)
                .execute()
            )
            refs += page.get("messages", [])
            token = page.get("nextPageToken")
            if not token:
                break
        log = []
        for ref in refs:
            got = (
                client.users()
                .messages()
                .get(userId="me", id=ref["id"], format="metadata", metadataHeaders=["To", "Message-ID"])
                .execute()
            )
            headers = {h["name"].lower(): h["value"] for h in got["payload"]["headers"]}
            at = datetime.fromtimestamp(int(got["internalDate"]) / 1000, UTC)
            log.append(Sent(at, parseaddr(headers.get("to", ""))[1], headers.get("message-id", "")))
        return sorted(log, key=lambda s: s.at)

    return await asyncio.to_thread(fetch)
