"""The inbox end to end against `make dev`: four contacts get a first email; a reply, a German
out-of-office, a 5.1.1 and a 5.2.2 are put into their threads through the sandbox's Gmail API
(messages.insert, as Gmail would file them); then each enrollment's status is read over HTTP.

    .venv/bin/python examples/inbox_scenario.py     # with `make dev` running

Where: SEQUENCER_API_URL, SEQUENCER_SANDBOX_URL (defaults: make dev's ports), the dev API key from
SEQUENCER_API_KEY or `$SEQUENCER_DATA_DIR/dev-api-key` (default `.sequencer/`).

Prints one line per contact and exits non-zero when an enrollment did not end as it should within
30 s (Gmail push delivers each message at once; no waiting for the fallback poll).
"""

from __future__ import annotations

import base64
import json
import os
import sys
import time
import uuid
from email.message import EmailMessage
from email.utils import format_datetime, localtime
from pathlib import Path
from typing import Any

import google.oauth2.credentials
import httpx
from googleapiclient.discovery import build

API = os.environ.get("SEQUENCER_API_URL", "http://127.0.0.1:8080")
SANDBOX = os.environ.get("SEQUENCER_SANDBOX_URL", "http://127.0.0.1:8025")


def gmail(address: str) -> Any:
    return build(
        "gmail",
        "v1",
        static_discovery=True,
        credentials=google.oauth2.credentials.Credentials(token=f"sandbox:{address}"),
        client_options={"api_endpoint": f"{SANDBOX}/"},
    )


def reply(ours: dict[str, str], sender: str, body: str, subject: str | None = None, **headers: str) -> bytes:
    message = EmailMessage()
    message["From"], message["To"] = sender, ours["from"]
    message["Subject"] = subject or f"Re: {ours['subject']}"
    message["Date"] = format_datetime(localtime())
    message["Message-ID"] = f"<{uuid.uuid4().hex}@contact.test>"
    message["In-Reply-To"] = message["References"] = ours["message-id"]
    for name, value in headers.items():
        message[name.replace("_", "-")] = value
    message.set_content(body)
    return message.as_bytes()


def dsn(ours: dict[str, str], recipient: str, status: str, diagnostic: str) -> bytes:
    return f"""From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>
To: {ours["from"]}
Subject: Delivery Status Notification (Failure)
Date: {format_datetime(localtime())}
Message-ID: <{uuid.uuid4().hex}@mx.google.test>
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="b1"

--b1
Content-Type: text/plain

Your message wasn't delivered to {recipient}.

--b1
Content-Type: message/delivery-status

Reporting-MTA: dns; googlemail.com

Final-Recipient: rfc822; {recipient}
Action: failed
Status: {status}
Diagnostic-Code: smtp; {diagnostic}

--b1
Content-Type: text/rfc822-headers

From: {ours["from"]}
To: {recipient}
Subject: {ours["subject"]}
Message-ID: {ours["message-id"]}

--b1--
""".encode()


