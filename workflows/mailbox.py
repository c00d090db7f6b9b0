"""MailboxWorkflow: one per connected mailbox; polls the Gmail history feed and signals enrollments.

The poll activity does the reading, matching and signalling, and returns the new cursor only after the
signals for what it read were delivered. The workflow keeps the cursor and the last poll time (queryable)
and continues as new before its history grows large.
"""

from __future__ import annotations

from datetime import timedelta

from temporalio import workflow
from temporalio.common import RetryPolicy

with workflow.unsafe.imports_passed_through():
    from activities.inbound import InboundActivities
    from workflows.inputs import MailboxInput, MailboxState, PollInput

WORKFLOW_NAME = "MailboxWorkflow"
_POLLS_PER_RUN = 200  # continue-as-new well before the history gets large
_DISCONNECTED_RETRY = timedelta(minutes=10)
_POLL_RETRY = RetryPolicy(initial_interval=timedelta(seconds=5), maximum_interval=timedelta(minutes=5))


@workflow.defn(name=WORKFLOW_NAME)
class MailboxWorkflow:
    def __init__(self) -> None:
        self._input: MailboxInput | None = None
        self._poke = False
        self._stop = False

    @workflow.run
    async def run(self, inp: MailboxInput) -> None:
        self._input = inp
        for _ in range(_POLLS_PER_RUN):
            self._poke = False  # a poll_now arriving during the poll below asks for another one
            result = await workflow.execute_activity_method(
                InboundActivities.poll_mailbox,
                PollInput(mailbox_id=inp.mailbox_id, cursor=inp.cursor),
                start_to_close_timeout=timedelta(minutes=10),
                heartbeat_timeout=timedelta(minutes=1),
                retry_policy=_POLL_RETRY,
            )
            inp.cursor, inp.last_poll_at, inp.polls = result.cursor, workflow.now(), inp.polls + 1
            wait = _DISCONNECTED_RETRY if result.disconnected else timedelta(seconds=inp.poll_seconds)
            try:
                await workflow.wait_condition(lambda: self._poke or self._stop, timeout=wait)
            except TimeoutError:
                pass
            if self._stop:
                return
            if workflow.info().is_continue_as_new_suggested():
                break
        workflow.continue_as_new(inp)

    @workflow.signal(name="poll_now")
    def poll_now(self) -> None:
        """A push notification (or a test) asks for a poll before the interval is up."""
        self._poke = True

    @workflow.signal(name="stop")
    def stop(self) -> None:
        self._stop = True

    @workflow.query(name="state")
    def state(self) -> MailboxState:
        assert self._input is not None
        return MailboxState(
            mailbox_id=self._input.mailbox_id,
            cursor=self._input.cursor,
            last_poll_at=self._input.last_poll_at,
            polls=self._input.polls,
        )
