"""The schedule preview: each step's send time for one contact, chained from the previous step's."""

from datetime import UTC, date, datetime
from zoneinfo import ZoneInfo

import pytest

from sequencer.models import SequenceDocument
from sequencer.schedule import PlannedStep, Recipient, Zones, preview
from sequencer.zones import ResolvedZone

NINE_TO_FIVE = {"days": ["mon", "tue", "wed", "thu", "fri"], "start": "09:00", "end": "17:00"}
INTRO = {"id": "intro", "type": "email", "subject": "Hello", "body": "Hi there"}
BUMP = {"id": "bump", "type": "email", "after": "2bd", "reply_in_thread": True, "body": "Bumping this"}
TEXT = {"id": "text", "type": "sms", "after": "1bd", "body": "Quick text"}


def utc(*args: int) -> datetime:
    return datetime(*args, tzinfo=UTC)


def document(*steps: dict, holidays: bool = False, window: dict | str = NINE_TO_FIVE) -> SequenceDocument:
    return SequenceDocument.model_validate(
        {"name": "Intro", "window": window, "holidays": holidays, "steps": list(steps or (INTRO, BUMP, TEXT))}
    )


def run(
    recipient: Recipient,
    start: datetime,
    *,
    doc: SequenceDocument | None = None,
    mailbox: str | None = "Europe/London",
    blackout: dict[date, str] | None = None,
) -> tuple[Zones, list[PlannedStep]]:
    return preview(
        doc or document(), recipient, mailbox_timezone=mailbox, start=start, blackout=blackout or {}
    )


def in_utc(steps: list[PlannedStep]) -> list[tuple[str, datetime | None, str | None, tuple[str, ...]]]:
    return [(s.id, s.at and s.at.astimezone(UTC), s.skipped, s.shifted_by) for s in steps]


def test_a_contact_with_a_zone_is_timed_in_it_and_each_step_counts_from_the_previous_send():
    # Friday 6 Mar 2026 15:00 EST; New York moves to EDT on Sunday 8 Mar.
    zones, steps = run(Recipient(timezone="America/New_York"), utc(2026, 3, 6, 20, 0))
    assert zones == Zones(
        recipient=ResolvedZone("America/New_York", "contact"),
        email=ResolvedZone("America/New_York", "contact"),
    )
    assert in_utc(steps) == [
        ("intro", utc(2026, 3, 6, 20, 0), None, ()),
        ("bump", utc(2026, 3, 10, 19, 0), None, ("weekend",)),  # Tuesday 15:00 EDT
        ("text", utc(2026, 3, 11, 19, 0), None, ()),
    ]
    assert [s.at.strftime("%a %H:%M %Z") for s in steps] == [
        "Fri 15:00 EST",
        "Tue 15:00 EDT",
        "Wed 15:00 EDT",
    ]


def test_planned_times_are_given_in_the_zone_the_step_is_timed_in():
    _, steps = run(Recipient(timezone="Asia/Calcutta"), utc(2026, 3, 2, 1, 0))
    assert {s.at.tzinfo for s in steps} == {ZoneInfo("Asia/Kolkata")}
    assert steps[0].at == datetime(2026, 3, 2, 9, 0, tzinfo=ZoneInfo("Asia/Kolkata"))
    assert steps[0].shifted_by == ("window",)


def test_a_contact_with_only_a_phone_is_timed_in_the_phones_zone():
    # Friday 6 Mar 2026 20:00 GMT is after the window: Monday 09:00 London, not the New York mailbox's.
    zones, steps = run(
        Recipient(phone="+44 20 7946 0000"), utc(2026, 3, 6, 20, 0), mailbox="America/New_York"
    )
    assert zones.recipient == ResolvedZone("Europe/London", "phone")
    assert zones.shown == ResolvedZone("Europe/London", "phone")
    assert in_utc(steps) == [
        ("intro", utc(2026, 3, 9, 9, 0), None, ("window",)),
        ("bump", utc(2026, 3, 11, 9, 0), None, ()),
        ("text", utc(2026, 3, 12, 9, 0), None, ()),
    ]


def test_a_contact_in_a_multi_zone_country_gets_no_text_and_email_on_the_mailbox_clock():
    zones, steps = run(Recipient(country="US"), utc(2026, 3, 6, 20, 0), mailbox="Europe/London")
    assert zones.recipient is None
    assert zones.shown == ResolvedZone("Europe/London", "mailbox")
    assert in_utc(steps) == [
        ("intro", utc(2026, 3, 9, 9, 0), None, ("window",)),  # 09:00 London, 04:00 in New York
        ("bump", utc(2026, 3, 11, 9, 0), None, ()),
        ("text", None, "no_timezone", ()),
    ]


