"""SMS steps on the time-skipping server, sent through the Twilio adapter to the sandbox's Twilio API:
the recipient's 08:00-21:00 across DST, skips with reasons, and an unknown outcome that waits for a
person (needs_review) instead of texting twice."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest
from temporalio.testing import WorkflowEnvironment

from starter.client import Sequencer
from tests.sms_support import awake_zone, email, enroll, fault, phone_number, text, texts_to
from tests.support import eventually, workflow_result
from workflows.enrollment import EnrollmentWorkflow

NEW_YORK = ZoneInfo("America/New_York")


async def text_ledger(pool, enrollment_id: str) -> list[tuple]:
    rows = await pool.fetch(
        """SELECT step_id, outcome, branch, (facts->>'planned_at')::timestamptz AS planned_at
             FROM run_ledger WHERE enrollment_id = $1::uuid AND action IN ('send_sms', 'skip_step')
            ORDER BY id""",
        enrollment_id,
    )
    return [tuple(r) for r in rows]


async def test_a_text_goes_out_once_rendered_from_the_connected_number(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, from_number: str
):
    number = phone_number()
    enrollment = await enroll(
        pool,
        sequencer,
        [text("hello"), email("after", after="1d")],
        phone=number,
        timezone="America/New_York",
    )

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    (sent,) = await texts_to(sandbox_url, number)
    assert result["status"] == "completed" and result["steps_sent"] == ["hello", "after"]
    assert (sent["from"], sent["body"], sent["direction"]) == (
        from_number,
        "Hi Dana, Riley here",
        "outbound-api",
    )
    row = await pool.fetchrow(
        "SELECT status, provider_sid, to_number FROM sms_ledger WHERE enrollment_id = $1::uuid", enrollment.id
    )
    assert tuple(row) == ("sent", sent["sid"], number)
    ((step, outcome, _, planned_at),) = await text_ledger(pool, enrollment.id)
    assert (step, outcome) == ("hello", "sent")
    assert time(8) <= planned_at.astimezone(NEW_YORK).time() < time(21)


def _transition(after: datetime, *, forward: bool) -> datetime:
    """Midnight (New York) of the next day whose UTC offset changes (spring forward or fall back)."""
    day = after.astimezone(NEW_YORK).date() + timedelta(days=1)
    while True:
        start = datetime.combine(day, time(0), NEW_YORK)
        end = datetime.combine(day, time(23, 59), NEW_YORK)
        if (end.utcoffset() > start.utcoffset()) == forward and end.utcoffset() != start.utcoffset():
            return start
        day += timedelta(days=1)


def _after(later: datetime, earlier: datetime) -> str:
    """`after` for the elapsed time between two instants (in UTC: a same-zone difference is wall time)."""
    whole = int((later.astimezone(UTC) - earlier.astimezone(UTC)).total_seconds()) + 1
    return f"{whole // 86400}d {whole % 86400}s"


async def test_texts_wait_for_08_00_and_stop_at_21_00_on_the_recipients_clock_across_dst(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, from_number: str
):
    now = await temporal_env.get_current_time()
    spring = _transition(now, forward=True)
    fall = _transition(spring, forward=False)
    # Due 07:30 on the morning clocks spring forward: goes at 08:00 EDT (12:00 UTC, not EST's 13:00).
    due_spring = datetime.combine(spring.date(), time(7, 30), NEW_YORK)
    sent_spring = datetime.combine(spring.date(), time(8, 0), NEW_YORK)
    # Due 21:30 on the evening clocks fell back: waits for 08:00 EST the next morning.
    due_fall = datetime.combine(fall.date(), time(21, 30), NEW_YORK)
    sent_fall = datetime.combine(fall.date() + timedelta(days=1), time(8, 0), NEW_YORK)
    number = phone_number()
    steps = [
        text("spring", after=_after(due_spring, now)),
        text("fall", after=_after(due_fall, sent_spring)),
    ]
    enrollment = await enroll(pool, sequencer, steps, phone=number, timezone=None, country=None)

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    planned = [p for _, outcome, _, p in await text_ledger(pool, enrollment.id) if outcome == "sent"]
    assert planned == [sent_spring, sent_fall]
    assert [p.astimezone(NEW_YORK).utcoffset() for p in planned] == [timedelta(hours=-4), timedelta(hours=-5)]
    assert len(await texts_to(sandbox_url, number)) == 2


async def test_a_text_that_cannot_go_is_skipped_with_its_reason_and_the_sequence_goes_on(
    pool,
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    api: httpx.AsyncClient,
    sandbox_url: str,
    from_number: str,
):
    opted_out = phone_number()
    added = await api.post("/v1/suppressions", json={"phone": opted_out.replace("+1", "+1 ")})
    assert added.status_code == 201, added.text
    bad_request = await api.post("/v1/suppressions", json={"phone": "not a number"})
    steps = [text("hello"), email("after")]
    people = {
        "invalid_phone": {"phone": "12345", "timezone": "Europe/London"},
        "no_timezone": {"phone": None, "timezone": None, "country": None},
        "suppressed": {"phone": opted_out, "timezone": "America/New_York"},
        "no_phone": {"phone": None, "timezone": "Europe/London"},
    }
    for reason, contact in people.items():
        enrollment = await enroll(pool, sequencer, steps, **contact)
        result = await workflow_result(temporal_env, enrollment.workflow_id)
        assert (result["status"], result["steps_sent"]) == ("completed", ["after"]), reason
        ((step, outcome, branch, _),) = await text_ledger(pool, enrollment.id)
        assert (step, outcome, branch) == ("hello", "skipped", reason)

    assert bad_request.status_code == 422 and bad_request.json()["error"]["field"] == "phone"
    assert await texts_to(sandbox_url, opted_out) == []


async def _unknown_text(
    pool,
    sequencer: Sequencer,
    env: WorkflowEnvironment,
    sandbox_url: str,
    from_number: str,
    steps: list,
    number: str | None = None,
) -> Any:
    """Enrolled where the first text's outcome stays unknown: Twilio takes the text but answers 500,
    and the search for it fails too."""
    await fault(sandbox_url, method="sms.messages.create", number=from_number, mode="accept_then_fail")
    await fault(sandbox_url, method="sms.messages.list", mode="http_500")
    return await enroll(
        pool,
        sequencer,
        steps,
        phone=number or phone_number(),
        timezone=awake_zone(await env.get_current_time()),
    )


async def _needs_review(api: httpx.AsyncClient, enrollment_id: str) -> dict:
    async def waiting() -> bool:
        return (await api.get(f"/v1/enrollments/{enrollment_id}")).json()["status"] == "needs_review"

    await eventually(waiting)
    return (await api.get(f"/v1/enrollments/{enrollment_id}")).json()


async def test_an_unknown_outcome_that_search_cannot_settle_waits_in_needs_review_with_exactly_one_text(
    pool,
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    api: httpx.AsyncClient,
    sandbox_url: str,
    from_number: str,
):
    number = phone_number()
    enrollment = await _unknown_text(
        pool,
        sequencer,
        temporal_env,
        sandbox_url,
        from_number,
        [text("hello"), email("after", after="1d")],
        number,
    )

    waiting = await _needs_review(api, enrollment.id)
    not_yet = await api.post(f"/v1/enrollments/{enrollment.id}/resolve", json={"resolution": "maybe"})
    resolved = await api.post(f"/v1/enrollments/{enrollment.id}/resolve", json={"resolution": "sent"})
    result = await workflow_result(temporal_env, enrollment.workflow_id)
    again = await api.post(f"/v1/enrollments/{enrollment.id}/resolve", json={"resolution": "sent"})

    assert "inconclusive" in waiting["status_reason"]
    assert waiting["next_action"]["kind"] == "needs_review" and waiting["next_action"]["step_id"] == "hello"
    assert not_yet.status_code == 422 and not_yet.json()["error"]["field"] == "resolution"
    assert resolved.status_code == 202
    assert again.status_code == 409
    assert result["status"] == "completed" and result["steps_sent"] == ["hello", "after"]
    assert len(await texts_to(sandbox_url, number)) == 1
    row = await pool.fetchrow(
        "SELECT status, resolution, attempts FROM sms_ledger WHERE enrollment_id = $1::uuid", enrollment.id
    )
    assert tuple(row) == ("sent", "sent", 1)
    outcomes = [(o, b) for _, o, b, _ in await text_ledger(pool, enrollment.id)]
    assert outcomes == [("unknown", None)]


async def test_a_resolve_is_taken_while_the_needs_review_status_is_not_stored_yet(
    pool,
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    api: httpx.AsyncClient,
    sandbox_url: str,
    from_number: str,
):
    enrollment = await _unknown_text(pool, sequencer, temporal_env, sandbox_url, from_number, [text("hello")])
    await _needs_review(api, enrollment.id)
    # The workflow waits in needs_review; its status write has not reached Postgres (as under load).
    await pool.execute("UPDATE enrollments SET status = 'active' WHERE id = $1::uuid", enrollment.id)

    resolved = await api.post(f"/v1/enrollments/{enrollment.id}/resolve", json={"resolution": "sent"})
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert resolved.status_code == 202, resolved.text
    assert result["status"] == "completed" and result["steps_sent"] == ["hello"]


async def test_an_unknown_outcome_the_search_finds_counts_as_sent_without_a_second_text(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, from_number: str
):
    await fault(sandbox_url, method="sms.messages.create", number=from_number, mode="accept_then_fail")
    number = phone_number()
    enrollment = await enroll(pool, sequencer, [text("hello")], phone=number, timezone="America/New_York")

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    (sent,) = await texts_to(sandbox_url, number)
    assert result["status"] == "completed" and result["steps_sent"] == ["hello"]
    found = await pool.fetchrow(
        """SELECT facts FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'send_sms'
              AND outcome = 'sent'""",
        enrollment.id,
    )
    assert found["facts"]["found_earlier_send"] is True and found["facts"]["provider_sid"] == sent["sid"]
    statuses = await pool.fetch(
        "SELECT outcome FROM run_ledger WHERE enrollment_id = $1::uuid AND action = 'status'", enrollment.id
    )
    assert "needs_review" not in [s["outcome"] for s in statuses]


async def test_resend_sends_again_and_exit_ends_the_enrollment(
    pool,
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    api: httpx.AsyncClient,
    sandbox_url: str,
    from_number: str,
):
    await fault(
        sandbox_url, method="sms.messages.create", number=from_number, mode="accept_then_fail", count=2
    )
    await fault(sandbox_url, method="sms.messages.list", mode="http_500", count=2)
    resend_to, exit_to = phone_number(), phone_number()
    resending = await enroll(
        pool,
        sequencer,
        [text("hello")],
        phone=resend_to,
        timezone=awake_zone(await temporal_env.get_current_time()),
    )
    await _needs_review(api, resending.id)
    exiting = await enroll(
        pool,
        sequencer,
        [text("hello")],
        phone=exit_to,
        timezone=awake_zone(await temporal_env.get_current_time()),
    )
    await _needs_review(api, exiting.id)

    await api.post(
        f"/v1/enrollments/{resending.id}/resolve", json={"resolution": "resend", "note": "not there"}
    )
    await api.post(f"/v1/enrollments/{exiting.id}/resolve", json={"resolution": "exit"})
    resent = await workflow_result(temporal_env, resending.workflow_id)
    exited = await workflow_result(temporal_env, exiting.workflow_id)

    assert resent["status"] == "completed" and len(await texts_to(sandbox_url, resend_to)) == 2
    assert exited["status"] == "exited" and len(await texts_to(sandbox_url, exit_to)) == 1
    assert (
        await pool.fetchval("SELECT status FROM sms_ledger WHERE enrollment_id = $1::uuid", exiting.id)
        == "abandoned"
    )


async def test_a_number_the_provider_knows_opted_out_is_skipped_and_remembered(
    pool,
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    api: httpx.AsyncClient,
    sandbox_url: str,
    from_number: str,
):
    # The STOP reached Twilio while our webhook was down: Twilio refuses the text with 21610.
    number = phone_number()
    async with httpx.AsyncClient(base_url=sandbox_url) as sandbox:
        stop = await sandbox.post(
            "/_sandbox/sms/inbound", json={"from": number, "to": from_number, "body": "STOP"}
        )
    assert stop.status_code == 201 and stop.json()["webhook"] is None
    enrollment = await enroll(
        pool, sequencer, [text("hello"), email("after")], phone=number, timezone="America/New_York"
    )

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert (result["status"], result["steps_sent"]) == ("completed", ["after"])
    ((_, outcome, branch, _),) = await text_ledger(pool, enrollment.id)
    assert (outcome, branch) == ("skipped", "opted_out")
    listed = (await api.get("/v1/suppressions", params={"limit": 1000})).json()["suppressions"]
    assert [(s["scope"], s["detail"]) for s in listed if s["value"] == number] == [("phone", "sms:provider")]
    assert [m["direction"] for m in await texts_to(sandbox_url, number)] == []


async def test_a_retry_that_would_land_after_21_00_waits_for_08_00_instead(
    pool, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, from_number: str
):
    # Due 20:59:55 on the recipient's clock; Twilio rate-limits the first attempt, and the retry (15-45 s
    # later) finds the texting hours closed: the text goes at 08:00 the next morning, not at 21:00:30.
    now = await temporal_env.get_current_time()
    day = (now.astimezone(NEW_YORK) + timedelta(days=2)).date()
    due = datetime.combine(day, time(20, 59, 55), NEW_YORK)
    await fault(sandbox_url, method="sms.messages.create", number=from_number, mode="http_429")
    number = phone_number()
    enrollment = await enroll(
        pool, sequencer, [text("late", after=_after(due, now))], phone=number, timezone="America/New_York"
    )

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    planned = [p for _, outcome, _, p in await text_ledger(pool, enrollment.id) if outcome == "sent"]
    assert planned == [datetime.combine(day + timedelta(days=1), time(8), NEW_YORK)]
    outcomes = [o for _, o, _, _ in await text_ledger(pool, enrollment.id)]
    assert outcomes == ["window_closed", "sent"]  # the retry found the hours closed and said so
    assert len(await texts_to(sandbox_url, number)) == 1


async def test_skipping_a_text_that_waits_in_needs_review_settles_it_as_skipped(
    pool,
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    api: httpx.AsyncClient,
    sandbox_url: str,
    from_number: str,
):
    await fault(sandbox_url, method="sms.messages.create", number=from_number, mode="accept_then_fail")
    await fault(sandbox_url, method="sms.messages.list", mode="http_500")
    number = phone_number()
    zone = awake_zone(await temporal_env.get_current_time())
    enrollment = await enroll(pool, sequencer, [text("hello"), email("after")], phone=number, timezone=zone)
    await _needs_review(api, enrollment.id)

    skipped = await api.post(f"/v1/enrollments/{enrollment.id}/skip", json={"step_id": "hello"})
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert skipped.status_code == 202
    assert (result["status"], result["steps_sent"]) == ("completed", ["after"])
    row = await pool.fetchrow(
        "SELECT status, resolution FROM sms_ledger WHERE enrollment_id = $1::uuid", enrollment.id
    )
    assert tuple(row) == ("abandoned", "skip")
    assert len(await texts_to(sandbox_url, number)) == 1


async def test_an_open_sms_breaker_holds_the_text_until_its_probe(
    pool,
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    api: httpx.AsyncClient,
    sandbox_url: str,
    from_number: str,
):
    from sequencer.breaker import Breaker
    from storage import breakers
    from tests.factories import make_contact, make_mailbox, make_sequence

    number = phone_number()
    zone = awake_zone(await temporal_env.get_current_time())
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        person = await make_contact(conn, phone=number, timezone=zone)
        version = await make_sequence(conn, [text("hello")])
        await breakers.lock(conn, mailbox_id=mailbox.id, channel="sms")
        retry_at = await temporal_env.get_current_time() + timedelta(minutes=5)
        await breakers.save(
            conn, mailbox_id=mailbox.id, channel="sms", breaker=Breaker("open", 5, 1, retry_at, "SmsNotSent")
        )
    enrollment = await sequencer.enroll(contact_id=person.id, sequence=version.name, mailbox=mailbox.email)

    async def held() -> bool:
        action = (await api.get(f"/v1/enrollments/{enrollment.id}")).json()["next_action"]
        return action is not None and action["waiting_for"] == "breaker"

    await eventually(held)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed" and result["steps_sent"] == ["hello"]
    assert len(await texts_to(sandbox_url, number)) == 1
    outcomes = [o for _, o, _, _ in await text_ledger(pool, enrollment.id)]
    assert outcomes == ["breaker_open", "sent"]
    async with pool.acquire() as conn:
        assert (await breakers.peek(conn, mailbox_id=mailbox.id, channel="sms")).state == "closed"


@pytest.mark.parametrize(
    "later, scope",
    [
        (text("later", after="2d"), "address"),
        (
            {
                "id": "later",
                "type": "task",
                "kind": "call",
                "after": "2d",
                "branches": {"connected": "last", "voicemail": "last", "no_answer": "last"},
            },
            "domain",
        ),
        (email("later", after="2d", review=True, review_expires="2d"), "address"),
    ],
    ids=["sms", "call", "review"],
)
async def test_a_suppression_added_mid_enrollment_stops_texts_calls_and_reviews_as_it_stops_emails(
    pool,
    sequencer: Sequencer,
    temporal_env: WorkflowEnvironment,
    api: httpx.AsyncClient,
    sandbox_url: str,
    from_number: str,
    later: dict,
    scope: str,
):
    number, domain = phone_number(), f"globex-{uuid.uuid4().hex[:10]}.test"  # nobody else's domain
    steps = [email("first"), later, email("last", after="1d")]
    enrollment = await enroll(
        pool,
        sequencer,
        steps,
        phone=number,
        timezone="America/New_York",
        country="US",
        email=f"dana@{domain}",
    )
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)

    async def first_sent() -> bool:
        return (await handle.query(EnrollmentWorkflow.state)).steps_sent == ["first"]

    await eventually(first_sent)
    value = f"dana@{domain}" if scope == "address" else domain
    added = await api.post("/v1/suppressions", json={scope if scope == "domain" else "email": value})
    assert added.status_code == 201, added.text  # written while the enrollment sleeps; nobody signals it

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "exited" and "suppressed: manual" in result["reason"]
    assert result["steps_sent"] == ["first"]
    assert await texts_to(sandbox_url, number) == []
    open_tasks = await pool.fetchval(
        "SELECT count(*) FROM tasks WHERE enrollment_id = $1::uuid AND status = 'open'", enrollment.id
    )
    assert open_tasks == 0
    refused = await pool.fetchval(
        "SELECT count(*) FROM run_ledger WHERE enrollment_id = $1::uuid AND outcome = 'refused'"
        " AND branch = 'Suppressed' AND step_id = 'later'",
        enrollment.id,
    )
    assert refused == 1
