"""One place that creates Postgres pools and connections."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable

import asyncpg

# The DSN of every pool create_pool opened and that is still open: create_pool_beside opens another on
# the same database and credentials from it. Closed pools are forgotten on the next create_pool.
_DSNS: dict[asyncpg.Pool, str] = {}


async def _init_connection(conn: asyncpg.Connection) -> None:
    # jsonb columns come back as Python objects, and go in from them.
    await conn.set_type_codec("jsonb", encoder=json.dumps, decoder=json.loads, schema="pg_catalog")


async def _reset_connection(conn: asyncpg.Connection) -> None:
    """On release to the pool: only an open transaction needs undoing. Nothing here sets session state
    (settings are SET LOCAL, no LISTEN, no session advisory locks), so asyncpg's full reset (a RESET ALL,
    UNLISTEN, CLOSE ALL and advisory unlock round trip on every release) is skipped."""
    if conn.is_in_transaction():
        await conn.execute("ROLLBACK")


def _init_on_schema(schema: str) -> Callable[[asyncpg.Connection], Awaitable[None]]:
    async def init(conn: asyncpg.Connection) -> None:
        # Never write into the default schema's tables because a pooler dropped the setting: check each.
        if await conn.fetchval("SELECT current_schema()") != schema:
            raise RuntimeError(f"the database ignored search_path={schema}: refusing the connection")
        await _init_connection(conn)

    return init


async def create_pool(
    dsn: str, *, min_size: int = 1, max_size: int = 10, search_path: str | None = None
) -> asyncpg.Pool:
    """`search_path`: the pool's connections see only this schema (each is checked when it connects)."""
    for closed in [known for known in _DSNS if known.is_closing()]:
        del _DSNS[closed]
    pool = await asyncpg.create_pool(
        dsn,
        min_size=min_size,
        max_size=max_size,
        init=_init_connection if search_path is None else _init_on_schema(search_path),
        reset=_reset_connection,
        server_settings=None if search_path is None else {"search_path": search_path},
    )
    assert pool is not None
    _DSNS[pool] = dsn
    return pool


async def create_pool_beside(pool: asyncpg.Pool, *, search_path: str, max_size: int = 10) -> asyncpg.Pool:
    """Another pool on the database and credentials of `pool` (one create_pool opened) whose connections
    see only the schema `search_path`, none of the tables `pool` sees."""
    dsn = _DSNS.get(pool)
    if dsn is None:
        raise ValueError("create_pool_beside takes a pool that create_pool opened and that is still open")
    return await create_pool(dsn, min_size=1, max_size=max_size, search_path=search_path)


async def connect(dsn: str) -> asyncpg.Connection:
    conn = await asyncpg.connect(dsn)
    await _init_connection(conn)
    return conn
