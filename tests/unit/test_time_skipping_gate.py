"""The test server's skipping lock stays balanced however tests wait (tests/time_skipping.py)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest
from temporalio.api.testservice.v1 import LockTimeSkippingRequest
from temporalio.testing import WorkflowEnvironment

from tests import time_skipping
from tests.support import venv_binary


@pytest.fixture
async def private_env() -> AsyncIterator[WorkflowEnvironment]:
    """A server of its own: these tests lock and unlock on purpose."""
    env = await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=venv_binary("temporal-test-server")
    )
    time_skipping.install(env)
    yield env
    await env.shutdown()


async def test_nested_and_concurrent_unlocked_sections_leave_the_server_skipping(
    private_env: WorkflowEnvironment,
):
    async def wait_a_little() -> None:
        async with private_env.time_skipping_unlocked():
            async with private_env.time_skipping_unlocked():
                await asyncio.sleep(0.01)

    await asyncio.gather(*(wait_a_little() for _ in range(5)))

    assert not await time_skipping.leaked_lock(private_env)


async def test_a_waiter_cancelled_inside_an_unlocked_section_leaves_the_server_skipping(
    private_env: WorkflowEnvironment,
):
    async def wait_forever() -> None:
        async with private_env.time_skipping_unlocked():
            await asyncio.Event().wait()

    waiters = [asyncio.ensure_future(wait_forever()) for _ in range(3)]
    await asyncio.sleep(0.2)
    for waiter in waiters:
        waiter.cancel()
    await asyncio.gather(*waiters, return_exceptions=True)
    await asyncio.sleep(0.1)  # the leave of each runs to its end on its own

    assert not await time_skipping.leaked_lock(private_env)


async def test_a_lock_too_many_is_found_and_given_back(private_env: WorkflowEnvironment):
    await private_env.client.test_service.lock_time_skipping(LockTimeSkippingRequest())

    assert await time_skipping.leaked_lock(private_env, patience=2)
    assert not await time_skipping.leaked_lock(private_env)  # the tests after it skip again


async def test_sleeping_inside_an_unlocked_section_is_refused(private_env: WorkflowEnvironment):
    async with private_env.time_skipping_unlocked():
        with pytest.raises(RuntimeError, match="already skipping"):
            await private_env.sleep(timedelta(seconds=1))

    assert not await time_skipping.leaked_lock(private_env)
