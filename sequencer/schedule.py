"""A whole sequence's timing for one contact: which zone, which closed days, and when each step sends.

The enrollment workflow schedules step by step with the same functions (sequencer.timing); the
preview chains them assuming no replies, no jitter and sends at the planned instant.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from zoneinfo import ZoneInfo

from sequencer.calendars import closed_days
from sequencer.durations import parse_delay
from sequencer.models import EmailStep, SequenceDocument, SmsStep
from sequencer.timing import Calendar, next_send_time, schedule_step
from sequencer.zones import ResolvedZone, email_zone, recipient_zone

HOLIDAY_YEARS = 3  # calendars cover the enrollment's year and the two after it


@dataclass(frozen=True)
class Recipient:
    """What timing needs to know about a contact."""

    timezone: str | None = None
    phone: str | None = None
    country: str | None = None
    subdivision: str | None = None


@dataclass(frozen=True)
class Zones:
    recipient: ResolvedZone | None  # the contact's own zone: the only one SMS steps use
    email: ResolvedZone  # may fall back to the mailbox's

    def for_step(self, step: EmailStep | SmsStep) -> ResolvedZone | None:
        return self.recipient if step.type == "sms" else self.email

    @property
    def shown(self) -> ResolvedZone:
        return self.recipient or self.email


def resolve_zones(recipient: Recipient, mailbox_timezone: str | None) -> Zones:
    own = recipient_zone(timezone=recipient.timezone, phone=recipient.phone, country=recipient.country)
    return Zones(recipient=own, email=email_zone(own, mailbox_timezone))


def closed_dates(
    document: SequenceDocument, recipient: Recipient, blackout: dict[date, str], from_year: int
) -> dict[date, str]:
    return closed_days(
        country=recipient.country,
        subdivision=recipient.subdivision,
        years=range(from_year, from_year + HOLIDAY_YEARS),
        use_holidays=document.holidays,
        blackout=blackout,
    )


def text_opens_at(
    document: SequenceDocument, step: SmsStep, recipient: Recipient, blackout: dict[date, str], now: datetime
) -> datetime | None:
    """The first instant at or after `now` the text step may go on the recipient's own clock (its
    window, 08:00-21:00, closed dates); None without a zone of their own (texts never guess). The text
    activity checks it again right before each attempt: retries and resends keep the quiet hours too."""
    zone = recipient_zone(timezone=recipient.timezone, phone=recipient.phone, country=recipient.country)
    if zone is None:
        return None
    closed = closed_dates(document, recipient, blackout, now.astimezone(zone.zone).year)
    at, _, _ = next_send_time(now, document.window_for(step), Calendar(zone.zone, closed), sms=True)
    return at


@dataclass(frozen=True)
class PlannedStep:
    id: str
    at: datetime | None  # in the zone the step is timed in
    skipped: str | None
    shifted_by: tuple[str, ...]


def preview(
    document: SequenceDocument,
    recipient: Recipient,
    *,
    mailbox_timezone: str | None,
    start: datetime,
    blackout: dict[date, str],
) -> tuple[Zones, list[PlannedStep]]:
    zones = resolve_zones(recipient, mailbox_timezone)
    closed = closed_dates(document, recipient, blackout, start.astimezone(zones.shown.zone).year)
    anchor, planned = start, []
    for step in document.steps:
        if not isinstance(step, (EmailStep, SmsStep)):
            continue  # branches and waits: the preview follows the list's sends in order
        zone = zones.for_step(step)
        if zone is None:
            # A text never goes out on a guessed clock; the sequence moves on from where it was.
            planned.append(PlannedStep(step.id, None, "no_timezone", ()))
            continue
        timing = schedule_step(
            anchor,
            parse_delay(step.after),
            document.window_for(step),
            Calendar(ZoneInfo(zone.name), closed),
            sms=step.type == "sms",
        )
        planned.append(
            PlannedStep(step.id, timing.at.astimezone(ZoneInfo(zone.name)), None, timing.shifted_by)
        )
        anchor = timing.at
    return zones, planned
