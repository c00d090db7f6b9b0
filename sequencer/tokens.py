"""Signed tokens (HMAC-SHA256) for links in emails, such as one-click unsubscribe.

A token is `<base64url JSON payload>.<base64url signature>`, URL-safe without escaping. The payload
carries `iat` (issued at, Unix seconds) and `k` (the id of the key that signed it, for operators).
Keys rotate through a `SigningKeys` ring: the first key signs, every key verifies, so links already in
inboxes keep working while the old key is still listed. Pure: the caller passes the keys and the time.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Literal

UNSUBSCRIBE_TTL = timedelta(days=90)


class TokenError(ValueError):
    """The token is malformed, forged or expired (`problem` says which)."""

    def __init__(self, problem: Literal["malformed", "forged", "expired"], message: str) -> None:
        super().__init__(message)
        self.problem = problem


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _signature(secret: str, body: str) -> str:
    return _b64(hmac.new(secret.encode(), body.encode("ascii"), hashlib.sha256).digest())


def key_id(secret: str) -> str:
    """A short public name of a key (not enough of it to help guess the key)."""
    return hashlib.sha256(b"sequencer-token-key:" + secret.encode()).hexdigest()[:8]


@dataclass(frozen=True)
class SigningKeys:
    secrets: tuple[str, ...]  # newest first: it signs; all of them verify

    def __post_init__(self) -> None:
        if not self.secrets or not all(self.secrets):
            raise ValueError("a signing key ring needs at least one non-empty key")

    @classmethod
    def of(cls, secrets: str | Iterable[str]) -> SigningKeys:
        return cls((secrets,) if isinstance(secrets, str) else tuple(secrets))

    def sign(self, payload: dict[str, Any], *, now: datetime) -> str:
        secret = self.secrets[0]
        claims = {**payload, "iat": int(now.timestamp()), "k": key_id(secret)}
        body = _b64(json.dumps(claims, separators=(",", ":")).encode())
        return f"{body}.{_signature(secret, body)}"

    def verify(self, token: str, *, now: datetime, ttl: timedelta = UNSUBSCRIBE_TTL) -> dict[str, Any]:
        body, _, signature = token.partition(".")
        if not body or not signature:
            raise TokenError("malformed", "the link is not valid")
        # The signature first: a changed byte anywhere is a forgery, whatever it decodes to.
        if not any(hmac.compare_digest(signature, _signature(s, body)) for s in self.secrets):
            raise TokenError("forged", "the link is not valid")
        try:
            payload = json.loads(_unb64(body))
        except ValueError:
            payload = None
        if not isinstance(payload, dict):
            raise TokenError("malformed", "the link is not valid")
        issued = payload.get("iat")
        if not isinstance(issued, int) or not (
            issued - 300 <= now.timestamp() <= issued + ttl.total_seconds()
        ):
            raise TokenError("expired", "the link has expired")
        return payload


def sign(payload: dict[str, Any], *, secret: str | Iterable[str], now: datetime) -> str:
    return SigningKeys.of(secret).sign(payload, now=now)


def verify(
    token: str, *, secret: str | Iterable[str], now: datetime, ttl: timedelta = UNSUBSCRIBE_TTL
) -> dict[str, Any]:
    return SigningKeys.of(secret).verify(token, now=now, ttl=ttl)
