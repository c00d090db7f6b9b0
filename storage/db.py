"""One place that creates Postgres pools and connections."""

from __future__ import annotations

import json

import asyncpg


async def _init_connection(conn: asyncpg.Connection) -> None:
    # jsonb columns come back as Python objects, and go in from them.
    await conn.set_type_codec("jsonb", encoder=json.dumps, decoder=json.loads, schema="pg_catalog")


async def _reset_connection(conn: asyncpg.Connection) -> None:
    """On release to the pool: only an open transaction needs undoing. Nothing here sets session state
    (settings are SET LOCAL, no LISTEN, no session advisory locks), so asyncpg's full reset (a RESET ALL,
    UNLISTEN, CLOSE ALL and advisory unlock round trip on every release) is skipped."""
    if conn.is_in_transaction():
        await conn.execute("ROLLBACK")


async def create_pool(dsn: str, *, min_size: int = 1, max_size: int = 10) -> asyncpg.Pool:
    pool = await asyncpg.create_pool(
        dsn, min_size=min_size, max_size=max_size, init=_init_connection, reset=_reset_connection
    )
    assert pool is not None
    return pool


async def connect(dsn: str) -> asyncpg.Connection:
    conn = await asyncpg.connect(dsn)
    await _init_connection(conn)
    return conn
