"""The one duration grammar of sequence documents.

A duration is one or more space-separated tokens, each a whole number and a unit:
`s`, `m`, `h`, `d` are elapsed time (`2d` is exactly 48 hours, whatever the clocks do), and `bd` is
business days: move forward that many business days in the contact's zone, keeping the local
wall-clock time. `1bd 2h` applies the business days first, then the elapsed time. A unit may appear
once per duration.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import timedelta

_TOKEN = re.compile(r"^(\d{1,6})(bd|s|m|h|d)$")
_UNIT_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
_HELP = "a whole number and a unit s, m, h, d or bd (e.g. '30s', '2d', '3bd', '1bd 2h')"


class DurationError(ValueError):
    """A duration that does not follow the grammar; the message names the bad token."""


@dataclass(frozen=True)
class Delay:
    business_days: int = 0
    elapsed: timedelta = timedelta(0)

    @property
    def is_zero(self) -> bool:
        return self.business_days == 0 and not self.elapsed


def parse_delay(text: str) -> Delay:
    if not isinstance(text, str) or not text.strip():
        raise DurationError(f"invalid duration {text!r}: use {_HELP}")
    seen: set[str] = set()
    business_days, seconds = 0, 0
    for token in text.split():
        match = _TOKEN.match(token)
        if match is None:
            raise DurationError(f"invalid duration {text!r}: token {token!r} is not {_HELP}")
        amount, unit = int(match.group(1)), match.group(2)
        if unit in seen:
            raise DurationError(f"invalid duration {text!r}: unit {unit!r} appears twice")
        seen.add(unit)
        if unit == "bd":
            business_days = amount
        else:
            seconds += amount * _UNIT_SECONDS[unit]
    return Delay(business_days=business_days, elapsed=timedelta(seconds=seconds))


def parse_duration(text: str) -> timedelta:
    """An elapsed-time duration (no business days), e.g. for jitter."""
    delay = parse_delay(text)
    if delay.business_days:
        raise DurationError(f"invalid duration {text!r}: business days (bd) are not allowed here")
    return delay.elapsed
