"""Days that are not business days for a contact: public holidays (when a sequence turns them on)
from the `holidays` package, and dates the project lists itself. Weekends are the timing module's.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from datetime import date

import holidays


def public_holidays(country: str | None, subdivision: str | None, years: Iterable[int]) -> dict[date, str]:
    """The country's (and subdivision's) public holidays, or nothing when the package lacks them."""
    if not country:
        return {}
    years = list(years)
    try:
        calendar = holidays.country_holidays(
            country.upper(), subdiv=(subdivision.upper() if subdivision else None), years=years
        )
    except NotImplementedError:
        try:  # an unknown subdivision still has the national holidays
            calendar = holidays.country_holidays(country.upper(), years=years)
        except NotImplementedError:
            return {}
    return {day: str(name) for day, name in sorted(calendar.items())}


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
