"""Days that are not business days for a contact: public holidays (when a sequence turns them on)
from the `holidays` package, and dates the project lists itself. Weekends are the timing module's.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from datetime import date

import holidays


def public_holidays(country: str | None, subdivision: str | None, years: Iterable[int]) -> dict[date, str]:
    """The country's (and subdivision's) public holidays, or nothing when the package lacks them."""
    if not country:
        return {}
    return dict(_holidays(country.upper(), subdivision.upper() if subdivision else None, tuple(years)))


@functools.lru_cache(maxsize=1024)
def _holidays(country: str, subdivision: str | None, years: tuple[int, ...]) -> tuple[tuple[date, str], ...]:
    """Computed once a process per country, subdivision and years: they never change while it runs, and
    the package takes up to 15 ms to compute them (the United States' three years), which every send's
    last-moment window check would otherwise pay again."""
    try:
        calendar = holidays.country_holidays(country, subdiv=subdivision, years=list(years))
    except NotImplementedError:
        try:  # an unknown subdivision still has the national holidays
            calendar = holidays.country_holidays(country, years=list(years))
        except NotImplementedError:
            return ()
    return tuple((day, str(name)) for day, name in sorted(calendar.items()))


def closed_days(
    *,
    country: str | None,
    subdivision: str | None,
    years: Iterable[int],
    use_holidays: bool,
    blackout: Mapping[date, str],
) -> dict[date, str]:
    """Date -> the reason it is closed, as `holiday:<name>` or `blackout:<name>`."""
    closed = {d: f"blackout:{name}" for d, name in blackout.items()}
    if use_holidays:
        for day, name in public_holidays(country, subdivision, years).items():
            closed.setdefault(day, f"holiday:{name}")
    return dict(sorted(closed.items()))
