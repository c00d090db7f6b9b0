"""A worker asks a mailbox for slots in batches: requests that arrive while a batch is on its way go
together in the next `take_slots` update, and reports that need no hurry ride with the next batch."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta

from temporalio.api.enums.v1 import EventType
from temporalio.testing import WorkflowEnvironment

from activities import slots as slots_module
from activities.mailbox import start_mailbox_workflow
from activities.slots import SLOTS_BUSY, UPDATES_IN_FLIGHT, MailboxSlots
from sequencer.ids import enrollment_workflow_id, mailbox_workflow_id
from tests.factories import PROJECT, make_mailbox
from tests.support import stop_mailbox_workflow, unique
from worker import running_worker
from workflows.inputs import SlotReport, SlotRequest
from workflows.mailbox import MailboxWorkflow

ASKERS = 10


def _kinds(history) -> Counter[str]:
    return Counter(EventType.Name(e.event_type).removeprefix("EVENT_TYPE_") for e in history.events)


def _request(n: int, at) -> SlotRequest:
    return SlotRequest(
        request_id=f"req-{n}",
        workflow_id=enrollment_workflow_id(PROJECT, f"contact-{n}"),
        kind="first_touch",
        due=at,
        not_before=at,
    )


@asynccontextmanager
async def _mailbox_asked_in_batches(
    pool, gmail, temporal_env: WorkflowEnvironment
) -> AsyncIterator[tuple[MailboxSlots, str, str]]:
    """A running mailbox workflow (caps that never bind) on a worker of its own, and a MailboxSlots
    asking it: (slots, the mailbox's workflow id, the task queue)."""
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    queue = unique("batches")
    client = temporal_env.client
    async with running_worker(client, pool, gmail, queue, poll_seconds=None):
        await start_mailbox_workflow(
            pool, client, project_id=PROJECT, mailbox_id=mailbox.id, task_queue=queue, poll_seconds=None
        )
        try:
            yield (
                MailboxSlots(pool, client, poll_seconds=None),
                mailbox_workflow_id(PROJECT, mailbox.id),
                queue,
            )
        finally:
            await stop_mailbox_workflow(temporal_env, mailbox.id)


async def test_requests_arriving_together_share_updates_and_reports_ride_with_the_next_batch(
    pool, gmail, temporal_env: WorkflowEnvironment
):
    async with _mailbox_asked_in_batches(pool, gmail, temporal_env) as (slots, workflow_id, queue):
        client = temporal_env.client
        now = await temporal_env.get_current_time()
        answers = await asyncio.gather(
            *(slots.take(workflow_id, _request(n, now), task_queue=queue) for n in range(ASKERS))
        )
        assert all(a.grant is not None and a.grant.request_id == f"req-{n}" for n, a in enumerate(answers))
        assert not any(a.grant.report_promptly for a in answers if a.grant)  # no minimum gap
        # The first UPDATES_IN_FLIGHT asked alone; everyone who came meanwhile went in one more batch.
        kinds = _kinds(await client.get_workflow_handle(workflow_id).fetch_history())
        assert kinds["WORKFLOW_EXECUTION_UPDATE_COMPLETED"] == UPDATES_IN_FLIGHT + 1

        finished = now + timedelta(seconds=1)
        for n in range(ASKERS):
            await slots.report(
                workflow_id,
                SlotReport(request_id=f"req-{n}", sent=True, finished_at=finished),
                promptly=False,
            )
        late = await slots.take(workflow_id, _request(ASKERS, now), task_queue=queue)
        handle = client.get_workflow_handle(workflow_id)
        state = await handle.query(MailboxWorkflow.state)
        assert state.sending.sent_last_24h == ASKERS  # the ten reports came with the eleventh request
        assert state.sending.granted == (1 if late.grant else 0)  # the ten were handed in
        kinds = _kinds(await handle.fetch_history())
        assert kinds["WORKFLOW_EXECUTION_SIGNALED"] == 0


async def test_a_request_asked_twice_in_one_batch_gets_its_grant_both_times(
    pool, gmail, temporal_env: WorkflowEnvironment
):
    async with _mailbox_asked_in_batches(pool, gmail, temporal_env) as (slots, workflow_id, queue):
        now = await temporal_env.get_current_time()
        # The first UPDATES_IN_FLIGHT go alone; the rest, the repeat included, share the next batch.
        asks = [_request(n, now) for n in range(UPDATES_IN_FLIGHT + 2)] + [_request(UPDATES_IN_FLIGHT, now)]
        answers = await asyncio.gather(*(slots.take(workflow_id, r, task_queue=queue) for r in asks))
        state = await temporal_env.client.get_workflow_handle(workflow_id).query(MailboxWorkflow.state)
    assert [a.grant.request_id if a.grant else None for a in answers] == [r.request_id for r in asks]
    assert answers[UPDATES_IN_FLIGHT].grant == answers[-1].grant
    assert state.sending.granted == UPDATES_IN_FLIGHT + 2  # one grant for the repeated request


async def test_a_batch_that_fails_to_leave_fails_its_askers_instead_of_leaving_them_waiting(monkeypatch):
    async def broken(self, mailbox_workflow_id, task_queue, batch):
        raise RuntimeError("the mailbox's limits could not be read")

    monkeypatch.setattr(MailboxSlots, "_update", broken)
    slots = MailboxSlots(None, None, poll_seconds=None)  # type: ignore[arg-type]
    now = datetime.now(UTC)
    asks = [slots.take("mailbox:default:m1", _request(n, now), task_queue="q") for n in range(5)]
    results = await asyncio.wait_for(asyncio.gather(*asks, return_exceptions=True), timeout=5)
    assert [type(r) for r in results] == [RuntimeError] * 5


async def test_a_batch_left_unanswered_sends_its_askers_to_the_signal_path(monkeypatch):
    async def stuck(self, mailbox_workflow_id, task_queue, batch):
        await asyncio.Event().wait()  # an update the server never answers

    monkeypatch.setattr(MailboxSlots, "_update", stuck)
    monkeypatch.setattr(slots_module, "BATCH_TIMEOUT_SECONDS", 0.2)
    slots = MailboxSlots(None, None, poll_seconds=None)  # type: ignore[arg-type]
    now = datetime.now(UTC)
    asks = [slots.take("mailbox:default:m1", _request(n, now), task_queue="q") for n in range(3)]
    results = await asyncio.wait_for(asyncio.gather(*asks, return_exceptions=True), timeout=5)
    assert [getattr(r, "type", None) for r in results] == [SLOTS_BUSY] * 3
