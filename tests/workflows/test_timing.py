"""Timing on the time-skipping server: business days, windows in the contact's zone, the re-check."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest
from temporalio.client import WorkflowHandle
from temporalio.testing import WorkflowEnvironment

from sequencer.models import SequenceDocument
from sequencer.schedule import Recipient, preview
from sequencer.timing import ON_TIME
from starter.client import Sequencer
from storage import contacts
from tests.factories import email_steps, make_contact, make_mailbox, make_parts, make_sequence
from tests.gmail_support import inject_fault, sent_log
from tests.support import eventually, workflow_result
from workflows.enrollment import EnrollmentWorkflow

WEEKDAYS_8_TO_18 = {"days": ["mon", "tue", "wed", "thu", "fri"], "start": "08:00", "end": "18:00"}


def intro_now_then(wait: str) -> list[dict]:
    """An intro that goes out at once (window "always"), then a follow-up that keeps office hours."""
    steps = email_steps("0s", wait)
    steps[0]["window"] = "always"
    return steps


async def advance_to_next(env: WorkflowEnvironment, weekday: int, hour: int) -> datetime:
    """Move the test server's clock to the next `weekday` (0 = Monday) at `hour`:00 UTC."""
    now = await env.get_current_time()
    target = (now + timedelta(days=(weekday - now.weekday()) % 7 or 7)).replace(
        hour=hour, minute=0, second=0, microsecond=0
    )
    await env.sleep(target - now)
    return target


async def planned_send(handle: WorkflowHandle, step_id: str) -> datetime:
    found: list[datetime] = []

    async def waiting_for_step() -> bool:
        state = await handle.query(EnrollmentWorkflow.state)
        if state.next_action.step_id == step_id and state.next_action.at is not None:
            found.append(state.next_action.at)
            return True
        return False

    await eventually(waiting_for_step)
    return found[-1]


async def test_friday_evening_one_business_day_step_sends_monday_morning_local_time(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    steps = intro_now_then("1bd")
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        contact = await make_contact(conn, timezone="Asia/Tokyo", country="JP")
        version = await make_sequence(conn, steps, window=WEEKDAYS_8_TO_18)
    friday_evening = await advance_to_next(temporal_env, weekday=4, hour=20)  # Saturday 05:00 in Tokyo

    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)
    at = await planned_send(handle, "s2")

    # Tokyo has no DST: Monday 08:00 JST is Sunday 23:00 UTC, two days and three hours later.
    monday_morning_tokyo = friday_evening + timedelta(days=2, hours=3)
    assert at == monday_morning_tokyo
    _, planned = preview(
        SequenceDocument.model_validate(version.document),
        Recipient(timezone="Asia/Tokyo", country="JP"),
        mailbox_timezone=mailbox.timezone,
        start=friday_evening,
        blackout={},
    )
    assert [p.at for p in planned] == [at - timedelta(days=2, hours=3), at]
    result = await workflow_result(temporal_env, enrollment.workflow_id)
    assert result["steps_sent"] == ["s1", "s2"]
    planned = await pool.fetchval(
        "SELECT planned_at FROM send_ledger WHERE enrollment_id = $1::uuid AND step_id = 's2'", enrollment.id
    )
    assert planned == monday_morning_tokyo
    zone = await pool.fetchrow(
        "SELECT timezone, timezone_source FROM enrollments WHERE id = $1::uuid", enrollment.id
    )
    assert tuple(zone) == ("Asia/Tokyo", "contact")


