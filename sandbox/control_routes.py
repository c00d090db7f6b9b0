"""Non-Gmail endpoints for tests and humans: faults, history trim, reset, overview.

(The SMS control routes, /_sandbox/sms/..., live with the Twilio routes in sandbox/sms_routes.py; the
push ones, /_sandbox/push and /_sandbox/oauth2/v1/certs, with users.watch in sandbox/push_routes.py.)"""

from __future__ import annotations

import json
from typing import Any

from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from sandbox.faults import FaultBook, FaultSpecError
from sandbox.overview_page import render_overview
from sandbox.store import Store


def _state(request: Request) -> tuple[Store, FaultBook]:
    return request.app.state.store, request.app.state.faults


def _field_error(field: str, message: str, status: int = 400) -> JSONResponse:
    return JSONResponse({"error": {"field": field, "message": message}}, status_code=status)


async def _json_body(request: Request) -> Any:
    try:
        return json.loads(await request.body() or b"null")
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise FaultSpecError("body", "body must be valid JSON") from None


async def add_fault(request: Request) -> Response:
    _, faults = _state(request)
    try:
        fault = faults.add(await _json_body(request))
    except FaultSpecError as error:
        return _field_error(error.field, error.message)
    return JSONResponse(fault.as_json(), status_code=201)


async def list_faults(request: Request) -> Response:
    _, faults = _state(request)
    return JSONResponse({"faults": [f.as_json() for f in faults.pending()]})


async def clear_faults(request: Request) -> Response:
    _, faults = _state(request)
    return JSONResponse({"cleared": faults.clear()})


async def trim_history(request: Request) -> Response:
    store, _ = _state(request)
    try:
        body = await _json_body(request)
    except FaultSpecError as error:
        return _field_error(error.field, error.message)
    address = body.get("mailbox") if isinstance(body, dict) else None
    if not isinstance(address, str) or "@" not in address:
        return _field_error("mailbox", "'mailbox' must be an email address")
    mailbox = store.existing_mailbox(address)
    if mailbox is None:
        return _field_error("mailbox", f"no sandbox mailbox {address}", status=404)
    store.trim_history(mailbox)
    with store.lock:
        return JSONResponse({"mailbox": mailbox.address, "historyId": str(mailbox.history_id)})


async def reset(request: Request) -> Response:
    store, faults = _state(request)
    store.reset()
    faults.clear()
    request.app.state.calendars.reset()
    request.app.state.sms.reset()
    request.app.state.push.reset()
    return JSONResponse({"ok": True})


async def list_mailboxes(request: Request) -> Response:
    store, _ = _state(request)
    with store.lock:
        summary = [
            {
                "address": m.address,
                "messageCount": len(m.messages),
                "threadCount": len(m.threads),
                "historyId": str(m.history_id),
            }
            for m in store.mailboxes()
        ]
    return JSONResponse({"mailboxes": summary})


async def healthz(request: Request) -> Response:
    return JSONResponse({"ok": True})


async def overview(request: Request) -> Response:
    store, _ = _state(request)
    texts = request.app.state.sms.messages()
    with store.lock:
        return HTMLResponse(render_overview(store.mailboxes(), texts))


def control_routes() -> list[Route]:
    return [
        Route("/", overview, methods=["GET"]),
        Route("/_sandbox/healthz", healthz, methods=["GET"]),
        Route("/_sandbox/faults", add_fault, methods=["POST"]),
        Route("/_sandbox/faults", list_faults, methods=["GET"]),
        Route("/_sandbox/faults", clear_faults, methods=["DELETE"]),
        Route("/_sandbox/history/trim", trim_history, methods=["POST"]),
        Route("/_sandbox/reset", reset, methods=["POST"]),
        Route("/_sandbox/mailboxes", list_mailboxes, methods=["GET"]),
    ]
