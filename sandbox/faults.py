"""Injected failures for Gmail methods, consumed one call at a time."""

from __future__ import annotations

import itertools
import threading
from dataclasses import asdict, dataclass
from typing import Any, Literal, cast, get_args

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
        "calendar.events.list",
        "calendar.events.insert",
        "calendar.events.get",
        "calendar.events.delete",
    }
)
FaultMode = Literal[
    "http_500",
    "http_429",
    "accept_then_fail",
    "http_403_rate_limit",
    "http_400",
    "invalid_grant",
    "accept_then_hang",
    "slow",
]
# http_403_rate_limit: Gmail's per-user limit answer; http_400: a request Gmail refuses (bad address);
# invalid_grant: the mailbox's credentials were revoked (401); accept_then_hang: does the work, then holds
# the answer for `delay_seconds` (default 30) before a 500, so a test can kill the caller mid-call;
# slow: does the work and answers normally, `delay_seconds` late.
FAULT_MODES: tuple[FaultMode, ...] = get_args(FaultMode)


class FaultSpecError(ValueError):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


@dataclass
class Fault:
    id: int
    mailbox: str
    method: str
    mode: FaultMode
    count: int
    delay_seconds: float = 30.0

    def as_json(self) -> dict[str, Any]:
        return asdict(self)


def _field(body: dict[str, Any], name: str) -> Any:
    if name not in body:
        raise FaultSpecError(name, f"'{name}' is required")
    return body[name]


class FaultBook:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._faults: list[Fault] = []
        self._ids = itertools.count(1)

    def add(self, body: object) -> Fault:
        """Validates a control-endpoint body and stores the fault it describes."""
        if not isinstance(body, dict):
            raise FaultSpecError("body", "body must be a JSON object")
        mailbox = _field(body, "mailbox")
        if not isinstance(mailbox, str) or "@" not in mailbox:
            raise FaultSpecError("mailbox", "'mailbox' must be an email address")
        method = _field(body, "method")
        if not isinstance(method, str) or method not in GMAIL_METHODS:
            raise FaultSpecError("method", f"'method' must be one of {sorted(GMAIL_METHODS)}")
        mode = _field(body, "mode")
        if not isinstance(mode, str) or mode not in FAULT_MODES:
            raise FaultSpecError("mode", f"'mode' must be one of {list(FAULT_MODES)}")
        count = body.get("count", 1)
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise FaultSpecError("count", "'count' must be a positive integer")
        delay = body.get("delay_seconds", 30)
        if isinstance(delay, bool) or not isinstance(delay, (int, float)) or not 0 <= delay <= 600:
            raise FaultSpecError("delay_seconds", "'delay_seconds' must be a number from 0 to 600")
        with self._lock:
            fault = Fault(
                next(self._ids), mailbox.strip().lower(), method, cast(FaultMode, mode), count, float(delay)
            )
            self._faults.append(fault)
            return fault

    def take(self, mailbox: str, method: str) -> Fault | None:
        """Consumes one use of the oldest matching fault, if any (returned as it was before the use)."""
        with self._lock:
            for fault in self._faults:
                if fault.mailbox == mailbox and fault.method == method:
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
