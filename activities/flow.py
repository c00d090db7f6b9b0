"""Activities of the step graph: conditions (facts read and recorded), moves between versions, and
email reviews. The workflow decides where to go; these read and write what that needs."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import asyncpg
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.providers.crm import AttioFacts, CrmUnavailable, FactsProvider, StaticFacts
from activities.providers.pinned import GuardedTransport
from activities.step_context import step_context
from contracts import (
    ConditionInput,
    ConditionResult,
    MoveVersionInput,
    ReviewInput,
    ReviewOpened,
)
from contracts.errors import CRM_HOST_REFUSED, SUPPRESSED
from sequencer import sealing, variants
from sequencer.compose import render_email
from sequencer.expressions import Path, lookup
from sequencer.expressions import parse as parse_expression
from sequencer.models import EmailStep
from sequencer.netguard import HostGuard, HostRefused
from sequencer.render import RenderError
from storage import contact_events, contacts, crm, enrollments, ledger, sequences, suppressions, tasks
from storage.records import Contact, sender_of

CRM_TOKEN = sealing.CRM_TOKEN
ProviderFactory = Callable[[crm.CrmConnection], FactsProvider]


def provider_for(ring: sealing.KeyRing, host_guard: HostGuard | None = None) -> ProviderFactory:
    """`host_guard`: where the CRM's base URL may lead (default: public addresses only)."""
    guard = host_guard or HostGuard()

    def build(connection: crm.CrmConnection) -> FactsProvider:
        if connection.provider == "attio":
            token = ring.open(connection.token, purpose=CRM_TOKEN) if connection.token else ""
            return AttioFacts(token, base_url=connection.base_url, transport=GuardedTransport(guard))
        return StaticFacts(connection.facts)

    return build


