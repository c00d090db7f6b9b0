"""Gmail push routes: users.watch and users.stop (Gmail API v1), and their sandbox controls.

POST /gmail/v1/users/{userId}/watch   {"topicName", "labelIds"?, "labelFilterBehavior"?}
                                      -> {"historyId", "expiration"} (epoch ms, 7 days ahead)
POST /gmail/v1/users/{userId}/stop    -> 204
PUT /_sandbox/push   {"url", "token"?, "audience"?}   where push messages go, and how they prove
                                                      themselves (?token=, or an OIDC JWT for audience)
GET /_sandbox/push   the configuration, pushes sent/failed/dropped, and the watches
DELETE /_sandbox/push                                 no more pushes (watches stay)
GET /_sandbox/oauth2/v1/certs                         the key id -> PEM certificate the JWTs verify with
"""

from __future__ import annotations

import json
import re
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from sandbox.errors import invalid_argument
from sandbox.gmail_routes import gmail_method
from sandbox.mailflow import validate_labels
from sandbox.push import PushState
from sandbox.store import Mailbox, Store

_TOPIC = re.compile(r"^projects/[^/\s]+/topics/[^/\s]+$")
_BEHAVIORS = ("include", "exclude")
_USER = "/gmail/v1/users/{user_id}"


def _push(request: Request) -> PushState:
    state: PushState = request.app.state.push
    return state


async def _gmail_body(request: Request) -> dict[str, Any]:
    try:
        body = json.loads(await request.body() or b"{}")
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise invalid_argument("Invalid JSON payload received.") from exc
    if not isinstance(body, dict):
        raise invalid_argument("Invalid JSON payload received. Expected an object.")
    return body


async def watch(request: Request, store: Store, mailbox: Mailbox) -> dict[str, Any]:
    body = await _gmail_body(request)
    topic = body.get("topicName")
    if not isinstance(topic, str) or not topic:
        raise invalid_argument("Missing required field: topicName")
    if not _TOPIC.match(topic):
        raise invalid_argument(f"Invalid topicName does not match projects/*/topics/*: {topic}")
    label_ids = body.get("labelIds") or []
    if not isinstance(label_ids, list):
        raise invalid_argument("Invalid value for labelIds")
    validate_labels(label_ids)
    behavior = body.get("labelFilterBehavior") or body.get("labelFilterAction") or "include"
    if not isinstance(behavior, str) or behavior.lower() not in _BEHAVIORS:
        raise invalid_argument(f"Invalid value for labelFilterBehavior: {behavior}")
    with store.lock:
        current = mailbox.history_id
    expiration = _push(request).watch(
        mailbox.address, topic=topic, label_ids=label_ids, behavior=behavior.lower()
    )
    return {"historyId": str(current), "expiration": str(expiration)}


async def stop(request: Request, store: Store, mailbox: Mailbox) -> Response:
    _push(request).stop(mailbox.address)
    return Response(status_code=204)


def _field_error(field: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"field": field, "message": message}}, status_code=400)


async def set_push(request: Request) -> Response:
    try:
        body = json.loads(await request.body() or b"null")
    except (UnicodeDecodeError, json.JSONDecodeError):
        return _field_error("body", "body must be valid JSON")
    if not isinstance(body, dict):
        return _field_error("body", "body must be a JSON object")
    url = body.get("url")
    if not isinstance(url, str) or not url.startswith(("http://", "https://")):
        return _field_error("url", "'url' must be an http(s) URL (the push endpoint)")
    options: dict[str, str | None] = {}
    for name in ("token", "audience"):
        value = body.get(name)
        if value is not None and (not isinstance(value, str) or not value):
            return _field_error(name, f"'{name}' must be a non-empty string when given")
        options[name] = value
    _push(request).configure(url=url, token=options["token"], audience=options["audience"])
    return JSONResponse(_push(request).summary())


async def get_push(request: Request) -> Response:
    return JSONResponse(_push(request).summary())


async def clear_push(request: Request) -> Response:
    _push(request).turn_off()
    return JSONResponse(_push(request).summary())


async def certs(request: Request) -> Response:
    return JSONResponse(_push(request).signer.certs(), headers={"cache-control": "public, max-age=3600"})


def push_routes() -> list[Route]:
    return [
        Route(f"{_USER}/watch", gmail_method("watch", watch), methods=["POST"]),
        Route(f"{_USER}/stop", gmail_method("stop", stop), methods=["POST"]),
        Route("/_sandbox/push", set_push, methods=["PUT"]),
        Route("/_sandbox/push", get_push, methods=["GET"]),
        Route("/_sandbox/push", clear_push, methods=["DELETE"]),
        Route("/_sandbox/oauth2/v1/certs", certs, methods=["GET"]),
    ]
