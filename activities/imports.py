"""Activities of ImportWorkflow: enroll an import's pending rows, a chunk at a time, through
`EnrollmentService.enroll_loaded` (the same checks and the same row-plus-workflow start as every enrollment).

Each row's outcome is written right after its enrollment, so a retried chunk only sees the rows still
pending. A row whose enrollment committed but whose outcome did not (a crash between the two) is known
by its enrollment id, which is derived from the import and the row: it is marked enrolled, not enrolled
again. The enrollments' own unique index stays the final guard (a contact already enrolled is skipped).
"""

from __future__ import annotations

import asyncio
import uuid
from dataclasses import dataclass
from typing import Any

import asyncpg
from temporalio import activity
from temporalio.client import Client
from temporalio.exceptions import ApplicationError

from activities.enrollment_service import EnrollmentService, Refused, Suppressed
from contracts import FinishImportInput, ImportChunkInput, ImportChunkResult, ImportResult
from sequencer.clock import Clock, wall_clock
from storage import contacts, enrollments, imports, mailboxes, sequences
from storage.errors import Conflict, NotFound
from storage.records import Mailbox, SequenceVersion

# Rows enrolled at once. Each holds a pool connection while Temporal starts its workflow, so this stays
# well under the worker's pool (20): sends and polls keep getting connections during an import.
CONCURRENCY = 16
# From this attempt of a chunk on, a row that keeps raising something unexpected fails (with the error
# as its reason) instead of holding up the rest of the import for good.
GIVE_UP_ATTEMPT = 5
ALREADY_ENROLLED = "already enrolled: the contact has an active enrollment"


def row_enrollment_id(import_key: str, row_index: int) -> str:
    """The id an import row's enrollment gets: the same on every attempt."""
    return str(uuid.uuid5(uuid.UUID(import_key), f"row:{row_index}"))


@dataclass(frozen=True)
class _Chunk:
    """What every row of one call shares: loaded once, not once per row."""

    job: imports.Import
    version: SequenceVersion
    sender: Mailbox
    starter: EnrollmentService


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
        chunk = _Chunk(job, version, sender, starter)
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

    async def _settle_chunk(self, chunk: _Chunk, rows: list[imports.PendingRow]) -> int:
        """Enroll these rows and write each outcome; how many this call settled. An unexpected error
        is raised once the other rows are done (the activity is retried; settled rows stay settled)."""
        async with self._pool.acquire() as conn:
            earlier = await imports.existing_enrollments(
                conn, enrollment_ids=[row_enrollment_id(chunk.job.id, r.row_index) for r in rows]
            )
        gate = asyncio.Semaphore(self._concurrency)

        async def one(row: imports.PendingRow) -> bool:
            async with gate, self._pool.acquire() as conn:
                enrollment_id = row_enrollment_id(chunk.job.id, row.row_index)
                if enrollment_id in earlier:
                    outcome = await self._enrolled_earlier(conn, chunk, enrollment_id, earlier[enrollment_id])
                else:
                    outcome = await self._outcome(conn, chunk, row)
                settled = await imports.settle_row(
                    conn, import_key=chunk.job.id, row_index=row.row_index, **outcome
                )
            activity.heartbeat(row.row_index)
            return settled

        results = await asyncio.gather(*(one(r) for r in rows), return_exceptions=True)
        errors = [r for r in results if isinstance(r, BaseException)]
        if errors:
            activity.logger.warning(
                "import %s: %d row(s) hit an error; retrying them", chunk.job.import_id, len(errors)
            )
            raise errors[0]
        return sum(1 for r in results if r is True)

    async def _enrolled_earlier(
        self, conn: asyncpg.Connection, chunk: _Chunk, enrollment_id: str, contact_id: str
    ) -> dict[str, Any]:
        """An earlier attempt enrolled the row and died before writing so: finish what it began."""
        if chunk.job.live_edit is not None:
            await enrollments.set_live_edit(conn, enrollment_id=enrollment_id, policy=chunk.job.live_edit)
        return {"status": "enrolled", "contact_id": contact_id, "enrollment_id": enrollment_id}

    async def _outcome(
        self, conn: asyncpg.Connection, chunk: _Chunk, row: imports.PendingRow
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
            return _row("skipped", contact_id, field=f"{where}.email", message=exc.message)
        except Refused as exc:  # a template that cannot render for this contact
            return _row("failed", contact_id, field=where, message=f"{exc.message} ({exc.field})")
        except Conflict:
            if await imports.existing_enrollments(conn, enrollment_ids=[enrollment_id]):
                return _row("enrolled", contact_id, enrollment_id=enrollment_id)  # a twin attempt's
            return _row("skipped", contact_id, field=f"{where}.email", message=ALREADY_ENROLLED)
        except (asyncpg.DataError, asyncpg.IntegrityConstraintViolationError) as exc:
            # The row's values cannot be stored: no retry will change that.
            return _row("failed", contact_id, field=where, message=f"cannot be stored: {exc}")
        except Exception as exc:
            if activity.info().attempt < GIVE_UP_ATTEMPT:
                raise
            return _row("failed", contact_id, field=where, message=f"could not enroll: {exc}")
        return _row("enrolled", contact_id, enrollment_id=enrollment.id)

    @activity.defn(name="finish_import")
    async def finish_import(self, inp: FinishImportInput) -> ImportResult:
        """Mark the import ended (completed only once no row is pending) and return its counts."""
        async with self._pool.acquire() as conn:
            await imports.finish(conn, import_key=inp.import_key, status=inp.status, reason=inp.reason)
            job = await imports.by_key(conn, import_key=inp.import_key)
            counts = await imports.counts(conn, import_key=inp.import_key)
        return ImportResult(status=job.status, **counts.model_dump())


def _row(
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
