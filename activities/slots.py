"""Send slots taken from inside the send activity: a `take_slot` update to the mailbox's workflow before
the send, a `slot_used` signal after it. The enrollment's history then holds only the send activity."""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict

import asyncpg
from temporalio import activity
from temporalio.client import Client, WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

from activities.mailbox import start_mailbox_workflow
from sequencer.ids import parse_mailbox_workflow_id
from workflows.inputs import SlotAnswer, SlotReport, SlotRequest

log = logging.getLogger(__name__)

# The send activity then fails without retrying, and the workflow asks for the slot by signal instead.
SLOTS_BUSY = "SlotsBusy"
# Temporal admits few updates in flight per workflow (10 by default): each worker process sends at most
# this many to one mailbox at a time, and more than that wait their turn here.
UPDATES_IN_FLIGHT = 4


class MailboxSlots:
    def __init__(self, pool: asyncpg.Pool, client: Client, *, poll_seconds: int | None) -> None:
        self._pool = pool
        self._client = client
        self._poll_seconds = poll_seconds
        self._turns: defaultdict[str, asyncio.Semaphore] = defaultdict(
            lambda: asyncio.Semaphore(UPDATES_IN_FLIGHT)
        )

    async def take(self, mailbox_workflow_id: str, request: SlotRequest) -> SlotAnswer:
        """The mailbox's answer; its workflow is started first if it is not running. A mailbox that
        refuses the update (too many in flight, its run's update budget spent, a timeout) raises
        SLOTS_BUSY: the workflow then asks the slower way, by signal."""
        try:
            async with self._turns[mailbox_workflow_id]:
                return await self._take(mailbox_workflow_id, request)
        except (RPCError, WorkflowUpdateFailedError, WorkflowUpdateRPCTimeoutOrCancelledError) as exc:
            log.warning("take_slot refused by %s (%s); asking by signal", mailbox_workflow_id, exc)
            raise ApplicationError(
                f"the mailbox's workflow refused the update: {exc}", type=SLOTS_BUSY
            ) from None

    async def _take(self, mailbox_workflow_id: str, request: SlotRequest) -> SlotAnswer:
        handle = self._client.get_workflow_handle(mailbox_workflow_id)
        try:
            return await handle.execute_update("take_slot", request, result_type=SlotAnswer)
        except RPCError as exc:
            if exc.status != RPCStatusCode.NOT_FOUND:
                raise
        project_id, mailbox_id = parse_mailbox_workflow_id(mailbox_workflow_id)
        await start_mailbox_workflow(
            self._pool,
            self._client,
            project_id=project_id,
            mailbox_id=mailbox_id,
            task_queue=activity.info().task_queue,
            poll_seconds=self._poll_seconds,
        )
        return await handle.execute_update("take_slot", request, result_type=SlotAnswer)

    async def report(self, mailbox_workflow_id: str, report: SlotReport) -> None:
        """Tell the mailbox how its grant went (sent, or handed back). A lost report costs nothing lasting:
        the mailbox reclaims an unreported slot by itself."""
        try:
            await self._client.get_workflow_handle(mailbox_workflow_id).signal("slot_used", report)
        except RPCError as exc:
            log.warning("slot report for %s not delivered: %s", report.request_id, exc)
