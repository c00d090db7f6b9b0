"""Injected failures for Gmail, Calendar and SMS (Twilio) methods, consumed one call at a time.

Gmail and Calendar faults name the `mailbox` they hit; so do faults of the `push` notifications the
sandbox sends for watched mailboxes (modes `drop` and `slow` only). SMS faults (`sms.*` methods) name a
`number` instead: for sms.messages.create the From number (E.164), or "*" (the default) for any create;
sms.messages.list and sms.messages.get faults always match any call, so their number can only be "*".
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import asdict, dataclass
from typing import Any, Literal, cast, get_args

from sandbox.sms import ANY_NUMBER, is_e164

GMAIL_METHODS = frozenset(
    {
        "profile",
        "messages.send",
        "messages.insert",
        "messages.import",
        "messages.list",
        "messages.get",
        "messages.modify",
        "threads.get",
        "history.list",
        "watch",
        "stop",
        "calendar.events.list",
        "calendar.events.insert",
        "calendar.events.get",
        "calendar.events.delete",
    }
)
SMS_METHODS = frozenset({"sms.messages.create", "sms.messages.list", "sms.messages.get"})
PUSH_METHODS = frozenset({"push"})
FaultMode = Literal[
    "http_500",
    "http_503",
    "http_429",
    "accept_then_fail",
    "http_403_rate_limit",
    "http_400",
    "invalid_grant",
    "accept_then_hang",
    "slow",
    "drop",
]
# http_403_rate_limit: Gmail's per-user limit answer; http_400: a request Gmail refuses (bad address);
# invalid_grant: the mailbox's credentials were revoked (401); accept_then_hang: does the work, then holds
# the answer for `delay_seconds` (default 30) before a 500, so a test can kill the caller mid-call;
# slow: does the work and answers normally, `delay_seconds` late. http_503 (SMS only): Twilio unavailable.
# drop (push only): the notification is never sent; slow, for a push: it is sent `delay_seconds` late.
FAULT_MODES: tuple[FaultMode, ...] = get_args(FaultMode)
GMAIL_MODES: tuple[FaultMode, ...] = tuple(m for m in FAULT_MODES if m not in ("http_503", "drop"))
PUSH_MODES: tuple[FaultMode, ...] = ("drop", "slow")
SMS_MODES: tuple[FaultMode, ...] = (
    "http_500",
    "http_503",
    "http_429",
    "http_400",
    "accept_then_fail",
    "accept_then_hang",
    "slow",
)


class FaultSpecError(ValueError):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


@dataclass
class Fault:
    id: int
    mailbox: str  # for sms.* methods: the number ("*" = any)
    method: str
    mode: FaultMode
    count: int
    delay_seconds: float = 30.0

    def as_json(self) -> dict[str, Any]:
        shown = asdict(self)
        if self.method in SMS_METHODS:
            return {("number" if k == "mailbox" else k): v for k, v in shown.items()}
        return shown

    def matches(self, target: str, method: str) -> bool:
        if self.method != method:
            return False
        return self.mailbox == target or (method in SMS_METHODS and self.mailbox == ANY_NUMBER)


def _field(body: dict[str, Any], name: str) -> Any:
    if name not in body:
        raise FaultSpecError(name, f"'{name}' is required")
    return body[name]


def _sms_number(body: dict[str, Any], method: str) -> str:
    if "mailbox" in body:
        raise FaultSpecError("mailbox", "sms methods name a 'number' (or \"*\"), not a 'mailbox'")
    number = body.get("number", ANY_NUMBER)
    if number == ANY_NUMBER:
        return ANY_NUMBER
    if method != "sms.messages.create":
        raise FaultSpecError("number", f"'number' must be \"*\" for {method} (it matches any call)")
    if not is_e164(number):
        raise FaultSpecError("number", "'number' must be an E.164 phone number (+15551234567) or \"*\"")
    return number


class FaultBook:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._faults: list[Fault] = []
        self._ids = itertools.count(1)

    def add(self, body: object) -> Fault:
        """Validates a control-endpoint body and stores the fault it describes."""
        if not isinstance(body, dict):
            raise FaultSpecError("body", "body must be a JSON object")
        method = _field(body, "method")
        known = GMAIL_METHODS | SMS_METHODS | PUSH_METHODS
        if not isinstance(method, str) or method not in known:
            raise FaultSpecError("method", f"'method' must be one of {sorted(known)}")
        if method in SMS_METHODS:
            target = _sms_number(body, method)
            modes = SMS_MODES
        else:
            mailbox = _field(body, "mailbox")
            if not isinstance(mailbox, str) or "@" not in mailbox:
                raise FaultSpecError("mailbox", "'mailbox' must be an email address")
            target = mailbox.strip().lower()
            modes = PUSH_MODES if method in PUSH_METHODS else GMAIL_MODES
        mode = _field(body, "mode")
        if not isinstance(mode, str) or mode not in modes:
            family = {"sms": "sms", "push": "push"}.get(method.split(".")[0], "Gmail and Calendar")
            raise FaultSpecError("mode", f"'mode' must be one of {list(modes)} for {family} methods")
        count = body.get("count", 1)
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise FaultSpecError("count", "'count' must be a positive integer")
        delay = body.get("delay_seconds", 30)
        if isinstance(delay, bool) or not isinstance(delay, (int, float)) or not 0 <= delay <= 600:
            raise FaultSpecError("delay_seconds", "'delay_seconds' must be a number from 0 to 600")
        with self._lock:
            fault = Fault(next(self._ids), target, method, cast(FaultMode, mode), count, float(delay))
            self._faults.append(fault)
            return fault

    def take(self, mailbox: str, method: str) -> Fault | None:
        """Consumes one use of the oldest matching fault, if any (returned as it was before the use).

        `mailbox` is the mailbox address for Gmail and Calendar methods; for sms.* methods it is the
        From number of a create ("" when there is none) and "*" for list and get.
        """
        with self._lock:
            for fault in self._faults:
                if fault.matches(mailbox, method):
                    taken = Fault(**asdict(fault))
                    fault.count -= 1
                    if fault.count == 0:
                        self._faults.remove(fault)
                    return taken
            return None

    def pending(self) -> list[Fault]:
        with self._lock:
            return [Fault(**asdict(f)) for f in self._faults]

    def clear(self) -> int:
        with self._lock:
            cleared = len(self._faults)
            self._faults.clear()
            return cleared
