"""The Gmail API v1 routes: auth, fault injection, then the method itself."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from sandbox import mailflow, resources
from sandbox.errors import (
    GmailError,
    backend_error,
    credentials_revoked,
    delegation_denied,
    invalid_argument,
    invalid_recipient,
    not_found,
    rate_limited,
    unauthenticated,
    user_rate_limited,
)
from sandbox.faults import FaultBook
from sandbox.query import parse_query
from sandbox.store import Mailbox, Store
from sandbox.uploads import read_submission

Json = dict[str, Any]
Handler = Callable[[Request, Store, Mailbox], Awaitable[Json | Response]]  # a Response: sent as is
_TOKEN_PREFIX = "sandbox:"
_HISTORY_TYPES = ("messageAdded", "messageDeleted", "labelAdded", "labelRemoved")


def authenticate(request: Request) -> str:
    """The mailbox address the request acts for, after checking token and userId."""
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token.startswith(_TOKEN_PREFIX):
        raise unauthenticated()
    address = token[len(_TOKEN_PREFIX) :].strip().lower()
    if "@" not in address:
        raise unauthenticated()
    user_id = str(request.path_params.get("user_id", "me")).strip().lower()
    if user_id not in ("me", address):
        raise delegation_denied(address)
    return address


_REFUSALS: dict[str, Callable[[], GmailError]] = {
    "http_500": backend_error,
    "http_429": rate_limited,
    "http_403_rate_limit": user_rate_limited,
    "http_400": invalid_recipient,
    "invalid_grant": credentials_revoked,
}


def gmail_method(name: str, handler: Handler) -> Callable[[Request], Awaitable[Response]]:
    async def endpoint(request: Request) -> Response:
        try:
            address = authenticate(request)
            store: Store = request.app.state.store
            faults: FaultBook = request.app.state.faults
            mailbox = store.mailbox(address)
            fault = faults.take(address, name)
            mode = fault.mode if fault else None
            refusal = _REFUSALS.get(mode) if mode else None
            if refusal is not None:
                raise refusal()
            result = await handler(request, store, mailbox)
            if mode in ("accept_then_hang", "slow") and fault is not None:
                # The work is done; the answer is late (a caller may die waiting), then lost.
                await asyncio.sleep(fault.delay_seconds)
            if mode in ("accept_then_fail", "accept_then_hang"):
                # The work is done and kept; only the answer is lost.
                raise backend_error()
            return result if isinstance(result, Response) else JSONResponse(result)
        except GmailError as error:
            return error.response()

    return endpoint


def _int_param(request: Request, name: str, default: int, maximum: int) -> int:
    value = request.query_params.get(name)
    if value is None or value == "":
        return default
    try:
        number = int(value)
    except ValueError as exc:
        raise invalid_argument(f"Invalid value for {name}: {value}") from exc
    if number < 1:
        raise invalid_argument(f"Invalid value for {name}: {value}")
    return min(number, maximum)


async def profile(request: Request, store: Store, mailbox: Mailbox) -> Json:
    with store.lock:
        return {
            "emailAddress": mailbox.address,
            "messagesTotal": len(mailbox.messages),
            "threadsTotal": len(mailbox.threads),
            "historyId": str(mailbox.history_id),
        }


async def send(request: Request, store: Store, mailbox: Mailbox) -> Json:
    submission = await read_submission(request)
    return resources.minimal_message(mailflow.send(store, mailbox, submission))


def _inserter(default_date_source: str) -> Handler:
    # Gmail's defaults differ: insert uses receivedTime, import uses dateHeader.
    async def handler(request: Request, store: Store, mailbox: Mailbox) -> Json:
        source = request.query_params.get("internalDateSource") or default_date_source
        if source not in ("receivedTime", "dateHeader"):
            raise invalid_argument(f"Invalid value for internalDateSource: {source}")
        submission = await read_submission(request)
        message = mailflow.insert(store, mailbox, submission, use_date_header=source == "dateHeader")
        return resources.minimal_message(message)

    return handler


async def list_messages(request: Request, store: Store, mailbox: Mailbox) -> Json:
    query = parse_query(request.query_params.get("q"))
    label_ids = request.query_params.getlist("labelIds")
    max_results = _int_param(request, "maxResults", 100, 500)
    after = _list_page_key(request.query_params.get("pageToken"))
    now = mailflow.now_ms()
    with store.lock:
        matching = [
            m
            for m in mailbox.newest_first()
            if all(label in m.labels for label in label_ids) and query.matches(m, now)
        ]
    total = len(matching)
    if after is not None:
        matching = [m for m in matching if (m.internal_date_ms, m.arrival) < after]
    page = matching[:max_results]
    result: Json = {}
    if page:
        result["messages"] = [{"id": m.id, "threadId": m.thread_id} for m in page]
    if len(matching) > max_results:
        result["nextPageToken"] = f"{page[-1].internal_date_ms}-{page[-1].arrival}"
    result["resultSizeEstimate"] = total
    return result


def _list_page_key(token: str | None) -> tuple[int, int] | None:
    """Page tokens name the last message returned, so arrivals never shift pages."""
    if not token:
        return None
    date, _, arrival = token.partition("-")
    if not (date.isdigit() and arrival.isdigit()):
        raise invalid_argument("Invalid pageToken")
    return int(date), int(arrival)


async def get_message(request: Request, store: Store, mailbox: Mailbox) -> Json:
    fmt = request.query_params.get("format", "full")
    headers = request.query_params.getlist("metadataHeaders")
    with store.lock:
        message = mailbox.messages.get(request.path_params["message_id"])
        if message is None:
            raise not_found()
        return resources.message_resource(message, fmt, headers)


async def modify_message(request: Request, store: Store, mailbox: Mailbox) -> Json:
    try:
        body = json.loads(await request.body() or b"{}")
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise invalid_argument("Invalid JSON payload received.") from exc
    if not isinstance(body, dict):
        raise invalid_argument("Invalid JSON payload received. Expected an object.")
    changes: dict[str, list[str]] = {}
    for field in ("addLabelIds", "removeLabelIds"):
        value = body.get(field) or []
        if not isinstance(value, list):
            raise invalid_argument(f"Invalid value for {field}")
        changes[field] = mailflow.validate_labels(value)
    message = store.modify_labels(
        mailbox,
        request.path_params["message_id"],
        add=changes["addLabelIds"],
        remove=changes["removeLabelIds"],
    )
    if message is None:
        raise not_found()
    with store.lock:
        return resources.minimal_message(message)


async def get_thread(request: Request, store: Store, mailbox: Mailbox) -> Json:
    fmt = request.query_params.get("format", "full")
    headers = request.query_params.getlist("metadataHeaders")
    thread_id = request.path_params["thread_id"]
    with store.lock:
        if thread_id not in mailbox.threads:
            raise not_found()
        return resources.thread_resource(mailbox, thread_id, fmt, headers)


async def list_history(request: Request, store: Store, mailbox: Mailbox) -> Json:
    start_text = request.query_params.get("startHistoryId")
    if not start_text:
        raise invalid_argument("Missing required parameter: startHistoryId")
    if not start_text.isdigit():
        raise invalid_argument(f"Invalid value for startHistoryId: {start_text}")
    types = request.query_params.getlist("historyTypes")
    for history_type in types:
        if history_type not in _HISTORY_TYPES:
            raise invalid_argument(f"Invalid value for historyTypes: {history_type}")
    label_id = request.query_params.get("labelId")
    max_results = _int_param(request, "maxResults", 100, 500)
    token = request.query_params.get("pageToken")
    if token is not None and not token.isdigit():
        raise invalid_argument("Invalid pageToken")
    start = max(int(start_text), int(token or 0))
    with store.lock:
        records = store.history_after(mailbox, start)
        if records is None:
            raise not_found()
        current = mailbox.history_id
    selected = [
        r
        for r in records
        if (not types or r.kind in types)
        and (label_id is None or label_id in r.labels_after + r.changed_labels)
    ]
    page = selected[:max_results]
    result: Json = {}
    if page:
        result["history"] = [resources.history_resource(r) for r in page]
    if len(selected) > max_results:
        result["nextPageToken"] = str(page[-1].id)
    result["historyId"] = str(current)
    return result


_USER = "/gmail/v1/users/{user_id}"
_UPLOAD = "/upload/gmail/v1/users/{user_id}"


def gmail_routes() -> list[Route]:
    send_endpoint = gmail_method("messages.send", send)
    insert_endpoint = gmail_method("messages.insert", _inserter("receivedTime"))
    import_endpoint = gmail_method("messages.import", _inserter("dateHeader"))
    return [
        Route(f"{_USER}/profile", gmail_method("profile", profile), methods=["GET"]),
        Route(f"{_USER}/messages/send", send_endpoint, methods=["POST"]),
        Route(f"{_UPLOAD}/messages/send", send_endpoint, methods=["POST"]),
        Route(f"{_USER}/messages/import", import_endpoint, methods=["POST"]),
        Route(f"{_UPLOAD}/messages/import", import_endpoint, methods=["POST"]),
        Route(f"{_UPLOAD}/messages", insert_endpoint, methods=["POST"]),
        Route(
            f"{_USER}/messages",
            gmail_method("messages.list", list_messages),
            methods=["GET"],
        ),
        Route(f"{_USER}/messages", insert_endpoint, methods=["POST"]),
        Route(
            f"{_USER}/messages/{{message_id}}/modify",
            gmail_method("messages.modify", modify_message),
            methods=["POST"],
        ),
        Route(
            f"{_USER}/messages/{{message_id}}",
            gmail_method("messages.get", get_message),
            methods=["GET"],
        ),
        Route(
            f"{_USER}/threads/{{thread_id}}",
            gmail_method("threads.get", get_thread),
            methods=["GET"],
        ),
        Route(f"{_USER}/history", gmail_method("history.list", list_history), methods=["GET"]),
    ]
