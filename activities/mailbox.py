"""Activities of the mailbox's own workflow: its limits, and starting it when an enrollment needs it."""

from __future__ import annotations

import asyncpg
from temporalio import activity
from temporalio.client import Client
from temporalio.common import (
    SearchAttributePair,
    TypedSearchAttributes,
    WorkflowIDConflictPolicy,
    WorkflowIDReusePolicy,
)
from temporalio.exceptions import WorkflowAlreadyStartedError

from sequencer.ids import mailbox_workflow_id
from sequencer.search_attributes import PROJECT
from storage import mailboxes
from workflows.inputs import EnsureMailboxInput, MailboxInput, MailboxLimits

MAILBOX_WORKFLOW = "MailboxWorkflow"


async def start_mailbox_workflow(
    client: Client, *, project_id: str, mailbox_id: str, task_queue: str, poll_seconds: int | None
) -> bool:
    """Start the mailbox's workflow unless it runs; True when this call started it."""
    try:
        await client.start_workflow(
            MAILBOX_WORKFLOW,
            MailboxInput(project_id=project_id, mailbox_id=mailbox_id, poll_seconds=poll_seconds),
            id=mailbox_workflow_id(project_id, mailbox_id),
            task_queue=task_queue,
            id_reuse_policy=WorkflowIDReusePolicy.ALLOW_DUPLICATE,
            id_conflict_policy=WorkflowIDConflictPolicy.FAIL,
            static_summary=f"inbox and send slots of mailbox {mailbox_id}",
            search_attributes=TypedSearchAttributes([SearchAttributePair(PROJECT, project_id)]),
        )
    except WorkflowAlreadyStartedError:
        return False
    return True


class MailboxActivities:
    def __init__(self, pool: asyncpg.Pool, temporal: Client, *, poll_seconds: int | None) -> None:
        self._pool = pool
        self._temporal = temporal
        self._poll_seconds = poll_seconds

    @activity.defn(name="load_mailbox_limits")
    async def load_mailbox_limits(self, mailbox_id: str) -> MailboxLimits:
        async with self._pool.acquire() as conn:
            limits, zone = await mailboxes.limits_of(conn, mailbox_id=mailbox_id)
        return MailboxLimits(limits=limits, zone=zone)

    @activity.defn(name="ensure_mailbox_workflow")
    async def ensure_mailbox_workflow(self, inp: EnsureMailboxInput) -> bool:
        """An enrollment found no workflow to ask for a send slot: start one (on our task queue)."""
        return await start_mailbox_workflow(
            self._temporal,
            project_id=inp.project_id,
            mailbox_id=inp.mailbox_id,
            task_queue=activity.info().task_queue,
            poll_seconds=self._poll_seconds,
        )
