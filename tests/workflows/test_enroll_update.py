"""The Temporal client's answers (docs/temporal-client.md): `enroll` by update-with-start answers the
enrollment or its refusal in the same call, a retry answers the same enrollment and sends nothing twice;
the controls as updates reject a payload that does not fit, or a control that would do nothing, before
anything is written, and answer what they did."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from datetime import datetime, timedelta
from typing import Any

import pytest
import temporalio.api.sdk.v1
from temporalio.api.enums.v1 import EventType
from temporalio.client import (
    Client,
    WithStartWorkflowOperation,
    WorkflowHandle,
    WorkflowUpdateFailedError,
)
from temporalio.common import WorkflowIDConflictPolicy
from temporalio.converter import DataConverter
from temporalio.exceptions import ApplicationError
from temporalio.testing import WorkflowEnvironment

from sequencer.payload_codec import PayloadCipher
from sequencer.settings import Settings
from storage import suppressions
from tests.factories import email_steps, make_mailbox, make_sequence
from tests.gmail_support import sent_log
from tests.support import eventually, settled


class Caller:
    """An engineer's Temporal client with the codec (docs/temporal-client.md, "Connecting")."""

    def __init__(self, env: WorkflowEnvironment, task_queue: str) -> None:
        codec = DataConverter(payload_codec=PayloadCipher(Settings().key_ring))
        self.client = Client(env.client.service_client, namespace=env.client.namespace, data_converter=codec)
        self.env, self.task_queue = env, task_queue
        self.ids: list[str] = []

    async def enroll(self, start: dict[str, Any], workflow_id: str) -> dict[str, Any]:
        operation = WithStartWorkflowOperation(
            "EnrollmentWorkflow",
            start,
            id=workflow_id,
            task_queue=self.task_queue,
            id_conflict_policy=WorkflowIDConflictPolicy.USE_EXISTING,
        )
        self.ids.append(workflow_id)
        return await self.client.execute_update_with_start_workflow(
            "enroll", start_workflow_operation=operation
        )

    def handle(self, workflow_id: str) -> WorkflowHandle[Any, Any]:
        return self.client.get_workflow_handle(workflow_id)


@pytest.fixture
async def caller(temporal_env: WorkflowEnvironment, task_queue: str, worker) -> AsyncIterator[Caller]:
    caller = Caller(temporal_env, task_queue)
    yield caller
    for workflow_id in caller.ids:
        try:
            await caller.handle(workflow_id).signal("exit", {"reason": "test finished"})
            await settled(temporal_env.client.get_workflow_handle(workflow_id))
        except Exception:
            pass  # closed already, or refused at its start


async def parts(pool, steps=None) -> tuple[Any, Any]:
    async with pool.acquire() as conn:
        return await make_mailbox(conn), await make_sequence(conn, steps or email_steps("0s", "3d"))


def start_json(mailbox: Any, version: Any, email: str | None = None, **extra: Any) -> dict[str, Any]:
    person = {"email": email or f"dana.{uuid.uuid4().hex[:8]}@globex.test", "first_name": "Dana"}
    return {"contact": person, "sequence": version.name, "mailbox": mailbox.email, **extra}


def new_id() -> str:
    return f"crm-{uuid.uuid4().hex[:12]}"


async def refusal(call: Any) -> ApplicationError:
    with pytest.raises(WorkflowUpdateFailedError) as failed:
        await call
    cause = failed.value.cause
    assert isinstance(cause, ApplicationError), cause
    return cause


async def test_enroll_answers_the_enrollment_and_a_retry_answers_the_same_one_sending_once(
    pool, caller: Caller, sandbox_url: str
):
    mailbox, version = await parts(pool)
    start, workflow_id = start_json(mailbox, version), new_id()
    before = await caller.env.get_current_time()  # the test server's clock, not the wall's

    answer = await caller.enroll(start, workflow_id)
    again = await caller.enroll(start, workflow_id)

    row = await pool.fetchrow(
        "SELECT id::text, contact_id::text FROM enrollments WHERE workflow_id = $1", workflow_id
    )
    assert answer["enrollment_id"] == row["id"] and answer["contact_id"] == row["contact_id"]
    assert (answer["workflow_id"], answer["sequence"], answer["sequence_version"]) == (
        workflow_id,
        version.name,
        version.version,
    )
    assert answer["first_step"] == "s1" and answer["status"] == "active"
    planned = datetime.fromisoformat(answer["first_step_at"])
    assert before <= planned <= before + timedelta(minutes=5)  # due at once, window "always"
    assert again["enrollment_id"] == answer["enrollment_id"] and again["run_id"] == answer["run_id"]

    async def first_sent() -> bool:
        return len(await sent_log(sandbox_url, mailbox.email)) >= 1

    await eventually(first_sent)
    # The Web UI's current details open with the summary an API start has as its static summary.
    metadata = await caller.handle(workflow_id).query(
        "__temporal_workflow_metadata", result_type=temporalio.api.sdk.v1.WorkflowMetadata
    )
    who = f"{start['contact']['email']} in {version.name} v{version.version} from {mailbox.email}"
    assert metadata.current_details.startswith(who + "\n\n"), metadata.current_details
    await caller.enroll(start, workflow_id)
    assert len(await sent_log(sandbox_url, mailbox.email)) == 1
    assert await pool.fetchval("SELECT count(*) FROM enrollments WHERE workflow_id = $1", workflow_id) == 1


