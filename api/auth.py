"""Bearer API keys on every /v1 route. The key names the project: each request gets a Sequencer bound
to that project, so every query and workflow id it makes is the project's own.

The scope a request needs: `admin` for /v1/keys, /v1/audit and changing /v1/crm, /v1/sms or /v1/dialer,
`events` for posting contact events, `read` for GET (and the read-only POSTs below), `write` for
everything else. Reads and writes have budgets per key (api/limits.py, 429 beyond them).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Request

from api.errors import ApiError
from api.limits import ApiRateLimits
from api.schemas import ErrorEnvelope
from sequencer import apikeys
from starter.client import Sequencer
from storage import api_keys

_READ_ONLY_POSTS = {"/v1/schedule/preview", "/v1/sequences/simulate"}  # they compute, write nothing
_EVENTS_POSTS = {"/v1/contacts/{contact_id}/events"}


def needed_scope(method: str, path: str) -> apikeys.Scope:
    admin_only, admin_writes = ("/v1/keys", "/v1/audit"), ("/v1/crm", "/v1/sms", "/v1/dialer")
    if path.startswith(admin_only) or (path.startswith(admin_writes) and method not in ("GET", "HEAD")):
        return "admin"
    if method in ("GET", "HEAD") or (method == "POST" and path in _READ_ONLY_POSTS):
        return "read"
    if method == "POST" and path in _EVENTS_POSTS:
        return "events"
    return "write"


async def check_key(request: Request, scope: apikeys.Scope) -> api_keys.ApiKey:
    """The request's active key if it allows `scope`; 401 without one, 403 when under-scoped, 429 when
    the key (or, without a valid key, the client's address) is over its budget (api/limits.py)."""
    limits: ApiRateLimits = request.app.state.rate_limits
    try:
        found = await _active_key(request)
    except ApiError:
        address = request.client.host if request.client else "unknown"
        if wait := limits.failures.take(address):
            raise _rate_limited(wait, "requests without a valid API key from this address") from None
        raise
    reads = scope == "read" or request.method in ("GET", "HEAD")
    if wait := (limits.reads if reads else limits.writes).take(found.id):
        raise _rate_limited(wait, f"{'reads' if reads else 'writes'} with this API key")
    if not apikeys.allows(found.scopes, scope):
        raise ApiError(
            403,
            "forbidden",
            f"this key's scopes ({', '.join(found.scopes)}) do not allow this; it needs {scope}",
            field="Authorization",
        )
    return found


async def _active_key(request: Request) -> api_keys.ApiKey:
    header = request.headers.get("authorization", "")
    scheme, _, key = header.partition(" ")
    if not header:
        raise ApiError(401, "unauthorized", "send Authorization: Bearer <API key>", field="Authorization")
    key = key.strip()
    if scheme.lower() != "bearer" or not apikeys.well_formed(key):
        raise ApiError(401, "unauthorized", "Authorization must be Bearer <API key>", field="Authorization")
    async with request.app.state.sequencer.pool.acquire() as conn:
        found = await api_keys.find_active(conn, apikeys.digest(key))
    if found is None:
        raise ApiError(401, "unauthorized", "unknown or revoked API key", field="Authorization")
    return found


def _rate_limited(wait: int, what: str) -> ApiError:
    message = f"too many {what}; try again in {wait} s"
    return ApiError(429, "rate_limited", message, headers={"Retry-After": str(wait)})


async def authenticate(request: Request) -> None:
    """FastAPI dependency of the /v1 routers."""
    route = request.scope.get("route")
    path = getattr(route, "path", request.url.path)
    found = await check_key(request, needed_scope(request.method, path))
    request.state.api_key = found
    request.state.sequencer = request.app.state.sequencer.for_project(found.project_id)


_ERRORS = {
    400: "the request cannot be understood",
    401: "no API key, or an unknown or revoked one",
    403: "the key's scopes do not allow this",
    404: "no such thing in the key's project",
    409: "conflicts with the current state",
    413: "the body is larger than 1 MiB",
    422: "a field is invalid (named in error.field)",
    429: "too many requests",
}
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorEnvelope, "description": text} for status, text in _ERRORS.items()
}


def v1_router() -> APIRouter:
    """A router under /v1 whose every route needs an API key."""
    return APIRouter(prefix="/v1", dependencies=[Depends(authenticate)], responses=ERROR_RESPONSES)


def actor(request: Request) -> str:
    """Who the audit log names for this request: the calling key's id (set by `authenticate`)."""
    key: api_keys.ApiKey = request.state.api_key
    return key.id


def project_sequencer(request: Request) -> Sequencer:
    """The Sequencer of the calling key's project (set by `authenticate`)."""
    sequencer: Sequencer = request.state.sequencer
    return sequencer
