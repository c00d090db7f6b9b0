"""Send caps: the mailbox's own workflow grants every send slot, so caps and gaps hold for any load.

Timestamps come from the Gmail sandbox (internalDate, dated by the worker's time-skipping clock), the
way a reader of the rep's Sent folder would see them.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from datetime import timedelta

import httpx
import pytest
from temporalio.testing import WorkflowEnvironment

from contracts import MailboxInput
from sequencer.ids import mailbox_workflow_id
from sequencer.payload_codec import data_converter
from sequencer.search_attributes import ENROLLMENT_STATUS
from sequencer.settings import Settings
from sequencer.slots import SendLimits
from starter.client import Sequencer
from starter.temporal_setup import ensure_search_attributes
from storage.records import Enrollment
from tests.factories import email_steps, make_contact, make_contacts, make_mailbox, make_sequence
from tests.gmail_support import Sent, inject_fault, sent_log
from tests.support import eventually, settled, stop_mailbox_workflow, unique, venv_binary
from worker import running_worker
from workflows.mailbox import MailboxWorkflow

DAY = timedelta(hours=24)


def assert_caps_held(log: list[Sent], per_24h: int, min_gap: timedelta) -> None:
    for i, sent in enumerate(log):
        in_window = [s for s in log[: i + 1] if s.at > sent.at - DAY]
        assert len(in_window) <= per_24h, f"{len(in_window)} sends in the 24 h up to {sent.at}"
    for earlier, later in zip(log, log[1:], strict=False):
        assert later.at - earlier.at >= min_gap, f"sends at {earlier.at} and {later.at}"


async def send_retries(env: WorkflowEnvironment, enrolled: list[Enrollment]) -> int:
    """Send attempts after the first, over these enrollments' runs. Each may have taken a slot that its
    failed attempt handed back (a first attempt that ran before its row's commit takes one, finds no row
    and returns it), so the mailbox may have granted up to this many more than were sent."""
    retries = 0
    for enrollment in enrolled:
        history = await env.client.get_workflow_handle(enrollment.workflow_id).fetch_history()
        sends = {
            e.event_id
            for e in history.events
            if e.HasField("activity_task_scheduled_event_attributes")
            and e.activity_task_scheduled_event_attributes.activity_type.name == "send_email"
        }
        retries += sum(
            e.activity_task_started_event_attributes.attempt - 1
            for e in history.events
            if e.HasField("activity_task_started_event_attributes")
            and e.activity_task_started_event_attributes.scheduled_event_id in sends
        )
    return retries


async def finish_all(env: WorkflowEnvironment, enrolled: list[Enrollment]) -> list[dict]:
    handles = [env.client.get_workflow_handle(e.workflow_id) for e in enrolled]
    async with env.time_skipping_unlocked():
        # Thousands of runs on two cores: the test server's history long-polls may run out many times.
        results = asyncio.gather(*(settled(h, attempts=200) for h in handles))
        return await asyncio.wait_for(results, timeout=900)


async def test_a_hundred_enrollments_on_one_mailbox_keep_thirty_a_day_and_a_minute_apart(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=SendLimits())  # the defaults: 30 per 24 h, 60 s apart
        version = await make_sequence(conn, email_steps("0s"))
        people = [await make_contact(conn) for _ in range(100)]
    enrolled = [
        await sequencer.enroll(contact_id=p.id, sequence=version.name, mailbox=mailbox.email) for p in people
    ]

    # With the clock standing still, the second send is a minute away: the others say why they wait,
    # in Postgres and as a search attribute.
    async def someone_waits() -> bool:
        statuses = await pool.fetch(
            "SELECT id::text, status FROM enrollments WHERE id = ANY($1::uuid[])", [e.id for e in enrolled]
        )
        return any(row["status"] == "waiting_limit" for row in statuses)

    await eventually(someone_waits, attempts=400)
    waiting = await pool.fetchval(
        "SELECT id::text FROM enrollments WHERE id = ANY($1::uuid[]) AND status = 'waiting_limit' LIMIT 1",
        [e.id for e in enrolled],
    )
    described = await temporal_env.client.get_workflow_handle(
        next(e.workflow_id for e in enrolled if e.id == waiting)
    ).describe()
    assert described.typed_search_attributes.get(ENROLLMENT_STATUS) == "waiting_limit"

    results = await finish_all(temporal_env, enrolled)

    assert [r["status"] for r in results] == ["completed"] * 100
    log = await sent_log(sandbox_url, mailbox.email)
    assert len(log) == 100
    assert_caps_held(log, per_24h=30, min_gap=timedelta(seconds=60))
    assert log[-1].at - log[0].at > 3 * DAY  # 100 at 30 a day: the last goes out on the fourth day


async def test_follow_ups_go_before_first_touches_then_the_oldest_due(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=SendLimits(max_per_24h=2, min_gap_seconds=60))
        two_steps = await make_sequence(conn, email_steps("0s", "1h"))
        intro_now = await make_sequence(conn, email_steps("0s"))
        intro_later = await make_sequence(conn, email_steps("1h"))
        dana, filler = await make_contact(conn), await make_contact(conn)
        newcomers = [await make_contact(conn) for _ in range(3)]
    # Dana's intro and a filler use the day's two slots; an hour later Dana's follow-up and three first
    # touches fall due together, and all wait for the next day.
    plan = [(dana, two_steps), (filler, intro_now), *((p, intro_later) for p in newcomers)]
    enrolled = []
    for person, version in plan:  # a second apart, so "oldest due" is never a tie
        await temporal_env.sleep(1)
        enrolled.append(
            await sequencer.enroll(contact_id=person.id, sequence=version.name, mailbox=mailbox.email)
        )

    await finish_all(temporal_env, enrolled)

    log = await sent_log(sandbox_url, mailbox.email)
    order = [s.to for s in log]
    assert order[:2] == [dana.email, filler.email] or order[:2] == [filler.email, dana.email]
    assert order[2] == dana.email  # the follow-up first
    assert order[3:] == [p.email for p in newcomers]  # then first touches, oldest due first
    assert log[2].at - log[0].at >= DAY
    assert_caps_held(log, per_24h=2, min_gap=timedelta(seconds=60))


async def test_the_sends_that_wait_for_the_caps_write_the_status_themselves(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=SendLimits(max_per_24h=1, min_gap_seconds=0))
        version = await make_sequence(conn, email_steps("0s", "1h", "2d"))
        person = await make_contact(conn)
    enrolled = await sequencer.enroll(contact_id=person.id, sequence=version.name, mailbox=mailbox.email)

    (result,) = await finish_all(temporal_env, [enrolled])

    assert result["status"] == "completed"
    # The follow-up waited a day for the cap: the send the mailbox queued wrote `waiting_limit`, and
    # once granted the send's own transaction wrote `active`. No status activity ran for either.
    history = await temporal_env.client.get_workflow_handle(enrolled.workflow_id).fetch_history()
    scheduled = [
        event.activity_task_scheduled_event_attributes.activity_type.name
        for event in history.events
        if event.HasField("activity_task_scheduled_event_attributes")
    ]
    assert scheduled == ["send_email"] * 4  # first, queued follow-up, granted follow-up, last
    statuses = await pool.fetch(
        """SELECT outcome FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'status'
            ORDER BY id""",
        enrolled.id,
    )
    assert [r["outcome"] for r in statuses][-3:] == ["waiting_limit", "active", "completed"]


async def test_raising_a_cap_in_the_api_applies_at_the_next_grant(
    pool,
    worker,
    sequencer: Sequencer,
    api: httpx.AsyncClient,
    temporal_env: WorkflowEnvironment,
    sandbox_url: str,
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=SendLimits(max_per_24h=1, min_gap_seconds=0))
        version = await make_sequence(conn, email_steps("0s"))
        people = [await make_contact(conn) for _ in range(3)]
    enrolled = [
        await sequencer.enroll(contact_id=p.id, sequence=version.name, mailbox=mailbox.email) for p in people
    ]

    async def two_wait() -> bool:
        return (
            await pool.fetchval(
                "SELECT count(*) FROM enrollments WHERE id = ANY($1::uuid[]) AND status = 'waiting_limit'",
                [e.id for e in enrolled],
            )
            == 2
        )

    await eventually(two_wait, attempts=400)

    async def mailbox_shows_it() -> bool:  # the first send's report reaches the mailbox on its own time
        sending = (await api.get(f"/v1/mailboxes/{mailbox.email}")).json()["sending"]
        return sending["sent_last_24h"] == 1 and sending["waiting"] == 2

    await eventually(mailbox_shows_it, attempts=400)
    seen = (await api.get(f"/v1/mailboxes/{mailbox.email}")).json()
    assert seen["limits"]["max_per_24h"] == 1

    raised = {"max_per_24h": 3, "min_gap_seconds": 0}
    changed = await api.put(f"/v1/mailboxes/{mailbox.email}/limits", json=raised)
    assert changed.status_code == 200, changed.text
    await finish_all(temporal_env, enrolled)

    log = await sent_log(sandbox_url, mailbox.email)
    assert len(log) == 3
    assert log[-1].at - log[0].at < timedelta(hours=1)  # not a day later: the new cap took effect


async def test_limits_beyond_googles_ceiling_are_refused_and_change_nothing(pool, api: httpx.AsyncClient):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=SendLimits())
    for body, field in [
        ({"max_per_24h": 2001}, "max_per_24h"),
        ({"max_per_24h": 600, "trial_account": True}, "max_per_24h"),
        ({"max_per_day": 0}, "max_per_day"),
        ({"max_per_hour": 40}, "max_per_hour"),  # more than the default 30 per 24 h
        ({"min_gap_seconds": -1}, "min_gap_seconds"),
        ({"quota_units_per_minute": 20000}, "quota_units_per_minute"),
        ({"max_per_24h": "lots"}, "max_per_24h"),
        ({"per_week": 5}, "per_week"),
    ]:
        answer = await api.put(f"/v1/mailboxes/{mailbox.id}/limits", json=body)
        assert answer.status_code == 422, (body, answer.text)
        assert answer.json()["error"]["field"] == field
    refused = await api.post(
        "/v1/mailboxes", json={"email": mailbox.email, "name": "Renamed", "limits": {"max_per_24h": 5000}}
    )
    assert refused.status_code == 422 and refused.json()["error"]["field"] == "limits.max_per_24h"
    kept = (await api.get(f"/v1/mailboxes/{mailbox.id}")).json()
    assert kept["limits"] == SendLimits().model_dump() and kept["name"] == "Riley Rep"


async def test_a_429_hands_the_slot_back_and_shrinks_the_mailboxs_budget(
    pool,
    worker,
    sequencer: Sequencer,
    api: httpx.AsyncClient,
    temporal_env: WorkflowEnvironment,
    sandbox_url: str,
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=SendLimits(min_gap_seconds=0))
        version = await make_sequence(conn, email_steps("0s"))
        contact = await make_contact(conn)
    inject_fault(sandbox_url, mailbox.email, "http_429", count=1)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    # Read while the clock runs at its own pace: once the test server skips time (below), the backoff
    # may lapse before it is read, and the budget is whole again.
    seen: list[dict] = []

    async def backed_off() -> bool:
        seen.append((await api.get(f"/v1/mailboxes/{mailbox.id}")).json()["sending"])
        return bool(seen[-1]) and seen[-1]["quota_factor"] < 1

    await eventually(backed_off)
    (result,) = await finish_all(temporal_env, [enrollment])
    sending = seen[-1]

    assert sending["quota_factor"] == 0.5
    assert sending["quota_backoff_until"] is not None
    assert "429" in sending["quota_reason"]
    assert result["status"] == "completed"
    assert len(await sent_log(sandbox_url, mailbox.email)) == 1
    refused = await pool.fetchval(
        "SELECT count(*) FROM run_ledger WHERE enrollment_id = $1::uuid AND branch = 'GmailRateLimited'",
        enrollment.id,
    )
    assert refused == 1


async def test_slots_survive_continue_as_new_without_loss_or_duplicates(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, task_queue: str
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=SendLimits(max_per_24h=10, min_gap_seconds=60))
        version = await make_sequence(conn, email_steps("0s", "1d"))
        people = [await make_contact(conn) for _ in range(12)]
    # The mailbox's workflow continues as new after every 4 grants, mid-stream.
    first = await temporal_env.client.start_workflow(
        MailboxWorkflow.run,
        MailboxInput(project_id="default", mailbox_id=mailbox.id, poll_seconds=None, grants_per_run=4),
        id=mailbox_workflow_id("default", mailbox.id),
        task_queue=task_queue,
    )
    enrolled = [
        await sequencer.enroll(contact_id=p.id, sequence=version.name, mailbox=mailbox.email) for p in people
    ]

    results = await finish_all(temporal_env, enrolled)

    assert [r["status"] for r in results] == ["completed"] * 12
    log = await sent_log(sandbox_url, mailbox.email)
    assert len(log) == 24 and len({s.message_id for s in log}) == 24
    assert_caps_held(log, per_24h=10, min_gap=timedelta(seconds=60))
    current = await temporal_env.client.get_workflow_handle(first.id).describe()
    assert current.run_id != first.result_run_id  # it did continue as new
    state = await temporal_env.client.get_workflow_handle(first.id).query(MailboxWorkflow.state)
    assert state.sending is not None
    assert 24 <= state.sending.granted_total <= 24 + await send_retries(temporal_env, enrolled)


async def test_a_full_book_tells_the_rest_when_to_ask_again_and_they_keep_their_place(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, task_queue: str
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=SendLimits())  # 30 per 24 h, 60 s apart
        version = await make_sequence(conn, email_steps("0s"))
        people = [await make_contact(conn) for _ in range(12)]
    # The mailbox keeps 4 requests in its book; the others are told when their turn is roughly due.
    handle = await temporal_env.client.start_workflow(
        MailboxWorkflow.run,
        MailboxInput(project_id="default", mailbox_id=mailbox.id, poll_seconds=None, book_size=4),
        id=mailbox_workflow_id("default", mailbox.id),
        task_queue=task_queue,
    )
    enrolled = []
    for person in people:  # one after another: each is due a second later than the one before
        await temporal_env.sleep(1)
        enrolled.append(
            await sequencer.enroll(contact_id=person.id, sequence=version.name, mailbox=mailbox.email)
        )

    async def told_to_ask_again() -> bool:
        state = await sequencer.live_state(enrolled[-1])
        recorded = await pool.fetchval("SELECT status FROM enrollments WHERE id = $1::uuid", enrolled[-1].id)
        return (
            state is not None
            and state.status == "waiting_limit"
            and state.next_action.kind == "mailbox_cap"
            and recorded == "waiting_limit"
        )

    await eventually(told_to_ask_again, attempts=400)
    book = (await handle.query(MailboxWorkflow.state)).sending
    assert book is not None and book.waiting <= 4
    last = await sequencer.live_state(enrolled[-1])
    assert (
        last is not None
        and last.next_action.at is not None
        and last.next_action.at > await temporal_env.get_current_time()
    )

    results = await finish_all(temporal_env, enrolled)

    assert [r["status"] for r in results] == ["completed"] * 12
    log = await sent_log(sandbox_url, mailbox.email)
    assert [s.to for s in log] == [p.email for p in people]  # asking again kept each one's place
    assert_caps_held(log, per_24h=30, min_gap=timedelta(seconds=60))


async def test_slots_survive_a_worker_restart_without_loss_or_duplicates(
    pool, gmail, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    queue = unique("restart")  # its own queue: this test runs its workers one after the other
    seq = Sequencer(pool, temporal_env.client, project_id="default", task_queue=queue, poll_seconds=None)
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=SendLimits(max_per_24h=10, min_gap_seconds=60))
        version = await make_sequence(conn, email_steps("0s", "1d"))
        people = [await make_contact(conn) for _ in range(12)]

    def worker(cached: int):
        return running_worker(
            temporal_env.client,
            pool,
            gmail,
            queue,
            poll_seconds=None,
            clock=temporal_env.get_current_time,
            max_cached_workflows=cached,
        )

    # The first worker keeps no runs in memory: the time-skipping test server never hands a stopped
    # worker's sticky-queue tasks back to the shared queue (a real server does after a few seconds, as
    # tests/e2e/test_worker_crash.py shows with a SIGKILLed worker).
    async with worker(0):
        enrolled = [
            await seq.enroll(contact_id=p.id, sequence=version.name, mailbox=mailbox.email) for p in people
        ]

        async def some_sent() -> bool:
            await temporal_env.sleep(timedelta(minutes=1))  # the minute gap: let time move
            return len(await sent_log(sandbox_url, mailbox.email)) >= 4

        await eventually(some_sent, attempts=100)
    # The first worker is gone mid-stream (grants outstanding, requests waiting); a new one takes over.
    async with worker(1000):
        results = await finish_all(temporal_env, enrolled)
        state = await temporal_env.client.get_workflow_handle(
            mailbox_workflow_id("default", mailbox.id)
        ).query(MailboxWorkflow.state)
        await stop_mailbox_workflow(temporal_env, mailbox.id)

    assert [r["status"] for r in results] == ["completed"] * 12
    log = await sent_log(sandbox_url, mailbox.email)
    assert len(log) == 24 and len({s.message_id for s in log}) == 24
    assert_caps_held(log, per_24h=10, min_gap=timedelta(seconds=60))
    assert state.sending is not None
    assert 24 <= state.sending.granted_total <= 24 + await send_retries(temporal_env, enrolled)


IMPORT_SIZE = int(os.environ.get("SEQUENCER_TEST_IMPORT_SIZE", "2000"))


@pytest.fixture
async def own_temporal(pool, gmail) -> AsyncIterator[tuple[WorkflowEnvironment, Sequencer]]:
    """A time-skipping server and worker of the test's own: at the end the server goes away with its
    thousands of waiting runs, instead of ending each (minutes of work the session's server would need)."""
    env = await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=venv_binary("temporal-test-server"),
        data_converter=data_converter(Settings().key_ring),
    )
    try:
        await ensure_search_attributes(env.client)
        queue = unique("import")
        async with running_worker(
            env.client,
            pool,
            gmail,
            queue,
            poll_seconds=None,
            clock=env.get_current_time,
            max_cached_workflows=6000,
        ):
            yield env, Sequencer(pool, env.client, project_id="default", task_queue=queue, poll_seconds=None)
    finally:
        await env.shutdown()


