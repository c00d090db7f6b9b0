"""What every `sequencer` command shares: settings, JSON output, database and Temporal access."""

from __future__ import annotations

import asyncio
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
