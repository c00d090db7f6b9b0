"""The batch path of an import (activities/import_batch.py): rows committed ahead of their workflows'
starts, a start that fails, and a row still starting that an enrollment of the same contact must not
take for a stale one."""

from __future__ import annotations

from typing import Any

import asyncpg
import httpx
import pytest
from temporalio.client import WorkflowExecutionStatus

from activities.enrollment_service import EnrollmentService
from activities.imports import row_enrollment_id
from sequencer.ids import enrollment_workflow_id
from starter.client import Sequencer
from storage import enrollments
from tests.api.test_bulk_import import (
    contact,
    enrollments_of,
    finished,
    first_row_loaded,
    imports_made,
    make_target,
    post_import,
    stored_without_workflow,
)
from tests.support import unique

__all__ = ["imports_made"]  # the fixture


async def _running(sequencer: Sequencer, row: asyncpg.Record) -> bool:
    handle = sequencer.temporal.get_workflow_handle(row["workflow_id"], run_id=row["workflow_run_id"])
    return (await handle.describe()).status == WorkflowExecutionStatus.RUNNING


async def test_a_start_that_fails_after_the_rows_committed_is_made_by_the_retry_once(
    api: httpx.AsyncClient,
    pool: asyncpg.Pool,
    sequencer: Sequencer,
    imports_made: list[str],
    monkeypatch: pytest.MonkeyPatch,
):
    target = await make_target(api)
    body: dict[str, Any] = {"import_id": unique("flaky"), **target, "contacts": [contact() for _ in range(5)]}
    unlucky = body["contacts"][2]["email"]
    failed: list[str] = []
    real_start = EnrollmentService.start_workflow

    async def start_once_failing(self: EnrollmentService, person: Any, *args: Any, **kwargs: Any) -> Any:
        if person.email == unlucky and not failed:
            failed.append(person.email)
            raise RuntimeError("Temporal did not answer")
        return await real_start(self, person, *args, **kwargs)

    monkeypatch.setattr(EnrollmentService, "start_workflow", start_once_failing)

    await post_import(api, imports_made, body)
    state = await finished(api, body["import_id"])

    assert failed == [unlucky]
    assert (state["status"], state["enrolled"], state["errors"]) == ("completed", 5, [])
    rows = await enrollments_of(pool, body["import_id"])
    assert [r["workflow_run_id"] is not None for r in rows] == [True] * 5
    assert all([await _running(sequencer, r) for r in rows])
    per_contact = await pool.fetchval(
        "SELECT count(*) FROM enrollments e JOIN contacts c ON c.id = e.contact_id WHERE c.email = $1",
        unlucky,
    )
    assert per_contact == 1


async def _committed_unstarted(pool: asyncpg.Pool, body: dict[str, Any], target: dict[str, str]) -> str:
    """Row 0 as the batch path leaves it when its process dies between the commit and the start."""
    job = await stored_without_workflow(pool, body)
    person, version, sender = await first_row_loaded(pool, job, body, target)
    async with pool.acquire() as conn:
        enrollment_id = row_enrollment_id(job.id, 0)
        created = await enrollments.create_many(
            conn,
            project_id="default",
            sequence_version_id=version.id,
            mailbox_id=sender.id,
            live_edit=None,
            rows=[
                {
                    "id": enrollment_id,
                    "contact_id": person.id,
                    "workflow_id": enrollment_workflow_id("default", person.id),
                    "timezone": "UTC",
                    "timezone_source": "mailbox",
                }
            ],
        )
    assert created == {enrollment_id}
    return person.id


async def test_a_row_committed_by_an_attempt_that_died_before_its_start_is_started_not_enrolled_again(
    api: httpx.AsyncClient, pool: asyncpg.Pool, sequencer: Sequencer, imports_made: list[str]
):
    target = await make_target(api)
    body: dict[str, Any] = {"import_id": unique("unstarted"), **target, "contacts": [contact(), contact()]}
    person = await _committed_unstarted(pool, body, target)

    await post_import(api, imports_made, body, expect=200)
    state = await finished(api, body["import_id"])

    assert (state["enrolled"], state["skipped"], state["errors"]) == (2, 0, [])
    first = (await enrollments_of(pool, body["import_id"]))[0]
    assert first["workflow_run_id"] is not None and await _running(sequencer, first)
    assert await pool.fetchval("SELECT count(*) FROM enrollments WHERE contact_id = $1::uuid", person) == 1


async def test_an_enrollment_of_a_contact_whose_import_row_is_still_starting_is_refused_not_reconciled(
    api: httpx.AsyncClient, pool: asyncpg.Pool
):
    target = await make_target(api)
    body: dict[str, Any] = {"import_id": unique("starting"), **target, "contacts": [contact()]}
    person = await _committed_unstarted(pool, body, target)

    r = await api.post(
        "/v1/enrollments",
        json={"contact_id": person, "sequence": target["sequence"], "mailbox": target["mailbox"]},
    )

    assert r.status_code == 409, r.text
    statuses = await pool.fetch("SELECT status FROM enrollments WHERE contact_id = $1::uuid", person)
    assert [s["status"] for s in statuses] == ["active"]  # the import's row, not marked failed
    await pool.execute("DELETE FROM enrollments WHERE contact_id = $1::uuid", person)  # never started
