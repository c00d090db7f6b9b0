"""Scratch schemas on the project's database: a pool beside the project's sees only its own schema, and
the schemas a crashed process left behind are dropped once stale, the fresh ones and others' kept."""

from __future__ import annotations

import time

import asyncpg
import pytest

from storage import scratch
from storage.db import create_pool_beside
from storage.migrate import apply_migrations


async def test_a_pool_beside_the_projects_sees_only_its_schema(pool: asyncpg.Pool):
    schema = scratch.new_schema_name("sim")
    async with pool.acquire() as conn:
        await scratch.create_schema(conn, schema)
    try:
        beside = await create_pool_beside(pool, search_path=schema, max_size=2)
        try:
            async with beside.acquire() as conn:
                assert await conn.fetchval("SELECT current_schema()") == schema
                assert await conn.fetchval("SELECT to_regclass('contacts')") is None  # not the project's
                await apply_migrations(conn)
                assert await conn.fetchval("SELECT count(*) FROM contacts") == 0
                assert await conn.fetchval("SELECT '{\"a\": 1}'::jsonb") == {"a": 1}  # the same codecs
        finally:
            await beside.close()
    finally:
        async with pool.acquire() as conn:
            await scratch.drop_schema(conn, schema)
            assert await conn.fetchval("SELECT count(*) FROM pg_namespace WHERE nspname = $1", schema) == 0


async def test_only_a_pool_create_pool_opened_has_a_pool_beside_it(database_url: str):
    alien = await asyncpg.create_pool(database_url, min_size=1, max_size=1)
    try:
        with pytest.raises(ValueError, match="a pool that create_pool opened"):
            await create_pool_beside(alien, search_path="sim_1_ab")
    finally:
        await alien.close()


async def test_stale_scratch_schemas_are_dropped_fresh_ones_and_other_prefixes_kept(pool: asyncpg.Pool):
    stale = f"sim_{int(time.time()) - 7200}_0abc"
    fresh = scratch.new_schema_name("sim")
    other = f"keep_{int(time.time()) - 7200}_0abc"
    async with pool.acquire() as conn:
        for schema in (stale, fresh, other):
            await scratch.create_schema(conn, schema)
        try:
            dropped = await scratch.drop_stale_schemas(conn, prefix="sim", older_than_seconds=3600)
            left = {
                r["nspname"]
                for r in await conn.fetch(
                    "SELECT nspname FROM pg_namespace WHERE nspname = ANY($1::text[])", [stale, fresh, other]
                )
            }
        finally:
            for schema in (stale, fresh, other):
                await scratch.drop_schema(conn, schema)

    assert stale in dropped and fresh not in dropped
    assert left == {fresh, other}


@pytest.mark.parametrize("name", ['sim"; DROP TABLE contacts; --', "public", "sim_now_abc", "Sim_1_ab"])
async def test_only_scratch_names_reach_the_sql(pool: asyncpg.Pool, name: str):
    async with pool.acquire() as conn:
        with pytest.raises(ValueError, match="is not a scratch schema name"):
            await scratch.create_schema(conn, name)
        with pytest.raises(ValueError, match="is not a scratch schema name"):
            await scratch.drop_schema(conn, name)
