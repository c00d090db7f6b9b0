"""Hosts a request sets, checked before anything is written: none the server would refuse to connect to
(sequencer/netguard.py). A refusal is a 422 naming the field; activities check again at each connection."""

from __future__ import annotations

from fastapi import Request

from api.errors import ApiError
from sequencer.mail_servers import MailServers
from sequencer.netguard import HostGuard, HostRefused, url_endpoint

REFUSED = "host_refused"


def _guard(request: Request) -> HostGuard:
    return request.app.state.host_guard


async def check_host(request: Request, host: str, port: int, *, field: str) -> None:
    try:
        await _guard(request).check_at_save(host, port)
    except HostRefused as exc:
        raise ApiError(422, REFUSED, f"{field}: {exc}", field=field) from None


async def check_url(request: Request, url: str | None, *, field: str) -> None:
    """`url` (None: the provider's default, which is public) must reach a host the server may call."""
    if url is None:
        return
    try:
        host, port = url_endpoint(url)
    except ValueError as exc:
        raise ApiError(422, "invalid", f"{field}: {exc}", field=field) from None
    await check_host(request, host, port, field=field)


async def check_mail_servers(request: Request, servers: MailServers | None, *, field: str) -> None:
    """An SMTP/IMAP mailbox's SMTP and IMAP servers and its OAuth token endpoint."""
    if servers is None:
        return
    await check_host(request, servers.smtp.host, servers.smtp.port, field=f"{field}.smtp.host")
    await check_host(request, servers.imap.host, servers.imap.port, field=f"{field}.imap.host")
    if servers.oauth is not None:
        await check_url(request, servers.oauth.token_uri, field=f"{field}.oauth.token_uri")
