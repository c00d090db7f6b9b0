"""The least a durable sequence can do on Temporal: per step one timer and one trivial activity.

The yardstick for Sequencer's engine overhead (bench/overhead.py) and for raw workflow starts
(bench/bulk_import.py). No database, no Gmail, no mailbox workflow.
"""

from __future__ import annotations

from datetime import timedelta

from pydantic import BaseModel
from temporalio import activity, workflow
from temporalio.common import RetryPolicy


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
