"""Applies the numbered SQL files in migrations/ once each, in lexical order."""

from __future__ import annotations

from pathlib import Path

import asyncpg

MIGRATIONS_DIR = Path(__file__).resolve().parent.parent / "migrations"

# Any fixed number works; it only has to be the same for every process that migrates.
_LOCK_KEY = 7_310_420_001


def migration_files(directory: Path = MIGRATIONS_DIR) -> list[Path]:
    found = sorted(p for p in directory.glob("*.sql") if p.name[:4].isdigit())
    if not found:  # an install without the migrations folder must not pass for an up-to-date schema
        raise FileNotFoundError(f"no migrations in {directory}")
    return found


async def apply_migrations(conn: asyncpg.Connection, directory: Path = MIGRATIONS_DIR) -> list[str]:
    """Apply pending migrations; returns the names applied. Safe to run from several processes."""
    applied_now: list[str] = []
    await conn.execute("SELECT pg_advisory_lock($1)", _LOCK_KEY)
    try:
        await conn.execute(
            """CREATE TABLE IF NOT EXISTS schema_migrations (
                   name text PRIMARY KEY,
                   applied_at timestamptz NOT NULL DEFAULT now())"""
        )
        done = {r["name"] for r in await conn.fetch("SELECT name FROM schema_migrations")}
        for path in migration_files(directory):
            if path.name in done:
                continue
            async with conn.transaction():
                await conn.execute(path.read_text())
                await conn.execute("INSERT INTO schema_migrations (name) VALUES ($1)", path.name)
            applied_now.append(path.name)
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", _LOCK_KEY)
    return applied_now


async def ensure_database(server_dsn: str, name: str) -> None:
    """Create database `name` on the server behind `server_dsn` when it does not exist yet."""
    conn = await asyncpg.connect(server_dsn)
    try:
        exists = await conn.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", name)
        if not exists:
            quoted = '"' + name.replace('"', '""') + '"'  # DDL takes no parameters: quote the identifier
            await conn.execute(f"CREATE DATABASE {quoted}")
    finally:
        await conn.close()
