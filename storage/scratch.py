"""Scratch schemas: throwaway sets of the tables on the project's own database (a simulation runs in
one). Each is named `<prefix>_<unix time>_<hex>`, so those a crashed process left behind are found by
name and age. Identifiers take no query parameters: only names of that pattern reach the SQL text."""

from __future__ import annotations

import re
import secrets
import time

import asyncpg

_NAME = re.compile(r"^(?P<prefix>[a-z]+)_(?P<made>\d+)_[0-9a-f]+$")


def new_schema_name(prefix: str) -> str:
    """A fresh name: `sim` -> `sim_1765000000_3f9a0c2b1d`."""
    return _checked(f"{prefix}_{int(time.time())}_{secrets.token_hex(5)}")


def _checked(schema: str) -> str:
    if _NAME.match(schema) is None:
        raise ValueError(f"{schema!r} is not a scratch schema name (<prefix>_<unix time>_<hex>)")
    return schema


async def create_schema(conn: asyncpg.Connection, name: str) -> None:
    """Raises asyncpg.InsufficientPrivilegeError when the role may not create schemas."""
    schema = _checked(name)
    await conn.execute(f'CREATE SCHEMA "{schema}"')


async def drop_schema(conn: asyncpg.Connection, name: str) -> None:
    schema = _checked(name)
    await conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


async def drop_stale_schemas(
    conn: asyncpg.Connection, *, prefix: str, older_than_seconds: float
) -> list[str]:
    """Drop the scratch schemas of `prefix` (lowercase letters) made more than `older_than_seconds` ago;
    returns their names."""
    if not re.fullmatch(r"[a-z]+", prefix):
        raise ValueError(f"{prefix!r}: a scratch schema prefix is lowercase letters only")
    rows = await conn.fetch(r"SELECT nspname FROM pg_namespace WHERE nspname LIKE $1 || '\_%'", prefix)
    dropped = []
    for row in rows:
        match = _NAME.match(row["nspname"])
        if match and match["prefix"] == prefix and time.time() - int(match["made"]) > older_than_seconds:
            await drop_schema(conn, row["nspname"])
            dropped.append(row["nspname"])
    return dropped
