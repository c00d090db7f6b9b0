"""Activities of ImportWorkflow: enroll an import's pending rows, a chunk at a time: the batch path
(`import_batch`: a few statements for the chunk's rows, the workflows started after they commit), and
for the rows it leaves, `EnrollmentService.enroll_loaded` (the same checks and the same row-plus-workflow
start as every enrollment).

The chunk's outcomes are written together once it is done, so a retried chunk only sees the rows still
pending. A row whose enrollment committed but whose outcome did not (a crash between the two) is known
by its enrollment id, which is derived from the import and the row: its workflow is started if it was
not, and it is marked enrolled, not enrolled again. The enrollments' own unique index stays the final
guard (a contact already enrolled is skipped).
"""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import asyncpg
from temporalio import activity
from temporalio.client import Client
from temporalio.exceptions import ApplicationError

from activities.enrollment_service import EnrollmentService, Refused, Suppressed
from activities.import_batch import Chunk, enroll_batch, outcome, start_committed
from contracts import FinishImportInput, ImportChunkInput, ImportChunkResult, ImportResult
from sequencer.clock import Clock, wall_clock
from storage import contacts, enrollments, imports, mailboxes, sequences
from storage.errors import Conflict, NotFound
from storage.records import Enrollment

# Workflow starts in flight at once (as many as bench/bulk_import.py's raw start loop). The one-row path
# holds a pool connection per start, so this stays well under the worker's pool (20).
CONCURRENCY = 16
# From this attempt of a chunk on, a row that keeps raising something unexpected fails (with the error
# as its reason) instead of holding up the rest of the import for good.
GIVE_UP_ATTEMPT = 5
ALREADY_ENROLLED = "already enrolled: the contact has an active enrollment"
NEVER_STARTED = "could not enroll: the enrollment was closed before its workflow started"


def row_enrollment_id(import_key: str, row_index: int) -> str:
    """The id an import row's enrollment gets: the same on every attempt."""
    return str(uuid.uuid5(uuid.UUID(import_key), f"row:{row_index}"))


