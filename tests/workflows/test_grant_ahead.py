"""A mailbox with a grant lead grants the slots that free within it at once, and each send waits for its
slot itself.

Under a minimum gap the mailbox grants a ranked schedule, a gap apart, without waiting for the last send's
report (patch `slot-schedule`); each grant goes out with `send_at` at its slot, so its way to Gmail
overlaps the gap, and the send holds the gap against the mailbox's last call, so it still holds as Gmail
saw it (the sandbox dates each message by the worker's clock).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from temporalio.client import WorkflowHandle
from temporalio.testing import WorkflowEnvironment

from contracts import MailboxInput, ReplySignal
from sequencer.ids import mailbox_workflow_id
from sequencer.slots import SendLimits
from starter.client import Sequencer
from storage.records import Contact, Enrollment, Mailbox
from tests.factories import email_steps, make_contact, make_mailbox, make_sequence
from tests.gmail_support import inject_fault, sent_log
from tests.support import decoded, eventually, stop_mailbox_workflow, workflow_result
from tests.workflows.test_send_caps import assert_caps_held, finish_all
from workflows.mailbox import MailboxWorkflow

GAP = timedelta(seconds=5)


def patches(history) -> list[str]:
    """The ids of the patch markers in a history."""
    return [
        decoded(e.marker_recorded_event_attributes.details["patch-data"].payloads[0])["id"]
        for e in history.events
        if e.HasField("marker_recorded_event_attributes")
    ]


def grants(history) -> list[dict]:
    """The grants a mailbox history signalled to enrollments."""
    return [
        decoded(e.signal_external_workflow_execution_initiated_event_attributes.input.payloads[0])
        for e in history.events
        if e.HasField("signal_external_workflow_execution_initiated_event_attributes")
        and e.signal_external_workflow_execution_initiated_event_attributes.signal_name == "slot_granted"
    ]


def send_inputs(history) -> list[dict]:
    return [
        decoded(e.activity_task_scheduled_event_attributes.input.payloads[0])
        for e in history.events
        if e.HasField("activity_task_scheduled_event_attributes")
        and e.activity_task_scheduled_event_attributes.activity_type.name == "send_email"
    ]


def grants_before_the_first_report(history) -> list[dict]:
    """Grants (by signal or update answer) the mailbox gave before it heard of any send."""
    found = []
    for e in history.events:
        if e.HasField("workflow_execution_signaled_event_attributes"):
            if e.workflow_execution_signaled_event_attributes.signal_name in ("slot_used", "slots_used"):
                return found
        if e.HasField("workflow_execution_update_accepted_event_attributes"):
            update = e.workflow_execution_update_accepted_event_attributes.accepted_request
            if update.input.args.payloads and decoded(update.input.args.payloads[0]).get("reports"):
                return found  # a `take_slots` batch carrying reports
        if e.HasField("signal_external_workflow_execution_initiated_event_attributes"):
            attributes = e.signal_external_workflow_execution_initiated_event_attributes
            if attributes.signal_name == "slot_granted":
                found.append(decoded(attributes.input.payloads[0]))
        if e.HasField("workflow_execution_update_completed_event_attributes"):
            outcome = e.workflow_execution_update_completed_event_attributes.outcome
            if outcome.HasField("success"):
                answers = decoded(outcome.success.payloads[0]).get("answers", {})
                found += [a["grant"] for a in answers.values() if a.get("grant")]
    return found


def grants_while_others_were_out(history) -> list[tuple[dict, dict]]:
    """Each grant (by signal or update answer) a mailbox history gave while an earlier grant was still out
    (not reported or cancelled yet), with the latest of those: the schedule granting on without waiting for
    reports.

    A request that asks again while its grant is out (a send attempt retried after its first took the slot,
    a batch asked again after a busy answer) is answered with the slot it holds: no new grant."""
    out: dict[str, dict] = {}
    found: list[tuple[dict, dict]] = []

    def reported(reports: list[dict]) -> None:
        for report in reports:
            out.pop(report.get("request_id"), None)

    def granted(grant: dict) -> None:
        if grant["request_id"] in out:
            assert out[grant["request_id"]] == grant, "a request asking again got another slot"
            return
        if out:
            found.append((grant, max(out.values(), key=lambda g: g["granted_at"])))
        out[grant["request_id"]] = grant

    for e in history.events:
        if e.HasField("workflow_execution_signaled_event_attributes"):
            attributes = e.workflow_execution_signaled_event_attributes
            handed_back = ("slot_used", "slots_used", "cancel_slot")
            if attributes.signal_name in handed_back and attributes.input.payloads:
                payload = decoded(attributes.input.payloads[0])
                reported(payload if isinstance(payload, list) else [payload])
        elif e.HasField("workflow_execution_update_accepted_event_attributes"):
            update = e.workflow_execution_update_accepted_event_attributes.accepted_request
            if update.input.args.payloads:
                reported(decoded(update.input.args.payloads[0]).get("reports", []))  # before its requests
        elif e.HasField("signal_external_workflow_execution_initiated_event_attributes"):
            attributes = e.signal_external_workflow_execution_initiated_event_attributes
            if attributes.signal_name == "slot_granted":
                granted(decoded(attributes.input.payloads[0]))
        elif e.HasField("workflow_execution_update_completed_event_attributes"):
            outcome = e.workflow_execution_update_completed_event_attributes.outcome
            if outcome.HasField("success"):
                for answer in decoded(outcome.success.payloads[0]).get("answers", {}).values():
                    if answer.get("grant"):
                        granted(answer["grant"])
    return found


async def enroll_on_a_gapped_mailbox(
    pool,
    sequencer: Sequencer,
    env: WorkflowEnvironment,
    task_queue: str,
    people: int,
    *,
    lead: int | None,
    after: str = "0s",
) -> tuple[Mailbox, WorkflowHandle, list[Contact], list[Enrollment]]:
    """`people` contacts enrolled in one email step (`after` their start) on a mailbox keeping `GAP`,
    whose workflow was started first with `lead` (so the enrollments reach that run)."""
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=SendLimits(min_gap_seconds=int(GAP.total_seconds())))
        version = await make_sequence(conn, email_steps(after))
        contacts = [await make_contact(conn) for _ in range(people)]
    handle = await env.client.start_workflow(
        MailboxWorkflow.run,
        MailboxInput(project_id="default", mailbox_id=mailbox.id, poll_seconds=None, grant_lead_seconds=lead),
        id=mailbox_workflow_id("default", mailbox.id),
        task_queue=task_queue,
    )
    enrolled = [
        await sequencer.enroll(contact_id=c.id, sequence=version.name, mailbox=mailbox.email)
        for c in contacts
    ]
    return mailbox, handle, contacts, enrolled


async def test_a_slot_granted_ahead_is_used_at_its_time_and_the_gap_holds(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, task_queue: str
):
    mailbox, handle, people, enrolled = await enroll_on_a_gapped_mailbox(
        pool, sequencer, temporal_env, task_queue, 4, lead=4
    )

    results = await finish_all(temporal_env, enrolled)
    history = await handle.fetch_history()
    await stop_mailbox_workflow(temporal_env, mailbox.id)

    assert [r["status"] for r in results] == ["completed"] * 4
    log = await sent_log(sandbox_url, mailbox.email)
    assert sorted(s.to for s in log) == sorted(p.email for p in people)  # each once
    assert_caps_held(log, per_24h=30, min_gap=GAP)  # granted early, sent no earlier than the gap allows
    granted = grants(history)
    assert patches(history) == ["slot-schedule"]
    ahead = [g for g in granted if g["send_at"] is not None]
    assert ahead, "no slot was granted ahead"
    assert all(g["send_at"] == g["granted_at"] for g in ahead)  # the slot is the send_at, for the caps too
    sends = [
        i
        for e in enrolled
        for i in send_inputs(await temporal_env.client.get_workflow_handle(e.workflow_id).fetch_history())
    ]
    assert any(s["grant_send_at"] is not None for s in sends)  # the enrollment passes it to its send


async def test_a_mailbox_without_a_lead_grants_only_at_the_slot(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, task_queue: str
):
    mailbox, handle, _, enrolled = await enroll_on_a_gapped_mailbox(
        pool, sequencer, temporal_env, task_queue, 3, lead=None
    )

    results = await finish_all(temporal_env, enrolled)
    history = await handle.fetch_history()
    await stop_mailbox_workflow(temporal_env, mailbox.id)

    assert [r["status"] for r in results] == ["completed"] * 3
    assert_caps_held(await sent_log(sandbox_url, mailbox.email), per_24h=30, min_gap=GAP)
    granted = grants(history)
    assert len(granted) >= 2 and all(g["send_at"] is None for g in granted)
    assert patches(history) == ["slot-schedule"]


async def test_sends_due_together_get_their_slots_a_gap_apart_in_one_go_without_waiting_for_reports(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, task_queue: str
):
    # Due together an hour after enrolling, on a mailbox whose lead covers two more gaps.
    mailbox, handle, people, enrolled = await enroll_on_a_gapped_mailbox(
        pool, sequencer, temporal_env, task_queue, 4, lead=12, after="1h"
    )

    results = await finish_all(temporal_env, enrolled)
    history = await handle.fetch_history()
    await stop_mailbox_workflow(temporal_env, mailbox.id)

    assert [r["status"] for r in results] == ["completed"] * 4
    log = await sent_log(sandbox_url, mailbox.email)
    assert sorted(s.to for s in log) == sorted(p.email for p in people)
    assert_caps_held(log, per_24h=30, min_gap=GAP)
    # A slot was granted while the one before it was still out (its send not reported yet), a gap after it.
    # (The first send's report may ride in with the others' asks when the worker is slow to bring them: the
    # mailbox then reads the report first and grants the rest on, one after the other.)
    ahead = grants_while_others_were_out(history)
    assert ahead, "each slot waited for the last send's report"
    for grant, before in ahead:
        slot = datetime.fromisoformat(grant["granted_at"])
        assert slot - datetime.fromisoformat(before["granted_at"]) == GAP
        assert grant["gap_seconds"] == GAP.total_seconds()  # each send holds the gap


async def test_a_send_whose_slot_comes_while_the_last_call_is_still_out_waits_the_gap_after_its_answer(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, task_queue: str
):
    mailbox, handle, people, enrolled = await enroll_on_a_gapped_mailbox(
        pool, sequencer, temporal_env, task_queue, 2, lead=12, after="1h"
    )
    slow = timedelta(seconds=3)  # the first call is answered this late: its successor's slot comes first
    inject_fault(sandbox_url, mailbox.email, "slow", delay_seconds=slow.total_seconds())

    results = await finish_all(temporal_env, enrolled)
    history = await handle.fetch_history()
    await stop_mailbox_workflow(temporal_env, mailbox.id)

    assert [r["status"] for r in results] == ["completed"] * 2
    assert len(grants_before_the_first_report(history)) == 2  # both granted before the slow answer
    first, second = await sent_log(sandbox_url, mailbox.email)  # each dated when its call was made
    assert second.at - first.at >= slow + GAP


async def test_a_reply_while_the_send_waits_for_its_slot_stops_it_before_gmail(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str, task_queue: str
):
    mailbox, _, _, enrolled = await enroll_on_a_gapped_mailbox(
        pool, sequencer, temporal_env, task_queue, 2, lead=4
    )
    handles = [temporal_env.client.get_workflow_handle(e.workflow_id) for e in enrolled]
    ahead: list = []

    async def sending_ahead() -> bool:  # a send activity holds a slot granted ahead, and waits
        for handle in handles:
            if any(s["grant_send_at"] is not None for s in send_inputs(await handle.fetch_history())):
                ahead.append(handle)
                return True
        return False

    async with temporal_env.time_skipping_unlocked():
        await eventually(sending_ahead, attempts=400)
    waiting = ahead[0]
    await waiting.signal("reply", ReplySignal(dedupe_key="while-waiting"))
    result = await workflow_result(temporal_env, waiting.id)
    other = await workflow_result(temporal_env, next(h.id for h in handles if h is not waiting))
    await stop_mailbox_workflow(temporal_env, mailbox.id)

    assert other["status"] == "completed"
    assert result["status"] == "replied"
    assert len(await sent_log(sandbox_url, mailbox.email)) == 1  # the other one's email alone
