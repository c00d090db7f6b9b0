"""API keys: `sq_<prefix>_<secret>`. Only the SHA-256 of the whole key is stored (keys carry 256 random
bits, so a fast hash is enough); the prefix identifies a key in listings without revealing it.

Scopes: `admin` (everything, keys included) ⊇ `write` (create and change) ⊇ `read` (look);
`events` only posts contact events (for CRM webhooks).
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass
from typing import Literal

Scope = Literal["admin", "write", "read", "events"]
SCOPES: tuple[Scope, ...] = ("admin", "write", "read", "events")
_IMPLIES: dict[str, set[str]] = {
    "admin": {"admin", "write", "read", "events"},
    "write": {"write", "read", "events"},
    "read": {"read"},
    "events": {"events"},
}
_SHAPE = re.compile(r"^sq_([A-Za-z0-9]{8})_([A-Za-z0-9_-]{43})$")


@dataclass(frozen=True)
class NewKey:
    key: str  # shown once
    prefix: str
    key_hash: bytes


def generate() -> NewKey:
    prefix = secrets.token_hex(4)
    key = f"sq_{prefix}_{secrets.token_urlsafe(32)}"
    return NewKey(key=key, prefix=prefix, key_hash=digest(key))


def from_value(key: str) -> NewKey:
    """A key whose value is fixed by configuration (SEQUENCER_DEV_API_KEY); it must have the shape."""
    match = _SHAPE.match(key)
    if match is None:
        raise ValueError("an API key looks like sq_<8 letters or digits>_<43 URL-safe characters>")
    return NewKey(key=key, prefix=match.group(1), key_hash=digest(key))


def digest(key: str) -> bytes:
    return hashlib.sha256(key.encode()).digest()


def well_formed(key: str) -> bool:
    return _SHAPE.match(key) is not None


def allows(granted: list[str] | tuple[str, ...], needed: Scope) -> bool:
    return any(needed in _IMPLIES.get(scope, set()) for scope in granted)