def main() -> int:
    key = os.environ.get("SEQUENCER_API_KEY") or (
        (Path(os.environ.get("SEQUENCER_DATA_DIR", ".sequencer")) / "dev-api-key").read_text().strip()
    )
    http = httpx.Client(base_url=API, headers={"authorization": f"Bearer {key}"}, timeout=30)
    run = uuid.uuid4().hex[:6]
    rep = f"rep-{run}@acme.test"
    http.post("/v1/mailboxes", json={"email": rep, "name": "Riley Rep", "timezone": "Europe/Berlin",
                                     "limits": {"min_gap_seconds": 0}}).raise_for_status()  # fmt: skip
    sequence = f"inbox-{run}"
    http.post("/v1/sequences", json={"name": sequence, "window": "always", "jitter": "0s", "steps": [
        {"id": "intro", "type": "email", "subject": "Hello {{ contact.first_name }}", "body": "Hi there."},
        {"id": "bump", "type": "email", "after": "1h", "reply_in_thread": True, "body": "Bumping this."},
    ]}).raise_for_status()  # fmt: skip
    cases = {
        "reply": ("replied", False),
        "ooo": ("paused", False),
        "unknown": ("bounced", True),
        "full": ("bounced", False),
    }
    enrolled: dict[str, tuple[str, str]] = {}
    for case in cases:
        email = f"{case}-{run}@globex.test"
        contact = http.post("/v1/contacts", json={"email": email, "first_name": case.title(),
                                                  "timezone": "Europe/Berlin"}).json()  # fmt: skip
        made = http.post(
            "/v1/enrollments", json={"contact_id": contact["id"], "sequence": sequence, "mailbox": rep}
        )
        made.raise_for_status()
        enrolled[case] = (made.json()["id"], email)
    box = gmail(rep)
    firsts: dict[str, dict[str, str]] = {}
    deadline = time.monotonic() + 60
    while len(firsts) < len(cases) and time.monotonic() < deadline:
        for found in box.users().messages().list(userId="me", q="in:sent").execute().get("messages", []):
            meta = box.users().messages().get(userId="me", id=found["id"], format="metadata").execute()
            headers = {h["name"].lower(): h["value"] for h in meta["payload"]["headers"]}
            headers["thread-id"] = meta["threadId"]
            for case, (_, email) in enrolled.items():
                if email in headers.get("to", ""):
                    firsts[case] = headers
        time.sleep(0.5)
    unrelated = reply({"from": rep, "subject": "Lunch", "message-id": "<lunch@elsewhere.test>"},
                      "friend@elsewhere.test", "Lunch on Friday?", subject="Lunch")  # fmt: skip
    messages = {
        "reply": reply(
            firsts["reply"], enrolled["reply"][1], "Sounds interesting - can we talk on Thursday?"
        ),
        "ooo": reply(
            firsts["ooo"],
            enrolled["ooo"][1],
            "Vielen Dank für Ihre Nachricht. Ich bin bis zum 14.12. nicht im Büro und habe keinen Zugriff "
            "auf meine E-Mails.",
            subject=f"Automatische Antwort: {firsts['ooo']['subject']}",
            Auto_Submitted="auto-replied",
        ),
        "unknown": dsn(
            firsts["unknown"],
            enrolled["unknown"][1],
            "5.1.1",
            "550-5.1.1 The email account that you tried to reach does not exist.",
        ),  # fmt: skip
        "full": dsn(
            firsts["full"],
            enrolled["full"][1],
            "5.2.2",
            "552-5.2.2 The recipient's inbox is out of storage space.",
        ),  # fmt: skip
    }
    started = time.monotonic()
    for case, raw in [*messages.items(), ("unrelated", unrelated)]:
        body = {"raw": base64.urlsafe_b64encode(raw).decode(), "labelIds": ["INBOX", "UNREAD"]}
        if case in firsts:
            body["threadId"] = firsts[case]["thread-id"]
        box.users().messages().insert(userId="me", body={k: v for k, v in body.items() if v}).execute()
    failed = False
    for case, (status, suppressed) in cases.items():
        enrollment_id, email = enrolled[case]
        while True:
            got = http.get(f"/v1/enrollments/{enrollment_id}").json()
            if got["status"] == status or time.monotonic() - started > 30:
                break
            time.sleep(0.5)
        listed = http.get("/v1/suppressions").json()
        rows = listed.get("suppressions", listed) if isinstance(listed, dict) else listed
        is_suppressed = any(email in json.dumps(row) for row in rows)
        ok = got["status"] == status and is_suppressed == suppressed
        failed |= not ok
        print(f"{'ok ' if ok else 'BAD'} {case:8} status={got['status']:9} intent={got.get('reply_intent')} "
              f"suppressed={is_suppressed} after {time.monotonic() - started:.1f}s")  # fmt: skip
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