async def test_a_big_import_on_one_mailbox_delays_no_other_mailbox(
    pool, own_temporal: tuple[WorkflowEnvironment, Sequencer], sandbox_url: str
):
    temporal_env, sequencer = own_temporal
    async with pool.acquire() as conn:
        importing = await make_mailbox(conn, limits=SendLimits())
        other = await make_mailbox(conn, limits=SendLimits())
        intro = await make_sequence(conn, email_steps("0s"))
        two_steps = await make_sequence(conn, email_steps("0s", "1h"))
        imported = await make_contacts(conn, IMPORT_SIZE)
        theirs = await make_contacts(conn, 3)

    async def enroll(person, version, mailbox) -> Enrollment:
        return await sequencer.enroll(contact_id=person.id, sequence=version.name, mailbox=mailbox.email)

    batch = 50
    bulk: list[Enrollment] = []
    for start in range(0, IMPORT_SIZE, batch):
        chunk = imported[start : start + batch]
        bulk += await asyncio.gather(*(enroll(p, intro, importing) for p in chunk))
    started = (await temporal_env.get_current_time()).replace(microsecond=0)
    own = [await enroll(p, two_steps, other) for p in theirs]

    results = await finish_all(temporal_env, own)

    assert [r["status"] for r in results] == ["completed"] * 3
    log = await sent_log(sandbox_url, other.email)
    assert len(log) == 6
    intros, follow_ups = log[:3], log[3:]
    # Only the other mailbox's own minute gap spaces its intros; its follow-ups go an hour later. (Held
    # behind the import's caps, they would wait months; the slack is the shared worker chewing through
    # thousands of new workflows on two cores meanwhile.)
    assert intros[-1].at - started < timedelta(minutes=15)
    assert all(timedelta(hours=1) <= f.at - started < timedelta(hours=1, minutes=15) for f in follow_ups)
    assert_caps_held(await sent_log(sandbox_url, importing.email), per_24h=30, min_gap=timedelta(seconds=60))


async def test_a_mailbox_refuses_slot_requests_from_another_projects_workflows(
    pool, worker, temporal_env: WorkflowEnvironment, task_queue: str
):
    from datetime import UTC, datetime

    from contracts import SlotRequest

    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    handle = await temporal_env.client.start_workflow(
        MailboxWorkflow.run,
        MailboxInput(project_id="default", mailbox_id=mailbox.id, poll_seconds=None),
        id=mailbox_workflow_id("default", mailbox.id),
        task_queue=task_queue,
    )
    now = datetime.now(UTC)
    for request_id, workflow_id in [("foreign", "enrollment:other:c1"), ("own", "enrollment:default:c2")]:
        ask = SlotRequest(
            request_id=request_id, workflow_id=workflow_id, kind="first_touch", due=now, not_before=now
        )
        await handle.signal(MailboxWorkflow.request_slot, ask)

    # A query sees every signal recorded before it.
    state = await handle.query(MailboxWorkflow.state)

    assert state.sending is not None
    assert state.sending.granted_total + state.sending.waiting == 1  # only its own project's request
    await stop_mailbox_workflow(temporal_env, mailbox.id)
