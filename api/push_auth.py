"""Who may deliver Gmail push notifications: the shared token and/or Pub/Sub's OIDC JWT.

Pub/Sub push subscriptions prove themselves in one of two ways, and either or both may be required:
- a secret in the endpoint URL (`...?token=<SEQUENCER_GMAIL_PUSH_TOKEN>`), compared in constant time;
- an authenticated subscription's `Authorization: Bearer <JWT>`: an OIDC token Google signs (RS256) for
  the subscription's service account, with the audience the subscription names. It is verified with
  google-auth against Google's certificates (SEQUENCER_GMAIL_PUSH_CERTS_URL), which are cached (Google
  rotates them; an unknown key id fetches them again, at most once a minute).
"""

from __future__ import annotations

import asyncio
import hmac
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import httpx
from google.auth import exceptions as auth_exceptions
from google.auth import jwt
from starlette.requests import Request

from sequencer.settings import GOOGLE_CERTS_URL, Settings

ISSUERS = frozenset({"https://accounts.google.com", "accounts.google.com"})
_CLOCK_SKEW_SECONDS = 10
_DEFAULT_CERTS_TTL = 300.0
_MAX_CERTS_TTL = 24 * 3600.0
_REFETCH_AFTER = 60.0  # an unknown key id fetches the certificates again, at most this often
_MAX_AGE = re.compile(r"max-age=(\d+)")


@dataclass(frozen=True)
class PushAuth:
    token: str | None = None
    audience: str | None = None
    certs_url: str = GOOGLE_CERTS_URL
    service_account: str | None = None  # the JWT's `email` must be this (verified) account

    @property
    def enabled(self) -> bool:
        return bool(self.token or self.audience)

    @classmethod
    def from_settings(cls, settings: Settings) -> PushAuth:
        return cls(
            token=settings.gmail_push_token,
            audience=settings.gmail_push_audience,
            certs_url=settings.gmail_push_certs_url,
            service_account=settings.gmail_push_service_account,
        )


class PushRefused(Exception):
    """The request is not a push we can trust (403)."""

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        self.message, self.field = message, field


class CertsUnavailable(Exception):
    """Google's certificates could not be fetched: not the pusher's fault (503, Pub/Sub redelivers)."""


class PushVerifier:
    def __init__(self, auth: PushAuth) -> None:
        self.auth = auth
        self._certs: dict[str, str] = {}
        self._fresh_until = 0.0
        self._fetched_at = 0.0
        self._lock = asyncio.Lock()

    async def verify(self, request: Request) -> Mapping[str, Any] | None:
        """Raises PushRefused unless every configured proof holds; returns the JWT's claims, if any."""
        auth = self.auth
        if auth.token is not None:
            given = request.query_params.get("token", "")
            if not hmac.compare_digest(given.encode(), auth.token.encode()):
                raise PushRefused("the push token is missing or wrong", "token")
        if auth.audience is None:
            return None
        scheme, _, token = request.headers.get("authorization", "").partition(" ")
        if scheme.lower() != "bearer" or not token.strip():
            raise PushRefused("a Pub/Sub OIDC token (Authorization: Bearer) is required", "Authorization")
        return await self._claims(token.strip())

    async def _claims(self, token: str) -> Mapping[str, Any]:
        auth = self.auth
        try:
            key_id = jwt.decode_header(token).get("kid")
        except (ValueError, auth_exceptions.GoogleAuthError):
            raise PushRefused("the bearer token is not a JWT", "Authorization") from None
        certs = await self._current_certs(key_id)
        try:
            claims = jwt.decode(
                token, certs=certs, audience=auth.audience, clock_skew_in_seconds=_CLOCK_SKEW_SECONDS
            )
        except (ValueError, auth_exceptions.GoogleAuthError) as exc:
            raise PushRefused(f"the OIDC token does not verify: {exc}", "Authorization") from None
        if claims.get("iss") not in ISSUERS:
            raise PushRefused("the OIDC token was not issued by Google", "Authorization")
        if auth.service_account is not None and (
            claims.get("email") != auth.service_account or claims.get("email_verified") is not True
        ):
            raise PushRefused("the OIDC token is not the push service account's", "Authorization")
        return claims

    async def _current_certs(self, key_id: str | None) -> dict[str, str]:
        async with self._lock:
            now = time.monotonic()
            stale = now >= self._fresh_until
            unknown = key_id is not None and key_id not in self._certs
            if stale or (unknown and now - self._fetched_at >= _REFETCH_AFTER):
                await self._fetch(now)
            return self._certs

    async def _fetch(self, now: float) -> None:
        try:
            async with httpx.AsyncClient(timeout=10, trust_env=False) as client:
                answer = await client.get(self.auth.certs_url)
                answer.raise_for_status()
                certs = answer.json()
        except (httpx.HTTPError, ValueError) as exc:
            if self._certs:
                return  # keep verifying with what we have
            raise CertsUnavailable(f"cannot fetch {self.auth.certs_url}: {exc}") from None
        if not isinstance(certs, dict) or not all(isinstance(v, str) for v in certs.values()):
            raise CertsUnavailable(f"{self.auth.certs_url} did not answer key id -> PEM certificate")
        found = _MAX_AGE.search(answer.headers.get("cache-control", ""))
        ttl = min(float(found.group(1)), _MAX_CERTS_TTL) if found else _DEFAULT_CERTS_TTL
        self._certs, self._fetched_at, self._fresh_until = certs, now, now + ttl
