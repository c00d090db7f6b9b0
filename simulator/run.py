"""What a sequence will really do for one contact, before anyone is enrolled: `sequencer simulate` and
`POST /v1/sequences/simulate`.

A simulation runs the real EnrollmentWorkflow and its real activities (the product's worker), on a
stage of its own (`simulator.stage`: a time-skipping test server, a Gmail sandbox, a scratch schema
holding copies of what the run needs). The project's own tables are only read. Contact events
(`--event reply@step:bump`) reach the workflow through the product's own paths at the simulated moment
(`simulator.deliveries`): a small workflow on the same server performs each one from an activity, so
the server skips no time while it is being delivered (`simulator.actions`).

Deterministic by construction, so the timeline can be compared with the schedule preview
(`starter/preview.py`): no jitter (the sequence's `jitter` is set to 0s in the scratch copy), no send
caps (the scratch mailbox allows what Google allows, with no minimum gap: one contact alone never meets
a daily cap, and other enrollments' sends are not simulated), review steps approved the moment they open,
tasks left unanswered (they take their expiry outcome), A/B variants drawn from an enrollment id derived
from the contact and the sequence (the same in every simulation of them). A wait counts from the
moment the plan had for the step before it, as in the product (`timing.wait_counts_from`); reported
times drop the milliseconds left of the run's own activities on the simulated clock
(`simulator.report.planned`).
"""

from __future__ import annotations

import asyncio
import secrets
import time
import uuid
from datetime import datetime
from typing import Any

import asyncpg
from temporalio import activity

from activities.mailbox import start_mailbox_workflow
from activities.providers.gmail import GmailClient, credentials_factory
from contracts import EnrollmentResult
from sequencer.contact_fields import ContactIn
from sequencer.ids import enrollment_workflow_id
from sequencer.netguard import AllowList, HostGuard, entry_text, url_endpoint
from sequencer.schedule import Zones, resolve_zones
from sequencer.settings import Settings
from sequencer.zones import is_valid_zone
from simulator.actions import Action, Actions
from simulator.deliveries import Target, approve_review, deliver_event, exit_at_horizon
from simulator.errors import SimulationInputError, SimulationTimeout
from simulator.events import (
    HORIZON,
    EventOutcome,
    EventSpec,
    check_event_steps,
    check_event_times,
    check_start,
    event_moment,
    parse_events,
)
from simulator.observer import Observer, ReviewOpened, StepRan, Timeline
from simulator.project import Loaded, load, recipient
from simulator.report import build_report
from simulator.scratch import copy_in
from simulator.stage import Stage, begin_at, stage, time_skipping
from starter.client import Sequencer
from starter.preview import preview_schedule
from starter.results import settled
from storage import ledger
from worker import running_worker

WALL_LIMIT_SECONDS = 120.0  # a simulation taking longer than this (a loop of 1,000 steps) is given up
_IDS = uuid.UUID("9e891a12-42bb-436a-a460-4f8a95d720b0")  # namespace of simulated enrollment ids


