"""POST /v1/sequences/simulate: the real workflow on a time-skipping server of its own, against the schedule
preview, a real time-skipping run of the product, and the project's records (which it must not touch)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import UTC, date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import httpx
import pytest
from temporalio.testing import WorkflowEnvironment

from api.app import create_app
from sequencer.payload_codec import data_converter
from sequencer.settings import Settings
from starter.client import Sequencer
from starter.temporal_setup import ensure_search_attributes
from storage import suppressions
from tests.factories import make_contact, make_mailbox, make_sequence
from tests.support import make_api_key, unique, unique_email, venv_binary, workflow_result
from worker import running_worker

AUCKLAND = "Pacific/Auckland"  # 12 or 13 hours ahead of UTC: its business days are not UTC's
OFFICE_HOURS = {"days": ["mon", "tue", "wed", "thu", "fri"], "start": "08:00", "end": "18:00"}
STEPS: list[dict[str, Any]] = [
    {
        "id": "intro",
        "type": "email",
        "subject": "{{ contact.first_name }}, a question about {{ contact.fields.company }}",
        "body": "Hi {{ contact.first_name }}",
    },
    {"id": "bump", "type": "email", "after": "1bd", "reply_in_thread": True, "body": "Bumping this."},
    {
        "id": "case",
        "type": "email",
        "after": "2bd",
        "subject": "How {{ contact.fields.company }}'s peers did it",
        "body": "A case study.",
    },
    {"id": "last", "type": "email", "after": "3bd", "reply_in_thread": True, "body": "Last note."},
]


def document(steps: list[dict[str, Any]] = STEPS, **extra: Any) -> dict[str, Any]:
    return {"name": unique("sim"), "window": OFFICE_HOURS, **extra, "steps": steps}


def contact(zone: str = AUCKLAND) -> dict[str, Any]:
    return {
        "email": unique_email(),
        "first_name": "Dana",
        "timezone": zone,
        "fields": {"company": "Globex"},
    }


def friday_10am(zone: str = AUCKLAND, after: datetime | None = None) -> datetime:
    """A Friday 10:00 on the contact's clock, at least a week after `after` (default: now)."""
    here = (after or datetime.now(UTC)).astimezone(ZoneInfo(zone)) + timedelta(days=7)
    day = here.date() + timedelta(days=(4 - here.weekday()) % 7)
    return datetime.combine(day, time(10), tzinfo=ZoneInfo(zone))


def local(day: datetime, plus_days: int, at: time = time(10)) -> str:
    """The ISO string of `at` on the date `plus_days` after `day`, on the contact's clock (business
    days keep the wall-clock time)."""
    return datetime.combine(day.date() + timedelta(days=plus_days), at, tzinfo=day.tzinfo).isoformat()


def elapsed(day: datetime, plus_days: int) -> str:
    """`plus_days` times 24 hours after `day`, on the contact's clock (`+2d` is 48 elapsed hours)."""
    return (day.astimezone(UTC) + timedelta(days=plus_days)).astimezone(day.tzinfo).isoformat()


async def run(api: httpx.AsyncClient, **body: Any) -> dict[str, Any]:
    answer = await api.post("/v1/sequences/simulate", json=body)
    assert answer.status_code == 200, answer.text
    return answer.json()


