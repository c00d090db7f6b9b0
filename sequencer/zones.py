"""Which time zone a contact's sending window is computed in."""

from __future__ import annotations

from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones


@lru_cache(maxsize=1)
def _known_zones() -> frozenset[str]:
    return frozenset(available_timezones())


def is_valid_zone(name: str) -> bool:
    if not name or name != name.strip():
        return False
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return name in _known_zones() or name == "UTC"


def contact_zone(contact_zone_name: str | None, mailbox_zone_name: str | None) -> ZoneInfo:
    """The contact's own zone when known, else the sender's, else UTC."""
    for name in (contact_zone_name, mailbox_zone_name):
        if name and is_valid_zone(name):
            return ZoneInfo(name)
    return ZoneInfo("UTC")
