"""The Calendar API v3 subset Sequencer uses: events.list (with sync tokens), events.insert, events.get,
events.patch, events.delete, on each sandbox mailbox's primary calendar.

An event keeps its `created` time for life: a patch (an attendee added or answering, a new time) only
moves `updated`, and puts the event among the changes a sync token reads next, as Google does.

Like Google: a full list ends with `nextSyncToken`; a list with `syncToken` returns what changed since
(deleted events as `status: cancelled`); a sync token the server no longer honours answers 410
`fullSyncRequired` (tests force that with POST /_sandbox/calendar/expire-sync-tokens).
"""

from __future__ import annotations

import itertools
import secrets
import threading
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from sandbox.errors import GmailError, invalid_argument, not_found
from sandbox.gmail_routes import Json, _int_param, gmail_method
from sandbox.store import Mailbox, Store

_PAGE_SIZE = 250
_MAX_PAGE = 2500


def full_sync_required() -> GmailError:
    return GmailError(
        410, "Sync token is no longer valid, a full sync is required.", "fullSyncRequired", "GONE"
    )


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds").replace("+00:00", "Z")


@dataclass
class Calendar:
    owner: str
    events: dict[str, dict[str, Any]] = field(default_factory=dict)
    changed_at: dict[str, int] = field(default_factory=dict)  # event id -> change sequence
    sync_floor: int = 0  # sync tokens older than this answer 410


class Calendars:
    """Every mailbox's primary calendar; one change counter for all (tokens stay comparable)."""

    def __init__(self) -> None:
        self.lock = threading.RLock()
        self._calendars: dict[str, Calendar] = {}
        self._sequence = itertools.count(1)
        self.current = 0

    def of(self, address: str) -> Calendar:
        with self.lock:
            return self._calendars.setdefault(address, Calendar(owner=address))

    def touch(self, calendar: Calendar, event_id: str) -> None:
        with self.lock:
            self.current = next(self._sequence)
            calendar.changed_at[event_id] = self.current

    def expire_sync_tokens(self, address: str) -> None:
        with self.lock:
            self.of(address).sync_floor = self.current + 1

    def reset(self) -> None:
        with self.lock:
            self._calendars.clear()


def _calendars(request: Request) -> Calendars:
    calendars: Calendars = request.app.state.calendars
    return calendars


def _calendar(request: Request, mailbox: Mailbox) -> Calendar:
    wanted = str(request.path_params["calendar_id"]).strip().lower()
    if wanted not in ("primary", mailbox.address):
        raise not_found()
    return _calendars(request).of(mailbox.address)


def _decode(token: str | None, prefix: str) -> tuple[int, ...] | None:
    if not token:
        return None
    head, _, rest = token.partition(":")
    try:
        numbers = tuple(int(p) for p in rest.split(":"))
    except ValueError:
        numbers = ()
    if head != prefix or not numbers:
        raise invalid_argument(f"Invalid {prefix} token value.")
    return numbers


async def list_events(request: Request, store: Store, mailbox: Mailbox) -> Json:
    calendars = _calendars(request)
    calendar = _calendar(request, mailbox)
    params = request.query_params
    max_results = _int_param(request, "maxResults", _PAGE_SIZE, _MAX_PAGE)
    show_deleted = params.get("showDeleted", "false").lower() == "true"
    sync = _decode(params.get("syncToken"), "sync")
    page = _decode(params.get("pageToken"), "page")  # (since, snapshot, offset)
    with calendars.lock:
        if sync is not None:
            since = sync[0]
            if since < calendar.sync_floor:
                raise full_sync_required()
        else:
            since = 0
        snapshot, offset = calendars.current, 0
        if page is not None:
            if len(page) != 3 or page[0] != since:
                raise invalid_argument("Invalid page token value.")
            snapshot, offset = page[1], page[2]
        changed = sorted(
            (seq, event_id) for event_id, seq in calendar.changed_at.items() if since < seq <= snapshot
        )
        items = [
            dict(calendar.events[event_id])
            for _, event_id in changed
            if sync is not None or show_deleted or calendar.events[event_id]["status"] != "cancelled"
        ]
    result: Json = {
        "kind": "calendar#events",
        "summary": mailbox.address,
        "timeZone": "UTC",
        "updated": _now(),
        "accessRole": "owner",
        "items": items[offset : offset + max_results],
    }
    if offset + max_results < len(items):
        result["nextPageToken"] = f"page:{since}:{snapshot}:{offset + max_results}"
    else:
        result["nextSyncToken"] = f"sync:{snapshot}"
    return result


def _attendees(body: Json, mailbox: Mailbox) -> list[Json]:
    attendees = body.get("attendees") or []
    if not isinstance(attendees, list) or not all(
        isinstance(a, dict) and "@" in str(a.get("email", "")) for a in attendees
    ):
        raise invalid_argument("Invalid attendee email.")
    return [
        {
            "email": str(a["email"]).strip().lower(),
            "responseStatus": a.get("responseStatus", "needsAction"),
            **({"self": True} if str(a["email"]).strip().lower() == mailbox.address else {}),
        }
        for a in attendees
    ]


