"""Assembles the sandbox ASGI application."""

from __future__ import annotations

import logging

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response

from sandbox.calendar import Calendars, calendar_routes
from sandbox.control_routes import control_routes
from sandbox.errors import GmailError, gmail_error_response
from sandbox.faults import FaultBook
from sandbox.gmail_routes import gmail_routes
from sandbox.push import PushState
from sandbox.push_routes import push_routes
from sandbox.sms import SANDBOX_AUTH_TOKEN, SmsState
from sandbox.sms_routes import not_found, server_error, sms_routes, twilio_error_response
from sandbox.store import DEFAULT_MAX_HISTORY_RECORDS, Store

_log = logging.getLogger(__name__)
_TWILIO_PREFIX = "/2010-04-01/"


def _is_twilio_path(request: Request) -> bool:
    return request.url.path.startswith(_TWILIO_PREFIX)


async def _http_error(request: Request, exc: Exception) -> Response:
    # Unknown paths and wrong methods still answer in Gmail's error shape (Twilio's, under
    # /2010-04-01/), so a client typo surfaces as the client library's normal error.
    assert isinstance(exc, HTTPException)
    if _is_twilio_path(request):
        if exc.status_code == 404:
            return not_found(request.url.path).response()
        if exc.status_code == 405:
            return twilio_error_response(405, 20004, "Method not allowed")
        return twilio_error_response(exc.status_code, 20001, str(exc.detail))
    if exc.status_code == 404:
        return gmail_error_response(404, "Requested entity was not found.", "notFound")
    return gmail_error_response(exc.status_code, str(exc.detail), "invalidArgument")


async def _unexpected_error(request: Request, exc: Exception) -> Response:
    _log.exception("sandbox bug while handling %s %s", request.method, request.url.path)
    if _is_twilio_path(request):
        return server_error().response()
    error = GmailError(500, f"Sandbox internal error: {exc!r}", "backendError")
    return error.response()


def create_app(
    max_history_records: int = DEFAULT_MAX_HISTORY_RECORDS,
    *,
    sent_dates_from_header: bool = False,
    twilio_auth_token: str = SANDBOX_AUTH_TOKEN,
) -> Starlette:
    """A fresh sandbox with its own empty state.

    max_history_records caps the history kept per mailbox; older records are
    dropped and a startHistoryId before them answers 404, like Gmail.
    sent_dates_from_header dates sent messages (internalDate) by their Date header instead of the
    wall clock: for tests whose sender runs on a time-skipping clock.
    twilio_auth_token is the password the Twilio routes expect (with any AccountSid as user name) and
    the key inbound webhooks are signed with.
    """
    app = Starlette(
        routes=[*gmail_routes(), *push_routes(), *calendar_routes(), *sms_routes(), *control_routes()],
        exception_handlers={HTTPException: _http_error, Exception: _unexpected_error},
    )
    app.state.store = Store(max_history_records=max_history_records)
    app.state.store.sent_dates_from_header = sent_dates_from_header
    app.state.faults = FaultBook()
    # Watched mailboxes' history changes become Pub/Sub push messages (PUT /_sandbox/push says where).
    app.state.push = PushState(app.state.faults)
    app.state.store.listeners.append(app.state.push.on_history)
    app.state.calendars = Calendars()
    app.state.sms = SmsState(auth_token=twilio_auth_token)
    return app
