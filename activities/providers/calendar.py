"""The rep's Google Calendar, read incrementally (sync tokens) to spot meetings booked with contacts.

Same client library and credentials as Gmail; a separate read-only scope. Calendar trouble never
disconnects a mailbox: a refused grant or missing scope only turns meeting detection off for it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import httplib2
from google.auth.exceptions import RefreshError
from google_auth_httplib2 import AuthorizedHttp
from googleapiclient.discovery import build
from googleapiclient.errors import HttpError

from activities.providers.gmail import CredentialsFactory
from storage.records import Mailbox

CALENDAR_SCOPES = ["https://www.googleapis.com/auth/calendar.readonly"]
_HTTP_TIMEOUT_SECONDS = 30


class CalendarSyncExpired(Exception):
    """Google no longer honours the sync token (410): list everything again."""


class CalendarUnavailable(Exception):
    """The calendar cannot be read with these credentials (no scope, refused grant, no calendar)."""


class CalendarClient:
    def __init__(self, *, endpoint: str | None, credentials: CredentialsFactory) -> None:
        # The Calendar discovery document's base URL carries its service path: keep it in the override.
        self._endpoint = endpoint.rstrip("/") + "/calendar/v3/" if endpoint else None
        self._credentials = credentials

    def _service(self, mailbox: Mailbox) -> Any:
        http = AuthorizedHttp(self._credentials(mailbox), http=httplib2.Http(timeout=_HTTP_TIMEOUT_SECONDS))
        options = {"api_endpoint": self._endpoint} if self._endpoint else None
        return build(
            "calendar", "v3", http=http, static_discovery=True, cache_discovery=False, client_options=options
        )

    async def _call(self, mailbox: Mailbox, make_request: Callable[[Any], Any]) -> Any:
        def run() -> Any:
            try:
                return make_request(self._service(mailbox)).execute(num_retries=0)
            except RefreshError as exc:
                raise CalendarUnavailable(
                    f"calendar of {mailbox.email}: credentials refused ({exc})"
                ) from None
            except HttpError as exc:
                status = int(exc.resp.status)
                if status == 410:
                    raise CalendarSyncExpired(f"calendar sync token of {mailbox.email} expired") from None
                if status in (401, 403, 404):
                    raise CalendarUnavailable(f"calendar of {mailbox.email}: {status} {exc.reason}") from None
                raise

        return await asyncio.to_thread(run)

    async def changes(
        self, mailbox: Mailbox, *, sync_token: str | None, page_token: str | None
    ) -> dict[str, Any]:
        """One page of the primary calendar: everything (no sync token) or what changed since it."""
        if sync_token:
            args: dict[str, Any] = {"syncToken": sync_token}
        else:
            args = {"showDeleted": False}
        return await self._call(
            mailbox,
            lambda s: s.events().list(calendarId="primary", pageToken=page_token, maxResults=250, **args),
        )

    async def insert(self, mailbox: Mailbox, event: dict[str, Any]) -> dict[str, Any]:
        """Used by tests and the demo: book a meeting on the rep's calendar."""
        return await self._call(mailbox, lambda s: s.events().insert(calendarId="primary", body=event))

    async def patch(self, mailbox: Mailbox, event_id: str, changes: dict[str, Any]) -> dict[str, Any]:
        """Used by tests: change an event (a new attendee, a new time); it keeps its `created` time."""
        return await self._call(
            mailbox, lambda s: s.events().patch(calendarId="primary", eventId=event_id, body=changes)
        )
