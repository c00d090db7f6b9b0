"""Answering a task, from the rep (the API) or the dialer (its signed callback): one path for both.

The task row changes once (open -> completed); the answer then reaches the workflow as a signal. A
repeat of the same answer changes nothing but signals again (the workflow keeps the first), so an answer
whose signal was lost is delivered by simply sending it again. Another answer to a closed task is a
conflict.
"""

from __future__ import annotations

from zoneinfo import ZoneInfo

from contracts import ReviewDecision, TaskDone
from sequencer.models import TASK_OUTCOMES, TaskStep
from starter.client import Ended, Sequencer
from storage import enrollments, sequences, tasks
from storage.errors import Conflict, NotFound, StorageError

REVIEW_OUTCOMES = ("approved", "skipped", "exited")
# A reply the rep follows up on (sequencer/routing.py): the enrollment has ended, nothing to signal.
REPLY_FOLLOWUP_OUTCOMES = ("done", "dismissed")


class Invalid(StorageError):
    """The answer is not one the task allows."""


async def allowed_outcomes(seq: Sequencer, task: tasks.Task) -> tuple[str, ...]:
    """What the task may be answered with: fixed for reviews and calls, declared by custom steps."""
    if task.kind == "review":
        return REVIEW_OUTCOMES
    if task.kind == "reply_followup":
        return REPLY_FOLLOWUP_OUTCOMES
    async with seq.pool.acquire() as conn:
        enrollment = await enrollments.by_id(conn, enrollment_id=task.enrollment_id)
        version = await sequences.get_version(conn, version_id=enrollment.sequence_version_id)
    document = version.parsed()
    step = next((s for s in document.steps if s.id == task.step_id), None)
    if isinstance(step, TaskStep):
        return step.allowed_outcomes
    return TASK_OUTCOMES.get(task.kind, ())  # the enrollment moved to a version without the step


async def complete(
    seq: Sequencer,
    task_id: str,
    outcome: str,
    *,
    subject: str | None = None,
    body: str | None = None,
) -> tasks.Task:
    async with seq.pool.acquire() as conn:
        task = await tasks.get(conn, project_id=seq.project_id, task_id=task_id)
    allowed = await allowed_outcomes(seq, task)
    if outcome not in allowed:
        raise Invalid(f"outcome must be one of: {', '.join(allowed)}", field="outcome")
    if (subject is not None or body is not None) and (task.kind != "review" or outcome != "approved"):
        raise Invalid("edits go with an approved review only", field="body")
    async with seq.pool.acquire() as conn:
        done, _ = await tasks.complete(
            conn, project_id=seq.project_id, task_id=task_id, outcome=outcome, subject=subject, body=body
        )
    if done.outcome != outcome:
        raise Conflict(f"the task is {done.status} ({done.outcome or 'no answer'})", field="outcome")
    if done.status != "completed" or done.kind == "reply_followup":
        return done  # expired with this very outcome (the workflow took it itself), or nobody waits
    signal: ReviewDecision | TaskDone
    if done.kind == "review":
        signal = ReviewDecision.model_validate({"task_id": done.id, "outcome": outcome})
    else:
        signal = TaskDone(task_id=done.id, outcome=outcome)
    try:
        await seq.signal(
            done.enrollment_id, "review_decided" if done.kind == "review" else "task_completed", signal
        )
    except (Ended, NotFound):
        pass  # the enrollment ended meanwhile; its record says why
    return done


def due_local(task: tasks.Task) -> str | None:
    """The due time on the contact's own clock (ISO 8601 with its offset)."""
    if task.due_at is None:
        return None
    zone = task.timezone or "UTC"
    try:
        return task.due_at.astimezone(ZoneInfo(zone)).isoformat()
    except (KeyError, ValueError):
        return task.due_at.isoformat()
