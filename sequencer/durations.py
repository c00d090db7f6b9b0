"""The duration grammar of sequence documents.

`30s`, `10m`, `2h`, `2d`: seconds, minutes, hours, days. A day here is 24 hours of elapsed time
(`2d` = 48 hours), never "two calendar days"; business days get their own unit later.
"""

from __future__ import annotations

import re
from datetime import timedelta

_PATTERN = re.compile(r"^\s*(\d{1,6})\s*([smhd])\s*$")
_UNIT_SECONDS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


class DurationError(ValueError):
    pass


def parse_duration(text: str) -> timedelta:
    match = _PATTERN.match(text) if isinstance(text, str) else None
    if match is None:
        raise DurationError(
            f"invalid duration {text!r}: use a whole number and a unit s, m, h or d (e.g. '30s', '2d')"
        )
    amount, unit = int(match.group(1)), match.group(2)
    return timedelta(seconds=amount * _UNIT_SECONDS[unit])
