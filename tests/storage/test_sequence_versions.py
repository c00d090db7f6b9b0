"""A published version is read from Postgres once per process: it never changes."""

from __future__ import annotations

import asyncpg
import pytest

from storage import sequences
from tests.factories import email_steps, make_sequence


async def test_a_version_read_once_is_not_read_again(pool: asyncpg.Pool):
    async with pool.acquire() as conn:
        made = await make_sequence(conn, email_steps("0s", "2d"))
        first = await sequences.get_version(conn, version_id=made.id)
        async with conn.transaction():
            with pytest.raises(asyncpg.DivisionByZeroError):
                await conn.execute("SELECT 1 / 0")
            # Any query now fails in this aborted transaction; the version comes without one.
            again = await sequences.get_version(conn, version_id=made.id)
            with pytest.raises(asyncpg.InFailedSQLTransactionError):
                await conn.execute("SELECT 1")

    assert (again.id, again.name, again.version, again.document) == (
        first.id,
        first.name,
        first.version,
        first.document,
    )
