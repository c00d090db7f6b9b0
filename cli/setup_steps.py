"""The setup steps a deployment runs once before its workers: migrations, search attributes, the dev key.
`sequencer migrate`, `setup-temporal` and `dev-key` run one each; `sequencer dev` runs all three in its
own process, so no short-lived child can fail the stack's start."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path
from typing import Any

from cli.support import UsageError
from sequencer import apikeys
from sequencer.settings import Settings
from storage import api_keys

DEV_KEY_FILE = "dev-api-key"


async def migrate(url: str) -> str:
    from storage.db import connect
    from storage.migrate import apply_migrations

    conn = await connect(url)
    try:
        applied = await apply_migrations(conn)
    finally:
        await conn.close()
    return f"applied {len(applied)} migration(s){': ' + ', '.join(applied) if applied else ''}"


async def setup_temporal(settings: Settings, *, wait_seconds: float = 0) -> str:
    """`wait_seconds`: how long to keep trying to connect (a dev server's port opens a moment before
    its frontend answers)."""
    from starter.client import connect_temporal
    from starter.temporal_setup import ensure_search_attributes

    deadline = time.monotonic() + wait_seconds
    while True:
        try:
            client = await connect_temporal(settings)
            break
        except RuntimeError:
            if time.monotonic() >= deadline:
                raise
            await asyncio.sleep(0.2)
    added = await ensure_search_attributes(client)
    where = f"{settings.effective_temporal_address} namespace {settings.temporal_namespace}"
    return f"registered {', '.join(added)} on {where}" if added else f"search attributes already on {where}"


async def dev_key(settings: Settings, url: str) -> str:
    """The local project's admin key (made when missing), as `sequencer dev-key` prints it."""
    from storage.db import create_pool

    pool = await create_pool(url, min_size=1, max_size=2)
    try:
        return await ensure_dev_key(pool, settings, settings.dev_api_key)
    finally:
        await pool.close()


async def ensure_dev_key(pool: Any, settings: Settings, fixed: str | None) -> str:
    """The local project's admin key: SEQUENCER_DEV_API_KEY if set, else the one in
    .sequencer/dev-api-key, else a new one; written to that file (mode 0600)."""
    path = settings.data_dir / DEV_KEY_FILE
    value = fixed or (path.read_text().strip() if path.exists() else None)
    try:
        new = apikeys.from_value(value) if value else apikeys.generate()
    except ValueError as exc:
        raise UsageError(f"SEQUENCER_DEV_API_KEY: {exc}") from None
    async with pool.acquire() as conn, conn.transaction():
        await api_keys.ensure_project(conn, settings.project_id)
        await api_keys.ensure(conn, project_id=settings.project_id, name="dev", scopes=["admin"], new=new)
    _write_private(path, new.key)
    return new.key


def _write_private(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as handle:
        handle.write(text + "\n")
    path.chmod(0o600)
