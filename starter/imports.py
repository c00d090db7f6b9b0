"""Bulk enrollment imports: store an import's rows in one transaction, start its ImportWorkflow, and
read back where it stands. The API validates the rows; this module never sees an invalid one."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from pydantic import BaseModel
from temporalio.common import (
    SearchAttributePair,
    TypedSearchAttributes,
    WorkflowIDConflictPolicy,
    WorkflowIDReusePolicy,
)
from temporalio.exceptions import WorkflowAlreadyStartedError
from temporalio.service import RPCError

from contracts import ImportInput, import_workflow_id
from sequencer import search_attributes as sa
from starter.client import Refused, Sequencer
from storage import imports, mailboxes, sequences
from storage.errors import Conflict, NotFound
from workflows.imports import ImportWorkflow

log = logging.getLogger("sequencer.imports")

MAX_ROWS = 10_000
MAX_ISSUES = 1000  # row problems an answer lists (the counts cover them all)


class ImportView(BaseModel):
    job: imports.Import
    counts: imports.RowCounts
    issues: list[imports.RowIssue]


async def view(seq: Sequencer, import_id: str) -> ImportView:
    """The import's state: its counts, read from its rows, and its first problem rows."""
    async with seq.pool.acquire() as conn:
        job = await imports.find(conn, project_id=seq.project_id, import_id=import_id)
        counts = await imports.counts(conn, import_key=job.id)
        issues = await imports.issues(conn, import_key=job.id, limit=MAX_ISSUES)
    return ImportView(job=job, counts=counts, issues=issues)


async def repeat(seq: Sequencer, *, import_id: str, body_sha256: str) -> ImportView | None:
    """The import this id names already (None: a new one). The same body answers its state and makes
    sure its workflow runs while rows wait; a different body is refused (409 naming import_id)."""
    try:
        found = await view(seq, import_id)
    except NotFound:
        return None
    if found.job.body_sha256 != body_sha256:
        raise Conflict(
            f"import {import_id!r} exists with a different body; choose a new import_id", field="import_id"
        )
    if found.job.status == "running":
        await start_workflow(seq, found.job)
    return found


async def submit(
    seq: Sequencer,
    *,
    import_id: str,
    body_sha256: str,
    sequence: str,
    mailbox: str,
    live_edit: str | None,
    rows: Sequence[imports.NewRow],
) -> tuple[ImportView, bool]:
    """Store the import (sequence and mailbox resolved now: every row enrolls in this version) and
    start its workflow; returns (its state, whether this call created it). Nothing is written when the
    sequence or the mailbox is unknown (Refused, naming the field)."""
    async with seq.pool.acquire() as conn:
        try:
            version = await sequences.latest(conn, project_id=seq.project_id, ref=sequence)
        except NotFound as exc:
            raise Refused(exc.message, field="sequence") from None
        try:
            sender = await mailboxes.find(conn, project_id=seq.project_id, ref=mailbox)
        except NotFound as exc:
            raise Refused(exc.message, field="mailbox") from None
        async with conn.transaction():
            job = await imports.create(
                conn,
                project_id=seq.project_id,
                import_id=import_id,
                body_sha256=body_sha256,
                sequence_version_id=version.id,
                mailbox_id=sender.id,
                live_edit=live_edit,
                rows=rows,
            )
    if job is None:  # a concurrent request with this id got there first
        twin = await repeat(seq, import_id=import_id, body_sha256=body_sha256)
        assert twin is not None
        return twin, False
    if job.status == "running":
        await start_workflow(seq, job)
    return await view(seq, import_id), True


async def start_workflow(seq: Sequencer, job: imports.Import) -> bool:
    """Start the import's workflow; one already running is fine. Temporal unreachable: the import
    stays running with its rows pending, and a repeated POST starts it. True when it runs."""
    try:
        await seq.temporal.start_workflow(
            ImportWorkflow.run,
            ImportInput(project_id=job.project_id, import_id=job.import_id, import_key=job.id),
            id=import_workflow_id(job.project_id, job.import_id),
            task_queue=seq.task_queue,
            # A run that ended without finishing the import (terminated by hand) may be started again.
            id_reuse_policy=WorkflowIDReusePolicy.ALLOW_DUPLICATE,
            id_conflict_policy=WorkflowIDConflictPolicy.FAIL,
            static_summary=(
                f"import {job.import_id}: {job.accepted} contact(s) into {job.sequence_name} "
                f"v{job.sequence_version} from {job.mailbox_email}"
            ),
            search_attributes=TypedSearchAttributes([SearchAttributePair(sa.PROJECT, job.project_id)]),
        )
    except WorkflowAlreadyStartedError:
        return True
    except RPCError as exc:
        log.warning("import %s stored but its workflow did not start (%s); POST it again", job.import_id, exc)
        return False
    return True
