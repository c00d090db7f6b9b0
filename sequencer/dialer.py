"""The dialer hand-off: how a call task is signed when posted, and how a dialer's call result reads.

A call task with `dialer: true` is POSTed, when due, as JSON to the project's dialer URL with
`X-Sequencer-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the dialer secret>`.
The dialer answers through the task's `callback_url` (a signed link, no API key needed) with
`{"outcome": "connected" | "voicemail" | "no_answer"}` or with its own call status, read below.
"""

from __future__ import annotations

import hashlib
import hmac

CALLBACK_TTL_DAYS = 60
# Common dialer / telephony call statuses and what they mean for a call task.
STATUS_OUTCOMES = {
    "connected": "connected",
    "answered": "connected",
    "completed": "connected",
    "human": "connected",
    "voicemail": "voicemail",
    "machine": "voicemail",
    "machine_start": "voicemail",
    "machine_end_beep": "voicemail",
    "left_voicemail": "voicemail",
    "no_answer": "no_answer",
    "no-answer": "no_answer",
    "busy": "no_answer",
    "failed": "no_answer",
    "canceled": "no_answer",
}


def signature(secret: str, body: bytes, timestamp: int) -> str:
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={mac}"


def outcome_of(result: dict[str, object]) -> str | None:
    """The call task outcome a dialer's callback body means, or None when it says nothing we know."""
    for field in ("outcome", "AnsweredBy", "status", "CallStatus"):  # a machine answering is no connect
        value = result.get(field)
        if isinstance(value, str) and value.strip().lower() in STATUS_OUTCOMES:
            return STATUS_OUTCOMES[value.strip().lower()]
    return None
