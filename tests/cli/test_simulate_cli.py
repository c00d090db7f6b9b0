"""`sequencer simulate` as a user runs it: a subprocess against the test Postgres; the simulation brings
its own time-skipping server and Gmail sandbox."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import UTC, datetime, time, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
import yaml

from tests.support import make_api_key, unique, unique_email

KATHMANDU = "Asia/Kathmandu"  # UTC+05:45: a quarter-hour offset shows any zone slip
STEPS: list[dict[str, Any]] = [
    {
        "id": "intro",
        "type": "email",
        "subject": "{{ contact.first_name }} at {{ contact.fields.company }}",
        "body": "Hi",
    },
    {"id": "bump", "type": "email", "after": "2bd", "reply_in_thread": True, "body": "Bump"},
    {"id": "case", "type": "email", "after": "3bd", "subject": "A case study", "body": "Case"},
    {"id": "last", "type": "email", "after": "5bd", "reply_in_thread": True, "body": "Last"},
]


@pytest.fixture
async def run_cli(database_url: str, pool, tmp_path: Path):
    env = {
        "SEQUENCER_API_KEY": await make_api_key(pool, scopes=("read",)),
        **os.environ,
        "DATABASE_URL": database_url,
        "SEQUENCER_DATA_DIR": str(tmp_path / "data"),
    }

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "cli.main", "simulate", *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )

    return run


def sequence_file(tmp_path: Path, steps: list[dict[str, Any]] = STEPS) -> str:
    path = tmp_path / "seq.yaml"
    path.write_text(yaml.safe_dump({"name": unique("sim"), "steps": steps}))
    return str(path)


def a_contact() -> str:
    return json.dumps(
        {
            "email": unique_email(),
            "first_name": "Dana",
            "timezone": KATHMANDU,
            "fields": {"company": "Globex"},
        }
    )


def monday_9am() -> datetime:
    here = datetime.now(ZoneInfo(KATHMANDU)) + timedelta(days=7)
    day = here.date() + timedelta(days=(0 - here.weekday()) % 7)
    return datetime.combine(day, time(9), tzinfo=ZoneInfo(KATHMANDU))


def shown(day: datetime, plus_days: int) -> str:
    """How the timeline prints a time: weekday, date, local time, offset."""
    moment = datetime.combine(day.date() + timedelta(days=plus_days), time(9), tzinfo=day.tzinfo)
    return f"{moment:%a %Y-%m-%d} 09:00 +05:45"


def test_simulate_prints_each_send_on_the_contacts_clock_with_its_subject(run_cli, tmp_path: Path):
    monday = monday_9am()

    result = run_cli(
        sequence_file(tmp_path),
        "--contact",
        a_contact(),
        "--event",
        "reply@step:case",
        "--start",
        monday.isoformat(),
    )

    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    ids = [step["id"] for step in STEPS]
    row = {step: next(line for line in lines if f" {step} " in line and " email " in line) for step in ids}
    # Monday, two business days (Wednesday), three more (next Monday); Kathmandu's clock throughout.
    assert shown(monday, 0) in row["intro"] and "Dana at Globex" in row["intro"]
    assert shown(monday, 2) in row["bump"] and "Re: Dana at Globex" in row["bump"] and "thread" in row["bump"]
    assert shown(monday, 7) in row["case"] and "A case study" in row["case"]
    assert "not reached" in row["last"]
    assert any(line.startswith(f"  reply@step:case  {shown(monday, 7)}") for line in lines)
    assert lines[-1].startswith("status replied")


def test_simulate_json_is_the_apis_answer_and_matches_the_preview(run_cli, tmp_path: Path):
    monday = monday_9am()

    result = run_cli(
        sequence_file(tmp_path), "--contact", a_contact(), "--start", monday.isoformat(), "--json"
    )

    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert (report["timezone"], report["status"]) == (KATHMANDU, "completed")
    assert [s["at"] for s in report["steps"]] == [s["at"] for s in report["preview"]]
    assert (
        report["steps"][3]["at"]
        == datetime.combine(monday.date() + timedelta(days=14), time(9), tzinfo=monday.tzinfo).isoformat()
    )
    assert (
        report["steps"][3]["at_utc"]
        == datetime.fromisoformat(report["steps"][3]["at"]).astimezone(UTC).isoformat()
    )


@pytest.mark.parametrize(
    ("args", "names"),
    [
        (["--contact", "{not json"], "--contact: not valid JSON"),
        (["--contact", '{"first_name": "Dana"}'], "contact.email"),
        (["--event", "reply@step:nowhere"], "no step 'nowhere'"),
        (["--event", "reply@step:intro", "--event", "reply@someday"], "--event #2"),
        (["--start", "2026-13-01T09:00:00Z"], "--start"),
        (["--start", "2020-01-06T09:00:00Z"], "start: "),
        (["--bad-sequence"], "sequence.steps[1].after"),
    ],
)
def test_bad_input_exits_2_with_one_line_naming_it(run_cli, tmp_path: Path, args: list[str], names: str):
    steps = [STEPS[0], {**STEPS[1], "after": "whenever"}] if args == ["--bad-sequence"] else STEPS
    flags = [] if args == ["--bad-sequence"] else args
    if "--contact" not in flags:
        flags = [*flags, "--contact", a_contact()]

    result = run_cli(sequence_file(tmp_path, steps), *flags)

    assert result.returncode == 2, (result.stdout, result.stderr)
    assert result.stderr.count("\n") == 1, result.stderr
    assert names in result.stderr
