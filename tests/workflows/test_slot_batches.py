"""A worker asks a mailbox for slots in batches: requests that arrive while a batch is on its way go
together in the next `take_slots` update, and reports that need no hurry ride with the next batch."""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime, timedelta

import pytest
from temporalio.api.enums.v1 import EventType
from temporalio.client import WorkflowUpdateFailedError
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode
from temporalio.testing import WorkflowEnvironment

from activities import slots as slots_module
from activities.mailbox import start_mailbox_workflow
from activities.slots import UPDATES_IN_FLIGHT, MailboxSlots
from contracts import SlotAnswer, SlotAnswers, SlotGrant, SlotReport, SlotRequest
from contracts.errors import SLOTS_BUSY
from sequencer.ids import enrollment_workflow_id, mailbox_workflow_id
from sequencer.slots import SendLimits
from tests.factories import PROJECT, make_mailbox
from tests.support import stop_mailbox_workflow, unique
from worker import running_worker
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
    pool, gmail, temporal_env: WorkflowEnvironment, *, spare_max: int = 0, limits: SendLimits | None = None
) -> AsyncIterator[tuple[MailboxSlots, str, str]]:
    """A running mailbox workflow (by default caps that never bind) on a worker of its own, and a
    MailboxSlots asking it (no spares unless `spare_max`): (slots, the mailbox's workflow id, the queue)."""
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, **({"limits": limits} if limits else {}))
    queue = unique("batches")
    client = temporal_env.client
    async with running_worker(client, pool, gmail, queue, poll_seconds=None):
        await start_mailbox_workflow(
            pool, client, project_id=PROJECT, mailbox_id=mailbox.id, task_queue=queue, poll_seconds=None
        )
        try:
            yield (
                MailboxSlots(pool, client, poll_seconds=None, spare_max=spare_max),
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


async def test_a_request_asked_again_while_its_grant_is_out_gets_the_slot_it_holds(
    pool, gmail, temporal_env: WorkflowEnvironment
):
    # A send attempt retried after the first one took its slot (the first never heard the answer) asks again.
    async with _mailbox_asked_in_batches(pool, gmail, temporal_env) as (slots, workflow_id, queue):
        now = await temporal_env.get_current_time()
        first = await slots.take(workflow_id, _request(1, now), task_queue=queue)
        again = await slots.take(workflow_id, _request(1, now), task_queue=queue)
        state = await temporal_env.client.get_workflow_handle(workflow_id).query(MailboxWorkflow.state)
    assert first.grant is not None and again.grant == first.grant
    assert state.sending.granted == 1


async def test_a_batch_that_fails_to_leave_fails_its_askers_instead_of_leaving_them_waiting(monkeypatch):
    async def broken(self, mailbox_workflow_id, task_queue, batch):
        raise RuntimeError("the mailbox's limits could not be read")

    monkeypatch.setattr(MailboxSlots, "_update", broken)
    slots = MailboxSlots(None, None, poll_seconds=None)  # type: ignore[arg-type]
    now = datetime.now(UTC)
    asks = [slots.take("mailbox:default:m1", _request(n, now), task_queue="q") for n in range(5)]
    results = await asyncio.wait_for(asyncio.gather(*asks, return_exceptions=True), timeout=5)
    assert [type(r) for r in results] == [RuntimeError] * 5


async def test_a_batch_left_unanswered_sends_its_askers_to_the_signal_path_without_asking_again(monkeypatch):
    """The unanswered update may still reach the mailbox: asked again, both would wait on one request."""
    asked: list[list[str]] = []

    async def stuck(self, mailbox_workflow_id, task_queue, batch):
        asked.append([r.request_id for r in batch.requests])
        await asyncio.Event().wait()  # an update the server never answers

    monkeypatch.setattr(MailboxSlots, "_update", stuck)
    monkeypatch.setattr(slots_module, "BATCH_TIMEOUT_SECONDS", 0.2)
    monkeypatch.setattr(slots_module, "BUSY_FIRST_BACKOFF_SECONDS", 0.01)
    slots = MailboxSlots(None, None, poll_seconds=None)  # type: ignore[arg-type]
    now = datetime.now(UTC)
    asks = [slots.take("mailbox:default:m1", _request(n, now), task_queue="q") for n in range(3)]
    results = await asyncio.wait_for(asyncio.gather(*asks, return_exceptions=True), timeout=5)
    assert [getattr(r, "type", None) for r in results] == [SLOTS_BUSY] * 3
    assert sum(ids.count("req-0") for ids in asked) == 1


def _busy_then_answering(busy_times: int, error: BaseException):
    """An `_update` that fails `busy_times` with `error`, then grants every request; and its call log."""
    calls: list[list[str]] = []

    async def update(self, mailbox_workflow_id, task_queue, batch):
        calls.append([r.request_id for r in batch.requests])
        if len(calls) <= busy_times:
            raise error
        now = datetime.now(UTC)
        return SlotAnswers(
            answers={
                r.request_id: SlotAnswer(
                    grant=SlotGrant(
                        request_id=r.request_id,
                        workflow_id=r.workflow_id,
                        granted_at=now,
                        expires_at=now + timedelta(minutes=2),
                        reclaim_at=now + timedelta(minutes=3),
                    )
                )
                for r in batch.requests
            }
        )

    return update, calls


async def test_a_busy_mailbox_is_asked_again_with_the_same_request_until_it_answers(monkeypatch):
    too_many = RPCError("too many outstanding updates", RPCStatusCode.RESOURCE_EXHAUSTED, b"")
    update, calls = _busy_then_answering(2, too_many)
    monkeypatch.setattr(MailboxSlots, "_update", update)
    monkeypatch.setattr(slots_module, "BUSY_FIRST_BACKOFF_SECONDS", 0.01)
    slots = MailboxSlots(None, None, poll_seconds=None)  # type: ignore[arg-type]
    answer = await asyncio.wait_for(
        slots.take("mailbox:default:m1", _request(7, datetime.now(UTC)), task_queue="q"), timeout=5
    )
    assert answer.grant is not None and answer.grant.request_id == "req-7"
    assert calls == [["req-7"]] * 3  # the same request each time: a repeat costs the mailbox no second slot


async def test_a_mailbox_busy_past_the_patience_sends_its_asker_to_the_signal_path(monkeypatch):
    too_many = RPCError("too many outstanding updates", RPCStatusCode.RESOURCE_EXHAUSTED, b"")
    update, calls = _busy_then_answering(1_000, too_many)
    monkeypatch.setattr(MailboxSlots, "_update", update)
    monkeypatch.setattr(slots_module, "BUSY_FIRST_BACKOFF_SECONDS", 0.02)
    monkeypatch.setattr(slots_module, "BUSY_PATIENCE_SECONDS", 0.3)
    slots = MailboxSlots(None, None, poll_seconds=None)  # type: ignore[arg-type]
    with pytest.raises(ApplicationError) as refused:
        await asyncio.wait_for(
            slots.take("mailbox:default:m1", _request(7, datetime.now(UTC)), task_queue="q"), timeout=5
        )
    assert refused.value.type == SLOTS_BUSY
    assert 2 <= len(calls) < 10  # backing off, not hammering


async def test_an_update_the_mailbox_refuses_is_not_asked_again(monkeypatch):
    refusal = WorkflowUpdateFailedError(ApplicationError("not this project's", non_retryable=True))
    update, calls = _busy_then_answering(1_000, refusal)
    monkeypatch.setattr(MailboxSlots, "_update", update)
    monkeypatch.setattr(slots_module, "BUSY_FIRST_BACKOFF_SECONDS", 0.01)
    slots = MailboxSlots(None, None, poll_seconds=None)  # type: ignore[arg-type]
    with pytest.raises(ApplicationError) as refused:
        await slots.take("mailbox:default:m1", _request(7, datetime.now(UTC)), task_queue="q")
    assert refused.value.type == SLOTS_BUSY
    assert calls == [["req-7"]]


async def _held(temporal_env: WorkflowEnvironment, workflow_id: str):
    return (await temporal_env.client.get_workflow_handle(workflow_id).query(MailboxWorkflow.state)).sending


async def test_a_busy_mailbox_with_room_grants_spares_that_the_worker_hands_out_without_asking(
    pool, gmail, temporal_env: WorkflowEnvironment
):
    async with _mailbox_asked_in_batches(pool, gmail, temporal_env, spare_max=8) as (slots, wid, queue):
        now = await temporal_env.get_current_time()
        first = await asyncio.gather(*(slots.take(wid, _request(n, now), task_queue=queue) for n in range(4)))
        assert all(a.grant is not None for a in first)  # the last may already get a spare
        updates = _kinds(await temporal_env.client.get_workflow_handle(wid).fetch_history())
        held = len(slots._boxes[wid].spares)
        assert held >= 2  # each batch asked for as many ahead as sends asked meanwhile
        later = [await slots.take(wid, _request(10 + n, now), task_queue=queue) for n in range(held)]
        assert all(a.grant is not None and a.grant.spare for a in later)  # handed out here
        assert len({a.grant.request_id for a in later if a.grant}) == held
        history = await temporal_env.client.get_workflow_handle(wid).fetch_history()
        # The four later sends cost at most the one refill that asked for more ahead of them.
        assert (
            _kinds(history)["WORKFLOW_EXECUTION_UPDATE_COMPLETED"]
            <= updates["WORKFLOW_EXECUTION_UPDATE_COMPLETED"] + 1
        )
        await asyncio.sleep(0.5)  # the refill's answer
        state = await _held(temporal_env, wid)
        assert state.granted == 4 + held + len(slots._boxes[wid].spares)  # spares are grants in the book


async def test_a_steady_stream_of_sends_costs_one_update_per_several_sends(
    pool, gmail, temporal_env: WorkflowEnvironment
):
    """Sends one after another draw the spares down; each refill asks for twice the sends since the last
    batch, so the stock grows until it lasts several sends (asking for only as many as went out kept it
    at the refill threshold: an update per one or two sends)."""
    sends = 48
    async with _mailbox_asked_in_batches(pool, gmail, temporal_env, spare_max=16) as (slots, wid, queue):
        now = await temporal_env.get_current_time()
        for n in range(sends):
            answer = await slots.take(wid, _request(n, now), task_queue=queue)
            assert answer.grant is not None
            await asyncio.sleep(0.01)  # a stream, not a burst: a refill's answer may come in between
        history = await temporal_env.client.get_workflow_handle(wid).fetch_history()
    # 12 on a quiet machine; one update a send before the refills doubled.
    assert _kinds(history)["WORKFLOW_EXECUTION_UPDATE_COMPLETED"] <= sends // 3


async def test_spares_never_take_more_than_half_the_room_the_caps_leave(
    pool, gmail, temporal_env: WorkflowEnvironment
):
    limits = SendLimits(max_per_24h=10, min_gap_seconds=0, quota_units_per_minute=15000)
    async with _mailbox_asked_in_batches(pool, gmail, temporal_env, spare_max=16, limits=limits) as (
        slots,
        wid,
        queue,
    ):
        now = await temporal_env.get_current_time()
        asked = await asyncio.gather(*(slots.take(wid, _request(n, now), task_queue=queue) for n in range(4)))
        assert all(a.grant is not None for a in asked)
        held = len(slots._boxes[wid].spares)
        assert 0 < held <= (10 - 4) // 2
        # Whatever is held ahead, the caps hold: ten grants in all, and the eleventh must wait.
        answers = [await slots.take(wid, _request(20 + n, now), task_queue=queue) for n in range(8)]
        granted = 4 + sum(1 for a in answers if a.grant is not None) + len(slots._boxes[wid].spares)
        assert granted == 10
        assert [a.queued for a in answers if a.grant is None] == [True] * (12 - granted)
        assert (await _held(temporal_env, wid)).granted <= 10


async def test_a_minimum_gap_grants_no_spares(pool, gmail, temporal_env: WorkflowEnvironment):
    limits = SendLimits(max_per_24h=100, min_gap_seconds=30)
    async with _mailbox_asked_in_batches(pool, gmail, temporal_env, spare_max=8, limits=limits) as (
        slots,
        wid,
        queue,
    ):
        now = await temporal_env.get_current_time()
        answer = await slots.take(wid, _request(0, now), task_queue=queue)
        assert answer.grant is not None and answer.grant.gap_seconds == 30  # the send holds the gap
        assert not answer.grant.report_promptly  # no next grant waits for this one's report
        assert slots._boxes[wid].spares == []


async def test_spares_nobody_uses_go_back_with_their_quota_units(
    pool, gmail, temporal_env: WorkflowEnvironment, monkeypatch
):
    monkeypatch.setattr(slots_module, "SPARE_IDLE_SECONDS", 0.2)
    limits = SendLimits(max_per_24h=2000, min_gap_seconds=0, quota_units_per_minute=1000)  # slow refill
    async with _mailbox_asked_in_batches(pool, gmail, temporal_env, spare_max=8, limits=limits) as (
        slots,
        wid,
        queue,
    ):
        now = await temporal_env.get_current_time()
        taken = await asyncio.gather(*(slots.take(wid, _request(n, now), task_queue=queue) for n in range(3)))
        for answer in taken:
            assert answer.grant is not None
            await slots.report(
                wid, SlotReport(request_id=answer.grant.request_id, sent=False), promptly=False
            )
        held = len(slots._boxes[wid].spares)
        assert held > 0
        granted_before = (await _held(temporal_env, wid)).granted
        assert granted_before == 3 + held
        for _ in range(100):
            state = await _held(temporal_env, wid)
            if state.granted == 0:
                break
            await asyncio.sleep(0.1)
        assert state.granted == 0 and slots._boxes[wid].spares == []
        # Every spare's 100 units came back, unless it went to one of the three asks: those were
        # handed back by their sends like any grant, which returns no units (nobody can tell whether a
        # send that hands its slot back called Gmail). Without the refund the bucket would hold about
        # 1000 - (3 + held) * 100, plus a few seconds' refill.
        assert state.quota_units >= 1000 - 3 * 100 - 10 and state.quota_units < 1000


async def test_a_rate_limited_send_sends_every_spare_of_its_mailbox_back(
    pool, gmail, temporal_env: WorkflowEnvironment
):
    async with _mailbox_asked_in_batches(pool, gmail, temporal_env, spare_max=8) as (slots, wid, queue):
        now = await temporal_env.get_current_time()
        taken = await asyncio.gather(*(slots.take(wid, _request(n, now), task_queue=queue) for n in range(3)))
        assert slots._boxes[wid].spares
        first = taken[0].grant
        assert first is not None
        await slots.report(wid, SlotReport(request_id=first.request_id, sent=False, rate_limited=True))
        assert slots._boxes[wid].spares == []
        state = await _held(temporal_env, wid)
        assert state.granted == 2  # the two other asks'; the spares went back with the 429's report
        assert state.quota_backoff_until is not None


async def test_a_spare_is_never_handed_to_another_projects_workflow(
    pool, gmail, temporal_env: WorkflowEnvironment
):
    async with _mailbox_asked_in_batches(pool, gmail, temporal_env, spare_max=8) as (slots, wid, queue):
        now = await temporal_env.get_current_time()
        await asyncio.gather(*(slots.take(wid, _request(n, now), task_queue=queue) for n in range(3)))
        assert slots._boxes[wid].spares
        foreign = _request(99, now).model_copy(
            update={"workflow_id": enrollment_workflow_id("other-project", "contact-99")}
        )
        with pytest.raises(ApplicationError) as refused:
            await slots.take(wid, foreign, task_queue=queue)
        assert refused.value.type == SLOTS_BUSY  # the mailbox itself refused it
