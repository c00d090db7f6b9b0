"""The reps' task inbox: email reviews (approve, edit, skip), calls, LinkedIn and custom tasks."""

from __future__ import annotations

from typing import Any, Literal

from fastapi import Query, Request

from api.auth import project_sequencer, v1_router
from api.errors import ApiError
from api.schemas import TaskCompleteIn, TaskOut
from starter import task_answers
from starter.client import Sequencer
from storage import tasks

router = v1_router()


async def _out(seq: Sequencer, task: tasks.Task) -> TaskOut:
    return TaskOut.model_validate(
        {
            **task.model_dump(),
            "due_local": task_answers.due_local(task),
            "outcomes": list(await task_answers.allowed_outcomes(seq, task)),
        }
    )


@router.get("/tasks", response_model=list[TaskOut])
async def task_inbox(
    request: Request,
    assignee: str | None = Query(None, description="The rep's mailbox address."),
    status: Literal["open", "completed", "expired", "canceled"] = "open",
    kind: Literal["review", "call", "linkedin", "custom", "reply_followup"] | None = None,
    limit: int = Query(100, ge=1, le=1000),
) -> Any:
    """The task inbox, soonest due first (`due_local` is the due time on the contact's own clock)."""
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        found = await tasks.inbox(
            conn,
            project_id=seq.project_id,
            assignee=assignee.strip().lower() if assignee else None,
            status=status,
            kind=kind,
            limit=limit,
        )
    return [await _out(seq, t) for t in found]


@router.get("/tasks/{task_id}", response_model=TaskOut)
async def get_task(request: Request, task_id: str) -> Any:
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        task = await tasks.get(conn, project_id=seq.project_id, task_id=task_id)
    return await _out(seq, task)


@router.post("/tasks/{task_id}/complete", response_model=TaskOut)
async def complete_task(request: Request, task_id: str, body: TaskCompleteIn) -> Any:
    """Answer a task; the enrollment goes on along that outcome's branch. A call: `connected`,
    `voicemail` or `no_answer`; LinkedIn: `done` or `skipped`; custom: the step's `outcomes`. A review:
    `approved` (optionally with the rep's `subject`/`body` edits) sends it through the same idempotent
    path, `skipped` skips the step, `exited` ends the enrollment. A repeat of the same answer changes
    nothing (200, same body); another answer to a closed task is a 409; an unknown outcome a 422 that
    lists the allowed ones."""
    seq = project_sequencer(request)
    try:
        done = await task_answers.complete(seq, task_id, body.outcome, subject=body.subject, body=body.body)
    except task_answers.Invalid as exc:
        raise ApiError(422, "invalid", exc.message, field=exc.field) from None
    return await _out(seq, done)
