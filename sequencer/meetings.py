"""Whether a Google Calendar event is a meeting newly booked with an enrolled contact. Pure.

Only an event that is really new stops an enrollment as `meeting_booked`:

- it is live (`status` is not `cancelled`) and nobody on the rep's side declined it;
- the contact is an attendee (addresses compared case-insensitively), not one who declined, and not the
  calendar's own (`self`) attendee;
- it was created at or after the enrollment started (`created`, RFC 3339). Without a `created` time it
  counts only when first seen on an incremental read (a sync token's changes), never on a full read;
- an instance of a recurring series (`recurringEventId`) counts only if the series too was created after
  the enrollment started. Google gives an instance the series' own `created` time, so the check above
  already covers it; when the caller knows the series' event (`series_created`), that is checked too;
- it starts in the future or within the last day (`start.dateTime`; an all-day `start.date` counts from
  yesterday's date on, as an all-day date has no zone);
- on a full read (no sync token: the first read of a calendar, or a re-read after Google answered 410),
  the listing is the whole calendar, not what changed: an event counts only with a `created` time
  (after the enrollment started, as above) that is after the last successful read began, so it cannot
  have been on that read. A calendar never read before has only the `created` rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

RECENT = timedelta(days=1)  # a meeting that started this long ago at most still counts
# `created` has milliseconds only: an event created in the enrollment's own millisecond is created with it.
SKEW = timedelta(milliseconds=1)


@dataclass(frozen=True)
class Verdict:
    counts: bool
    reason: str  # short, for the log


def _no(reason: str) -> Verdict:
    return Verdict(False, reason)


def _address(attendee: Mapping[str, Any]) -> str:
    return str(attendee.get("email", "")).strip().lower()


def invitees(event: Mapping[str, Any], *, mailbox_email: str) -> list[str]:
    """The attendees' addresses other than the calendar's own (declined ones too: `booked_with` says why
    they do not count), lower case, sorted."""
    own = mailbox_email.strip().lower()
    return sorted({_address(a) for a in event.get("attendees") or [] if not a.get("self")} - {own, ""})


def instant(value: object, zone: object = None) -> datetime | None:
    """An RFC 3339 time as an aware datetime (a time without offset is read in `zone`, else UTC);
    None when it is missing or unreadable."""
    if not isinstance(value, str) or not value.strip():
        return None
    try:
        parsed = datetime.fromisoformat(value.strip())
    except ValueError:
        return None
    if parsed.tzinfo is None:
        tz: Any = UTC
        if isinstance(zone, str) and zone:
            try:
                tz = ZoneInfo(zone)
            except (ZoneInfoNotFoundError, ValueError):
                tz = UTC
        parsed = parsed.replace(tzinfo=tz)
    return parsed


def created_at(event: Mapping[str, Any]) -> datetime | None:
    return instant(event.get("created"))


def _starts_recently_or_later(start: object, now: datetime) -> bool | None:
    """None: no readable start."""
    if not isinstance(start, Mapping):
        return None
    if start.get("dateTime"):
        begins = instant(start.get("dateTime"), start.get("timeZone"))
        return None if begins is None else begins >= now - RECENT
    if start.get("date"):
        try:
            day = date.fromisoformat(str(start["date"]))
        except ValueError:
            return None
        return day >= (now - RECENT).date()
    return None


def booked_with(
    event: Mapping[str, Any],
    *,
    contact_email: str,
    enrolled_at: datetime,
    now: datetime,
    full_reread: bool = False,
    last_synced_at: datetime | None = None,
    series_created: datetime | None = None,
    mailbox_email: str = "",
) -> Verdict:
    """Whether `event` is a meeting booked with the contact during the enrollment that started at
    `enrolled_at` (see the module's rules). `full_reread`: the event comes from a listing without a sync
    token; `last_synced_at`: when the last successful read of this calendar began (None: never read)."""
    if event.get("status") == "cancelled":
        return _no("cancelled")
    attendees = [a for a in event.get("attendees") or [] if isinstance(a, Mapping)]
    own = mailbox_email.strip().lower()
    if any(
        (a.get("self") or (own and _address(a) == own)) and a.get("responseStatus") == "declined"
        for a in attendees
    ):
        return _no("declined by the rep")
    contact = contact_email.strip().lower()
    theirs = [a for a in attendees if _address(a) == contact and not a.get("self")]
    if not contact or not theirs:
        return _no("the contact is not an attendee")
    if all(a.get("responseStatus") == "declined" for a in theirs):
        return _no("declined by the contact")

    created = created_at(event)
    recurring = bool(event.get("recurringEventId"))
    if event.get("created") and created is None:
        return _no(f"unreadable created time {event.get('created')!r}")
    if recurring and series_created is not None and series_created < enrolled_at - SKEW:
        return _no("an instance of a recurring series created before the enrollment started")
    if created is not None and created < enrolled_at - SKEW:
        if recurring:
            return _no("an instance of a recurring series created before the enrollment started")
        return _no("created before the enrollment started")
    if full_reread:
        if created is None:
            return _no("a full read and no created time: not known to be new")
        if last_synced_at is not None and created < last_synced_at:
            return _no("a full read: created before the last sync, so already seen")

    starts = _starts_recently_or_later(event.get("start"), now)
    if starts is None:
        return _no("no readable start time")
    if not starts:
        return _no("started more than a day ago")
    return Verdict(True, "new meeting with the contact" if created is not None else "first seen, new")
