"""The reps' task inbox: email reviews (approve, edit, skip) and, with issue 9, calls."""

from __future__ import annotations

from typing import Any, Literal

from fastapi import Query, Request

from api.auth import project_sequencer, v1_router
from api.errors import ApiError
from api.schemas import TaskCompleteIn, TaskOut
from starter.client import Ended
from storage import tasks
from storage.errors import NotFound
from workflows.inputs import ReviewDecision

router = v1_router()
OUTCOMES = {"review": ("approved", "skipped", "exited")}


def _out(task: tasks.Task) -> TaskOut:
    return TaskOut.model_validate(task.model_dump())


@router.get("/tasks", response_model=list[TaskOut])
async def task_inbox(
    request: Request,
    assignee: str | None = Query(None, description="The rep's mailbox address."),
    status: Literal["open", "completed", "expired", "canceled"] = "open",
    kind: Literal["review", "call", "linkedin", "custom"] | None = None,
    limit: int = Query(100, ge=1, le=1000),
) -> Any:
    """Tasks, soonest due first."""
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
    return [_out(t) for t in found]


@router.get("/tasks/{task_id}", response_model=TaskOut)
async def get_task(request: Request, task_id: str) -> Any:
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        return _out(await tasks.get(conn, project_id=seq.project_id, task_id=task_id))


@router.post("/tasks/{task_id}/complete", response_model=TaskOut)
async def complete_task(request: Request, task_id: str, body: TaskCompleteIn) -> Any:
    """Answer a task. A review: `approved` (optionally with the rep's `subject`/`body` edits) sends it
    through the same idempotent path; `skipped` skips the step; `exited` ends the enrollment. A repeat
    of the same answer changes nothing; another answer to a closed task is a 409."""
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        task = await tasks.get(conn, project_id=seq.project_id, task_id=task_id)
        allowed = OUTCOMES.get(task.kind, ())
        if body.outcome not in allowed:
            raise ApiError(422, "invalid", f"outcome must be one of: {', '.join(allowed)}", field="outcome")
        if (body.subject is not None or body.body is not None) and (
            task.kind != "review" or body.outcome != "approved"
        ):
            raise ApiError(422, "invalid", "edits go with an approved review only", field="body")
        done, changed = await tasks.complete(
            conn,
            project_id=seq.project_id,
            task_id=task_id,
            outcome=body.outcome,
            subject=body.subject,
            body=body.body,
        )
    if not changed and done.outcome != body.outcome:
        raise ApiError(
            409, "conflict", f"the task is {done.status} ({done.outcome or 'no answer'})", field="outcome"
        )
    if changed and done.kind == "review":
        try:
            await seq.signal(
                done.enrollment_id, "review_decided", ReviewDecision(task_id=done.id, outcome=body.outcome)
            )
        except (Ended, NotFound):
            pass  # the enrollment ended meanwhile; its record says why
    return _out(done)