def by_id(report: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {step["id"]: step for step in report["steps"]}


async def test_business_day_waits_follow_the_preview_on_the_contacts_clock(sequencer: Sequencer):
    friday = friday_10am()
    reader = await make_api_key(sequencer.pool, scopes=("read",))  # a simulation changes nothing
    transport = httpx.ASGITransport(app=create_app(sequencer))
    headers = {"Authorization": f"Bearer {reader}"}
    async with httpx.AsyncClient(transport=transport, base_url="http://api.test", headers=headers) as api:
        report = await run(api, sequence=document(), contact=contact(), start=friday.isoformat())

    assert (report["timezone"], report["timezone_source"]) == (AUCKLAND, "contact")
    assert report["start"] == friday.isoformat()
    assert report["status"] == "completed"
    # Friday, then 1, 2 and 3 business days on Auckland's calendar (Thursday evening in UTC).
    expected = [local(friday, 0), local(friday, 3), local(friday, 5), local(friday, 10)]
    assert [s["at"] for s in report["steps"]] == expected
    assert [s["at"] for s in report["preview"]] == expected
    assert [s["id"] for s in report["steps"]] == ["intro", "bump", "case", "last"]
    assert [s["at_utc"] for s in report["steps"]] == [
        datetime.fromisoformat(at).astimezone(UTC).isoformat() for at in expected
    ]
    assert [(s["subject"], s["thread"], s["outcome"]) for s in report["steps"]] == [
        ("Dana, a question about Globex", False, "sent"),
        ("Re: Dana, a question about Globex", True, "sent"),
        ("How Globex's peers did it", False, "sent"),
        ("Re: Dana, a question about Globex", True, "sent"),
    ]
    assert report["events"] == [] and report["elapsed_seconds"] > 0


@pytest.mark.parametrize(
    ("events", "status", "sent", "when"),
    [
        # The contact answers the bump (Monday): nothing after it goes.
        (["reply@step:bump"], "replied", ["intro", "bump"], lambda friday: local(friday, 3)),
        # Two days after the start (Sunday), before the bump is due.
        (["bounce@+2d"], "bounced", ["intro"], lambda friday: elapsed(friday, 2)),
        (["unsubscribe@step:case"], "unsubscribed", ["intro", "bump", "case"], lambda f: local(f, 5)),
        (["meeting_booked@step:intro"], "meeting_booked", ["intro"], lambda friday: local(friday, 0)),
        (["exit@+4d"], "exited", ["intro", "bump"], lambda friday: elapsed(friday, 4)),
    ],
)
async def test_an_event_ends_the_walk_where_it_happens(
    api: httpx.AsyncClient, events: list[str], status: str, sent: list[str], when: Any
):
    friday = friday_10am()

    report = await run(api, sequence=document(), contact=contact(), events=events, start=friday.isoformat())

    assert report["status"] == status
    assert [s["id"] for s in report["steps"] if s["outcome"] == "sent"] == sent
    later = [s for s in report["steps"] if s["id"] not in sent]
    assert later and all((s["outcome"], s["at"], s["subject"]) == ("not_reached", None, None) for s in later)
    (event,) = report["events"]
    assert event["event"] == events[0] and event["delivered"] is True
    assert event["at"] == when(friday)


async def test_an_out_of_office_reply_holds_the_next_send_until_the_contact_is_back(api: httpx.AsyncClient):
    friday = friday_10am()
    back = (friday + timedelta(days=10)).date()  # a Monday: resume one business day later, at 08:00
    body: dict[str, Any] = {"sequence": document(), "contact": contact(), "start": friday.isoformat()}

    undated = by_id(await run(api, **body, events=["auto_reply@step:intro"]))
    dated = by_id(await run(api, **body, events=[f"auto_reply={back.isoformat()}@step:intro"]))

    # No return date: back a week after the answer (the inbox poller's rule); the bump was due Monday.
    assert undated["bump"]["at"] == elapsed(friday, 7)
    assert undated["last"]["outcome"] == "sent"
    assert dated["bump"]["at"] == local(friday, 11, time(8))


@pytest.fixture
async def product_on_a_fresh_server(pool, gmail) -> AsyncIterator[tuple[WorkflowEnvironment, Sequencer]]:
    """The product on a test server of its own, whose clock starts today as the simulation's does
    (the shared server's clock may be years ahead by late in a run, past what a simulation accepts)."""
    env = await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=venv_binary("temporal-test-server"),
        data_converter=data_converter(Settings().key_ring),
    )
    await ensure_search_attributes(env.client)
    queue = unique("tq")
    try:
        clock = env.get_current_time
        async with running_worker(env.client, pool, gmail, queue, poll_seconds=None, clock=clock):
            yield (
                env,
                Sequencer(
                    pool, env.client, project_id="default", task_queue=queue, poll_seconds=None, clock=clock
                ),
            )
    finally:
        await env.shutdown()


