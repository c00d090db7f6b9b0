"""Which calendar events are meetings newly booked with an enrolled contact (sequencer.meetings)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from sequencer.meetings import booked_with, invitees

ENROLLED = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
NOW = datetime(2026, 12, 2, 12, 0, tzinfo=UTC)
CONTACT = "dana@globex.test"
REP = "rep@acme.test"


def _stamp(at: datetime) -> str:
    return at.isoformat(timespec="milliseconds").replace("+00:00", "Z")


def event(
    *attendees: dict[str, Any],
    created: datetime | None = ENROLLED + timedelta(hours=2),
    start: dict[str, str] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    found: dict[str, Any] = {
        "id": "ev1",
        "status": "confirmed",
        "start": {"dateTime": _stamp(NOW + timedelta(days=2))} if start is None else start,
        "attendees": list(attendees) or [{"email": CONTACT}, {"email": REP, "self": True}],
        **extra,
    }
    if created is not None:
        found["created"] = _stamp(created)
    return found


def verdict(ev: dict[str, Any], **kw: Any):
    return booked_with(ev, contact_email=CONTACT, enrolled_at=ENROLLED, now=NOW, mailbox_email=REP, **kw)


def test_a_meeting_booked_after_the_enrollment_started_counts():
    assert verdict(event()).counts


def test_the_contacts_address_matches_whatever_its_case():
    assert verdict(event({"email": "Dana@Globex.TEST"})).counts


def test_an_event_created_before_the_enrollment_started_does_not_count():
    found = verdict(event(created=ENROLLED - timedelta(days=30)))
    assert not found.counts and "before the enrollment" in found.reason


def test_an_instance_of_a_recurring_series_that_existed_before_does_not_count():
    instance = event(created=ENROLLED - timedelta(days=90), recurringEventId="series1")
    assert not verdict(instance).counts
    # even where the instance's own created time were new, the series' decides when it is known
    new_looking = event(recurringEventId="series1")
    assert not verdict(new_looking, series_created=ENROLLED - timedelta(days=90)).counts
    assert verdict(new_looking, series_created=ENROLLED + timedelta(hours=1)).counts


@pytest.mark.parametrize(
    "attendees, why",
    [
        ([{"email": CONTACT, "responseStatus": "declined"}], "declined by the contact"),
        (
            [{"email": CONTACT}, {"email": REP, "self": True, "responseStatus": "declined"}],
            "declined by the rep",
        ),
        ([{"email": "someone@else.test"}], "not an attendee"),
    ],
)
def test_declined_invitations_and_other_peoples_meetings_do_not_count(attendees, why):
    found = verdict(event(*attendees))
    assert not found.counts and why in found.reason


def test_a_cancelled_event_does_not_count():
    assert not verdict(event(status="cancelled")).counts


@pytest.mark.parametrize(
    "start, counts",
    [
        ({"dateTime": _stamp(NOW + timedelta(hours=1))}, True),
        ({"dateTime": _stamp(NOW - timedelta(hours=20))}, True),  # within the last day
        ({"dateTime": _stamp(NOW - timedelta(days=3))}, False),
        ({"dateTime": "2026-12-05T10:00:00", "timeZone": "Europe/Berlin"}, True),
        ({"date": NOW.date().isoformat()}, True),  # all day today
        ({"date": (NOW - timedelta(days=5)).date().isoformat()}, False),
        ({}, False),
    ],
)
def test_only_a_meeting_in_the_future_or_within_the_last_day_counts(start, counts):
    assert verdict(event(start=start)).counts is counts


def test_a_full_reread_after_a_410_counts_nothing_that_the_last_read_could_have_seen():
    last_read = NOW - timedelta(minutes=5)
    seen_before = event(created=last_read - timedelta(hours=1))  # new for the enrollment, but read already
    assert not verdict(seen_before, full_reread=True, last_synced_at=last_read).counts
    assert not verdict(event(created=None), full_reread=True, last_synced_at=last_read).counts
    booked_since = event(created=last_read + timedelta(minutes=1))  # booked while the token had expired
    assert verdict(booked_since, full_reread=True, last_synced_at=last_read).counts
    old = event(created=ENROLLED - timedelta(days=400))
    assert not verdict(old, full_reread=True, last_synced_at=last_read).counts


def test_an_incremental_change_without_a_created_time_counts_as_first_seen():
    found = verdict(event(created=None))
    assert found.counts and "first seen" in found.reason


def test_invitees_leave_out_the_calendars_own_address():
    ev = event({"email": CONTACT}, {"email": "REP@acme.test"}, {"email": "x@y.test", "self": True})
    assert invitees(ev, mailbox_email=REP) == [CONTACT]
