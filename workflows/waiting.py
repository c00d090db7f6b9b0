"""What a waiting enrollment shows and holds: the words the Web UI shows for a wait, the send slot a
step holds while it sends (`SlotWait`) and the task a step waits on (`TaskWait`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from contracts import NextAction, ResolveSignal, SendEmailResult, SlotGrant, SlotReport


def describe(action: NextAction) -> str:
    """In words, for people reading the Web UI."""
    at = action.at.strftime("%Y-%m-%d %H:%M UTC") if action.at else None
    step = f"step **{action.step_id}**" if action.step_id else "the enrollment"
    words = {
        "due_time": f"{step} is due at {at}",
        "send_window": f"{step} waits for its send window: {at}",
        "mailbox_cap": f"{step} waits for a send slot from its mailbox" + (f" (free at {at})" if at else ""),
        "ooo_until": f"{step} waits: the contact is out of office until {at}",
        "task": f"{step} waits for a person" + (f" (until {at})" if at else ""),
        "paused": f"{step} is paused" + (f" until {at}" if at else ""),
        "breaker": f"{step} waits: the provider keeps failing, its breaker is open until {at}",
    }.get(action.waiting_for or "", f"{step}: {action.kind}")
    return f"{words} ({action.detail})" if action.detail else words


@dataclass
class SlotWait:
    """The send protocol's state for the step sending now (docs/workflows.md, "Send caps")."""

    request: str | None = None  # the request a grant must name to be taken
    due: dict[str, datetime] = field(default_factory=dict)  # step:visit -> its place in the line
    grant: SlotGrant | None = None
    waiting: bool = False  # the mailbox said the step must wait for its caps
    free_at: datetime | None = None
    ask_again_at: datetime | None = None  # the mailbox's book was full: ask again then
    report: SlotReport = field(default_factory=lambda: SlotReport(request_id="", sent=False))
    closes: datetime | None = None  # when the send window the step waits in closes
    breaker_until: datetime | None = None  # the provider is failing: sends wait until then
    last_send: SendEmailResult | None = None
    completed_by_send: bool = False  # the walk's last email recorded `completed` in its transaction
    # The row still says waiting_limit after a grant: the send's transaction writes `active`, or, if it
    # does not send, the step records the status after it.
    row_waiting: bool = False


@dataclass
class TaskWait:
    """The task (review, call, ...) a step waits on, and the answers people gave."""

    open: str | None = None
    answers: dict[str, str] = field(default_factory=dict)  # task id -> the outcome
    needs_review: str | None = None  # why a text's outcome is unknown, while a person decides
    resolution: ResolveSignal | None = None
