"""A worker bounds the sends it works on at once (`max_concurrent_sends`), not the sends that wait: a send
granted ahead waits for its moment without taking a working place, so a burst's waiting sends never keep
the asking ones out (docs/performance.md, "Sends that wait hold no working place")."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from typing import Any, cast

from activities.sending import SendingActivities
from contracts import SendEmailInput, SendEmailResult, SlotReport

T0 = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)


class Gate(SendingActivities):
    """The real gate around a send's work; the work itself only counts who is inside and in what order."""

    def __init__(self, concurrency: int, started: float) -> None:
        super().__init__(cast(Any, None), cast(Any, None), cast(Any, None), concurrency=concurrency)
        self.started, self.inside, self.most, self.order = started, 0, 0, []

    async def _clock_now(self) -> datetime:
        return T0 + timedelta(seconds=asyncio.get_running_loop().time() - self.started)

    async def _send_working(
        self, inp: SendEmailInput, report: SlotReport | None, *, began: float
    ) -> SendEmailResult:
        self.inside += 1
        self.most = max(self.most, self.inside)
        self.order.append(inp.enrollment_id)
        await asyncio.sleep(0.05)
        self.inside -= 1
        return SendEmailResult(outcome="window_closed")


def send(name: str, at: datetime | None = None) -> SendEmailInput:
    return SendEmailInput(enrollment_id=name, step_id="s1", grant_send_at=at)


async def gate(concurrency: int) -> Gate:
    made = Gate(concurrency, asyncio.get_running_loop().time())
    made._clock = made._clock_now  # the slot's moment is read on this test's clock
    return made


async def test_no_more_sends_work_at_once_than_the_bound():
    sends = await gate(2)
    loop = asyncio.get_running_loop()
    await asyncio.gather(*(sends._send_email(send(f"e{n}"), began=loop.time()) for n in range(6)))
    assert sends.most == 2
    assert sorted(sends.order) == [f"e{n}" for n in range(6)]


async def test_a_send_waiting_for_its_slot_leaves_its_working_place_to_a_send_that_can_go():
    sends = await gate(1)
    loop = asyncio.get_running_loop()
    waiting = asyncio.create_task(
        sends._send_email(send("granted-ahead", T0 + timedelta(seconds=0.4)), began=loop.time())
    )
    await asyncio.sleep(0.05)  # it is waiting for its slot now
    await asyncio.wait_for(sends._send_email(send("due-now"), began=loop.time()), timeout=0.3)
    await waiting
    assert sends.order == ["due-now", "granted-ahead"]
