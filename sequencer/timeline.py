"""The run ledger told as a story: "Tue 09:04 Europe/Berlin: sent 'Quick question' in a new thread".

Pure: it reads ledger lines (as the API returns them) and writes sentences on the contact's clock. The
API (`GET /v1/enrollments/{id}/timeline`) and the CLI (`sequencer explain`) print the same lines.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

_STATUS_WORDS = {
    "active": "running again",
    "paused": "paused",
    "waiting_limit": "waiting for a send slot (the mailbox's caps)",
    "needs_review": "waiting for a person (needs_review)",
    "completed": "completed: no steps left",
    "replied": "stopped: the contact replied",
    "bounced": "stopped: the email bounced",
    "unsubscribed": "stopped: unsubscribed",
    "exited": "stopped: exited",
    "failed": "failed",
    "meeting_booked": "stopped: a meeting was booked",
}
_INBOUND_WORDS = {
    "reply": "the contact replied",
    "unsubscribe_request": "the contact asked to unsubscribe",
    "bounce": "a bounce came back",
    "complaint": "the contact marked it as spam",
    "auto_reply": "an out-of-office answer came",
}


@dataclass(frozen=True)
class Entry:
    at: datetime
    local: str  # "Tue 09:04 Europe/Berlin"
    step_id: str | None
    kind: str | None
    outcome: str
    text: str

    def line(self) -> str:
        return f"{self.local}: {self.text}"


def when(at: datetime, zone: str) -> str:
    """'Tue 09:04 Europe/Berlin' (with the date when it is not this week's: 'Tue 12 Nov 09:04 ...')."""
    local = at.astimezone(ZoneInfo(zone))
    return f"{local:%a %d %b %H:%M} {zone}"


def _day(value: Any, zone: str) -> str:
    if not isinstance(value, str):
        return "?"
    try:
        return f"{datetime.fromisoformat(value).astimezone(ZoneInfo(zone)):%a %d %b %H:%M}"
    except ValueError:
        return value


def _quoted(text: Any, limit: int = 60) -> str:
    words = str(text)
    return f"'{words if len(words) <= limit else words[: limit - 1] + '…'}'"


def sentence(row: Mapping[str, Any], zone: str) -> str:
    """One ledger line in words."""
    action, outcome = row["action"], row["outcome"]
    step = row.get("step_id") or "-"
    facts: Mapping[str, Any] = row.get("facts") or {}
    branch, detail = row.get("branch"), row.get("detail")
    because = f" ({detail})" if detail else ""
    if action == "send_email":
        if outcome == "sent":
            where = "in the same thread" if facts.get("reply_in_thread") else "in a new thread"
            variant = f", variant {facts['variant']}" if facts.get("variant") else ""
            again = ", found from an earlier attempt" if facts.get("found_earlier_send") else ""
            return f"sent {_quoted(facts.get('subject', step))} {where} (step {step}{variant}{again})"
        if outcome == "raced_reply":
            return f"step {step} went out while the enrollment stopped{because}"
        if branch == "CircuitBreakerOpen":
            return f"step {step} waits: the mail provider keeps failing{because}"
        return f"did not send step {step}: {branch or outcome}{because}"
    if action == "send_sms":
        if outcome == "sent":
            again = ", found from an earlier attempt" if facts.get("found_earlier_send") else ""
            return f"texted {facts.get('to', 'the contact')} (step {step}{again})"
        if outcome == "skipped":
            return f"skipped the text of step {step}: {branch}{because}"
        if outcome == "unknown":
            return f"the text of step {step} may or may not have arrived; waiting for a person"
        if outcome == "window_closed":
            return f"the text of step {step} waits for the recipient's texting hours{because}"
        if outcome == "breaker_open":
            return f"the text of step {step} waits: the SMS provider keeps failing{because}"
        return f"did not text step {step}: {branch or outcome}{because}"
    if action == "resolve_sms":
        return f"a person settled the text of step {step}: {outcome}{because}"
    if action == "skip_step":
        return f"skipped step {step}: {branch or outcome}{because}"
    if action == "condition":
        return f"condition {step}: {facts.get('if', '?')} → {outcome}"
    if action == "wait_for":
        came = "the event came" if outcome == "event" else "timed out"
        return f"wait {step} ended: {came}, on to {branch}"
    if action == "task":
        if outcome == "opened":
            due = f", due {_day(facts.get('due_at'), zone)}" if facts.get("due_at") else ""
            title = f": {_quoted(detail)}" if detail else ""
            return f"opened a {facts.get('kind', '')} task for the rep{title}{due}"
        if outcome == "refused":
            return f"did not open the {step} task: {branch}{because}"
        return f"the {step} task was answered {outcome}, on to {branch}"
    if action == "review":
        return f"review of step {step}: {outcome}{because}"
    if action == "dial":
        return f"call for step {step}: {outcome}{because}"
    if action == "inbound":
        words = _INBOUND_WORDS.get(outcome, outcome)
        if outcome == "auto_reply":
            source = facts.get("return_date_source")
            back = facts.get("return_date") or facts.get("paused_until")
            parsed = f" (parsed from {source})" if source else ""
            paused = _day(facts.get("paused_until"), zone)
            return f"out of office until {_day(back, zone)}{parsed}; paused until {paused}"
        extra = f": {branch}" if branch else ""
        if facts.get("evidence"):
            extra += f" ({_quoted(str(facts['evidence']))})"
        if facts.get("referral"):
            extra += f", named {facts['referral']} instead"
        if facts.get("reenroll_on"):
            extra += f"; re-enrolls on {facts['reenroll_on']}"
        elif facts.get("task"):
            extra += "; a follow-up task for the rep"
        if facts.get("note"):
            extra += f"; {facts['note']}"
        return f"{words}{extra}"
    if action == "status":
        return f"{_STATUS_WORDS.get(outcome, outcome)}{because}"
    if action == "version_change":
        return detail or f"moved to another version ({outcome})"
    if action == "resume":
        return f"resumed{because}"
    return f"{action}: {outcome}{because}"


def entries(rows: list[Mapping[str, Any]], zone: str) -> list[Entry]:
    """The ledger, oldest first, as the story of the enrollment on the contact's clock."""
    story = []
    for row in rows:
        at = row.get("finished_at") or row["created_at"]
        if isinstance(at, str):
            at = datetime.fromisoformat(at)
        story.append(
            Entry(
                at=at,
                local=when(at, zone),
                step_id=row.get("step_id"),
                kind=row.get("kind"),
                outcome=row["outcome"],
                text=sentence(row, zone),
            )
        )
    return story