class ImportActivities:
    def __init__(
        self,
        pool: asyncpg.Pool,
        temporal: Client,
        *,
        concurrency: int = CONCURRENCY,
        clock: Clock = wall_clock,
    ) -> None:
        self._pool = pool
        self._temporal = temporal
        self._concurrency = concurrency
        self._clock = clock  # the runs' time, for their first plans (holidays of the run's years)

    @activity.defn(name="enroll_import_rows")
    async def enroll_import_rows(self, inp: ImportChunkInput) -> ImportChunkResult:
        """Enroll pending rows, `limit` read at a time and `concurrency` at once, until none is pending
        or `seconds` have passed (one call does a minute's work: the workflow's history stays short
        and no workflow task waits between chunks). Heartbeats after each row."""
        async with self._pool.acquire() as conn:
            try:
                job = await imports.by_key(conn, import_key=inp.import_key)
            except NotFound:
                raise ApplicationError(
                    f"import {inp.import_key} does not exist", type="ImportMissing", non_retryable=True
                ) from None
            version = await sequences.get_version(conn, version_id=job.sequence_version_id)
            sender = await mailboxes.get(conn, project_id=job.project_id, mailbox_id=job.mailbox_id)
        starter = EnrollmentService(
            self._pool,
            self._temporal,
            project_id=job.project_id,
            task_queue=activity.info().task_queue,
            clock=self._clock,
        )
        chunk = Chunk(job, version, sender, starter)
        clock = asyncio.get_running_loop().time
        deadline = clock() + inp.seconds
        settled = 0
        while True:
            async with self._pool.acquire() as conn:
                rows = await imports.pending(conn, import_key=job.id, limit=inp.limit)
            if not rows:
                break
            settled += await self._settle_chunk(chunk, rows)
            if clock() >= deadline:
                break
        async with self._pool.acquire() as conn:
            remaining = await imports.pending_count(conn, import_key=job.id)
        activity.logger.info("import %s: %d row(s) settled, %d pending", job.import_id, settled, remaining)
        return ImportChunkResult(settled=settled, remaining=remaining)

    async def _settle_chunk(self, chunk: Chunk, rows: list[imports.PendingRow]) -> int:
        """Enroll these rows (the batch path, then the one-row path for what it leaves) and write their
        outcomes in one statement; how many this call settled. An error is raised once the other rows
        are settled (the activity is retried; settled rows stay settled)."""
        ids = {r.row_index: row_enrollment_id(chunk.job.id, r.row_index) for r in rows}
        async with self._pool.acquire() as conn:
            earlier = await enrollments.by_ids(conn, enrollment_ids=list(ids.values()))
        outcomes: dict[int, dict[str, Any]] = {}
        slow: list[imports.PendingRow] = []
        for row in rows:
            enrollment = earlier.get(ids[row.row_index])
            if enrollment is None:
                continue
            finished = await self._enrolled_earlier(chunk, row, enrollment)
            if finished is None:
                slow.append(row)
            else:
                outcomes[row.row_index] = finished
        batch = await enroll_batch(
            self._pool,
            chunk,
            [r for r in rows if ids[r.row_index] not in earlier],
            ids,
            concurrency=self._concurrency,
        )
        outcomes |= batch.outcomes
        by_index = {r.row_index: r for r in rows}
        slow += [by_index[i] for i in batch.slow]
        gate = asyncio.Semaphore(self._concurrency)

        async def one(row: imports.PendingRow) -> None:
            async with gate, self._pool.acquire() as conn:
                outcomes[row.row_index] = await self._outcome(conn, chunk, row)
            activity.heartbeat(row.row_index)

        results = await asyncio.gather(*(one(r) for r in slow), return_exceptions=True)
        async with self._pool.acquire() as conn:
            settled = await imports.settle_rows(conn, import_key=chunk.job.id, outcomes=outcomes)
        activity.heartbeat(len(outcomes))
        errors = [r for r in results if isinstance(r, BaseException)] + ([batch.error] if batch.error else [])
        if errors:
            activity.logger.warning(
                "import %s: %d row(s) hit an error; retrying them", chunk.job.import_id, len(errors)
            )
            raise errors[0]
        return settled

    async def _enrolled_earlier(
        self, chunk: Chunk, row: imports.PendingRow, enrollment: Enrollment
    ) -> dict[str, Any] | None:
        """An earlier attempt enrolled the row and died before writing so: finish what it began (start
        its workflow if it committed the row only). None: the row goes to the one-row path."""
        if enrollment.workflow_run_id is None:
            if enrollment.status not in enrollments.ACTIVE_STATUSES:  # reconciled as failed meanwhile
                return outcome(
                    "failed", enrollment.contact_id, field=f"contacts[{row.row_index}]", message=NEVER_STARTED
                )
            if not await start_committed(self._pool, chunk, enrollment):
                return None
        if chunk.job.live_edit is not None:
            async with self._pool.acquire() as conn:
                await enrollments.set_live_edit(conn, enrollment_id=enrollment.id, policy=chunk.job.live_edit)
        return outcome("enrolled", enrollment.contact_id, enrollment_id=enrollment.id)

    async def _outcome(
        self, conn: asyncpg.Connection, chunk: Chunk, row: imports.PendingRow
    ) -> dict[str, Any]:
        """Upsert the contact and enroll it; business refusals become the row's skip or failure."""
        where = f"contacts[{row.row_index}]"
        enrollment_id = row_enrollment_id(chunk.job.id, row.row_index)
        contact_id: str | None = None
        try:
            contact, _ = await contacts.upsert(
                conn,
                project_id=chunk.job.project_id,
                email=row.contact["email"],
                values={k: v for k, v in row.contact.items() if k != "email"},
            )
            contact_id = contact.id
            enrollment = await chunk.starter.enroll_loaded(
                conn,
                contact,
                chunk.version,
                chunk.sender,
                live_edit=chunk.job.live_edit,
                enrollment_id=enrollment_id,
            )
        except Suppressed as exc:
            return outcome("skipped", contact_id, field=f"{where}.email", message=exc.message)
        except Refused as exc:  # a template that cannot render for this contact
            return outcome("failed", contact_id, field=where, message=f"{exc.message} ({exc.field})")
        except Conflict:
            if await enrollments.by_ids(conn, enrollment_ids=[enrollment_id]):
                return outcome("enrolled", contact_id, enrollment_id=enrollment_id)  # a twin attempt's
            return outcome("skipped", contact_id, field=f"{where}.email", message=ALREADY_ENROLLED)
        except (asyncpg.DataError, asyncpg.IntegrityConstraintViolationError) as exc:
            # The row's values cannot be stored: no retry will change that.
            return outcome("failed", contact_id, field=where, message=f"cannot be stored: {exc}")
        except Exception as exc:
            if activity.info().attempt < GIVE_UP_ATTEMPT:
                raise
            return outcome("failed", contact_id, field=where, message=f"could not enroll: {exc}")
        return outcome("enrolled", contact_id, enrollment_id=enrollment.id)

    @activity.defn(name="finish_import")
    async def finish_import(self, inp: FinishImportInput) -> ImportResult:
        """Mark the import ended (completed only once no row is pending) and return its counts."""
        async with self._pool.acquire() as conn:
            await imports.finish(conn, import_key=inp.import_key, status=inp.status, reason=inp.reason)
            job = await imports.by_key(conn, import_key=inp.import_key)
            counts = await imports.counts(conn, import_key=inp.import_key)
        return ImportResult(status=job.status, **counts.model_dump())