async def test_the_simulation_matches_a_real_time_skipping_run_of_the_product(
    pool, product_on_a_fresh_server: tuple[WorkflowEnvironment, Sequencer], api: httpx.AsyncClient
):
    temporal_env, sequencer = product_on_a_fresh_server
    steps = STEPS[:3]
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        person = await make_contact(conn, timezone=AUCKLAND, country="NZ", fields={"company": "Globex"})
        version = await make_sequence(conn, steps, window=OFFICE_HOURS)
    # Both runs start on the same whole second, a Friday 10:00 in Auckland ahead of both clocks.
    friday = friday_10am(after=max(datetime.now(UTC), await temporal_env.get_current_time()))
    await temporal_env.sleep(friday - await temporal_env.get_current_time())
    enrollment = await sequencer.enroll(contact_id=person.id, sequence=version.name, mailbox=mailbox.email)
    result = await workflow_result(temporal_env, enrollment.workflow_id)
    ledger = await pool.fetch(
        """SELECT step_id, subject, planned_at FROM send_ledger
            WHERE enrollment_id = $1::uuid ORDER BY planned_at""",
        enrollment.id,
    )

    report = await run(
        api,
        sequence=version.name,
        contact={
            "email": person.email,
            "first_name": "Dana",
            "timezone": AUCKLAND,
            "country": "NZ",
            "fields": {"company": "Globex"},
        },
        mailbox=mailbox.email,
        start=friday.isoformat(),
    )

    assert result["status"] == report["status"] == "completed"
    assert [s["id"] for s in report["steps"]] == [r["step_id"] for r in ledger] == ["intro", "bump", "case"]
    assert [s["subject"] for s in report["steps"]] == [r["subject"] for r in ledger]
    for step, row in zip(report["steps"], ledger, strict=True):
        # Each send counts from the one before's planned moment, so the product's run is off only by
        # the seconds its own start took after `friday` (the starter's transaction, on a loaded
        # machine). Anything past that margin is a different plan.
        simulated = datetime.fromisoformat(step["at_utc"])
        assert abs(row["planned_at"] - simulated) < timedelta(seconds=10), (step, row["planned_at"])
    assert report["steps"][2]["at"] == local(friday, 5)


async def test_a_simulation_leaves_the_projects_records_alone(pool, api: httpx.AsyncClient):
    tables = (
        "contacts",
        "enrollments",
        "send_ledger",
        "run_ledger",
        "suppressions",
        "sequences",
        "mailboxes",
        "contact_events",
        "tasks",
    )

    async def counts() -> dict[str, int]:
        return {t: await pool.fetchval(f"SELECT count(*) FROM {t}") for t in tables}

    before = await counts()
    person = contact()
    report = await run(
        api,
        sequence=document(),
        contact=person,
        events=["unsubscribe@step:bump"],  # writes a suppression: in the scratch schema only
        start=friday_10am().isoformat(),
    )

    assert report["status"] == "unsubscribed"
    assert await counts() == before
    assert await pool.fetchval("SELECT count(*) FROM contacts WHERE email = $1", person["email"]) == 0
    assert await pool.fetchval(r"SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'sim\_%'") == 0


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"events": ["reply@step:intro", "reply@tomorrow"]}, "events[1]"),
        ({"events": ["replied@step:intro"]}, "events[0]"),
        ({"events": ["reply@step:nope"]}, "events[0]"),
        ({"events": ["auto_reply=soon@step:intro"]}, "events[0]"),
        ({"contact": {"email": "not an address"}}, "contact.email"),
        ({"contact": {"email": "dana@globex.test", "timezone": "Mars/Olympus"}}, "contact.timezone"),
        ({"sequence": document([{**STEPS[0]}, {**STEPS[1], "after": "soon"}])}, "sequence.steps[1].after"),
        ({"sequence": document([STEPS[0], {**STEPS[1], "wait": "2d"}])}, "sequence.steps[1].wait"),
        ({"sequence": unique("no-such-sequence")}, "sequence"),
        ({"start": "2026-01-05T10:00:00"}, "start"),
        ({"start": "2020-01-06T10:00:00Z"}, "start"),
        ({"mailbox_timezone": "Nowhere/Near"}, "mailbox_timezone"),
    ],
)
async def test_bad_input_is_a_422_naming_the_field(api: httpx.AsyncClient, pool, change: dict, field: str):
    body = {"sequence": document(), "contact": contact(), "start": friday_10am().isoformat(), **change}

    answer = await api.post("/v1/sequences/simulate", json=body)

    assert answer.status_code == 422, answer.text
    assert answer.json()["error"]["field"] == field
    assert await pool.fetchval(r"SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'sim\_%'") == 0


