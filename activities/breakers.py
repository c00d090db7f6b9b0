"""The circuit breaker around provider calls, as the send activities use it."""

from __future__ import annotations

from datetime import datetime

import asyncpg

from sequencer import breaker as rule
from storage import breakers

BREAKER_OPEN = "CircuitBreakerOpen"  # an ApplicationError type; its detail is when to try again (ISO)


class BreakerOpen(Exception):
    def __init__(self, retry_at: datetime, last_error: str | None) -> None:
        super().__init__(
            f"provider failing ({last_error or 'errors'}); sends wait until {retry_at.isoformat()}"
        )
        self.retry_at = retry_at


async def admit(
    pool: asyncpg.Pool, mailbox_id: str, channel: str, now: datetime, seen: rule.Breaker | None = None
) -> bool:
    """Raise BreakerOpen unless this send may call the provider. True: the breaker is closed with no
    failure counted, so a success needs no `record` (the caller passes it as `clean`). `seen`: the
    breaker as the caller read it moments ago (the email send's facts); a closed one is not read again."""
    if seen is not None and seen.state == "closed":
        return seen == rule.Breaker()  # the usual case: nothing to read, nothing to write
    async with pool.acquire() as conn:
        seen = await breakers.peek(conn, mailbox_id=mailbox_id, channel=channel)
        if seen.state == "closed":
            return seen == rule.Breaker()  # one read, no write
        async with conn.transaction():
            current = await breakers.lock(conn, mailbox_id=mailbox_id, channel=channel)
            allowed, after = rule.admit(current, now)
            if after != current:
                await breakers.save(conn, mailbox_id=mailbox_id, channel=channel, breaker=after)
    if not allowed:
        assert after.retry_at is not None
        raise BreakerOpen(after.retry_at, after.last_error)
    return False


async def record(
    pool: asyncpg.Pool,
    mailbox_id: str,
    channel: str,
    now: datetime,
    error: str | None,
    *,
    clean: bool = False,
) -> None:
    """A provider call's result: None succeeded, else the failure (5xx, timeout, unreachable). A
    success after `admit` said `clean` changes nothing and reads nothing (a failure meanwhile by
    another send is counted by that send; this success would only have reset its count)."""
    if error is None and clean:
        return
    async with pool.acquire() as conn:
        if (
            error is None
            and await breakers.peek(conn, mailbox_id=mailbox_id, channel=channel) == rule.Breaker()
        ):
            return
        async with conn.transaction():
            current = await breakers.lock(conn, mailbox_id=mailbox_id, channel=channel)
            after = rule.succeeded(current) if error is None else rule.failed(current, now, error)
            await breakers.save(conn, mailbox_id=mailbox_id, channel=channel, breaker=after)
