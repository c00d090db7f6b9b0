"""Mailboxes: create/update, inspect (caps, live sending state), limits, reconnect."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.responses import JSONResponse

from api.auth import actor, project_sequencer, v1_router
from api.errors import ApiError
from api.host_checks import check_mail_servers
from api.schemas import MailboxIn, MailboxOut, MailboxReconnected
from contracts import MailboxLimits
from sequencer.sealing import MAIL_PASSWORD, REFRESH_TOKEN, KeyRing
from sequencer.slots import LimitsError, SendLimits
from starter.client import Sequencer
from storage import audit, mailboxes
from storage.records import Mailbox

router = v1_router()


def _seq(request: Request) -> Sequencer:
    return project_sequencer(request)


def _checked(limits: SendLimits, prefix: str = "") -> SendLimits:
    try:
        limits.limits()
    except LimitsError as exc:
        raise ApiError(422, "invalid", f"{prefix}{exc}", field=f"{prefix}{exc.field}") from None
    return limits


async def _out(seq: Sequencer, mailbox: Mailbox, *, created: bool = False) -> MailboxOut:
    async with seq.pool.acquire() as conn:
        limits, _ = await mailboxes.limits_of(conn, mailbox_id=mailbox.id)
    state = await seq.mailbox_state(mailbox.id)
    return MailboxOut(
        **mailbox.model_dump(exclude={"oauth_refresh_token", "mail_password"}),
        limits=limits,
        sending=state.sending if state else None,
        created=created,
    )


@router.post(
    "/mailboxes",
    status_code=201,
    response_model=MailboxOut,
    responses={200: {"model": MailboxOut, "description": "an existing mailbox was updated"}},
)
async def upsert_mailbox(request: Request, body: MailboxIn) -> Any:
    """Create or update a sending mailbox. New credentials for a disconnected mailbox reconnect it."""
    seq = _seq(request)
    if body.limits is not None:
        _checked(body.limits, "limits.")
    await check_mail_servers(request, body.mail_servers, field="mail_servers")
    async with seq.pool.acquire() as conn, conn.transaction():
        values = body.model_dump(exclude={"limits", "password", "mail_servers"})
        values["mail_servers"] = body.mail_servers
        ring: KeyRing = request.app.state.key_ring
        if body.oauth_refresh_token:  # stored sealed: a database dump holds no usable credential
            values["oauth_refresh_token"] = ring.seal(body.oauth_refresh_token, purpose=REFRESH_TOKEN)
        if body.password:
            values["mail_password"] = ring.seal(body.password, purpose=MAIL_PASSWORD)
        mailbox, created = await mailboxes.upsert(conn, project_id=seq.project_id, **values)
        if body.limits is not None:
            await mailboxes.set_limits(conn, mailbox_id=mailbox.id, limits=body.limits)
        for credential, given in (
            ("oauth_refresh_token", body.oauth_refresh_token),
            ("password", body.password),
        ):
            if given:
                replaced = audit.secret_replaced(f"mailbox:{mailbox.id}", credential)
                await audit.record(conn, project_id=seq.project_id, actor=actor(request), **replaced)
    if body.limits is not None:
        await seq.mailbox_changed(mailbox.id, MailboxLimits(limits=body.limits, zone=mailbox.timezone))
    if mailbox.status == "disconnected" and (body.oauth_refresh_token or body.password):
        await seq.reconnect_mailbox(mailbox.id)
        mailbox = mailbox.model_copy(update={"status": "connected", "status_reason": None})
    else:
        await seq.watch_mailbox(mailbox.id)
    content = await _out(seq, mailbox, created=created)
    return JSONResponse(content.model_dump(mode="json"), status_code=201 if created else 200)


@router.get("/mailboxes/{ref}", response_model=MailboxOut)
async def get_mailbox(request: Request, ref: str) -> Any:
    seq = _seq(request)
    async with seq.pool.acquire() as conn:
        mailbox = await mailboxes.find(conn, project_id=seq.project_id, ref=ref)
    return await _out(seq, mailbox)


@router.get("/mailboxes/{ref}/limits", response_model=SendLimits)
async def get_limits(request: Request, ref: str) -> Any:
    seq = _seq(request)
    async with seq.pool.acquire() as conn:
        mailbox = await mailboxes.find(conn, project_id=seq.project_id, ref=ref)
        limits, _ = await mailboxes.limits_of(conn, mailbox_id=mailbox.id)
    return limits


@router.put("/mailboxes/{ref}/limits", response_model=SendLimits)
async def put_limits(request: Request, ref: str, body: SendLimits) -> Any:
    """Replace the mailbox's caps (absent fields take their defaults). They apply from the next grant."""
    seq = _seq(request)
    _checked(body)
    async with seq.pool.acquire() as conn:
        mailbox = await mailboxes.find(conn, project_id=seq.project_id, ref=ref)
    await seq.set_mailbox_limits(mailbox.id, body)
    return body


@router.post("/mailboxes/{ref}/reconnect", status_code=202, response_model=MailboxReconnected)
async def reconnect_mailbox(request: Request, ref: str) -> Any:
    """The mailbox's credentials work again (fixed delegation, say): resume what its outage paused."""
    seq = _seq(request)
    async with seq.pool.acquire() as conn:
        mailbox = await mailboxes.find(conn, project_id=seq.project_id, ref=ref)
    resumed = await seq.reconnect_mailbox(mailbox.id)
    return MailboxReconnected(id=mailbox.id, status="connected", resumed=resumed)
