"""What every `sequencer` command shares: settings, JSON output, database and Temporal access."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from typing import Any

from sequencer.settings import Settings

EXIT_USAGE = 2


class UsageError(Exception):
    """Bad input from the user: one line, exit code 2."""


def read_settings() -> Settings:
    # The one place the environment is read.
    return Settings.from_env(os.environ)


def key_value(settings: Settings) -> str:
    """The API key commands act with: SEQUENCER_API_KEY, else the local dev key file `make dev` wrote."""
    if settings.api_key:
        return settings.api_key
    path = settings.data_dir / "dev-api-key"
    if path.exists():
        return path.read_text().strip()
    raise UsageError(
        f"no API key: set SEQUENCER_API_KEY, or run `sequencer dev-key` to create the local one in {path}"
    )


def authorized(settings: Settings, scope: str) -> Settings:
    """The settings of the key's project, as the API would see it: an unknown, revoked or under-scoped
    key is a usage error (exit 2), never a silent fall back to another project."""
    from sequencer import apikeys
    from storage import api_keys

    key = key_value(settings)
    if not apikeys.well_formed(key):
        raise UsageError("SEQUENCER_API_KEY: not a Sequencer API key (sq_<prefix>_<secret>)")

    async def find(pool: Any) -> Any:
        async with pool.acquire() as conn:
            return await api_keys.find_active(conn, apikeys.digest(key))

    found = with_pool(settings, find)
    if found is None:
        raise UsageError(f"API key {key[:11]}...: unknown or revoked")
    if not apikeys.allows(found.scopes, scope):  # type: ignore[arg-type]
        raise UsageError(
            f"API key {found.prefix}: scopes {', '.join(found.scopes)} do not allow this ({scope})"
        )
    return dataclasses.replace(settings, project_id=found.project_id)


def print_json(data: Any) -> None:
    print(json.dumps(data, indent=2, default=str))


@asynccontextmanager
async def _sequencer(settings: Settings, url: str) -> AsyncIterator[Any]:
    from starter.client import Sequencer, connect_temporal
    from storage.db import create_pool

    pool = await create_pool(url, min_size=1, max_size=4)
    try:
        try:
            temporal = await connect_temporal(settings)
        except Exception as exc:  # noqa: BLE001 - one clear line instead of a gRPC trace
            raise RuntimeError(
                f"cannot reach Temporal at {settings.effective_temporal_address}: start the stack with "
                "`make dev` or set TEMPORAL_ADDRESS"
            ) from exc
        yield Sequencer(
            pool,
            temporal,
            project_id=settings.project_id,
            task_queue=settings.task_queue,
            poll_seconds=settings.poll_seconds,
        )
    finally:
        await pool.close()


def with_sequencer(settings: Settings, action: Callable[[Any], Coroutine[Any, Any, Any]]) -> Any:
    from starter.runtime import database_url

    url = database_url(settings)

    async def main() -> Any:
        async with _sequencer(settings, url) as seq:
            return await action(seq)

    return asyncio.run(main())


def with_pool(settings: Settings, action: Callable[[Any], Coroutine[Any, Any, Any]]) -> Any:
    from starter.runtime import database_url
    from storage.db import create_pool

    url = database_url(settings)

    async def main() -> Any:
        pool = await create_pool(url, min_size=1, max_size=2)
        try:
            return await action(pool)
        finally:
            await pool.close()

    return asyncio.run(main())