async def test_an_events_key_may_not_simulate(sequencer: Sequencer):
    key = await make_api_key(sequencer.pool, scopes=("events",))
    transport = httpx.ASGITransport(app=create_app(sequencer))
    async with httpx.AsyncClient(
        transport=transport, base_url="http://api.test", headers={"Authorization": f"Bearer {key}"}
    ) as api:
        answer = await api.post("/v1/sequences/simulate", json={"sequence": "x", "contact": contact()})

    assert answer.status_code == 403
    assert "needs read" in answer.json()["error"]["message"]


GRAPH: list[dict[str, Any]] = [
    {"id": "intro", "type": "email", "subject": "Hi {{ contact.first_name }}", "body": "Hi", "review": True},
    {
        "id": "fit",
        "type": "condition",
        "if": 'contact.fields.plan == "pro"',
        "then": "thanks",
        "else": "nudge",
    },
    {
        "id": "nudge",
        "type": "email",
        "after": "1bd",
        "reply_in_thread": True,
        "body": "Nudge",
        "next": "listen",
    },
    {
        "id": "listen",
        "type": "wait_for",
        "event": "deal_stage_changed",
        "timeout": "2bd",
        "then": "thanks",
        "else": "jump",
    },
    {"id": "jump", "type": "goto", "next": "last"},
    {"id": "last", "type": "email", "after": "1bd", "subject": "Last", "body": "Last", "next": "end"},
    {"id": "thanks", "type": "email", "subject": "Thanks!", "body": "Thanks"},
]


@pytest.mark.parametrize(
    ("plan", "walk", "unreached"),
    [
        ("free", ["intro", "fit", "nudge", "listen", "jump", "last"], ["thanks"]),
        ("pro", ["intro", "fit", "thanks"], ["nudge", "listen", "jump", "last"]),
    ],
)
async def test_a_branching_sequence_lists_its_steps_in_the_order_they_ran(
    api: httpx.AsyncClient, plan: str, walk: list[str], unreached: list[str]
):
    friday = friday_10am()
    person = {**contact(), "fields": {"plan": plan}}

    report = await run(api, sequence=document(GRAPH), contact=person, start=friday.isoformat())

    assert report["status"] == "completed"
    assert [s["id"] for s in report["steps"]] == walk + unreached
    assert all(s["outcome"] == "not_reached" for s in report["steps"][len(walk) :])
    steps = by_id(report)
    # The review is approved the moment it opens, so the intro goes when it is due.
    assert (steps["intro"]["at"], steps["intro"]["outcome"]) == (local(friday, 0), "sent")
    assert steps["fit"]["branch"] == walk[2]
    if plan == "free":
        assert (steps["listen"]["outcome"], steps["listen"]["branch"]) == ("timeout", "jump")
        assert steps["listen"]["at"] == local(friday, 5)  # Monday's nudge, then two business days
        assert steps["last"]["at"] == local(friday, 6)


async def test_a_start_with_a_fraction_of_a_second_keeps_it_where_the_preview_does(api: httpx.AsyncClient):
    start = friday_10am() + timedelta(milliseconds=250)
    steps = [*STEPS[:3], {**STEPS[3], "after": "3bd 9h"}]  # 19:00.25 is past 18:00: Tuesday 08:00 sharp

    report = await run(api, sequence=document(steps), contact=contact(), start=start.isoformat())

    assert report["start"] == start.isoformat()
    assert [s["at"] for s in report["steps"]] == [s["at"] for s in report["preview"]]
    assert (
        report["steps"][1]["at"]
        == datetime.combine(
            start.date() + timedelta(days=3), time(10, 0, 0, 250000), tzinfo=start.tzinfo
        ).isoformat()
    )
    assert report["steps"][3]["at"] == local(start, 11, time(8))


async def test_a_suppressed_address_is_refused_as_enrolling_it_would_be(api: httpx.AsyncClient, pool):
    person = contact()
    async with pool.acquire() as conn:
        await suppressions.add(
            conn, project_id="default", email=person["email"], reason="unsubscribe", source="test"
        )

    answer = await api.post(
        "/v1/sequences/simulate", json={"sequence": document(), "contact": person, "start": None}
    )

    assert answer.status_code == 422, answer.text
    assert (answer.json()["error"]["code"], answer.json()["error"]["field"]) == ("refused", "contact.email")


