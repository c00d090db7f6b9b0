"""Running the sandbox: blocking for the CLI, or in a background thread for tests."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn

from sandbox.app import create_app
from sandbox.sms import SANDBOX_AUTH_TOKEN
from sandbox.store import DEFAULT_MAX_HISTORY_RECORDS

_START_TIMEOUT_SECONDS = 10.0
_STOP_TIMEOUT_SECONDS = 10.0


def serve(host: str, port: int, *, twilio_auth_token: str = SANDBOX_AUTH_TOKEN) -> None:
    """Runs the sandbox in the foreground until interrupted (Ctrl-C)."""
    uvicorn.run(create_app(twilio_auth_token=twilio_auth_token), host=host, port=port, log_level="info")


@contextmanager
def running_sandbox(
    host: str = "127.0.0.1",
    port: int = 0,
    *,
    max_history_records: int = DEFAULT_MAX_HISTORY_RECORDS,
    sent_dates_from_header: bool = False,
    twilio_auth_token: str = SANDBOX_AUTH_TOKEN,
) -> Iterator[str]:
    """Runs a fresh sandbox in a background thread and yields its base URL.

    The socket is bound here, before uvicorn starts, so port=0 yields a free
    ephemeral port whose number is known without racing the server.
    """
    sock = socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    bound_port = sock.getsockname()[1]
    config = uvicorn.Config(
        create_app(
            max_history_records=max_history_records,
            sent_dates_from_header=sent_dates_from_header,
            twilio_auth_token=twilio_auth_token,
        ),
        log_level="warning",
        lifespan="off",
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(
        target=server.run, kwargs={"sockets": [sock]}, name="gmail-sandbox", daemon=True
    )
    thread.start()
    try:
        _wait_until_started(server, thread)
        url_host = f"[{host}]" if ":" in host else host
        yield f"http://{url_host}:{bound_port}"
    finally:
        server.should_exit = True
        thread.join(_STOP_TIMEOUT_SECONDS)
        sock.close()


def _wait_until_started(server: uvicorn.Server, thread: threading.Thread) -> None:
    deadline = time.monotonic() + _START_TIMEOUT_SECONDS
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("gmail sandbox server exited during startup")
        if time.monotonic() > deadline:
            raise RuntimeError("gmail sandbox server did not start in time")
        time.sleep(0.01)
