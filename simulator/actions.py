"""The simulation's own workflow: it performs one of the run's actions (a contact event, a review's
approval, the exit at the horizon) at its moment of the simulated clock. Its activity runs at that
instant, and the test server skips no time while an activity runs: the enrollment gets the event
exactly then."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import datetime, timedelta

from pydantic import BaseModel
from temporalio import activity, workflow
from temporalio.client import Client
from temporalio.common import RetryPolicy
from temporalio.worker import Worker

from worker import WORKFLOW_RUNNER

Action = Callable[[datetime], Awaitable[None]]  # takes the simulated moment it runs at


class EventTrigger(BaseModel):
    action: int  # which of the run's actions to perform
    at: datetime | None = None  # not before this instant (simulated clock)


@workflow.defn(name="SimulationEventWorkflow")
class SimulationEventWorkflow:
    """Performs one of the simulation's actions at its moment."""

    @workflow.run
    async def run(self, trigger: EventTrigger) -> None:
        if trigger.at is not None and trigger.at > workflow.now():
            await workflow.sleep(trigger.at - workflow.now())
        await workflow.execute_activity(
            "simulation_action",
            trigger.action,
            start_to_close_timeout=timedelta(seconds=60),
            retry_policy=RetryPolicy(maximum_attempts=1),
        )


class Actions:
    """The run's actions, each started as a SimulationEventWorkflow on a task queue beside the run's."""

    def __init__(self, client: Client, run_queue: str) -> None:
        self.client, self.run_queue = client, run_queue
        self.task_queue = f"{run_queue}-events"
        self.actions: list[Action] = []
        self.in_flight = 0

    async def start(self, action: Action, at: datetime | None = None) -> None:
        """Perform `action` at `at` (None: now) of the simulated clock."""
        self.actions.append(action)
        number = len(self.actions) - 1
        await self.client.start_workflow(
            SimulationEventWorkflow.run,
            EventTrigger(action=number, at=at),
            id=f"{self.run_queue}-action-{number}",
            task_queue=self.task_queue,
        )

    @activity.defn(name="simulation_action")
    async def perform(self, number: int) -> None:
        self.in_flight += 1
        try:
            await self.actions[number](activity.info().started_time)
        finally:
            self.in_flight -= 1

    def worker(self) -> Worker:
        return Worker(
            self.client,
            task_queue=self.task_queue,
            workflows=[SimulationEventWorkflow],
            activities=[self.perform],
            workflow_runner=WORKFLOW_RUNNER,
        )

    async def settled(self) -> None:
        """Wait (up to 2 s) for the actions under way: a delivery that ended the run records its
        outcome right after."""
        for _ in range(200):
            if not self.in_flight:
                return
            await asyncio.sleep(0.01)