async def test_the_window_is_checked_again_with_the_contacts_current_zone_before_sending(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        contact = await make_contact(conn, timezone="Asia/Tokyo", country="JP")
        version = await make_sequence(conn, intro_now_then("1bd"), window=WEEKDAYS_8_TO_18)
    friday_evening = await advance_to_next(temporal_env, weekday=4, hour=20)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    handle = temporal_env.client.get_workflow_handle(enrollment.workflow_id)
    first_plan = await planned_send(handle, "s2")

    # The contact moved to New York while the step waited.
    async with pool.acquire() as conn:
        await contacts.upsert(
            conn, project_id="default", email=contact.email, values={"timezone": "America/New_York"}
        )
    await temporal_env.sleep(first_plan - friday_evening + timedelta(seconds=1))

    async def replanned() -> bool:
        state = await handle.query(EnrollmentWorkflow.state)
        return state.next_action.at is not None and state.next_action.at > first_plan

    await eventually(replanned)
    state = await handle.query(EnrollmentWorkflow.state)
    monday = first_plan.date() + timedelta(days=1)  # the Tokyo plan was Sunday 23:00 UTC
    new_york_monday_8am = datetime.combine(monday, time(8), tzinfo=ZoneInfo("America/New_York"))
    assert state.steps_sent == ["s1"]
    assert state.next_action.at == new_york_monday_8am


async def test_a_text_without_a_known_zone_is_skipped_and_the_sequence_moves_on(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    steps = [
        *email_steps("0s"),
        {"id": "text", "type": "sms", "after": "1h", "body": "Hi"},
        *email_steps("0s", "1d")[1:],
    ]
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        contact = await make_contact(conn, timezone=None, country="US", phone=None)
        version = await make_sequence(conn, steps)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert result["status"] == "completed"
    assert result["steps_sent"] == ["s1", "s2"]
    skipped = await pool.fetchrow(
        "SELECT outcome, branch FROM run_ledger WHERE enrollment_id = $1::uuid AND step_id = 'text'",
        enrollment.id,
    )
    assert (skipped["outcome"], skipped["branch"]) == ("skipped", "no_timezone")


async def intro_then_two_days(
    pool,
    sequencer: Sequencer,
    env: WorkflowEnvironment,
    sandbox_url: str,
    fault: str,
    *,
    through_a_goto: bool = False,
    **spec,
) -> tuple[str, datetime, datetime]:
    """Run an intro and a follow-up two days later, Gmail's next send answering with `fault`: the
    mailbox's address and the two sends' planned times."""
    steps = email_steps("0s", "2d")
    if through_a_goto:  # intro -> jump -> follow-up
        steps[0]["next"] = "jump"
        steps.insert(1, {"id": "jump", "type": "goto", "next": steps[1]["id"]})
    mailbox, contact, version = await make_parts(pool, steps)
    inject_fault(sandbox_url, mailbox.email, fault, **spec)
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
    await workflow_result(env, enrollment.workflow_id)
    rows = await pool.fetch(
        """SELECT planned_at FROM send_ledger
            WHERE enrollment_id = $1::uuid AND status = 'sent' ORDER BY planned_at""",
        enrollment.id,
    )
    intro, follow_up = (r["planned_at"] for r in rows)
    return mailbox.email, intro, follow_up


@pytest.mark.parametrize("through_a_goto", [False, True])
async def test_a_send_that_goes_out_seconds_late_leaves_the_next_step_on_its_planned_time(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, through_a_goto
):
    # Gmail takes 3 s to accept the intro (time runs at wall speed while an activity works): the
    # follow-up still goes two days after the intro was planned, as the preview says. Counted from
    # the send's return, as before, it was two days and 3 s.
    _, intro, follow_up = await intro_then_two_days(
        pool, sequencer, temporal_env, sandbox_url, "slow", delay_seconds=3, through_a_goto=through_a_goto
    )

    assert follow_up - intro == timedelta(days=2)


async def test_a_send_held_for_minutes_counts_the_next_wait_from_when_it_really_went(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    # Gmail fails the intro four times; the retries back off 5 + 10 + 20 + 40 s. The contact still
    # gets the whole two days between the two emails.
    address, intro, follow_up = await intro_then_two_days(
        pool, sequencer, temporal_env, sandbox_url, "http_500", count=4
    )

    first, second = await sent_log(sandbox_url, address)  # whole seconds: never after the real time
    assert follow_up - intro > timedelta(days=2) + ON_TIME
    assert follow_up >= first.at + timedelta(days=2)
    assert second.at - first.at >= timedelta(days=2) - timedelta(seconds=1)
