"""Activities that read and write the records an enrollment needs (plan, status projection)."""

from __future__ import annotations

from datetime import timedelta

import asyncpg
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities import plans
from contracts import LoadPlanInput, Plan, RecordStatusInput, SkipStepInput, StepRecordInput
from contracts.errors import ENROLLMENT_MISSING, ENROLLMENT_NOT_COMMITTED
from sequencer.clock import Clock, wall_clock
from storage import blackout_dates, contacts, enrollments, ledger, mailboxes, sequences, suppressions, tasks
from storage.errors import NotFound
from storage.records import Enrollment

# The starter commits the row a moment after it starts the workflow. The first activity may run in that
# moment: it asks again after 0.1 s, 0.2 s, 0.4 s, ... (about 100 s in all) before it gives up.
ROW_GRACE_ATTEMPTS = 11
_ROW_GRACE_FIRST_DELAY = timedelta(milliseconds=100)


def enrollment_row_missing(enrollment_id: str, attempt: int) -> ApplicationError:
    """Not there yet: retried soon (the commit is usually milliseconds away). Still missing after the
    grace: its transaction never committed, and the workflow fails, freeing its id."""
    if attempt < ROW_GRACE_ATTEMPTS:
        return ApplicationError(
            f"enrollment {enrollment_id} is not committed yet",
            type=ENROLLMENT_NOT_COMMITTED,
            next_retry_delay=_ROW_GRACE_FIRST_DELAY * 2 ** (attempt - 1),
        )
    return ApplicationError(
        f"enrollment {enrollment_id} was never recorded", type=ENROLLMENT_MISSING, non_retryable=True
    )


async def write_status(conn: asyncpg.Connection, enrollment: Enrollment, inp: RecordStatusInput) -> bool:
    """The status projection (and a suppression when the contact opted out or bounced), inside the
    caller's transaction holding the enrollment's row lock: `record_status`, and the last send of a walk."""
    changed = await enrollments.set_status(
        conn, enrollment_id=enrollment.id, status=inp.status, reason=inp.reason, current_step=inp.step_id
    )
    if inp.suppress:
        contact = await contacts.get(conn, project_id=enrollment.project_id, contact_id=enrollment.contact_id)
        await suppressions.add(
            conn,
            project_id=enrollment.project_id,
            email=contact.email,
            reason=inp.suppress,
            source=f"enrollment:{enrollment.id}",
        )
    if inp.reply_intent is not None:  # the `reply` signal named it (the inbox's, or a raw client's)
        await enrollments.set_reply(
            conn,
            enrollment_id=enrollment.id,
            intent=inp.reply_intent,
            evidence=inp.reply_evidence or "reply signal",
        )
    if inp.status in enrollments.FINAL_STATUSES:
        await tasks.cancel_open(conn, enrollment_id=enrollment.id)  # nobody waits on them now
    if changed:
        await ledger.append_run(
            conn,
            project_id=enrollment.project_id,
            enrollment_id=enrollment.id,
            step_id=inp.step_id,
            action="status",
            outcome=inp.status,
            facts={"previous_status": enrollment.status},
            detail=inp.reason,
        )
    return changed


class StoreActivities:
    def __init__(self, pool: asyncpg.Pool, clock: Clock = wall_clock) -> None:
        self._pool = pool
        self._clock = clock  # the runs' time: holidays are those of the run's years

    @activity.defn(name="load_plan")
    async def load_plan(self, inp: LoadPlanInput) -> Plan:
        """Timing facts for the enrollment, read fresh: the workflow calls it on entry and again right
        before each step runs, since the contact's zone or the project's closed dates may change."""
        async with self._pool.acquire() as conn:
            version = await sequences.get_version(conn, version_id=inp.sequence_version_id)
            try:
                enrollment = await enrollments.by_id(conn, enrollment_id=inp.enrollment_id)
            except NotFound:
                raise enrollment_row_missing(inp.enrollment_id, activity.info().attempt) from None
            contact = await contacts.get(conn, project_id=enrollment.project_id, contact_id=inp.contact_id)
            mailbox = await mailboxes.get(conn, project_id=enrollment.project_id, mailbox_id=inp.mailbox_id)
            blackout = await blackout_dates.all_for(conn, project_id=enrollment.project_id)
        plan, shown = plans.build(version, contact, mailbox, blackout, await self._clock())
        async with self._pool.acquire() as conn:
            if inp.run_id is not None:
                await enrollments.set_run_id(conn, enrollment_id=inp.enrollment_id, run_id=inp.run_id)
            await enrollments.set_timezone(
                conn, enrollment_id=inp.enrollment_id, timezone=shown.name, source=shown.source
            )
        return plan

    @activity.defn(name="record_step")
    async def record_step(self, inp: StepRecordInput) -> None:
        """A branch taken, a wait ended, a move between versions: one run-ledger line."""
        async with self._pool.acquire() as conn:
            await ledger.append_run_for(
                conn,
                enrollment_id=inp.enrollment_id,
                step_id=inp.step_id,
                action=inp.action,
                outcome=inp.outcome,
                branch=inp.branch,
                detail=inp.detail,
                facts=inp.facts,
            )

    @activity.defn(name="skip_step")
    async def skip_step(self, inp: SkipStepInput) -> None:
        """A step that will not run (no zone for a text, skipped by request, ...), in the run ledger; the
        sequence moves on, and a task the step had opened is canceled."""
        async with self._pool.acquire() as conn:
            await tasks.cancel_open(conn, enrollment_id=inp.enrollment_id, step_id=inp.step_id)
        await self.record_step(
            StepRecordInput(
                enrollment_id=inp.enrollment_id,
                step_id=inp.step_id,
                action="skip_step",
                outcome="skipped",
                branch=inp.reason,
                facts={"planned_at": inp.planned_at.isoformat()} if inp.planned_at else {},
                detail=inp.detail,
            )
        )

    @activity.defn(name="record_status")
    async def record_status(self, inp: RecordStatusInput) -> bool:
        """Write the status projection (and a suppression when the contact opted out or bounced)."""
        activity.logger.debug("status %s (%s)", inp.status, inp.reason)
        async with self._pool.acquire() as conn, conn.transaction():
            enrollment = await enrollments.lock(conn, enrollment_id=inp.enrollment_id)
            return await write_status(conn, enrollment, inp)
