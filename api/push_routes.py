"""`POST /v1/gmail/push`: Gmail push notifications, delivered by a Pub/Sub push subscription.

Public (no API key): the push proves itself (api/push_auth.py); with neither a token nor an audience
configured, push is off and every push is refused. A verified notification only says "this mailbox
changed": the route signals `poll_now` to the MailboxWorkflow of every mailbox with that address (in
any project), and the poll reads Gmail's history from its own cursor, so nothing in the notification
is trusted beyond "look now", and a repeated or reordered one costs one cheap poll at most.

Answers: 204 acknowledged (an unknown address too: Pub/Sub would otherwise redeliver it for a week),
403 refused, 400 malformed, 503 Temporal (or Google's certificates) unreachable: Pub/Sub redelivers.
"""

from __future__ import annotations

import json
import logging
from datetime import timedelta

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from temporalio.service import RPCError, RPCStatusCode

from api.errors import error_response
from api.push_auth import CertsUnavailable, PushRefused, PushVerifier
from contracts.names import MailboxSignal
from sequencer.gmail_push import PushBodyError, parse_push
from sequencer.ids import mailbox_workflow_id
from starter.client import Sequencer
from storage import mailboxes

PUSH_PATH = "/v1/gmail/push"
_SIGNAL_TIMEOUT = timedelta(seconds=5)  # well inside Pub/Sub's acknowledgement deadline (10 s)

router = APIRouter()
log = logging.getLogger("sequencer.api.push")


@router.post(PUSH_PATH, include_in_schema=False)
async def gmail_push(request: Request) -> Response:
    verifier: PushVerifier = request.app.state.gmail_push
    if not verifier.auth.enabled:
        return error_response(
            403,
            "push_off",
            "Gmail push is off: set SEQUENCER_GMAIL_PUSH_TOKEN and/or SEQUENCER_GMAIL_PUSH_AUDIENCE",
        )
    try:
        await verifier.verify(request)
    except PushRefused as exc:
        return error_response(403, "forbidden", exc.message, field=exc.field)
    except CertsUnavailable as exc:
        log.warning("Gmail push not verified: %s", exc)
        return error_response(503, "unavailable", "cannot verify the push now; Pub/Sub will deliver it again")
    try:
        notification = parse_push(json.loads(await request.body() or b"null"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        return error_response(400, "invalid", "the body must be JSON (a Pub/Sub push)", field="message.data")
    except PushBodyError as exc:
        return error_response(400, "invalid", exc.message, field=exc.field)
    return await _poll_now(request.app.state.sequencer, notification.email, notification.history_id)


async def _poll_now(seq: Sequencer, email: str, history_id: int) -> Response:
    async with seq.pool.acquire() as conn:
        found = await mailboxes.with_address(conn, email=email)
    for mailbox in found:
        handle = seq.temporal.get_workflow_handle(mailbox_workflow_id(mailbox.project_id, mailbox.id))
        try:
            await handle.signal(MailboxSignal.POLL_NOW, rpc_timeout=_SIGNAL_TIMEOUT)
        except RPCError as exc:
            if exc.status == RPCStatusCode.NOT_FOUND:
                log.warning("Gmail push for %s: its mailbox workflow %s is not running", email, handle.id)
                continue
            return _temporal_down(exc)
        except RuntimeError as exc:  # the client cannot connect at all
            return _temporal_down(exc)
    log.info("Gmail push for %s (history %d): %d mailbox(es) poll now", email, history_id, len(found))
    return Response(status_code=204)


def _temporal_down(exc: Exception) -> JSONResponse:
    log.warning("Gmail push not delivered, Temporal unreachable: %s", exc)
    return error_response(503, "unavailable", "Temporal is unreachable; Pub/Sub will deliver the push again")