async def _body(request: Request) -> Json:
    try:
        body = await request.json()
    except ValueError:
        raise invalid_argument("Parse Error") from None
    if not isinstance(body, dict):
        raise invalid_argument("Parse Error")
    return body


def _time(body: Json, name: str) -> Json:
    value = body.get(name)
    if not isinstance(value, dict) or not (value.get("dateTime") or value.get("date")):
        raise invalid_argument(f"Missing {name} time.")
    return {k: v for k, v in value.items() if k in ("date", "dateTime", "timeZone")}


async def insert_event(request: Request, store: Store, mailbox: Mailbox) -> Json:
    calendars = _calendars(request)
    calendar = _calendar(request, mailbox)
    body = await _body(request)
    attendees = _attendees(body, mailbox)
    event_id = str(body.get("id") or secrets.token_hex(13))
    stamp = _now()
    event: Json = {
        "kind": "calendar#event",
        "id": event_id,
        "status": "confirmed",
        "htmlLink": f"https://calendar.sandbox/event?eid={event_id}",
        "created": stamp,
        "updated": stamp,
        "summary": str(body.get("summary", "")),
        "creator": {"email": mailbox.address, "self": True},
        "organizer": {"email": mailbox.address, "self": True},
        "start": _time(body, "start"),
        "end": _time(body, "end"),
        "iCalUID": f"{event_id}@sandbox",
        "sequence": 0,
        "attendees": attendees,
        "eventType": "default",
    }
    if isinstance(body.get("recurrence"), list):
        event["recurrence"] = [str(rule) for rule in body["recurrence"]]
    with calendars.lock:
        if event_id in calendar.events:
            raise GmailError(409, "The requested identifier already exists.", "duplicate", "ALREADY_EXISTS")
        calendar.events[event_id] = event
        calendars.touch(calendar, event_id)
        event["etag"] = f'"{calendars.current}"'
    return dict(event)


async def get_event(request: Request, store: Store, mailbox: Mailbox) -> Json:
    calendar = _calendar(request, mailbox)
    with _calendars(request).lock:
        event = calendar.events.get(str(request.path_params["event_id"]))
        if event is None:
            raise not_found()
        return dict(event)


async def patch_event(request: Request, store: Store, mailbox: Mailbox) -> Json:
    """events.patch: the fields given replace the event's (summary, start, end, attendees, recurrence)."""
    calendars = _calendars(request)
    calendar = _calendar(request, mailbox)
    body = await _body(request)
    changes: Json = {}
    if "summary" in body:
        changes["summary"] = str(body["summary"])
    for name in ("start", "end"):
        if name in body:
            changes[name] = _time(body, name)
    if "attendees" in body:
        changes["attendees"] = _attendees(body, mailbox)
    if isinstance(body.get("recurrence"), list):
        changes["recurrence"] = [str(rule) for rule in body["recurrence"]]
    with calendars.lock:
        event = calendar.events.get(str(request.path_params["event_id"]))
        if event is None or event["status"] == "cancelled":
            raise not_found()
        event.update(changes, updated=_now(), sequence=int(event.get("sequence", 0)) + 1)
        calendars.touch(calendar, event["id"])
        event["etag"] = f'"{calendars.current}"'
        return dict(event)


async def delete_event(request: Request, store: Store, mailbox: Mailbox) -> Json:
    calendars = _calendars(request)
    calendar = _calendar(request, mailbox)
    with calendars.lock:
        event = calendar.events.get(str(request.path_params["event_id"]))
        if event is None or event["status"] == "cancelled":
            raise GmailError(410, "Resource has been deleted", "deleted", "GONE")
        event.update(status="cancelled", updated=_now())
        calendars.touch(calendar, event["id"])
    return {}


async def expire_sync_tokens(request: Request) -> Response:
    """Control: the mailbox's calendar forgets its sync tokens (the next incremental list answers 410)."""
    try:
        body = await request.json()
    except ValueError:
        body = None
    address = str((body or {}).get("mailbox", "")).strip().lower() if isinstance(body, dict) else ""
    if "@" not in address:
        return JSONResponse(
            {"error": {"field": "mailbox", "message": "'mailbox' must be an email address"}}, 400
        )
    _calendars(request).expire_sync_tokens(address)
    return JSONResponse({"mailbox": address, "expired": True})


_BASE = "/calendar/v3/calendars/{calendar_id}/events"


def calendar_routes() -> list[Route]:
    return [
        Route(_BASE, gmail_method("calendar.events.list", list_events), methods=["GET"]),
        Route(_BASE, gmail_method("calendar.events.insert", insert_event), methods=["POST"]),
        Route(_BASE + "/{event_id}", gmail_method("calendar.events.get", get_event), methods=["GET"]),
        Route(_BASE + "/{event_id}", gmail_method("calendar.events.patch", patch_event), methods=["PATCH"]),
        Route(
            _BASE + "/{event_id}", gmail_method("calendar.events.delete", delete_event), methods=["DELETE"]
        ),
        Route("/_sandbox/calendar/expire-sync-tokens", expire_sync_tokens, methods=["POST"]),
    ]
