"""The schema's own guards: migrations apply once, versions are immutable, ledgers append-only."""

from __future__ import annotations

import asyncpg
import pytest

from storage import enrollments, ledger
from storage.db import connect
from storage.errors import Conflict
from storage.migrate import apply_migrations, ensure_database, migration_files
from tests.factories import email_steps, make_contact, make_enrollment, make_sequence
from tests.support import unique


async def test_migrations_apply_to_an_empty_database_once(database_url: str):
    name = unique("empty").replace("-", "_")
    server_url = database_url.replace("/sequencer_test", "/postgres")
    await ensure_database(server_url, name)
    conn = await connect(database_url.replace("/sequencer_test", f"/{name}"))
    try:
        first = await apply_migrations(conn)
        second = await apply_migrations(conn)
        recorded = await conn.fetchval("SELECT count(*) FROM schema_migrations")
    finally:
        await conn.close()

    assert first == [p.name for p in migration_files()]
    assert second == []
    assert recorded == len(first)


async def test_a_published_sequence_version_cannot_be_changed(pool):
    async with pool.acquire() as conn:
        version = await make_sequence(conn, email_steps("0s"))
        with pytest.raises(asyncpg.RestrictViolationError):
            await conn.execute(
                "UPDATE sequence_versions SET document = '{}'::jsonb WHERE id = $1::uuid", version.id
            )


async def test_the_database_refuses_a_second_active_enrollment_for_a_contact(pool):
    async with pool.acquire() as conn:
        contact = await make_contact(conn)
        first = await make_enrollment(conn, contact=contact)
        with pytest.raises(Conflict):
            await make_enrollment(conn, contact=contact)

        await enrollments.set_status(
            conn, enrollment_id=first.id, status="completed", reason=None, current_step=None
        )
        again = await make_enrollment(conn, contact=contact)

    assert again.status == "active"


async def test_a_final_status_is_never_left(pool):
    async with pool.acquire() as conn:
        enrollment = await make_enrollment(conn)
        assert await enrollments.set_status(
            conn, enrollment_id=enrollment.id, status="replied", reason="r", current_step=None
        )
        changed = await enrollments.set_status(
            conn, enrollment_id=enrollment.id, status="active", reason=None, current_step=None
        )
        status = await conn.fetchval("SELECT status FROM enrollments WHERE id = $1::uuid", enrollment.id)

    assert changed is False
    assert status == "replied"


@pytest.mark.parametrize(
    "statement",
    ["DELETE FROM run_ledger WHERE id = $1", "UPDATE run_ledger SET outcome = 'rewritten' WHERE id = $1"],
)
async def test_the_run_ledger_is_append_only(pool, statement):
    async with pool.acquire() as conn:
        enrollment = await make_enrollment(conn)
        await ledger.append_run(
            conn, project_id="default", enrollment_id=enrollment.id, step_id="s1", action="test", outcome="ok"
        )
        row_id = await conn.fetchval(
            "SELECT max(id) FROM run_ledger WHERE enrollment_id = $1::uuid", enrollment.id
        )
        with pytest.raises(asyncpg.RestrictViolationError):
            await conn.execute(statement, row_id)
