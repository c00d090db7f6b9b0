"""The least a durable sequence can do on Temporal: per step one timer and one trivial activity.

The yardstick for Sequencer's engine overhead (bench/overhead.py), for the CPU a step costs on Temporal
at the least (bench/naive.py) and for raw workflow starts (bench/bulk_import.py). No database, no Gmail,
no mailbox workflow.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Awaitable, Callable
from datetime import timedelta

from pydantic import BaseModel
from temporalio import activity, workflow
from temporalio.client import Client
from temporalio.common import RetryPolicy
from temporalio.worker import Worker


class MinimalInput(BaseModel):
    steps: int
    wait_seconds: float
    first_wait_seconds: float = 0.0


@activity.defn(name="bench_minimal_step")
async def minimal_step(step: int) -> int:
    return step + 1


@workflow.defn(name="BenchMinimalWorkflow")
class MinimalWorkflow:
    @workflow.run
    async def run(self, inp: MinimalInput) -> int:
        done = 0
        for step in range(inp.steps):
            wait = inp.first_wait_seconds if step == 0 else inp.wait_seconds
            if wait > 0:
                await workflow.sleep(timedelta(seconds=wait))
            done = await workflow.execute_activity(
                minimal_step,
                step,
                start_to_close_timeout=timedelta(seconds=30),
                retry_policy=RetryPolicy(maximum_attempts=3),
            )
        return done


async def run_minimal(
    client: Client,
    *,
    workflows: int,
    steps: int,
    wait_seconds: float,
    first_wait_seconds: float,
    concurrency: int,
    task_queue: str = "bench-minimal",
    on_step: Callable[[], None] | None = None,
    on_ready: Callable[[], Awaitable[None]] | None = None,
    on_done: Callable[[], Awaitable[None]] | None = None,
) -> float:
    """Start `workflows` minimal workflows (`concurrency` starts at a time) on a worker of Sequencer's
    activity concurrency and wait for them all; the seconds from the first start to the last end.
    `on_step` is called as each step's activity runs; `on_ready` once the worker runs, before the first
    start, and `on_done` after the last end, before the worker stops (a part reads its CPU there, as it
    does around Sequencer's worker)."""

    @activity.defn(name="bench_minimal_step")
    async def step(n: int) -> int:
        if on_step is not None:
            on_step()
        return n + 1

    gate = asyncio.Semaphore(concurrency)
    prefix = f"minimal-{uuid.uuid4().hex[:8]}"
    inp = MinimalInput(steps=steps, wait_seconds=wait_seconds, first_wait_seconds=first_wait_seconds)

    async def start(i: int) -> str:
        async with gate:
            handle = await client.start_workflow(
                MinimalWorkflow.run, inp, id=f"{prefix}-{i}", task_queue=task_queue
            )
            return handle.id

    # Not at import: this module's workflow must stay light.
    from sequencer.settings import Settings
    from worker import WORKFLOW_RUNNER

    async with Worker(
        client,
        task_queue=task_queue,
        workflows=[MinimalWorkflow],
        activities=[step],
        # As many slots as the Sequencer worker (its default settings), and its workflow runner:
        max_concurrent_activities=Settings().max_concurrent_activities,
        workflow_runner=WORKFLOW_RUNNER,
    ):
        if on_ready is not None:
            await on_ready()
        began = time.perf_counter()
        ids = await asyncio.gather(*(start(i) for i in range(workflows)))
        await asyncio.gather(*(client.get_workflow_handle(i).result() for i in ids))
        seconds = time.perf_counter() - began
        if on_done is not None:
            await on_done()
        return seconds
