"""The Twilio Messages API subset (create, fetch, list) plus the sandbox's SMS control routes.

Twilio routes (HTTP Basic auth: AccountSid / auth token; errors in Twilio's JSON shape):
    POST /2010-04-01/Accounts/{AccountSid}/Messages.json
    GET  /2010-04-01/Accounts/{AccountSid}/Messages.json     (To, From, DateSent, DateSent<, DateSent>,
                                                               PageSize, Page, PageToken)
    GET  /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json

Control routes (JSON, errors as {"error": {"field", "message"}}):
    PUT/GET/DELETE /_sandbox/sms/webhook   where inbound texts are POSTed (per number or catch-all)
    POST /_sandbox/sms/inbound             a text arrives: stored, then POSTed (signed) to its webhook
    GET  /_sandbox/sms/messages            every stored message, all accounts, oldest first
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import json
import re
import secrets
from collections.abc import Awaitable, Callable, Mapping
from datetime import UTC, date, datetime
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit

import httpx
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from sandbox.faults import FaultBook
from sandbox.sms import (
    ANY_NUMBER,
    API_VERSION,
    DIRECTIONS,
    MAX_BODY_CHARS,
    SmsMessage,
    SmsState,
    is_account_sid,
    is_e164,
    is_messaging_service_sid,
    message_resource,
    segment_count,
)

Json = dict[str, Any]
Handler = Callable[[Request, SmsState, str], Awaitable[tuple[int, Json]]]

DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 1000
WEBHOOK_TIMEOUT_SECONDS = 10.0
_DAY_SECONDS = 24 * 60 * 60
_FILTERS = ("To", "From", "DateSent", "DateSent<", "DateSent>")  # carried into page uris
_CREATE = "sms.messages.create"
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_DATETIME = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z")
_PAGE_TOKEN = re.compile(r"P([AB])([0-9]+)-([0-9]+)")


class TwilioError(Exception):
    """Raised below a Twilio route; rendered as Twilio's error JSON."""

    def __init__(self, status: int, code: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message

    def response(self) -> JSONResponse:
        return twilio_error_response(self.status, self.code, self.message)


def twilio_error_response(status: int, code: int, message: str) -> JSONResponse:
    body = {
        "code": code,
        "message": message,
        "more_info": f"https://www.twilio.com/docs/errors/{code}",
        "status": status,
    }
    headers = {"WWW-Authenticate": 'Basic realm="Twilio API"'} if status == 401 else None
    return JSONResponse(body, status_code=status, headers=headers)


def unauthenticated() -> TwilioError:
    return TwilioError(401, 20003, "Authenticate")


def not_found(path: str) -> TwilioError:
    return TwilioError(404, 20404, f"The requested resource {path} was not found")


def server_error() -> TwilioError:
    return TwilioError(500, 20500, "Internal Server Error")


def bad_parameter(message: str) -> TwilioError:
    return TwilioError(400, 20001, message)


def authenticate(request: Request, auth_token: str) -> str:
    """The AccountSid of the path, once Basic auth names it with the right token."""
    account_sid = str(request.path_params.get("account_sid", ""))
    scheme, _, credentials = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "basic":
        raise unauthenticated()
    try:
        decoded = base64.b64decode(credentials.strip(), validate=True).decode("utf-8")
    except (ValueError, UnicodeDecodeError):
        raise unauthenticated() from None
    username, _, password = decoded.partition(":")
    if not is_account_sid(account_sid) or username != account_sid:
        raise unauthenticated()
    if not hmac.compare_digest(password.encode("utf-8"), auth_token.encode("utf-8")):
        raise unauthenticated()
    return account_sid


async def _form(request: Request) -> dict[str, str]:
    """The urlencoded body (first value of each name); cached on the request."""
    cached = getattr(request.state, "twilio_form", None)
    if cached is None:
        try:
            text = (await request.body()).decode("utf-8")
        except UnicodeDecodeError:
            raise bad_parameter("The request body is not valid UTF-8") from None
        cached = {}
        for name, value in parse_qsl(text, keep_blank_values=True):
            cached.setdefault(name, value)
        request.state.twilio_form = cached
    return dict(cached)


def _refusal(mode: str, to: str | None) -> TwilioError | None:
    if mode == "http_500":
        return server_error()
    if mode == "http_503":
        return TwilioError(503, 20503, "Service Unavailable")
    if mode == "http_429":
        return TwilioError(429, 20429, "Too Many Requests")
    if mode == "http_400":
        if to is None:
            return bad_parameter("Bad request")
        return TwilioError(400, 21211, f"The 'To' number {to} is not a valid phone number.")
    return None


def twilio_method(name: str, handler: Handler) -> Callable[[Request], Awaitable[Response]]:
    """Auth, then an injected fault (if any), then the method itself."""

    async def endpoint(request: Request) -> Response:
        try:
            sms: SmsState = request.app.state.sms
            faults: FaultBook = request.app.state.faults
            account_sid = authenticate(request, sms.auth_token)
            to: str | None = None
            target = ANY_NUMBER
            if name == _CREATE:
                form = await _form(request)
                to, target = form.get("To", ""), form.get("From", "")
            fault = faults.take(target, name)
            mode = fault.mode if fault else None
            refusal = _refusal(mode, to) if mode else None
            if refusal is not None:
                raise refusal
            status, result = await handler(request, sms, account_sid)
            if mode in ("accept_then_hang", "slow") and fault is not None:
                # The work is done; the answer is late (a caller may give up waiting), then maybe lost.
                await asyncio.sleep(fault.delay_seconds)
            if mode in ("accept_then_fail", "accept_then_hang"):
                raise server_error()
            return JSONResponse(result, status_code=status)
        except TwilioError as error:
            return error.response()

    return endpoint


async def create_message(request: Request, sms: SmsState, account_sid: str) -> tuple[int, Json]:
    form = await _form(request)
    to = form.get("To", "")
    if not to:
        raise TwilioError(400, 21604, "A 'To' phone number is required.")
    if not is_e164(to):
        raise TwilioError(400, 21211, f"The 'To' number {to} is not a valid phone number.")
    from_ = form.get("From") or None
    service_sid = form.get("MessagingServiceSid") or None
    if from_ is None and service_sid is None:
        raise TwilioError(400, 21603, "A 'From' phone number is required.")
    if from_ is not None and not is_e164(from_):
        raise TwilioError(
            400,
            21212,
            f"The 'From' number {from_} is not a valid phone number, shortcode, or alphanumeric sender ID.",
        )
    if service_sid is not None and not is_messaging_service_sid(service_sid):
        raise TwilioError(400, 21701, f"The Messaging Service Sid {service_sid} is invalid.")
    body = form.get("Body", "")
    if not body:
        raise TwilioError(400, 21602, "Message body is required.")
    if len(body) > MAX_BODY_CHARS:
        raise TwilioError(
            400, 21617, f"The concatenated message body exceeds the {MAX_BODY_CHARS} character limit."
        )
    if to == from_:
        raise TwilioError(400, 21266, f"'To' and 'From' number cannot be the same: {to}")
    if sms.opted_out(ours=from_, theirs=to):
        raise TwilioError(400, 21610, "Attempt to send to unsubscribed recipient")
    message = sms.send(
        account_sid=account_sid,
        to=to,
        from_=from_,
        body=body,
        messaging_service_sid=service_sid,
        status_callback=form.get("StatusCallback") or None,
    )
    return 201, message_resource(message, status="queued")


async def get_message(request: Request, sms: SmsState, account_sid: str) -> tuple[int, Json]:
    message = sms.get(account_sid, str(request.path_params["sid"]))
    if message is None:
        raise not_found(request.url.path)
    return 200, message_resource(message)


def _day_start(day: date) -> int:
    return int(datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp())


def _date_bound(name: str, value: str) -> tuple[int, bool]:
    """Epoch seconds of the value, and whether it named a whole day (YYYY-MM-DD) rather than an instant
    (YYYY-MM-DDTHH:MM:SSZ, how twilio-python serializes datetime and date arguments)."""
    try:
        if _DATE.fullmatch(value):
            return _day_start(date.fromisoformat(value)), True
        if _DATETIME.fullmatch(value):
            moment = datetime.strptime(value, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
            return int(moment.timestamp()), False
    except ValueError:
        pass
    raise bad_parameter(f"Invalid {name}: {value!r} (expected YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ)")


def _date_filter(params: Mapping[str, str]) -> Callable[[int], bool]:
    """DateSent: that UTC day (of the instant, if one is given); DateSent>: on or after; DateSent<: on or
    before. A bare day as a bound covers the whole day."""
    low: int | None = None
    high: int | None = None
    if value := params.get("DateSent"):
        moment, _ = _date_bound("DateSent", value)
        low = moment - moment % _DAY_SECONDS
        high = low + _DAY_SECONDS - 1
    if value := params.get("DateSent>"):
        moment, _ = _date_bound("DateSent>", value)
        low = moment if low is None else max(low, moment)
    if value := params.get("DateSent<"):
        moment, whole_day = _date_bound("DateSent<", value)
        last = moment + _DAY_SECONDS - 1 if whole_day else moment
        high = last if high is None else min(high, last)
    return lambda seconds: (low is None or seconds >= low) and (high is None or seconds <= high)


def _int_param(params: Mapping[str, str], name: str, default: int, minimum: int) -> int:
    value = params.get(name)
    if value is None or value == "":
        return default
    if not value.isascii() or not value.isdigit() or int(value) < minimum:
        raise bad_parameter(f"Invalid {name}: {value!r}")
    return int(value)


def _page_token(token: str) -> tuple[str, tuple[int, int]]:
    """("A", key): the page after the message with that sort key; ("B", key): the page before it."""
    match = _PAGE_TOKEN.fullmatch(token)
    if match is None:
        raise bad_parameter(f"Invalid PageToken: {token!r}")
    return match[1], (int(match[2]), int(match[3]))


def _token(direction: str, message: SmsMessage) -> str:
    seconds, seq = message.sort_key
    return f"P{direction}{seconds}-{seq}"


async def list_messages(request: Request, sms: SmsState, account_sid: str) -> tuple[int, Json]:
    params = request.query_params
    to, from_ = params.get("To") or None, params.get("From") or None
    in_range = _date_filter(params)
    page_size = min(_int_param(params, "PageSize", DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE)
    page = _int_param(params, "Page", 0, 0)
    token = params.get("PageToken") or None
    matching = [
        m
        for m in sms.for_account(account_sid)  # newest first
        if (to is None or m.to == to) and (from_ is None or m.from_ == from_) and in_range(m.sort_key[0])
    ]
    if token is None:
        start = page * page_size
        end = start + page_size
    else:
        direction, key = _page_token(token)
        if direction == "A":  # after the token's message: older ones
            start = sum(1 for m in matching if m.sort_key >= key)
            end = start + page_size
        else:  # before it: newer ones
            end = sum(1 for m in matching if m.sort_key > key)
            start = max(0, end - page_size)
    items = matching[start:end]

    path = request.url.path
    filters = {name: params[name] for name in _FILTERS if params.get(name)}

    def page_uri(number: int, page_token: str | None) -> str:
        query = {**filters, "PageSize": str(page_size), "Page": str(number)}
        if page_token is not None:
            query["PageToken"] = page_token
        return f"{path}?{urlencode(query)}"

    next_uri = None
    if items and start + len(items) < len(matching):
        next_uri = page_uri(page + 1, _token("A", items[-1]))
    previous_uri = None
    if page > 0 and start > 0:
        previous_uri = page_uri(page - 1, _token("B", items[0]) if items else None)
    first = page * page_size
    return 200, {
        "end": first + max(len(items) - 1, 0),
        "first_page_uri": page_uri(0, None),
        "messages": [message_resource(m) for m in items],
        "next_page_uri": next_uri,
        "page": page,
        "page_size": page_size,
        "previous_page_uri": previous_uri,
        "start": first,
        "uri": page_uri(page, token),
    }


# Control routes ---------------------------------------------------------------------------------


class _FieldError(ValueError):
    def __init__(self, field: str, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.field = field
        self.message = message
        self.status = status

    def response(self) -> JSONResponse:
        body = {"error": {"field": self.field, "message": self.message}}
        return JSONResponse(body, status_code=self.status)


async def _json_object(request: Request) -> dict[str, Any]:
    try:
        body = json.loads(await request.body() or b"null")
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise _FieldError("body", "body must be valid JSON") from None
    if not isinstance(body, dict):
        raise _FieldError("body", "body must be a JSON object")
    return body


def _number_field(body: Mapping[str, Any], name: str) -> str:
    value = body.get(name)
    if not is_e164(value):
        raise _FieldError(name, f"'{name}' must be an E.164 phone number like +15551234567")
    return str(value)


def _number_query(request: Request, name: str, *, allow_any: bool = False) -> str | None:
    """A number from the query string; a '+' left unescaped (decoded as a space) is restored."""
    value = request.query_params.get(name)
    if value is None or value == "":
        return None
    if value.startswith(" "):
        value = "+" + value[1:]
    if not (is_e164(value) or (allow_any and value == ANY_NUMBER)):
        raise _FieldError(name, f"'{name}' must be an E.164 phone number like +15551234567")
    return value


def twilio_signature(auth_token: str, url: str, params: Mapping[str, str]) -> str:
    """X-Twilio-Signature: base64 HMAC-SHA1, keyed by the auth token, over the full URL followed by each
    POST parameter's name and value, sorted by name."""
    payload = url + "".join(name + params[name] for name in sorted(params))
    digest = hmac.new(auth_token.encode("utf-8"), payload.encode("utf-8"), hashlib.sha1).digest()
    return base64.b64encode(digest).decode("ascii")


async def _deliver_inbound(url: str, message: SmsMessage, auth_token: str) -> Json:
    params = {
        "MessageSid": message.sid,
        "SmsSid": message.sid,
        "SmsMessageSid": message.sid,
        "AccountSid": message.account_sid,
        "From": message.from_ or "",
        "To": message.to,
        "Body": message.body,
        "NumMedia": "0",
        "NumSegments": str(segment_count(message.body)),
        "SmsStatus": "received",
        "ApiVersion": API_VERSION,
    }
    headers = {
        "X-Twilio-Signature": twilio_signature(auth_token, url, params),
        "User-Agent": "TwilioProxy/1.1",
        "I-Twilio-Idempotency-Token": secrets.token_hex(16),
    }
    try:
        async with httpx.AsyncClient(timeout=WEBHOOK_TIMEOUT_SECONDS, trust_env=False) as client:
            answer = await client.post(url, data=params, headers=headers)
    except httpx.HTTPError as error:
        return {"url": url, "status": None, "body": None, "error": f"{type(error).__name__}: {error}"}
    return {"url": url, "status": answer.status_code, "body": answer.text}


async def set_webhook(request: Request) -> Response:
    sms: SmsState = request.app.state.sms
    try:
        body = await _json_object(request)
        url = body.get("url")
        parts = urlsplit(url) if isinstance(url, str) else None
        if parts is None or parts.scheme not in ("http", "https") or not parts.hostname:
            raise _FieldError("url", "'url' must be an http:// or https:// URL")
        number = body.get("number")
        number = ANY_NUMBER if number in (None, ANY_NUMBER) else _number_field(body, "number")
    except _FieldError as error:
        return error.response()
    sms.set_webhook(number, str(url))
    return JSONResponse({"number": number, "url": url})


async def list_webhooks(request: Request) -> Response:
    sms: SmsState = request.app.state.sms
    hooks = sorted(sms.webhooks().items())
    return JSONResponse({"webhooks": [{"number": number, "url": url} for number, url in hooks]})


async def clear_webhooks(request: Request) -> Response:
    sms: SmsState = request.app.state.sms
    try:
        number = _number_query(request, "number", allow_any=True)
    except _FieldError as error:
        return error.response()
    return JSONResponse({"cleared": sms.clear_webhooks(number)})


async def inbound(request: Request) -> Response:
    sms: SmsState = request.app.state.sms
    try:
        body = await _json_object(request)
        from_ = _number_field(body, "from")
        to = _number_field(body, "to")
        text = body.get("body")
        if not isinstance(text, str):
            raise _FieldError("body", "'body' must be a string")
        account_sid = body.get("account_sid")
        if account_sid is not None and not is_account_sid(account_sid):
            raise _FieldError("account_sid", "'account_sid' must look like AC followed by 32 hex digits")
    except _FieldError as error:
        return error.response()
    message = sms.receive(from_=from_, to=to, body=text, account_sid=account_sid)
    sms.note_keyword(ours=to, theirs=from_, body=text)
    url = sms.webhook_for(to)
    webhook = None if url is None else await _deliver_inbound(url, message, sms.auth_token)
    return JSONResponse({"message": message_resource(message), "webhook": webhook}, status_code=201)


async def list_all_messages(request: Request) -> Response:
    sms: SmsState = request.app.state.sms
    try:
        to, from_ = _number_query(request, "to"), _number_query(request, "from")
        direction = request.query_params.get("direction") or None
        if direction is not None and direction not in DIRECTIONS:
            raise _FieldError("direction", f"'direction' must be one of {list(DIRECTIONS)}")
    except _FieldError as error:
        return error.response()
    found = sms.messages(to=to, from_=from_, direction=direction)
    return JSONResponse({"messages": [message_resource(m) for m in found]})


_ACCOUNT = f"/{API_VERSION}/Accounts/{{account_sid}}"


def sms_routes() -> list[Route]:
    return [
        Route(
            f"{_ACCOUNT}/Messages.json",
            twilio_method("sms.messages.create", create_message),
            methods=["POST"],
        ),
        Route(
            f"{_ACCOUNT}/Messages.json",
            twilio_method("sms.messages.list", list_messages),
            methods=["GET"],
        ),
        Route(
            f"{_ACCOUNT}/Messages/{{sid}}.json",
            twilio_method("sms.messages.get", get_message),
            methods=["GET"],
        ),
        Route("/_sandbox/sms/webhook", set_webhook, methods=["PUT"]),
        Route("/_sandbox/sms/webhook", list_webhooks, methods=["GET"]),
        Route("/_sandbox/sms/webhook", clear_webhooks, methods=["DELETE"]),
        Route("/_sandbox/sms/inbound", inbound, methods=["POST"]),
        Route("/_sandbox/sms/messages", list_all_messages, methods=["GET"]),
    ]