async def test_refusals_come_back_in_the_same_call_by_type_and_name_the_field(pool, caller: Caller):
    mailbox, version = await parts(pool)
    taken = start_json(mailbox, version)
    await caller.enroll(taken, new_id())
    blocked = f"blocked.{uuid.uuid4().hex[:8]}@globex.test"
    async with pool.acquire() as conn:
        await suppressions.add(conn, project_id="default", email=blocked, reason="unsubscribe", source="test")

    cases = [
        (taken, "AlreadyEnrolled", "already has an active enrollment"),
        (start_json(mailbox, version, email=blocked), "Suppressed", "suppressed"),
        ({**taken, "sequence": "no-such-sequence"}, "UnknownSequence", "sequence"),
        ({**taken, "mailbox": "nobody@acme.test"}, "UnknownMailbox", "mailbox"),
        (start_json(mailbox, version, email="not-an-address"), "InvalidInput", "contact.email"),
        ({**taken, "colour": "blue"}, "InvalidInput", "colour"),
    ]
    for start, kind, words in cases:
        workflow_id = new_id()
        refused = await refusal(caller.enroll(start, workflow_id))
        assert (refused.type, words in refused.message) == (kind, True), refused.message
        described = await caller.handle(workflow_id).describe()
        shown = {key.name: value for key, value in described.typed_search_attributes}
        assert shown["EnrollmentStatus"] == f"refused:{kind}"  # the Web UI's list shows why


async def test_a_retry_after_the_run_ended_answers_how_it_ended_and_sends_nothing(
    pool, caller: Caller, sandbox_url: str
):
    mailbox, version = await parts(pool)
    start, workflow_id = start_json(mailbox, version), new_id()
    await caller.enroll(start, workflow_id)
    await caller.handle(workflow_id).execute_update("exit", {"reason": "crm says no"})
    await settled(caller.handle(workflow_id))
    sent_before = len(await sent_log(sandbox_url, mailbox.email))

    again = await caller.enroll(start, workflow_id)

    assert again["status"] == "exited"
    await settled(caller.handle(workflow_id))
    assert len(await sent_log(sandbox_url, mailbox.email)) == sent_before


async def test_controls_as_updates_answer_what_they_did_and_reject_what_would_do_nothing(
    pool, caller: Caller
):
    mailbox, version = await parts(pool, email_steps("1d", "3d"))
    workflow_id = new_id()
    await caller.enroll(start_json(mailbox, version), workflow_id)
    handle = caller.handle(workflow_id)

    async def on_first_step() -> bool:
        return (await handle.query("state"))["current_step"] == "s1"

    await eventually(on_first_step)

    # The enrollment's clock is the test server's, which has skipped ahead of the wall's.
    now = await caller.env.get_current_time()
    gone = await refusal(handle.execute_update("pause", {"until": (now - timedelta(minutes=1)).isoformat()}))
    assert gone.type == "InvalidInput" and gone.message.startswith("until:") and "passed" in gone.message
    until = (now + timedelta(hours=5)).replace(microsecond=0)
    paused = await handle.execute_update("pause", {"until": until.isoformat()})
    assert (paused["status"], paused["done"]) == ("paused", f"paused until {until.isoformat()}")
    assert datetime.fromisoformat(paused["paused_until"]) == until
    resumed = await handle.execute_update("resume")
    assert resumed["status"] == "active"
    assert (await refusal(handle.execute_update("resume"))).type == "NotPaused"

    bad = await refusal(handle.execute_update("pause", {"until": "next tuesday"}))
    assert bad.type == "InvalidInput" and bad.message.startswith("until:")
    wrong = await refusal(handle.execute_update("skip", {"step_id": "s2"}))
    assert wrong.type == "NotOnStep" and "'s1'" in wrong.message

    skipped = await handle.execute_update("skip", {"step_id": "s1"})
    assert (skipped["skipped"], skipped["next_step"], skipped["done"]) == ("s1", "s2", "skipped s1")

    noted = await handle.execute_update("contact_event", {"event_id": "e1", "type": "deal_stage_changed"})
    assert noted["status"] == "active" and "noted deal_stage_changed" in noted["done"]
    replied = await handle.execute_update("reply", {"message_id": "<m1@globex.test>", "intent": "interested"})
    assert (replied["status"], replied["done"]) == ("replied", "replied")
    ended = await refusal(handle.execute_update("exit", {}))
    assert ended.type == "EnrollmentEnded" and "replied" in ended.message

    # A rejected update is never written to the history; accepted ones are.
    await settled(handle)
    events = [event async for event in handle.fetch_history_events()]
    accepted = [e for e in events if e.event_type == EventType.EVENT_TYPE_WORKFLOW_EXECUTION_UPDATE_ACCEPTED]
    assert len(accepted) == 6  # enroll, pause, resume, skip, contact_event, reply