class FlowActivities:
    def __init__(self, pool: asyncpg.Pool, providers: ProviderFactory) -> None:
        self._pool = pool
        self._providers = providers

    @activity.defn(name="evaluate_condition")
    async def evaluate_condition(self, inp: ConditionInput) -> ConditionResult:
        """Read the facts the expression names, decide, and record both in the run ledger."""
        expression = parse_expression(inp.expression)
        async with self._pool.acquire() as conn:
            enrollment = await enrollments.by_id(conn, enrollment_id=inp.enrollment_id)
            contact = await contacts.get(
                conn, project_id=enrollment.project_id, contact_id=enrollment.contact_id
            )
            events = await contact_events.list_for(
                conn, project_id=enrollment.project_id, contact_id=contact.id, limit=1000
            )
            connection = await crm.get(conn, project_id=enrollment.project_id)
        roots: dict[str, Any] = {
            "contact": _contact_facts(contact),
            "events": {e.type: {**e.data, "received_at": e.received_at.isoformat()} for e in events},
        }
        if any(path[0] == "crm" for path in expression.paths):
            roots["crm"] = await self._crm_facts(connection, contact.email)
        read: dict[str, Any] = {}

        def fact(path: Path) -> Any:
            value = lookup(roots, path)
            read[".".join(path)] = value
            return value

        holds = expression.evaluate(fact)
        async with self._pool.acquire() as conn:
            await ledger.append_run(
                conn,
                project_id=enrollment.project_id,
                enrollment_id=inp.enrollment_id,
                step_id=inp.step_id,
                action="condition",
                outcome="then" if holds else "else",
                branch="then" if holds else "else",
                facts={"if": inp.expression, "read": read},
            )
        return ConditionResult(holds=holds, facts=read)

    async def _crm_facts(self, connection: crm.CrmConnection | None, email: str) -> dict[str, Any]:
        if connection is None:
            return {}
        try:
            return await self._providers(connection).facts(email)
        except CrmUnavailable as exc:
            raise ApplicationError(f"CRM unavailable: {exc}", type="CrmUnavailable") from None  # retried
        except HostRefused as exc:  # the base URL leads somewhere the server does not go: no retry helps
            raise ApplicationError(f"CRM refused: {exc}", type=CRM_HOST_REFUSED, non_retryable=True) from None

    @activity.defn(name="move_version")
    async def move_version(self, inp: MoveVersionInput) -> None:
        """The enrollment follows a new version: its row points at it and the ledger says so."""
        async with self._pool.acquire() as conn, conn.transaction():
            enrollment = await enrollments.by_id(conn, enrollment_id=inp.enrollment_id)
            version = await sequences.get_version(conn, version_id=inp.version_id)
            await enrollments.set_version(conn, enrollment_id=inp.enrollment_id, version_id=inp.version_id)
            if inp.from_step is not None:  # a task the old step opened waits for nobody now
                await tasks.cancel_open(conn, enrollment_id=inp.enrollment_id, step_id=inp.from_step)
            await ledger.append_run(
                conn,
                project_id=enrollment.project_id,
                enrollment_id=inp.enrollment_id,
                step_id=inp.to_step,
                action="version_change",
                outcome=inp.policy,
                detail=f"moved to version {version.version} ({inp.policy}): "
                f"from step {inp.from_step or '-'} to {inp.to_step or 'the end'}",
                facts={"version": version.version, "from_step": inp.from_step, "to_step": inp.to_step},
            )

    @activity.defn(name="open_review")
    async def open_review(self, inp: ReviewInput) -> ReviewOpened:
        """Render the email (its variant too) into a review task for the rep; found again on retries.
        A suppressed contact gets no review, as they would get no email: refused as `Suppressed`."""
        async with self._pool.acquire() as conn:
            found = await step_context(
                conn, enrollment_id=inp.enrollment_id, step_id=inp.step_id, kind=EmailStep, what="an email"
            )
            project, contact, mailbox = found.enrollment.project_id, found.contact, found.mailbox
            index, step = found.index, found.step
            blocked = await suppressions.contact_block(
                conn, project_id=project, contact=contact, channel="email"
            )
            if blocked:
                await ledger.append_run(
                    conn,
                    project_id=project,
                    enrollment_id=inp.enrollment_id,
                    step_id=inp.step_id,
                    action="review",
                    outcome="refused",
                    branch=SUPPRESSED,
                    detail=blocked.detail,
                )
                raise ApplicationError(blocked.detail, blocked.reason, type=SUPPRESSED, non_retryable=True)
            variant = variants.chosen(step, inp.enrollment_id)
            try:
                subject, body = render_email(
                    step,
                    index,
                    contact=contact.model_dump(),
                    sender=sender_of(mailbox),
                    variant=variant,
                    variables=found.enrollment.variables,
                )
            except RenderError as exc:
                raise ApplicationError(str(exc), type="TemplateError", non_retryable=True) from None
            task, _ = await tasks.open_task(
                conn,
                project_id=project,
                enrollment_id=inp.enrollment_id,
                contact_id=contact.id,
                mailbox_id=mailbox.id,
                step_id=inp.step_id,
                visit=inp.visit,
                kind="review",
                assignee=mailbox.email,
                due_at=datetime.now(UTC),
                expires_at=inp.expires_at,
                subject=subject,
                body=body,
                variant=step.variants[variant].id if variant is not None else None,
            )
        return ReviewOpened(task_id=task.id, outcome=task.outcome if task.status != "open" else None)

    @activity.defn(name="expire_review")
    async def expire_review(self, task_id: str) -> ReviewOpened:
        """The review's time is up: close it unless the rep answered meanwhile (then that answer)."""
        async with self._pool.acquire() as conn:
            task = await tasks.expire(conn, task_id=task_id)
        return ReviewOpened(task_id=task.id, outcome=task.outcome)


def _contact_facts(contact: Contact) -> dict[str, Any]:
    return {k: v for k, v in contact.model_dump(mode="json").items() if k not in ("id", "project_id")}
