"""Tasks for reps (calls, LinkedIn, custom): open one, hand a call to the dialer, expire one.

A task is a way to reach the contact: it opens only past the same last-moment check as an email
(`suppressions.contact_block`). A suppressed address or domain refuses it (`Suppressed`: the enrollment
ends as a refused email ends it); a call to a suppressed number is skipped (no task) and the walk goes on.
"""

from __future__ import annotations

import json
import logging
import time
from datetime import UTC, datetime

import asyncpg
import httpx
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.providers.pinned import GuardedTransport
from activities.step_context import step_context
from contracts import ExpireTaskInput, OpenTaskInput, TaskOpened
from contracts.errors import SUPPRESSED
from sequencer import dialer, sealing
from sequencer.compose import render_task
from sequencer.models import TaskStep
from sequencer.netguard import HostGuard, HostRefused
from sequencer.phones import PhoneError, to_e164
from sequencer.render import RenderError
from sequencer.unsubscribe import UnsubscribeLinks
from storage import contacts, enrollments, ledger, suppressions, tasks
from storage import dialer as dialer_store
from storage.records import sender_of

log = logging.getLogger("sequencer.tasks")
_DIALER_TIMEOUT = httpx.Timeout(10.0)


class _Blocked(Exception):
    def __init__(self, project_id: str, block: suppressions.Block) -> None:
        super().__init__(block.detail)
        self.project_id, self.block = project_id, block


