"""Email address checks shared by the API, the CLI and the records."""

from __future__ import annotations

import re

# Deliberately plain: one @, a dot in the domain, no spaces or angle brackets. Deliverability is
# Gmail's call; this only catches typos and pasted display names.
_ADDRESS = re.compile(r"^[^@\s<>(),;:\"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)+$")


def normalize_email(value: str) -> str:
    """Lower-cased, trimmed address; raises ValueError when it is not one."""
    address = value.strip().lower() if isinstance(value, str) else ""
    if len(address) > 254 or not _ADDRESS.match(address):
        raise ValueError(f"not a valid email address: {value!r}")
    return address