class Run:
    """One enrollment's simulation: what it observes, its events, and their deliveries."""

    def __init__(
        self,
        stage: Stage,
        *,
        project_id: str,
        loaded: Loaded,
        contact: ContactIn,
        specs: list[EventSpec],
        zones: Zones,
    ) -> None:
        self.stage, self.project_id, self.loaded, self.contact = stage, project_id, loaded, contact
        self.specs, self.zones = specs, zones
        self.queue = f"simulation-{secrets.token_hex(5)}"
        self.seq = Sequencer(
            stage.scratch.pool,
            stage.env.client,
            project_id=project_id,
            task_queue=self.queue,
            poll_seconds=None,
            clock=stage.env.get_current_time,  # the run's holidays are those of the simulated years
        )
        self.timeline = Timeline(loaded.parsed)
        self.actions = Actions(stage.env.client, self.queue)
        self.outcomes = [EventOutcome() for _ in specs]
        self.waiting: dict[str, list[int]] = {}  # step id -> events to deliver after its first run
        for index, spec in enumerate(specs):
            if spec.step is not None:
                self.waiting.setdefault(spec.step, []).append(index)
        self.workflow_id: str | None = None  # the enrollment's, once its contact exists
        self.enrolled = asyncio.Event()  # its row is committed
        self.target: Target | None = None  # what the deliveries reach, once enrolled

    # -- observing (simulator.observer.Listener) ---------------------------------------------------
    def refused(self, info: activity.Info, args: Any, message: str) -> None:
        self.timeline.refused(info.activity_type, args[0] if args else None, info.scheduled_time, message)

    async def completed(self, info: activity.Info, args: Any, result: Any) -> None:
        seen = self.timeline.completed(
            info.activity_type, args[0] if args else None, result, info.scheduled_time
        )
        if isinstance(seen, StepRan):
            await self._after_step(seen.step_id, at=seen.at)
        elif isinstance(seen, ReviewOpened):
            await self.actions.start(self._approve(seen.task_id))

    async def _after_step(self, step_id: str, at: datetime | None = None) -> None:
        for index in self.waiting.pop(step_id, []):
            try:
                await self.actions.start(self._deliver(index), at=at)
            except Exception as exc:  # noqa: BLE001 - the step itself went fine: say so, fail nothing
                self.outcomes[index].detail = f"could not be scheduled: {exc}"

    # -- acting ------------------------------------------------------------------------------------
    def _target(self) -> Target:
        assert self.target is not None, "no action runs before the enrollment exists"
        return self.target

    def _deliver(self, index: int) -> Action:
        async def deliver(now: datetime) -> None:
            await deliver_event(self._target(), index, self.specs[index], self.outcomes[index], now)

        return deliver

    def _approve(self, task_id: str) -> Action:
        async def approve(_: datetime) -> None:
            await approve_review(self._target(), task_id)

        return approve

    async def _horizon(self, _: datetime) -> None:
        await exit_at_horizon(self._target())

    # -- the whole run -----------------------------------------------------------------------------
    async def execute(self, start: datetime | None) -> dict[str, Any]:
        env, scratch, url = self.stage.env, self.stage.scratch.pool, self.stage.sandbox_url
        settings = Settings(gmail_endpoint=url, gmail_auth="sandbox", project_id=self.project_id)
        copies = await copy_in(
            self.stage.scratch,
            project_id=self.project_id,
            loaded=self.loaded,
            contact=self.contact,
            sandbox_url=url,
            key_ring=settings.key_ring,
        )
        person = copies.person
        self.workflow_id = enrollment_workflow_id(self.project_id, person.id)
        gmail = GmailClient(endpoint=url, credentials=credentials_factory(settings))
        async with (
            running_worker(
                env.client,
                scratch,
                gmail,
                self.queue,
                poll_seconds=None,
                clock=env.get_current_time,
                key_ring=settings.key_ring,
                host_guard=HostGuard(AllowList.parse([entry_text(*url_endpoint(url))])),  # its sandbox
            ),
            self.actions.worker(),
        ):
            # The mailbox's workflow (send slots) runs before the first send asks it, as for a mailbox
            # the product watches: the first email then waits for no workflow start.
            await start_mailbox_workflow(
                scratch,
                env.client,
                project_id=self.project_id,
                mailbox_id=copies.sender.id,
                task_queue=self.queue,
                poll_seconds=None,
            )
            begins = await begin_at(env, start)
            # The enrollment id picks A/B variants: one derived from the contact and the sequence
            # gives every simulation of them the same variants.
            enrollment_id = uuid.uuid5(_IDS, f"{self.project_id}:{copies.version.name}:{person.email}")
            async with scratch.acquire() as conn:
                enrollment = await self.seq.enroll_loaded(
                    conn,
                    person,
                    copies.version,
                    copies.sender,
                    enrollment_id=str(enrollment_id),
                    begins_at=begins,  # the plan's start, not when the start request got there
                )
            self.target = Target(
                seq=self.seq,
                client=env.client,
                scratch=scratch,
                project_id=self.project_id,
                contact=self.contact,
                contact_id=person.id,
                enrollment=enrollment,
                zones=self.zones,
                begins=begins,
            )
            self.enrolled.set()
            await self._schedule_timed_events(begins)
            await self.actions.start(self._horizon, at=begins + HORIZON)
            handle = env.client.get_workflow_handle(
                enrollment.workflow_id, run_id=enrollment.workflow_run_id, result_type=EnrollmentResult
            )
            try:
                async with time_skipping(env):
                    result = await asyncio.wait_for(settled(handle, attempts=50), timeout=WALL_LIMIT_SECONDS)
            except TimeoutError:
                raise SimulationTimeout(
                    f"the simulation did not end within {WALL_LIMIT_SECONDS:.0f} s of real time"
                ) from None
            await self.actions.settled()
            async with scratch.acquire() as conn:
                sent = await ledger.subjects_for_enrollment(conn, enrollment_id=enrollment.id)
        return build_report(
            loaded=self.loaded,
            zones=self.zones,
            begins=begins,
            enrollment_id=enrollment.id,
            status=result.status,
            reason=result.reason,
            entries=self.timeline.entries,
            sent=sent,
            specs=self.specs,
            outcomes=self.outcomes,
        )

    async def _schedule_timed_events(self, begins: datetime) -> None:
        """Events at an instant or a delay after the start (never before the start)."""
        for index, spec in enumerate(self.specs):
            at = event_moment(
                spec,
                begins,
                document=self.loaded.parsed,
                recipient=recipient(self.contact),
                blackout=self.loaded.blackout,
                zone=self.zones.email.name,
            )
            if at is not None:
                self.outcomes[index].at = max(at, begins)
                await self.actions.start(self._deliver(index), at=max(at, begins))


async def simulate(
    pool: asyncpg.Pool,
    *,
    project_id: str,
    sequence: dict[str, Any] | str,
    contact: ContactIn,
    events: list[str] | tuple[str, ...] = (),
    start: datetime | None = None,
    mailbox_timezone: str | None = None,
    mailbox: str | None = None,
) -> dict[str, Any]:
    """Simulate one enrollment of `contact` in `sequence` (a document, or a published sequence's name
    or id: its newest version) from `start` (default: now), with `events`; the answer the API gives.
    `pool` is the project's database: only read (and used to create and drop the scratch schema)."""
    began = time.monotonic()
    specs = parse_events(events)
    check_start(start)
    if mailbox_timezone is not None and not is_valid_zone(mailbox_timezone):
        raise SimulationInputError.at("mailbox_timezone", f"unknown IANA time zone {mailbox_timezone!r}")
    loaded = await load(pool, project_id, sequence, contact, mailbox, mailbox_timezone)
    check_event_steps(specs, loaded.parsed)
    check_event_times(specs, start)
    zones = resolve_zones(recipient(contact), loaded.mailbox_timezone)
    observer = Observer()
    async with stage(pool, observer) as staged:
        run = Run(staged, project_id=project_id, loaded=loaded, contact=contact, specs=specs, zones=zones)
        observer.listener = run
        report = await run.execute(start)
    preview = await preview_schedule(
        pool,
        project_id=project_id,
        sequence=loaded.document,
        recipient=recipient(contact),
        mailbox_timezone=loaded.mailbox_timezone,
        start=datetime.fromisoformat(report["start"]),
    )
    report["preview"] = preview["steps"]
    report["elapsed_seconds"] = round(time.monotonic() - began, 3)
    return report


__all__ = ["Run", "simulate"]
