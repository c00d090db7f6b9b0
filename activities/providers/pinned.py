"""Connections to hosts a project set, made only to addresses the host guard just vetted.

Each connection resolves the host, checks every address (sequencer/netguard.py) and then connects to
one of those very addresses, so a name that answers a public address to the check and a private one to
the connection (DNS rebinding) gets nowhere. TLS still verifies, and sends as SNI, the host name.

- `GuardedTransport`: an httpx transport whose every TCP connection (redirects too) goes through the
  guard (the CRM, the dialer, the OAuth token endpoint).
- `pinned_socket`: a TCP socket connected to a vetted address, for aiosmtplib (`sock=`) and
  `PinnedIMAP4` (aioimaplib over that socket).
"""

from __future__ import annotations

import asyncio
import functools
import socket
import ssl
from collections.abc import Callable, Iterable
from typing import Any

import aioimaplib
import httpcore
import httpx

from sequencer.netguard import HostGuard, IPAddress


def _sockaddr(address: IPAddress, port: int) -> tuple[Any, ...]:
    if address.version == 6:
        return (str(address), port, 0, 0)
    return (str(address), port)


async def pinned_socket(guard: HostGuard, host: str, port: int, *, connect_seconds: float) -> socket.socket:
    """A connected, non-blocking socket to the first vetted address of `host` that answers.
    HostRefused when the host is refused; OSError when it does not resolve or no address answers."""
    addresses = await guard.vet(host, port)
    loop = asyncio.get_running_loop()
    failure: Exception | None = None
    for address in addresses:
        sock = socket.socket(socket.AF_INET6 if address.version == 6 else socket.AF_INET, socket.SOCK_STREAM)
        sock.setblocking(False)
        try:
            await asyncio.wait_for(loop.sock_connect(sock, _sockaddr(address, port)), connect_seconds)
            return sock
        except OSError as exc:  # TimeoutError too
            sock.close()
            failure = exc
    raise OSError(f"cannot connect to {host}:{port}: {failure}")


class PinnedIMAP4(aioimaplib.IMAP4):
    """aioimaplib's client over a socket already connected (`pinned_socket`); with an SSL context it
    speaks implicit TLS, verifying `host`."""

    def __init__(
        self, sock: socket.socket, host: str, port: int, *, timeout: float, ssl_context: ssl.SSLContext | None
    ) -> None:
        self._sock = sock
        super().__init__(host, port, timeout=timeout, ssl_context=ssl_context)

    def create_client(
        self,
        host: str,
        port: int,
        loop: asyncio.AbstractEventLoop | None,
        conn_lost_cb: Callable[[Exception | None], None] | None = None,
        ssl_context: ssl.SSLContext | None = None,
    ) -> None:
        local_loop = loop if loop is not None else asyncio.get_running_loop()
        self.protocol = aioimaplib.IMAP4ClientProtocol(local_loop, conn_lost_cb)
        connecting = local_loop.create_connection(
            lambda: self.protocol,
            sock=self._sock,
            ssl=ssl_context,
            server_hostname=host if ssl_context is not None else None,
        )
        self._client_task = local_loop.create_task(connecting)


class _GuardedBackend(httpcore.AsyncNetworkBackend):
    def __init__(self, guard: HostGuard) -> None:
        self._guard = guard
        self._inner = httpcore.AnyIOBackend()

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,  # noqa: ASYNC109 - httpcore's interface
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        try:
            addresses = await self._guard.vet(host, port)  # HostRefused goes to the caller as it is
        except OSError as exc:
            raise httpcore.ConnectError(f"{host} does not resolve: {exc}") from None
        failure: Exception | None = None
        for address in addresses:
            try:
                return await self._inner.connect_tcp(
                    str(address),
                    port,
                    timeout=timeout,
                    local_address=local_address,
                    socket_options=socket_options,
                )
            except (httpcore.ConnectError, httpcore.ConnectTimeout) as exc:
                failure = exc
        assert failure is not None
        raise failure

    async def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,  # noqa: ASYNC109 - httpcore's interface
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.AsyncNetworkStream:
        raise httpcore.ConnectError("no Unix sockets for hosts a project sets")

    async def sleep(self, seconds: float) -> None:
        await self._inner.sleep(seconds)


@functools.cache
def _tls_context() -> ssl.SSLContext:
    """httpx's default context (certifi's roots), made once: loading the roots costs milliseconds."""
    return httpx.create_ssl_context()


class GuardedTransport(httpx.AsyncHTTPTransport):
    """httpx's own transport, connecting only to addresses the guard vetted (no proxy from the
    environment: a proxy would resolve the name itself)."""

    def __init__(self, guard: HostGuard) -> None:
        super().__init__(verify=_tls_context())
        self._pool = httpcore.AsyncConnectionPool(  # httpx's defaults, over the guarded backend
            ssl_context=_tls_context(),
            max_connections=100,
            max_keepalive_connections=20,
            keepalive_expiry=5.0,
            network_backend=_GuardedBackend(guard),
        )