class TaskActivities:
    def __init__(
        self,
        pool: asyncpg.Pool,
        links: UnsubscribeLinks,
        ring: sealing.KeyRing,
        host_guard: HostGuard | None = None,
    ) -> None:
        self._pool = pool
        self._links = links  # the API's public URL and signing keys: the dialer's callback link
        self._ring = ring
        self._guard = host_guard or HostGuard()  # where the project's dialer URL may lead

    @activity.defn(name="open_task")
    async def open_task(self, inp: OpenTaskInput) -> TaskOpened:
        """The task for this step execution, created once (found again on retries and replays)."""
        try:
            return await self._open_task(inp)
        except _Blocked as refused:  # logged once the transaction that found it has rolled back
            async with self._pool.acquire() as conn:
                await ledger.append_run(
                    conn,
                    project_id=refused.project_id,
                    enrollment_id=inp.enrollment_id,
                    step_id=inp.step_id,
                    action="task",
                    outcome="refused",
                    branch=SUPPRESSED,
                    detail=refused.block.detail,
                )
            raise ApplicationError(
                refused.block.detail, refused.block.reason, type=SUPPRESSED, non_retryable=True
            ) from None

    async def _open_task(self, inp: OpenTaskInput) -> TaskOpened:
        async with self._pool.acquire() as conn, conn.transaction():
            found = await step_context(
                conn, enrollment_id=inp.enrollment_id, step_id=inp.step_id, kind=TaskStep, what="a task"
            )
            project, contact, mailbox = found.enrollment.project_id, found.contact, found.mailbox
            index, step = found.index, found.step
            channel: suppressions.Channel = "call" if step.kind == "call" else "email"
            blocked = await suppressions.contact_block(
                conn, project_id=project, contact=contact, channel=channel
            )
            if blocked and blocked.whole_contact:
                raise _Blocked(project, blocked)
            if blocked:  # the number must not be called: no task (one a retry finds goes away), on to `next`
                await tasks.cancel_open(conn, enrollment_id=inp.enrollment_id, step_id=inp.step_id)
                await ledger.append_run(
                    conn,
                    project_id=project,
                    enrollment_id=inp.enrollment_id,
                    step_id=inp.step_id,
                    action="skip_step",
                    outcome="skipped",
                    branch="suppressed",
                    detail=blocked.detail,
                )
                return TaskOpened(task_id="", skipped="suppressed")
            try:
                title, instructions = render_task(
                    step,
                    index,
                    contact=contact.model_dump(),
                    sender=sender_of(mailbox),
                    variables=found.enrollment.variables,
                )
            except RenderError as exc:
                raise ApplicationError(str(exc), type="TemplateError", non_retryable=True) from None
            phone = contact.phone
            if phone:
                try:
                    phone = to_e164(phone, contact.country)
                except PhoneError:
                    pass  # shown as written: the rep may still make sense of it
            task, created = await tasks.open_task(
                conn,
                project_id=project,
                enrollment_id=inp.enrollment_id,
                contact_id=contact.id,
                mailbox_id=mailbox.id,
                step_id=inp.step_id,
                visit=inp.visit,
                kind=step.kind,
                assignee=mailbox.email,
                due_at=inp.due_at,
                expires_at=inp.expires_at,
                title=title,
                body=instructions,
                timezone=inp.timezone,
                phone=phone,
                dialer=step.dialer,
            )
            await enrollments.set_current_step(conn, enrollment_id=inp.enrollment_id, step_id=inp.step_id)
            if created:
                await ledger.append_run(
                    conn,
                    project_id=project,
                    enrollment_id=inp.enrollment_id,
                    step_id=inp.step_id,
                    action="task",
                    outcome="opened",
                    facts={
                        "task_id": task.id,
                        "kind": task.kind,
                        "due_at": inp.due_at.isoformat(),
                        "expires_at": inp.expires_at.isoformat(),
                    },
                    detail=title,
                )
        return TaskOpened(
            task_id=task.id,
            outcome=task.outcome if task.status in ("completed", "expired") else None,
            dialed=task.dialed_at is not None,
        )

    @activity.defn(name="expire_task")
    async def expire_task(self, inp: ExpireTaskInput) -> TaskOpened:
        """The task's time is up: it takes its expiry outcome, unless a rep answered meanwhile."""
        async with self._pool.acquire() as conn:
            task = await tasks.expire(conn, task_id=inp.task_id, outcome=inp.outcome)
        return TaskOpened(task_id=task.id, outcome=task.outcome or inp.outcome)

    @activity.defn(name="dial_task")
    async def dial_task(self, task_id: str) -> bool:
        """Hand a due call task to the project's dialer; True once the dialer took it. Without a dialer
        (or if it refuses the task) the rep calls by hand: the task stays open either way."""
        async with self._pool.acquire() as conn:
            task = await tasks.by_id(conn, task_id=task_id)
            enrollment = await enrollments.by_id(conn, enrollment_id=task.enrollment_id)
            connection = await dialer_store.get(conn, project_id=enrollment.project_id)
            contact = await contacts.get(conn, project_id=enrollment.project_id, contact_id=task.contact_id)
        if task.dialed_at is not None:
            return True
        if task.status != "open":
            return False
        async with self._pool.acquire() as conn:
            blocked = await suppressions.contact_block(
                conn, project_id=enrollment.project_id, contact=contact, channel="call"
            )
        if blocked:  # suppressed since the task opened: no dialer calls them (the ledger says why)
            await self._note(enrollment.project_id, task, "not_dialed", blocked.detail)
            return False
        if connection is None or not task.phone:
            why = "the project has no dialer (PUT /v1/dialer)" if connection is None else "no phone number"
            await self._note(enrollment.project_id, task, "not_dialed", why)
            return False
        token = self._links.keys.sign(
            {"use": "dialer", "p": enrollment.project_id, "t": task.id}, now=datetime.now(UTC)
        )
        payload = {
            "event": "call_task.due",
            "task_id": task.id,
            "enrollment_id": task.enrollment_id,
            "phone": task.phone,
            "contact": {
                "id": contact.id,
                "email": contact.email,
                "first_name": contact.first_name,
                "last_name": contact.last_name,
            },
            "rep": task.assignee,
            "title": task.title,
            "instructions": task.body,
            "due_at": task.due_at.isoformat() if task.due_at else None,
            "timezone": task.timezone,
            "outcomes": ["connected", "voicemail", "no_answer"],
            "callback_url": f"{self._links.public_url.rstrip('/')}/hooks/dialer/{token}",
        }
        body = json.dumps(payload, separators=(",", ":")).encode()
        secret = self._ring.open(connection.secret, purpose=sealing.DIALER_SECRET)
        headers = {
            "Content-Type": "application/json",
            "X-Sequencer-Signature": dialer.signature(secret, body, int(time.time())),
            "Idempotency-Key": f"call-task-{task.id}",
        }
        try:
            async with httpx.AsyncClient(
                timeout=_DIALER_TIMEOUT, transport=GuardedTransport(self._guard)
            ) as client:
                answer = await client.post(connection.url, content=body, headers=headers)
        except HostRefused as exc:  # the rep calls by hand; the ledger says why
            await self._note(enrollment.project_id, task, "dialer_refused", f"dialer refused: {exc}")
            return False
        except httpx.HTTPError as exc:
            raise ApplicationError(
                f"dialer unreachable: {type(exc).__name__}", type="DialerUnavailable"
            ) from None
        if answer.status_code >= 500 or answer.status_code == 429:
            raise ApplicationError(f"dialer answered {answer.status_code}", type="DialerUnavailable")
        if answer.status_code >= 400:
            await self._note(
                enrollment.project_id, task, "dialer_refused", f"dialer answered {answer.status_code}"
            )
            return False
        async with self._pool.acquire() as conn:
            await tasks.mark_dialed(conn, task_id=task.id)
        await self._note(enrollment.project_id, task, "dialed", f"handed to the dialer at {connection.url}")
        return True

    async def _note(self, project_id: str, task: tasks.Task, outcome: str, detail: str) -> None:
        async with self._pool.acquire() as conn:
            await ledger.append_run(
                conn,
                project_id=project_id,
                enrollment_id=task.enrollment_id,
                step_id=task.step_id,
                action="dial",
                outcome=outcome,
                facts={"task_id": task.id},
                detail=detail,
            )
