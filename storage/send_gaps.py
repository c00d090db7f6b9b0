"""A mailbox's minimum gap, held at the send (migrations/0018_send_gaps.sql).

The mailbox's workflow grants slots ahead, a gap apart; this is what keeps the gap between the provider's
calls when a send runs late. `claim` takes the hold before the call, `release` sets it to the moment the
provider answered plus the gap (or gives it back untouched when the call was never made).
"""

from __future__ import annotations

from datetime import datetime

import asyncpg


async def claim(
    conn: asyncpg.Connection, *, mailbox_id: str, now: datetime, hold_until: datetime
) -> tuple[bool, datetime | None]:
    """Hold the mailbox's gap until `hold_until` if the last hold lapsed by `now`: (True, the hold before,
    None if none), else (False, when the hold lapses as this statement saw it). One statement; concurrent
    claims queue on the row and only one of them finds the hold lapsed (a loser may see the hold from
    before the winner's, already lapsed: it asks again)."""
    row = await conn.fetchrow(
        """WITH before AS (SELECT held_until FROM mailbox_send_gaps WHERE mailbox_id = $1::uuid),
                taken AS (
                    INSERT INTO mailbox_send_gaps AS g (mailbox_id, held_until) VALUES ($1::uuid, $3)
                    ON CONFLICT (mailbox_id) DO UPDATE SET held_until = EXCLUDED.held_until
                    WHERE g.held_until <= $2
                    RETURNING 1
                )
           SELECT EXISTS (SELECT 1 FROM taken) AS claimed, (SELECT held_until FROM before) AS before""",
        mailbox_id,
        now,
        hold_until,
    )
    assert row is not None
    return bool(row["claimed"]), row["before"]


async def release(
    conn: asyncpg.Connection, *, mailbox_id: str, claimed: datetime, until: datetime | None
) -> None:
    """End our hold (`claimed`, what `claim` set): the gap runs until `until`, or, with None (the provider
    was never called), the hold is dropped. A hold another send has taken since is left alone."""
    if until is None:
        await conn.execute(
            "DELETE FROM mailbox_send_gaps WHERE mailbox_id = $1::uuid AND held_until = $2",
            mailbox_id,
            claimed,
        )
        return
    await conn.execute(
        "UPDATE mailbox_send_gaps SET held_until = $3 WHERE mailbox_id = $1::uuid AND held_until = $2",
        mailbox_id,
        claimed,
        until,
    )