async def test_an_ab_step_gets_the_same_variant_in_every_simulation_of_the_contact(api: httpx.AsyncClient):
    variants = [
        {"id": "A", "subject": "Quick question", "weight": 1},
        {"id": "B", "subject": "Still?", "weight": 1},
    ]
    steps = [{"id": "ab", "type": "email", "body": "Hi", "variants": variants}]
    body = {"sequence": document(steps), "contact": contact(), "start": friday_10am().isoformat()}

    first, second = by_id(await run(api, **body))["ab"], by_id(await run(api, **body))["ab"]

    assert first["variant"] in ("A", "B")
    assert (first["variant"], first["subject"]) == (second["variant"], second["subject"])
    assert first["subject"] == {"A": "Quick question", "B": "Still?"}[first["variant"]]


async def test_a_simulation_years_ahead_keeps_that_years_holidays_as_the_preview_does(api: httpx.AsyncClient):
    # Waitangi Day (6 February, New Zealand) on a weekday at least four years on: the run's holidays
    # come from its own clock, not from the year the simulation is asked in.
    this_year = datetime.now(UTC).year
    year = next(y for y in range(this_year + 4, this_year + 10) if 1 <= date(y, 2, 6).weekday() <= 4)
    eve = datetime.combine(date(year, 2, 5), time(10), tzinfo=ZoneInfo(AUCKLAND))
    person = {**contact(), "country": "NZ"}

    report = await run(
        api, sequence=document(STEPS[:2], holidays=True), contact=person, start=eve.isoformat()
    )

    assert [s["at"] for s in report["steps"]] == [local(eve, 0), local(eve, 2)]  # 1bd skips the 6th
    assert [s["at"] for s in report["preview"]] == [s["at"] for s in report["steps"]]


EVERY_KIND: list[dict[str, Any]] = [
    {"id": "intro", "type": "email", "subject": "Hi", "body": "Hi"},
    {
        "id": "fit",
        "type": "condition",
        "after": "2h",
        "if": 'contact.fields.plan == "pro"',
        "then": "end",
        "else": "call",
    },
    {"id": "call", "type": "task", "kind": "call", "due": "1h", "expires": "1d"},
    {
        "id": "listen",
        "type": "wait_for",
        "event": "deal_stage_changed",
        "timeout": "1d",
        "then": "end",
        "else": "last",
    },
    {"id": "last", "type": "email", "after": "3h", "subject": "Last", "body": "Last"},
]


@pytest.fixture
def slow_activities(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every activity of the simulated run takes 1.2 s more, as on a busy machine (the simulated clock
    runs at wall speed while an activity runs, so each one adds its seconds to it), and so does the
    way from the simulation's start to the enrollment's first workflow task."""
    from simulator import observer

    inner = observer._ObservedActivity.execute_activity

    async def slowly(self: Any, input: Any) -> Any:
        await asyncio.sleep(1.2)
        return await inner(self, input)

    monkeypatch.setattr(observer._ObservedActivity, "execute_activity", slowly)

    # And the enrollment's start reaches the server 1.2 s after the simulation's start.
    from activities.enrollment_service import EnrollmentService

    checks = EnrollmentService._check_sendable

    async def slow_checks(self: Any, *args: Any) -> Any:
        await asyncio.sleep(1.2)
        return await checks(self, *args)

    monkeypatch.setattr(EnrollmentService, "_check_sendable", slow_checks)


async def test_every_step_kind_reports_the_moment_its_plan_had_however_long_the_activities_took(
    api: httpx.AsyncClient, slow_activities: None
):
    friday = friday_10am()
    person = {**contact(), "fields": {"plan": "free"}}

    report = await run(api, sequence=document(EVERY_KIND), contact=person, start=friday.isoformat())

    assert report["status"] == "completed"
    steps = by_id(report)
    at = {step_id: steps[step_id]["at"] for step_id in ("intro", "fit", "call", "listen", "last")}
    noon = datetime.combine(friday.date(), time(12), tzinfo=friday.tzinfo)
    assert at == {
        "intro": local(friday, 0),
        "fit": noon.isoformat(),  # 2 hours after the intro
        "call": (noon + timedelta(hours=1)).isoformat(),  # due an hour after the step began
        # The call expired a day after it was due; the timeout a day after that; then Monday 08:00.
        "listen": (noon + timedelta(days=2, hours=1)).isoformat(),
        "last": local(friday, 3, time(8)),
    }
    assert (steps["listen"]["outcome"], steps["call"]["outcome"]) == ("timeout", "no_answer")
