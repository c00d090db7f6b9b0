"""An import chunk in a few statements: the rows of a chunk are enrolled together, their workflows
started after the rows commit.

1. The contacts are upserted in one statement (one per set of given attributes: a CSV's rows share
   one), the suppressions (address or domain) read for the chunk at once, every step rendered for
   each contact, and the enrollment rows (zone, live-edit policy) inserted in one statement, all in
   one transaction.
2. Then the workflows are started outside it, `concurrency` at once, as a raw start loop would, and
   their run ids recorded in one statement.

A row this path cannot settle goes back to the caller for the one-row path every enrollment takes
(`EnrollmentService.enroll_loaded`), which names its problem: a second row for the same address in the
chunk, a contact with an active enrollment already (maybe a stale one), values the table refuses
(the whole chunk then goes that way), a workflow id already running. A start that fails otherwise
leaves its row committed without a run id; the activity's retry starts it (`start_committed`), and
`EnrollmentService._reconcile` leaves such a young row alone meanwhile.
"""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import asyncpg
from temporalio import activity
from temporalio.exceptions import WorkflowAlreadyStartedError
from temporalio.service import RPCError

from activities import plans
from activities.enrolling import Refusal, check_renders
from activities.enrollment_service import EnrollmentService
from contracts import Plan
from sequencer.ids import enrollment_workflow_id
from storage import blackout_dates, contacts, enrollments, imports, suppressions
from storage.records import Contact, Enrollment, Mailbox, SequenceVersion


@dataclass(frozen=True)
class Chunk:
    """What every row of one call shares: loaded once, not once per row."""

    job: imports.Import
    version: SequenceVersion
    sender: Mailbox
    starter: EnrollmentService


@dataclass
class Settled:
    outcomes: dict[int, dict[str, Any]] = field(default_factory=dict)  # row index -> its outcome
    slow: list[int] = field(default_factory=list)  # indexes of the rows left to the one-row path
    error: BaseException | None = None  # a start that failed: raised once the rest is settled


@dataclass(frozen=True)
class _Start:
    row_index: int
    enrollment_id: str
    contact: Contact
    plan: Plan


def outcome(
    status: str,
    contact_id: str | None,
    *,
    enrollment_id: str | None = None,
    field: str | None = None,
    message: str | None = None,
) -> dict[str, Any]:
    return {
        "status": status,
        "contact_id": contact_id,
        "enrollment_id": enrollment_id,
        "field": field,
        "message": message,
    }


def _address(row: imports.PendingRow) -> str:
    return str(row.contact.get("email") or "").strip().lower()


async def enroll_batch(
    pool: asyncpg.Pool, chunk: Chunk, rows: list[imports.PendingRow], ids: dict[int, str], *, concurrency: int
) -> Settled:
    """Enroll these pending rows (`ids`: each row's enrollment id) as far as the batch path can."""
    settled = Settled()
    fresh: dict[str, imports.PendingRow] = {}
    for row in rows:
        address = _address(row)
        if not address or address in fresh:
            # A second row for an address: the one-row path upserts it again and says "already enrolled".
            settled.slow.append(row.row_index)
        else:
            fresh[address] = row
    if not fresh:
        return settled
    now = await chunk.starter.clock()
    try:
        starts = await _commit_rows(pool, chunk, list(fresh.values()), ids, now, settled)
    except Exception:  # noqa: BLE001 - anything the chunk's statements refuse: the one-row path names it
        return Settled(slow=[row.row_index for row in rows])
    await _start_all(pool, chunk, starts, now, settled, concurrency)
    return settled


