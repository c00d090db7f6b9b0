"""`sequencer secrets new-key|rotate`: the AES-GCM key ring that seals stored credentials."""

from __future__ import annotations

import argparse
from collections import Counter, defaultdict
from typing import Any

from cli.support import print_json, with_pool
from sequencer import sealing
from sequencer.settings import Settings
from storage import audit


def cmd_secrets_new_key(_: Settings, __: argparse.Namespace) -> int:
    print(sealing.new_key())
    return 0


async def rotate(pool: Any, ring: sealing.KeyRing) -> dict[str, int]:
    """Re-seal every stored secret with the ring's first key (plain legacy values get sealed too).
    Each project with a secret re-sealed gets one `secret.rotated` audit entry (counts per column)."""
    resealed = already = 0
    by_project: dict[str, Counter[str]] = defaultdict(Counter)
    async with pool.acquire() as conn, conn.transaction():
        for table, key, column in sealing.SEALED_COLUMNS:  # constants: no value enters the SQL text
            purpose = f"{table}.{column}"
            rows = await conn.fetch(
                f"SELECT {key} AS key, project_id, {column} AS value FROM {table} "
                f"WHERE {column} IS NOT NULL FOR UPDATE"
            )
            for row in rows:
                stored: str = row["value"]
                if ring.sealed_with_current(stored):
                    already += 1
                    continue
                plain = ring.open(stored, purpose=purpose) if sealing.is_sealed(stored) else stored
                await conn.execute(
                    f"UPDATE {table} SET {column} = $2 WHERE {key} = $1",
                    row["key"],
                    ring.seal(plain, purpose=purpose),
                )
                resealed += 1
                by_project[row["project_id"]][purpose] += 1
        for project_id, counts in sorted(by_project.items()):
            await audit.record(
                conn,
                project_id=project_id,
                actor=audit.CLI,
                action="secret.rotated",
                target="seal_key",
                details={"resealed": dict(sorted(counts.items()))},
            )
    return {"resealed": resealed, "already_current": already}


def cmd_secrets_rotate(settings: Settings, _: argparse.Namespace) -> int:
    from cli.support import UsageError

    try:
        counts = with_pool(settings, lambda pool: rotate(pool, settings.key_ring))
    except sealing.SealError as exc:
        raise UsageError(f"cannot rotate: {exc}") from None
    print_json(counts)
    return 0
