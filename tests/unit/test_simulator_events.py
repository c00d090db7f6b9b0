"""What a simulation is asked, checked before anything runs: each `--event` parsed or refused naming
its field, the start, the steps the events name, and the moments of timed events."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import pytest

from sequencer.durations import parse_delay
from sequencer.models import SequenceDocument
from sequencer.schedule import Recipient
from simulator import SimulationInputError, check_event_steps, check_start, parse_event
from simulator.events import MAX_EVENTS, check_event_times, event_moment, parse_events

NOW = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)  # a Monday


def document(*steps: dict) -> SequenceDocument:
    return SequenceDocument.model_validate({"name": "sim", "steps": list(steps)})


def email(step_id: str, **extra) -> dict:
    return {"id": step_id, "type": "email", "subject": "s", "body": "b", **extra}


def test_an_event_happens_after_a_step_a_delay_after_the_start_or_at_an_instant():
    after_step = parse_event("reply@step:bump", 0)
    after_delay = parse_event("bounce@+2bd", 1)
    at_instant = parse_event("exit@2026-12-10T09:00:00Z", 2)

    assert (after_step.kind, after_step.step) == ("reply", "bump")
    assert (after_delay.kind, after_delay.after) == ("bounce", parse_delay("2bd"))
    assert (at_instant.kind, at_instant.at) == ("exit", datetime(2026, 12, 10, 9, tzinfo=UTC))


def test_only_an_out_of_office_takes_a_value_its_return_date():
    assert parse_event("auto_reply=2026-12-10@step:intro", 0).returns == date(2026, 12, 10)
    with pytest.raises(SimulationInputError, match="only auto_reply takes a value"):
        parse_event("reply=soon@step:intro", 0)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("reply", "is not KIND@WHEN"),
        ("wave@step:intro", "unknown event 'wave'"),
        ("reply@step:", "step: needs a step id"),
        ("reply@+2y", "invalid duration '2y'"),
        ("reply@+400d", "beyond the simulation's one-year horizon"),
        ("reply@tomorrow", "WHEN is step:STEP_ID"),
        ("reply@2026-12-10T09:00:00", "include a UTC offset"),
        ("auto_reply=12/10@step:intro", "the return date is YYYY-MM-DD"),
    ],
)
def test_a_bad_event_is_refused_naming_its_place_in_the_list(text: str, message: str):
    with pytest.raises(SimulationInputError, match=message) as refused:
        parse_event(text, 3)
    assert refused.value.field == "events[3]"


def test_at_most_fifty_events():
    assert len(parse_events(["reply@step:intro"] * MAX_EVENTS)) == MAX_EVENTS
    with pytest.raises(SimulationInputError, match="at most 50 events") as refused:
        parse_events(["reply@step:intro"] * (MAX_EVENTS + 1))
    assert refused.value.field == "events"


def test_a_start_is_now_or_later_up_to_ten_years_ahead():
    check_start(None, NOW)
    check_start(NOW - timedelta(seconds=59), NOW)  # a minute ago counts as now
    check_start(NOW + timedelta(days=3650), NOW)
    for start, message in [
        (NOW - timedelta(minutes=2), "is in the past"),
        (NOW + timedelta(days=3654), "more than ten years ahead"),
        (NOW.replace(tzinfo=None), "include a UTC offset"),
    ]:
        with pytest.raises(SimulationInputError, match=message) as refused:
            check_start(start, NOW)
        assert refused.value.field == "start"


def test_an_event_names_a_step_of_the_sequence_that_runs_something():
    steps = document(
        email("intro"), email("bump", after="2d"), {"id": "again", "type": "goto", "next": "bump"}
    )
    check_event_steps([parse_event("reply@step:intro", 0)], steps)
    with pytest.raises(
        SimulationInputError, match=r"no step 'outro' in the sequence \(steps: intro, bump, again\)"
    ):
        check_event_steps([parse_event("reply@step:intro", 0), parse_event("reply@step:outro", 1)], steps)
    with pytest.raises(SimulationInputError, match="step 'again' only jumps"):
        check_event_steps([parse_event("reply@step:again", 0)], steps)


def test_an_instant_falls_between_the_start_and_the_one_year_horizon():
    check_event_times([parse_event("exit@2026-12-08T09:00:00Z", 0)], NOW)
    with pytest.raises(SimulationInputError, match="is before the start") as refused:
        check_event_times(
            [parse_event("reply@step:intro", 0), parse_event("exit@2026-12-06T09:00:00Z", 1)], NOW
        )
    assert refused.value.field == "events[1]"
    with pytest.raises(SimulationInputError, match="beyond the simulation's one-year horizon"):
        check_event_times([parse_event("exit@2028-01-01T00:00:00Z", 0)], NOW)


def test_business_days_after_the_start_skip_the_weekend_and_the_projects_blackout_dates():
    friday = datetime(2026, 12, 11, 9, 0, tzinfo=UTC)
    steps = document(email("intro"))
    nobody = Recipient(timezone="UTC", phone=None, country=None, subdivision=None)

    def moment(text: str, blackout: dict[date, str]) -> datetime | None:
        return event_moment(
            parse_event(text, 0), friday, document=steps, recipient=nobody, blackout=blackout, zone="UTC"
        )

    assert moment("reply@+1bd", {}) == datetime(2026, 12, 14, 9, 0, tzinfo=UTC)  # Monday
    assert moment("reply@+1bd", {date(2026, 12, 14): "offsite"}) == datetime(2026, 12, 15, 9, 0, tzinfo=UTC)
    assert moment("reply@+36h", {}) == friday + timedelta(hours=36)
    assert moment("reply@step:intro", {}) is None
