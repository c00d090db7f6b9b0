"""The project's SMS provider (`/v1/sms`) and dialer (`/v1/dialer`): admin keys change them.

The Twilio auth token and the dialer's signing secret are sealed at rest; the token is never shown
again, the dialer secret once (when it is made)."""

from __future__ import annotations

import secrets
from typing import Any

from fastapi import Request
from fastapi.responses import Response

from api.auth import actor, project_sequencer, v1_router
from api.errors import ApiError
from api.host_checks import check_url
from api.schemas import DialerIn, DialerOut, SmsIn, SmsOut
from sequencer import sealing
from storage import audit, dialer, sms

router = v1_router()
INBOUND_PATH = "/hooks/twilio/sms"


def _sms_out(request: Request, connection: sms.SmsConnection) -> SmsOut:
    return SmsOut(
        provider=connection.provider,
        account_sid=connection.account_sid,
        from_number=connection.from_number,
        base_url=connection.base_url,
        inbound_webhook=f"{request.app.state.public_url.rstrip('/')}{INBOUND_PATH}",
        updated_at=connection.updated_at,
    )


@router.put("/sms", response_model=SmsOut)
async def put_sms(request: Request, body: SmsIn) -> Any:
    """Connect the project's SMS provider (Twilio, or the sandbox's Twilio API through `base_url`)."""
    seq = project_sequencer(request)
    await check_url(request, body.base_url, field="base_url")
    sealed = request.app.state.key_ring.seal(body.auth_token, purpose=sealing.SMS_AUTH_TOKEN)
    async with seq.pool.acquire() as conn, conn.transaction():
        saved = await sms.put_connection(
            conn,
            project_id=seq.project_id,
            provider=body.provider,
            account_sid=body.account_sid,
            sealed_token=sealed,
            from_number=body.from_number,
            base_url=body.base_url,
        )
        replaced = audit.secret_replaced("sms", "auth_token")
        await audit.record(conn, project_id=seq.project_id, actor=actor(request), **replaced)
    return _sms_out(request, saved)


@router.get("/sms", response_model=SmsOut)
async def get_sms(request: Request) -> Any:
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        found = await sms.connection(conn, project_id=seq.project_id)
    if found is None:
        raise ApiError(404, "not_found", "no SMS provider connected; PUT /v1/sms connects one", field="sms")
    return _sms_out(request, found)


@router.delete("/sms", status_code=204)
async def delete_sms(request: Request) -> Response:
    """SMS steps skip (`sms_not_configured`) until a provider is connected again."""
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        if not await sms.delete_connection(conn, project_id=seq.project_id):
            raise ApiError(404, "not_found", "no SMS provider connected", field="sms")
    return Response(status_code=204)


@router.put("/dialer", response_model=DialerOut)
async def put_dialer(request: Request, body: DialerIn) -> Any:
    """Connect a dialer: due call tasks with `dialer: true` are POSTed to `url`, signed with the
    `secret` answered here (once). The dialer reports each call at the task's `callback_url`."""
    seq = project_sequencer(request)
    await check_url(request, body.url, field="url")
    secret = f"whsec_{secrets.token_urlsafe(32)}"
    sealed = request.app.state.key_ring.seal(secret, purpose=sealing.DIALER_SECRET)
    async with seq.pool.acquire() as conn, conn.transaction():
        saved = await dialer.put(conn, project_id=seq.project_id, url=body.url, sealed_secret=sealed)
        replaced = audit.secret_replaced("dialer", "secret")
        await audit.record(conn, project_id=seq.project_id, actor=actor(request), **replaced)
    return DialerOut(url=saved.url, secret=secret, updated_at=saved.updated_at)


@router.get("/dialer", response_model=DialerOut)
async def get_dialer(request: Request) -> Any:
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        found = await dialer.get(conn, project_id=seq.project_id)
    if found is None:
        raise ApiError(404, "not_found", "no dialer connected; PUT /v1/dialer connects one", field="dialer")
    return DialerOut(url=found.url, updated_at=found.updated_at)


@router.delete("/dialer", status_code=204)
async def delete_dialer(request: Request) -> Response:
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        if not await dialer.delete(conn, project_id=seq.project_id):
            raise ApiError(404, "not_found", "no dialer connected", field="dialer")
    return Response(status_code=204)
