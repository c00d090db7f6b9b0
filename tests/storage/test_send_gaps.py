"""A mailbox's minimum gap, held at the send: one claim at a time, the hold running from the provider's
answer, and a hold given back untouched when the provider was never called."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import asyncpg

from storage import send_gaps
from tests.factories import make_mailbox

T0 = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)
GAP = timedelta(seconds=5)
CALL_MAX = timedelta(seconds=60)


def at(seconds: float) -> datetime:
    return T0 + timedelta(seconds=seconds)


async def _claim(conn: asyncpg.Connection, mailbox_id: str, now: datetime) -> tuple[bool, datetime | None]:
    return await send_gaps.claim(conn, mailbox_id=mailbox_id, now=now, hold_until=now + CALL_MAX + GAP)


async def test_the_gap_runs_from_the_answer_and_the_next_send_waits_for_it(pool):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        assert await _claim(conn, mailbox.id, at(0)) == (True, None)  # the mailbox's first call
        # While the call is out, nobody else may call: the hold covers the longest call and the gap.
        assert await _claim(conn, mailbox.id, at(4)) == (False, at(0) + CALL_MAX + GAP)
        await send_gaps.release(
            conn, mailbox_id=mailbox.id, claimed=at(0) + CALL_MAX + GAP, until=at(3) + GAP
        )
        assert await _claim(conn, mailbox.id, at(7.9)) == (False, at(8))  # answered at 3: the gap ends at 8
        assert await _claim(conn, mailbox.id, at(8)) == (True, at(8))


async def test_a_hold_whose_call_never_went_is_given_back(pool):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        taken, _ = await _claim(conn, mailbox.id, at(0))
        assert taken
        await send_gaps.release(conn, mailbox_id=mailbox.id, claimed=at(0) + CALL_MAX + GAP, until=None)
        assert (await _claim(conn, mailbox.id, at(0.1)))[0]  # no gap after a call that was not made


async def test_a_release_leaves_a_hold_another_send_took_since_alone(pool):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        await _claim(conn, mailbox.id, at(0))
        # The first call outlasted its hold (its worker stalled); another send claimed after it.
        taken, _ = await _claim(conn, mailbox.id, at(70))
        assert taken
        await send_gaps.release(
            conn, mailbox_id=mailbox.id, claimed=at(0) + CALL_MAX + GAP, until=at(71) + GAP
        )
        assert await _claim(conn, mailbox.id, at(80)) == (False, at(70) + CALL_MAX + GAP)


async def test_of_many_sends_claiming_at_once_exactly_one_gets_the_hold(pool):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)

    async def claim() -> bool:
        async with pool.acquire() as conn:
            return (await _claim(conn, mailbox.id, at(0)))[0]

    assert sorted(await asyncio.gather(*(claim() for _ in range(8)))) == [False] * 7 + [True]


async def test_each_mailbox_has_its_own_gap(pool):
    async with pool.acquire() as conn:
        one, other = await make_mailbox(conn), await make_mailbox(conn)
        assert (await _claim(conn, one.id, at(0)))[0]
        assert (await _claim(conn, other.id, at(0)))[0]