def test_a_skipped_text_leaves_the_next_step_counting_from_the_last_send():
    follow_up = {
        "id": "follow-up",
        "type": "email",
        "after": "1bd",
        "reply_in_thread": True,
        "body": "Still there?",
    }
    _, steps = run(
        Recipient(country="AU"), utc(2026, 3, 6, 20, 0), doc=document(INTRO, BUMP, TEXT, follow_up)
    )
    assert in_utc(steps) == [
        ("intro", utc(2026, 3, 9, 9, 0), None, ("window",)),
        ("bump", utc(2026, 3, 11, 9, 0), None, ()),
        ("text", None, "no_timezone", ()),
        ("follow-up", utc(2026, 3, 12, 9, 0), None, ()),  # 1bd after bump, not 2bd
    ]


def test_without_a_mailbox_zone_email_falls_back_to_utc():
    zones, steps = run(Recipient(country="US"), utc(2026, 7, 3, 12, 0), mailbox=None)
    assert zones.shown == ResolvedZone("UTC", "mailbox")
    assert steps[0].at == utc(2026, 7, 3, 12, 0)


CHRISTMAS_CONTACT = Recipient(timezone="Europe/London", country="GB", subdivision="ENG")


def test_with_holidays_on_business_days_skip_christmas_and_the_observed_boxing_day():
    # Wednesday 23 Dec 2026 10:00 GMT. Christmas is Friday; Boxing Day (Saturday) is observed on Monday 28.
    _, steps = run(CHRISTMAS_CONTACT, utc(2026, 12, 23, 10, 0), doc=document(holidays=True))
    assert in_utc(steps) == [
        ("intro", utc(2026, 12, 23, 10, 0), None, ()),
        (
            "bump",
            utc(2026, 12, 29, 10, 0),
            None,
            ("holiday:Christmas Day", "weekend", "holiday:Boxing Day (observed)"),
        ),
        ("text", utc(2026, 12, 30, 10, 0), None, ()),
    ]


def test_with_holidays_off_christmas_is_a_business_day():
    _, steps = run(CHRISTMAS_CONTACT, utc(2026, 12, 23, 10, 0), doc=document(holidays=False))
    assert in_utc(steps) == [
        ("intro", utc(2026, 12, 23, 10, 0), None, ()),
        ("bump", utc(2026, 12, 25, 10, 0), None, ()),
        ("text", utc(2026, 12, 28, 10, 0), None, ("weekend",)),
    ]


def test_a_step_due_on_christmas_day_waits_for_the_first_open_weekday():
    _, steps = run(CHRISTMAS_CONTACT, utc(2026, 12, 25, 10, 0), doc=document(INTRO, holidays=True))
    assert in_utc(steps) == [
        ("intro", utc(2026, 12, 29, 9, 0), None, ("holiday:Christmas Day", "holiday:Boxing Day (observed)")),
    ]


def test_blackout_dates_close_days_even_with_holidays_on():
    _, steps = run(
        CHRISTMAS_CONTACT,
        utc(2026, 12, 23, 10, 0),
        doc=document(holidays=True),
        blackout={date(2026, 12, 30): "Year-end freeze"},
    )
    assert in_utc(steps)[2] == ("text", utc(2026, 12, 31, 10, 0), None, ("blackout:Year-end freeze",))


def test_the_holiday_calendar_reaches_into_the_next_year():
    # New Year's Day 2027 is a Friday: 1bd from Thursday 31 Dec 2026 is Monday 4 Jan 2027.
    step = {"id": "intro", "type": "email", "after": "1bd", "subject": "Hello", "body": "Hi"}
    _, steps = run(CHRISTMAS_CONTACT, utc(2026, 12, 31, 10, 0), doc=document(step, holidays=True))
    assert in_utc(steps) == [("intro", utc(2027, 1, 4, 10, 0), None, ("holiday:New Year's Day", "weekend"))]


@pytest.mark.parametrize(
    ("start", "at", "shifted_by"),
    [
        pytest.param(utc(2026, 3, 4, 12, 0), utc(2026, 3, 4, 12, 0), (), id="midday-sends-at-once"),
        pytest.param(
            utc(2026, 3, 4, 6, 0), utc(2026, 3, 4, 8, 0), ("sms_quiet_hours",), id="early-waits-for-0800"
        ),
        pytest.param(
            utc(2026, 3, 4, 22, 0), utc(2026, 3, 5, 8, 0), ("sms_quiet_hours",), id="late-waits-for-0800"
        ),
    ],
)
def test_a_text_first_step_on_an_always_window_keeps_to_sms_hours(start, at, shifted_by):
    doc = document({"id": "text", "type": "sms", "body": "Hi"}, window="always")
    _, steps = run(Recipient(phone="+44 7911 123456"), start, doc=doc)
    assert in_utc(steps) == [("text", at, None, shifted_by)]