async def _commit_rows(
    pool: asyncpg.Pool,
    chunk: Chunk,
    rows: list[imports.PendingRow],
    ids: dict[int, str],
    now: datetime,
    settled: Settled,
) -> list[_Start]:
    job, project = chunk.job, chunk.job.project_id
    groups: dict[tuple[str, ...], list[imports.PendingRow]] = {}
    for row in rows:
        groups.setdefault(tuple(sorted(k for k in row.contact if k != "email")), []).append(row)
    starts: list[_Start] = []
    zones: dict[str, Any] = {}
    async with pool.acquire() as conn, conn.transaction():
        found: dict[str, Contact] = {}
        for given, members in groups.items():
            found |= await contacts.upsert_many(
                conn, project_id=project, given=given, rows=[m.contact for m in members]
            )
        suppressed = await suppressions.reasons_for_many(conn, project_id=project, emails=list(found))
        blackout = await blackout_dates.all_for(conn, project_id=project)
        for row in rows:
            contact, where = found[_address(row)], f"contacts[{row.row_index}]"
            if contact.email in suppressed:
                message = f"{contact.email} is suppressed ({suppressed[contact.email]})"
                settled.outcomes[row.row_index] = outcome(
                    "skipped", contact.id, field=f"{where}.email", message=message
                )
                continue
            try:
                check_renders(contact=contact, version=chunk.version, sender=chunk.sender)
            except Refusal as refusal:
                message = f"{refusal.message} ({refusal.field})"
                settled.outcomes[row.row_index] = outcome("failed", contact.id, field=where, message=message)
                continue
            plan, zone = plans.build(chunk.version, contact, chunk.sender, blackout, now)
            zones[ids[row.row_index]] = zone
            starts.append(_Start(row.row_index, ids[row.row_index], contact, plan))
        created = await enrollments.create_many(
            conn,
            project_id=project,
            sequence_version_id=chunk.version.id,
            mailbox_id=chunk.sender.id,
            live_edit=job.live_edit,
            rows=[
                {
                    "id": s.enrollment_id,
                    "contact_id": s.contact.id,
                    "workflow_id": enrollment_workflow_id(project, s.contact.id),
                    "timezone": zones[s.enrollment_id].name,
                    "timezone_source": zones[s.enrollment_id].source,
                }
                for s in starts
            ],
        )
    settled.slow += [s.row_index for s in starts if s.enrollment_id not in created]
    return [s for s in starts if s.enrollment_id in created]


async def _start_all(
    pool: asyncpg.Pool, chunk: Chunk, starts: list[_Start], now: datetime, settled: Settled, concurrency: int
) -> None:
    gate = asyncio.Semaphore(concurrency)
    run_ids: dict[str, str] = {}
    taken: list[_Start] = []

    async def start(item: _Start) -> None:
        async with gate:
            try:
                handle = await chunk.starter.start_workflow(
                    item.contact, chunk.version, chunk.sender, item.enrollment_id, item.plan, begins_at=now
                )
            except WorkflowAlreadyStartedError:
                taken.append(item)
                return
            assert handle.first_execution_run_id is not None
            run_ids[item.enrollment_id] = handle.first_execution_run_id
            activity.heartbeat(item.row_index)

    results = await asyncio.gather(*(start(s) for s in starts), return_exceptions=True)
    settled.error = next((r for r in results if isinstance(r, BaseException)), None)
    async with pool.acquire() as conn:
        recorded = await enrollments.record_run_ids(conn, run_ids=run_ids) if run_ids else set()
        for item in taken:  # the contact's workflow id runs (a run the database does not know as active)
            await enrollments.delete_unstarted(conn, enrollment_id=item.enrollment_id)
    for item in starts:
        if item.enrollment_id in recorded:
            settled.outcomes[item.row_index] = outcome(
                "enrolled", item.contact.id, enrollment_id=item.enrollment_id
            )
        elif item.enrollment_id in run_ids:  # reconciled as failed before its run id could be recorded
            handle = chunk.starter.temporal.get_workflow_handle(
                enrollment_workflow_id(chunk.job.project_id, item.contact.id),
                run_id=run_ids[item.enrollment_id],
            )
            with contextlib.suppress(RPCError):  # gone already: nothing runs for the closed row
                await handle.terminate("its enrollment row was closed before the start was recorded")
            settled.outcomes[item.row_index] = outcome(
                "failed",
                item.contact.id,
                field=f"contacts[{item.row_index}]",
                message="could not enroll: closed while starting",
            )
    settled.slow += [item.row_index for item in taken]


async def start_committed(pool: asyncpg.Pool, chunk: Chunk, enrollment: Enrollment) -> bool:
    """Start the workflow of a row an earlier attempt committed but did not start; False when the
    contact's workflow id runs another enrollment (the row is taken back: the one-row path decides)."""
    async with pool.acquire() as conn:
        contact = await contacts.get(conn, project_id=enrollment.project_id, contact_id=enrollment.contact_id)
        blackout = await blackout_dates.all_for(conn, project_id=enrollment.project_id)
    now = await chunk.starter.clock()
    plan, _ = plans.build(chunk.version, contact, chunk.sender, blackout, now)
    try:
        handle = await chunk.starter.start_workflow(
            contact, chunk.version, chunk.sender, enrollment.id, plan, begins_at=now
        )
        run_id = handle.first_execution_run_id
    except WorkflowAlreadyStartedError:
        running = await chunk.starter.temporal.get_workflow_handle(enrollment.workflow_id).describe()
        if (await running.memo()).get("enrollment_id") != enrollment.id:
            async with pool.acquire() as conn:
                await enrollments.delete_unstarted(conn, enrollment_id=enrollment.id)
            return False
        run_id = running.run_id  # the earlier attempt's start went through after all
    assert run_id is not None
    async with pool.acquire() as conn:
        await enrollments.record_run_ids(conn, run_ids={enrollment.id: run_id})
    return True
