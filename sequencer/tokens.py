"""Signed, expiring tokens (HMAC-SHA256) for links in emails, such as one-click unsubscribe.

A token is `<base64url JSON payload>.<base64url signature>`; the payload carries `exp` (Unix seconds).
Pure: the caller passes the secret and the time.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
from datetime import datetime, timedelta
from typing import Any

UNSUBSCRIBE_TTL = timedelta(days=90)


class TokenError(ValueError):
    """The token is malformed, forged or expired."""


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _signature(secret: str, body: str) -> str:
    return _b64(hmac.new(secret.encode(), body.encode("ascii"), hashlib.sha256).digest())


def sign(payload: dict[str, Any], *, secret: str, now: datetime, ttl: timedelta = UNSUBSCRIBE_TTL) -> str:
    if not secret:
        raise ValueError("a signing secret is required")
    body = _b64(json.dumps({**payload, "exp": int((now + ttl).timestamp())}, separators=(",", ":")).encode())
    return f"{body}.{_signature(secret, body)}"


def verify(token: str, *, secret: str, now: datetime) -> dict[str, Any]:
    body, _, signature = token.partition(".")
    if not body or not signature or not hmac.compare_digest(signature, _signature(secret, body)):
        raise TokenError("the link is not valid")
    try:
        payload = json.loads(_unb64(body))
    except ValueError:
        raise TokenError("the link is not valid") from None
    if not isinstance(payload, dict) or int(payload.get("exp", 0)) < now.timestamp():
        raise TokenError("the link has expired")
    return payload
