"""Public webhooks, each authenticated by its own signature (no API key): the SMS provider's inbound
texts (Twilio's `X-Twilio-Signature`) and the dialer's call results (a signed callback link)."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any
from urllib.parse import parse_qsl

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from twilio.request_validator import RequestValidator

from api.channel_routes import INBOUND_PATH
from sequencer import dialer, sealing
from sequencer.tokens import TokenError, verify
from starter import inbound_texts, task_answers
from starter.client import Sequencer
from storage import sms
from storage.errors import Conflict, NotFound

router = APIRouter()
_EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>'


def _refuse(status: int, message: str, field: str | None = None) -> JSONResponse:
    return JSONResponse(
        {"error": {"status": status, "code": "refused", "message": message, "field": field, "details": []}},
        status_code=status,
    )


@router.post(INBOUND_PATH, include_in_schema=False)
async def inbound_sms(request: Request) -> Response:
    """Twilio's incoming-message webhook. The signature is checked against the connection's auth token
    for the URL Twilio called (the public URL, or the URL as it reached us)."""
    seq: Sequencer = request.app.state.sequencer
    # Twilio posts application/x-www-form-urlencoded; parsed here (no multipart parser needed).
    params = dict(parse_qsl((await request.body()).decode("utf-8", "replace"), keep_blank_values=True))
    signature = request.headers.get("X-Twilio-Signature", "")
    account, to = params.get("AccountSid", ""), params.get("To", "")
    async with seq.pool.acquire() as conn:
        connections = await sms.connections_for_number(conn, account_sid=account, number=to)
    urls = {str(request.url), f"{request.app.state.public_url.rstrip('/')}{INBOUND_PATH}"}
    ring: sealing.KeyRing = request.app.state.key_ring
    owners = [
        connection
        for connection in connections
        if any(
            RequestValidator(ring.open(connection.auth_token, purpose=sealing.SMS_AUTH_TOKEN)).validate(
                url, params, signature
            )
            for url in urls
        )
    ]
    if not owners:
        return _refuse(403, "the signature does not match a connected number", "X-Twilio-Signature")
    text = inbound_texts.InboundText(
        message_sid=params.get("MessageSid") or params.get("SmsSid", ""),
        from_number=params.get("From", ""),
        to_number=to,
        body=params.get("Body", ""),
    )
    if not text.message_sid:
        return _refuse(400, "MessageSid is missing", "MessageSid")
    for connection in owners:  # every project texting from this number hears the STOP
        await inbound_texts.handle(seq.for_project(connection.project_id), text)
    return Response(_EMPTY_TWIML, media_type="text/xml")


@router.post("/hooks/dialer/{token}", include_in_schema=False)
async def dialer_result(request: Request, token: str) -> JSONResponse:
    """A dialer reports a call: `{"outcome": "connected" | "voicemail" | "no_answer"}` (or its own
    status word: answered, completed, machine, busy, no-answer, ...). Completes the task like a rep."""
    try:
        claims = verify(
            token,
            secret=request.app.state.secret,
            now=datetime.now(UTC),
            ttl=timedelta(days=dialer.CALLBACK_TTL_DAYS),
        )
    except TokenError as exc:
        return _refuse(403 if exc.problem == "forged" else 400, f"callback link: {exc}", "token")
    if claims.get("use") != "dialer":
        return _refuse(403, "callback link: not a dialer link", "token")
    try:
        result: Any = json.loads(await request.body() or b"{}")
    except ValueError:
        return _refuse(400, "the body must be JSON", "body")
    outcome = dialer.outcome_of(result) if isinstance(result, dict) else None
    if outcome is None:
        return _refuse(422, "outcome must be one of: connected, voicemail, no_answer", "outcome")
    seq: Sequencer = request.app.state.sequencer
    try:
        done = await task_answers.complete(
            seq.for_project(str(claims.get("p"))), str(claims.get("t")), outcome
        )
    except task_answers.Invalid as exc:
        return _refuse(422, exc.message, exc.field)
    except Conflict as exc:
        return _refuse(409, exc.message, exc.field)
    except NotFound as exc:
        return _refuse(404, exc.message, exc.field)
    return JSONResponse({"task_id": done.id, "status": done.status, "outcome": done.outcome})
