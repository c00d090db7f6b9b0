"""The `sequencer` command as a user runs it: a subprocess against the test Postgres and Temporal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from temporalio.testing import WorkflowEnvironment

from tests.factories import email_steps, make_parts
from tests.support import make_api_key, unique, unique_email, workflow_result


@pytest.fixture
async def run_cli(
    database_url: str, pool, temporal_env: WorkflowEnvironment, task_queue: str, tmp_path: Path
):
    env = {
        "SEQUENCER_API_KEY": await make_api_key(pool),
        **os.environ,
        "DATABASE_URL": database_url,
        "TEMPORAL_ADDRESS": temporal_env.client.service_client.config.target_host,
        "SEQUENCER_TASK_QUEUE": task_queue,
        "SEQUENCER_DATA_DIR": str(tmp_path / "data"),
    }

    def run(*args: str, **overrides: str | None) -> subprocess.CompletedProcess[str]:
        merged = {k: v for k, v in {**env, **overrides}.items() if v is not None}
        return subprocess.run(
            [sys.executable, "-m", "cli.main", *args],
            env=merged,
            capture_output=True,
            text=True,
            timeout=60,
        )

    return run


def write(tmp_path: Path, name: str, data: object) -> str:
    path = tmp_path / name
    path.write_text(yaml.safe_dump(data) if name.endswith(".yaml") else json.dumps(data))
    return str(path)


def test_publishing_a_yaml_sequence_prints_its_new_version(run_cli, tmp_path: Path):
    name = unique("seq")
    doc = {"name": name, "steps": [{"id": "intro", "type": "email", "subject": "Hi", "body": "Hello"}]}
    path = write(tmp_path, "seq.yaml", doc)

    first, second = run_cli("sequence", "publish", path), run_cli("sequence", "publish", path)

    assert first.returncode == 0, first.stderr
    assert (json.loads(first.stdout)["version"], json.loads(second.stdout)["version"]) == (1, 2)
    assert json.loads(second.stdout)["name"] == name


def test_an_invalid_sequence_file_exits_2_with_one_line_naming_the_field(run_cli, tmp_path: Path):
    doc = {"name": "x", "steps": [{"id": "intro", "type": "email", "body": "no subject"}]}

    result = run_cli("sequence", "publish", write(tmp_path, "bad.json", doc))

    assert result.returncode == 2
    assert result.stderr.count("\n") == 1
    assert "steps[0].subject" in result.stderr


def test_a_missing_file_exits_2(run_cli, tmp_path: Path):
    result = run_cli("sequence", "publish", str(tmp_path / "nope.json"))

    assert result.returncode == 2
    assert "cannot read" in result.stderr


def test_enrolling_an_unknown_contact_exits_2_with_one_line(run_cli):
    result = run_cli("enroll", "--contact", unique_email(), "--sequence", "x", "--mailbox", "rep@acme.test")

    assert result.returncode == 2
    assert result.stderr.count("\n") == 1
    assert "no contact with address" in result.stderr


def test_status_of_an_unknown_enrollment_exits_2(run_cli):
    result = run_cli("status", "00000000-0000-0000-0000-000000000000")

    assert result.returncode == 2
    assert "not found" in result.stderr


def test_missing_arguments_exit_2(run_cli):
    assert run_cli("enroll", "--contact", "a@b.test").returncode == 2


def test_schema_prints_the_sequence_json_schema(run_cli):
    result = run_cli("sequence", "schema")

    assert result.returncode == 0
    schema = json.loads(result.stdout)
    assert schema["title"] == "Sequence"
    assert {"name", "steps"} <= set(schema["required"])


async def test_enroll_then_status_shows_the_run_ledger(
    run_cli, pool, worker, temporal_env: WorkflowEnvironment
):
    mailbox, contact, version = await make_parts(pool, email_steps("0s"))

    enrolled = run_cli(
        "enroll", "--contact", contact.email, "--sequence", version.name, "--mailbox", mailbox.email
    )
    assert enrolled.returncode == 0, enrolled.stderr
    created = json.loads(enrolled.stdout)
    await workflow_result(temporal_env, created["workflow_id"])
    status = run_cli("status", created["id"])

    assert status.returncode == 0, status.stderr
    shown = json.loads(status.stdout)
    assert shown["status"] == "completed"
    assert any("s1 send_email -> sent" in line for line in shown["run_ledger"])
    explained = run_cli("explain", created["id"])
    assert explained.returncode == 0, explained.stderr
    lines = explained.stdout.splitlines()
    assert lines[0] == f"{contact.email} in {version.name} v1: completed"
    assert any("Europe/London: sent 'Hello Dana' in a new thread (step s1)" in line for line in lines)
    assert any("completed: no steps left" in line for line in lines)


def test_preview_prints_each_steps_send_time_in_the_contacts_zone(run_cli, tmp_path: Path):
    doc = {
        "name": unique("seq"),
        "window": {"days": ["mon", "tue", "wed", "thu", "fri"], "start": "08:00", "end": "18:00"},
        "steps": [{"id": "intro", "type": "email", "subject": "Hi", "body": "Hello"}],
    }
    path = write(tmp_path, "seq.yaml", doc)

    result = run_cli("preview", path, "--phone", "+1 212 555 0100", "--start", "2026-10-24T14:00:00Z")

    assert result.returncode == 0, result.stderr
    shown = json.loads(result.stdout)
    assert (shown["timezone"], shown["timezone_source"]) == ("America/New_York", "phone")
    assert shown["steps"][0]["at"] == "2026-10-26T08:00:00-04:00"


def test_preview_with_a_start_without_offset_exits_2(run_cli, tmp_path: Path):
    doc = {"name": "x", "steps": [{"id": "intro", "type": "email", "subject": "Hi", "body": "Hello"}]}

    result = run_cli("preview", write(tmp_path, "seq.json", doc), "--start", "2026-10-24T14:00:00")

    assert result.returncode == 2
    assert "--start" in result.stderr


def test_classify_prints_one_json_line_per_file_and_an_error_line_for_a_broken_one(run_cli, tmp_path: Path):
    ooo = tmp_path / "ooo.eml"
    ooo.write_bytes(
        b"From: Dana <dana@example.test>\r\nTo: rep@acme.test\r\nSubject: Automatic reply: hello\r\n"
        b"Date: Mon, 30 Nov 2026 09:00:00 +0000\r\nAuto-Submitted: auto-replied\r\n\r\n"
        b"I am out of the office until 7 December 2026.\r\n"
    )
    empty = tmp_path / "empty.eml"
    empty.write_bytes(b"")

    result = run_cli("classify", str(ooo), str(empty))

    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert result.returncode == 2
    assert lines[0]["class"] == "auto_reply"
    assert lines[0]["return_date"] == "2026-12-07"
    assert lines[1] == {"file": str(empty), "error": "empty message"}


def test_keys_are_created_once_listed_by_prefix_and_revoked(run_cli):
    project = unique("acme")

    created = run_cli("keys", "create", "--project", project, "--name", "crm", "--scope", "events")
    assert created.returncode == 0, created.stderr
    shown = json.loads(created.stdout)
    assert shown["key"].startswith(f"sq_{shown['prefix']}_") and shown["scopes"] == ["events"]

    listed = run_cli("keys", "list", "--project", project)
    assert shown["key"] not in listed.stdout
    assert [k["prefix"] for k in json.loads(listed.stdout)] == [shown["prefix"]]

    revoked = run_cli("keys", "revoke", "--project", project, shown["prefix"])
    assert revoked.returncode == 0 and json.loads(revoked.stdout)["revoked_at"] is not None
    unknown = run_cli("keys", "revoke", "--project", project, "nosuchkey")
    assert unknown.returncode == 2 and len(unknown.stderr.strip().splitlines()) == 1
    bad_scope = run_cli("keys", "create", "--name", "x", "--scope", "root")
    assert bad_scope.returncode == 2


def test_the_dev_key_is_kept_private_and_stable(run_cli, tmp_path: Path):
    first = run_cli("dev-key")
    assert first.returncode == 0, first.stderr
    key_file = tmp_path / "data" / "dev-api-key"
    assert key_file.read_text().strip() == first.stdout.strip()
    assert key_file.stat().st_mode & 0o777 == 0o600
    assert run_cli("dev-key").stdout == first.stdout  # the same key on the next start


def test_commands_act_with_the_dev_key_file_when_no_key_is_set(run_cli, tmp_path: Path):
    doc = {"name": unique("seq"), "steps": [{"id": "intro", "type": "email", "subject": "Hi", "body": "x"}]}
    path = write(tmp_path, "seq.json", doc)

    without = run_cli("sequence", "publish", path, SEQUENCER_API_KEY=None)
    assert without.returncode == 2 and len(without.stderr.strip().splitlines()) == 1
    assert "no API key" in without.stderr and "dev-key" in without.stderr

    assert run_cli("dev-key", SEQUENCER_API_KEY=None).returncode == 0
    with_file = run_cli("sequence", "publish", path, SEQUENCER_API_KEY=None)
    assert with_file.returncode == 0, with_file.stderr


async def test_a_command_acts_in_its_keys_project_and_only_within_its_scopes(run_cli, pool, tmp_path: Path):
    from storage import sequences

    project = unique("tenant")
    writer = await make_api_key(pool, project, ("write",))
    reader = await make_api_key(pool, project, ("read",))
    name = unique("seq")
    path = write(tmp_path, "seq.json", {"name": name, "steps": [email_steps("0s")[0]]})

    refused = run_cli("sequence", "publish", path, SEQUENCER_API_KEY=reader)
    assert refused.returncode == 2 and "do not allow" in refused.stderr
    published = run_cli("sequence", "publish", path, SEQUENCER_API_KEY=writer)
    assert published.returncode == 0, published.stderr

    async with pool.acquire() as conn:
        assert (await sequences.latest(conn, project_id=project, ref=name)).version == 1
        with pytest.raises(Exception, match="no sequence"):
            await sequences.latest(conn, project_id="default", ref=name)


async def test_a_revoked_or_malformed_key_exits_2(run_cli, pool):
    from storage import api_keys

    key = await make_api_key(pool)
    async with pool.acquire() as conn:
        await api_keys.revoke(conn, project_id="default", key_ref=key.split("_")[1])

    revoked = run_cli("status", "00000000-0000-0000-0000-000000000000", SEQUENCER_API_KEY=key)
    malformed = run_cli("status", "00000000-0000-0000-0000-000000000000", SEQUENCER_API_KEY="hunter2")

    assert revoked.returncode == 2 and "unknown or revoked" in revoked.stderr
    assert malformed.returncode == 2 and "not a Sequencer API key" in malformed.stderr
    assert "hunter2" not in malformed.stderr
