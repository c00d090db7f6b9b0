"""The codec server: lets the Temporal Web UI and CLI show payloads that Sequencer encrypted
(sequencer/payload_codec.py), for operators who hold an admin API key of the deployment's own project.

The Temporal codec protocol: `POST /codec/decode` (and `/codec/encode`) with the JSON body
`{"payloads": [...]}`, payloads in protobuf JSON (data and metadata values base64), the namespace in
`X-Namespace` (one ring serves every namespace); the answer has the same shape. Authorization is
`Bearer <admin key>` (the CLI: `--codec-auth`), or the cookie `POST /codec/session` sets for a browser:
the Web UI sends it with "Include cross-origin credentials" on. CORS answers only the Web UI origins
(SEQUENCER_CODEC_ORIGINS).

The dev stack (`make dev`, SEQUENCER_CODEC_TRUST_LOOPBACK_UI) trusts its own Web UI instead: a decode
from a loopback client whose Origin is one of those origins and itself on loopback needs no key, so a
newcomer sees decoded payloads at once. Only decoding, which is all the UI needs to show inputs, results
and query answers: encoding (the UI's start, signal and update forms) keeps the key. Nothing relayed by a
proxy counts (a Forwarded or X-Forwarded-For header), and production never sets it.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response
from google.protobuf import json_format
from google.protobuf.message import DecodeError
from temporalio.api.common.v1 import Payload, Payloads

from api.auth import check_key
from api.errors import ApiError, error_response
from sequencer.payload_codec import PayloadCipher, PayloadDecryptError

router = APIRouter(prefix="/codec", tags=["codec"], include_in_schema=False)

DEV_ORIGINS = ("http://localhost:8233", "http://127.0.0.1:8233")
COOKIE = "sequencer_codec"
_SESSION_SECONDS = 8 * 3600


def _origins(request: Request) -> tuple[str, ...]:
    origins: tuple[str, ...] = getattr(request.app.state, "codec_origins", DEV_ORIGINS)
    return origins


def _cors(request: Request, response: Response) -> Response:
    origin = request.headers.get("origin")
    if origin and origin in _origins(request):
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Allow-Credentials"] = "true"
        response.headers["Vary"] = "Origin"
    return response


def _cipher(request: Request) -> PayloadCipher:
    cipher: PayloadCipher | None = getattr(request.app.state, "payload_cipher", None)
    if cipher is None:  # one per app: the ring's subkeys derived once
        cipher = request.app.state.payload_cipher = PayloadCipher(request.app.state.key_ring)
    return cipher


_RELAYED = ("forwarded", "x-forwarded-for", "x-real-ip")


def _loopback(host: str | None) -> bool:
    if not host:
        return False
    if host == "localhost":
        return True
    try:
        address = ipaddress.ip_address(host.strip("[]"))
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_loopback


def trusted_dev_ui(request: Request) -> bool:
    """The dev stack's own Web UI asking from this machine: the setting is on, the client address is
    loopback, nothing says a proxy relayed it, and the Origin is a codec origin on loopback."""
    if not getattr(request.app.state, "codec_trust_loopback_ui", False):
        return False
    origin = request.headers.get("origin")
    if origin is None or origin not in _origins(request) or not _loopback(urlsplit(origin).hostname):
        return False
    if any(name in request.headers for name in _RELAYED):
        return False
    return request.client is not None and _loopback(request.client.host)


async def _authorize(request: Request) -> None:
    """An admin key of the deployment's own project, from the Authorization header or the session
    cookie (checked the same way, by api/auth.py)."""
    cookie = request.cookies.get(COOKIE)
    if not request.headers.get("authorization") and cookie:
        headers = [(k, v) for k, v in request.scope["headers"] if k != b"cookie"]
        scope = {**request.scope, "headers": [*headers, (b"authorization", f"Bearer {cookie}".encode())]}
        request = Request(scope, request.receive)
    found = await check_key(request, "admin")
    if found.project_id != request.app.state.sequencer.project_id:
        raise ApiError(403, "forbidden", "decoding payloads needs an admin key of the operator's project")


async def _convert(
    request: Request,
    convert: Callable[[list[Payload]], Awaitable[list[Payload]]],
    *,
    dev_ui_trusted: bool = False,
) -> Response:
    try:
        if not (dev_ui_trusted and trusted_dev_ui(request)):
            await _authorize(request)
        try:
            body = await request.json()
            payloads = json_format.ParseDict(body, Payloads(), ignore_unknown_fields=True).payloads
        except (ValueError, json_format.ParseError, DecodeError):
            raise ApiError(
                400, "bad_request", 'the body must be {"payloads": [...]} in protobuf JSON'
            ) from None
        try:
            converted = await convert(list(payloads))
        except PayloadDecryptError as exc:
            raise ApiError(422, "undecodable", str(exc), field="payloads") from None
    except ApiError as err:
        response: Response = error_response(err.status, err.code, err.message, field=err.field)
        response.headers.update(err.headers)
        return _cors(request, response)
    answer: dict[str, Any] = json_format.MessageToDict(Payloads(payloads=converted))
    return _cors(request, JSONResponse({"payloads": answer.get("payloads", [])}))


@router.post("/decode")
async def decode(request: Request) -> Response:
    return await _convert(request, _cipher(request).decode, dev_ui_trusted=True)


@router.post("/encode")
async def encode(request: Request) -> Response:
    return await _convert(request, _cipher(request).encode)


@router.options("/{path:path}")
async def preflight(request: Request, path: str) -> Response:
    response = Response(status_code=204)
    if request.headers.get("origin") in _origins(request):
        response.headers["Access-Control-Allow-Methods"] = "POST, OPTIONS"
        response.headers["Access-Control-Allow-Headers"] = "Authorization, Content-Type, X-Namespace"
        response.headers["Access-Control-Max-Age"] = "600"
    return _cors(request, response)


@router.post("/session")
async def open_session(request: Request) -> Response:
    """Sets the browser's codec cookie from the Bearer admin key (the page at GET /codec/session)."""
    try:
        if not request.headers.get("authorization"):
            raise ApiError(
                401, "unauthorized", "send Authorization: Bearer <admin key>", field="Authorization"
            )
        await _authorize(request)
    except ApiError as err:
        return error_response(err.status, err.code, err.message, field=err.field)
    _, _, key = request.headers["authorization"].partition(" ")
    response = JSONResponse({"session": "open", "expires_in": _SESSION_SECONDS})
    response.set_cookie(
        COOKIE,
        key.strip(),
        max_age=_SESSION_SECONDS,
        path="/codec",
        httponly=True,
        samesite="strict",  # same site as the Web UI on the same host (ports do not count), never another
        secure=request.url.scheme == "https",
    )
    return response


@router.delete("/session")
async def close_session() -> Response:
    response = JSONResponse({"session": "closed"})
    response.delete_cookie(COOKIE, path="/codec")
    return response


_PAGE = """<!doctype html><meta charset="utf-8"><title>Sequencer codec session</title>
<h1>Decode payloads in the Temporal Web UI</h1>
<p>Paste an admin API key of the operator's project. This browser then keeps it for 8 hours in an
HttpOnly cookie that only <code>/codec</code> receives. In the Web UI's codec settings, set the endpoint
to this page's address without <code>/session</code> and turn on "Include cross-origin credentials".</p>
<form id="f"><input id="k" type="password" size="60" autocomplete="off"> <button>Open session</button></form>
<p id="r"></p>
<script>
document.getElementById("f").onsubmit = async (e) => {
  e.preventDefault();
  const answer = await fetch("session", {method: "POST",
    headers: {"Authorization": "Bearer " + document.getElementById("k").value}});
  document.getElementById("r").textContent = answer.ok ? "Session open." : "Refused: " + answer.status;
};
</script>
"""


@router.get("/session")
async def session_page() -> HTMLResponse:
    return HTMLResponse(_PAGE)
