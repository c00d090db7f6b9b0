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

    assert await time_skipping.stuck(private_env) is None


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

    assert await time_skipping.stuck(private_env) is None


async def test_a_lock_too_many_is_found_and_given_back(private_env: WorkflowEnvironment):
    await private_env.client.test_service.lock_time_skipping(LockTimeSkippingRequest())

    held = await time_skipping.stuck(private_env, patience=2)

    assert held is not None and "lock too many" in held
    assert await time_skipping.stuck(private_env) is None  # the tests after it skip again


async def test_sleeping_inside_or_beside_an_unlocked_section_skips_and_stays_balanced(
    private_env: WorkflowEnvironment,
):
    before = await private_env.get_current_time()
    async with private_env.time_skipping_unlocked():
        await private_env.sleep(timedelta(days=2))
    await asyncio.gather(*(private_env.sleep(timedelta(hours=1)) for _ in range(3)))

    assert await private_env.get_current_time() - before >= timedelta(days=2)
    assert await time_skipping.stuck(private_env) is None


async def test_a_run_left_on_a_queue_nobody_polls_is_named_and_its_lock_left_alone(
    private_env: WorkflowEnvironment,
):
    await private_env.client.start_workflow("Forgotten", id="forgotten-run", task_queue="nobody-polls")

    held = await time_skipping.stuck(private_env, patience=2)

    assert held is not None and "forgotten-run" in held
