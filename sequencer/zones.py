"""Which time zone a step's timing is computed in, and where that zone came from.

Order: the contact's own IANA zone; else one derived from the phone number (a NANP area code or a
country with one zone); else the contact's country when it has one zone; else, for email steps only,
the sending mailbox's zone. SMS steps never guess past the first three (47 CFR 64.1200(c)(1) is about
the recipient's local time). "One zone" means every candidate zone keeps the same UTC offsets from
now on (Spain's mainland and Ceuta count as one; the Canaries do not).

Pure lookups over packaged data (tzdata tables, phonenumbers metadata); no I/O beyond reading them.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import lru_cache
from importlib import resources
from typing import Literal
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

import phonenumbers
from phonenumbers import timezone as phone_timezones

ZoneSource = Literal["contact", "phone", "country", "mailbox"]
_SAMPLE_FROM = datetime(2026, 1, 1, tzinfo=UTC)  # fixed, so answers never change with the clock
_SAMPLES = [_SAMPLE_FROM + timedelta(days=7 * week) for week in range(2 * 53)]


@dataclass(frozen=True)
class ResolvedZone:
    name: str
    source: ZoneSource

    @property
    def zone(self) -> ZoneInfo:
        return ZoneInfo(self.name)


@lru_cache(maxsize=1)
def _known_zones() -> frozenset[str]:
    return frozenset(available_timezones())


def _tzdata_text(name: str) -> str:
    return resources.files("tzdata").joinpath("zoneinfo", name).read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def _canonical_names() -> dict[str, str]:
    """Backward-compatible aliases (Asia/Calcutta) to their canonical names (Asia/Kolkata)."""
    links: dict[str, str] = {}
    for line in _tzdata_text("tzdata.zi").splitlines():
        if line.startswith("L "):
            _, target, alias = line.split()
            links[alias] = target
    return links


@lru_cache(maxsize=1)
def _listed_zones() -> frozenset[str]:
    return frozenset(name for names in _zones_by_country().values() for name in names)


def canonical(name: str) -> str:
    """The current name for an old alias (Asia/Calcutta -> Asia/Kolkata). Zones tzdata lists for a
    country keep their own name even where it links them to another (Europe/Amsterdam stays)."""
    target = _canonical_names().get(name)
    if target is None or name in _listed_zones() or target not in _listed_zones():
        return name
    return target


def is_valid_zone(name: str) -> bool:
    # Only a name tzdata lists reaches ZoneInfo: it looks any other text up as a file, and a long one
    # raises OSError (File name too long) where the caller expects a plain no.
    if name != "UTC" and name not in _known_zones():
        return False
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return False
    return True


def _one_zone(names: list[str]) -> str | None:
    """The zone standing for all of `names` when they keep identical offsets; else None."""
    valid = [canonical(n) for n in names if is_valid_zone(n)]
    if not valid:
        return None
    zones = [ZoneInfo(n) for n in valid]
    first = zones[0]
    for moment in _SAMPLES:
        offset = moment.astimezone(first).utcoffset()
        if any(moment.astimezone(z).utcoffset() != offset for z in zones[1:]):
            return None
    # Prefer the zone the others link to (Europe/London over Europe/Guernsey).
    linked_to = {_canonical_names().get(n, n) for n in valid}
    return next((n for n in valid if n in linked_to), valid[0])


@lru_cache(maxsize=1)
def _zones_by_country() -> dict[str, list[str]]:
    table: dict[str, list[str]] = {}
    for line in _tzdata_text("zone.tab").splitlines():
        if line and not line.startswith("#"):
            code, _, name, *_ = line.split("\t")
            table.setdefault(code, []).append(name)
    return table


@lru_cache(maxsize=512)
def zone_from_country(country: str | None) -> str | None:
    if not country:
        return None
    return _one_zone(_zones_by_country().get(country.upper(), []))


def zone_from_phone(phone: str | None, country: str | None = None) -> str | None:
    if not phone:
        return None
    try:
        number = phonenumbers.parse(phone, (country or "").upper() or None)
    except phonenumbers.NumberParseException:
        return None
    if not phonenumbers.is_possible_number(number):
        return None
    names = [n for n in phone_timezones.time_zones_for_number(number) if n != "Etc/Unknown"]
    return _one_zone(names)


def recipient_zone(*, timezone: str | None, phone: str | None, country: str | None) -> ResolvedZone | None:
    """The recipient's own zone from what we know of them, or None when it would be a guess."""
    if timezone and is_valid_zone(timezone):
        return ResolvedZone(canonical(timezone), "contact")
    from_phone = zone_from_phone(phone, country)
    if from_phone:
        return ResolvedZone(from_phone, "phone")
    from_country = zone_from_country(country)
    if from_country:
        return ResolvedZone(from_country, "country")
    return None


def email_zone(recipient: ResolvedZone | None, mailbox_timezone: str | None) -> ResolvedZone:
    """Email may fall back to the sender's zone (and UTC when even that is unknown)."""
    if recipient is not None:
        return recipient
    if mailbox_timezone and is_valid_zone(mailbox_timezone):
        return ResolvedZone(canonical(mailbox_timezone), "mailbox")
    return ResolvedZone("UTC", "mailbox")
