"""A tiny workflow and activity that log, run on a test's own worker (never the shared one): the log
context of a workflow run (its signal handlers included) and of an activity's module loggers."""

from __future__ import annotations

import logging
from datetime import timedelta

from pydantic import BaseModel
from temporalio import activity, workflow

with workflow.unsafe.imports_passed_through():
    from sequencer.logs import workflow_log_extra

LOGGER = "tests.logs.flows"


class FlowInput(BaseModel):
    enrollment_id: str
    mailbox_id: str


class NoteInput(BaseModel):
    enrollment_id: str
    step_id: str
    mailbox_id: str
    body: str  # must never reach a line


@activity.defn(name="logs_test_note")
async def note(inp: NoteInput) -> str:
    # A module's logger, not activity.logger: only the interceptor's binding can give it the context.
    logging.getLogger(LOGGER).info("inside the activity")
    return "noted"


@workflow.defn(name="LogsTestWorkflow")
class LoggingWorkflow:
    def __init__(self) -> None:
        self._poked = False

    @workflow.run
    async def run(self, inp: FlowInput) -> str:
        workflow.logger.info("started", extra=workflow_log_extra(step_id="intro"))
        await workflow.execute_activity(
            note,
            NoteInput(enrollment_id=inp.enrollment_id, step_id="intro", mailbox_id=inp.mailbox_id, body="Hi"),
            start_to_close_timeout=timedelta(seconds=30),
        )
        await workflow.wait_condition(lambda: self._poked)
        return "done"

    @workflow.signal
    def poke(self) -> None:
        workflow.logger.info("poked")  # a handler's task: the run's enrollment still reaches the line
        self._poked = True
