"""A worker that stops lets go of the runs it kept in memory (sequencer/cached_runs.py): a process
that outlives it (a test session, the simulator, `sequencer dev`) would otherwise carry them, and
every garbage-collection pass after would walk them."""

from __future__ import annotations

import asyncio
import gc

from temporalio.testing import WorkflowEnvironment

from sequencer.payload_codec import data_converter
from sequencer.settings import Settings
from sequencer.slots import SendLimits
from starter.client import Sequencer
from starter.temporal_setup import ensure_search_attributes
from tests.factories import PROJECT, email_steps, make_contact, make_mailbox, make_sequence
from tests.support import unique, venv_binary
from worker import running_worker
from workflows.enrollment import EnrollmentWorkflow


def _waiting_run_tasks() -> int:
    """Tasks of workflow runs (their event loop is the SDK's workflow instance) still waiting: a run
    kept in memory has some for good; an evicted one has none."""
    gc.collect()
    return sum(
        1
        for task in gc.get_objects()
        if isinstance(task, asyncio.Task)
        and not task.done()
        and type(task.get_loop()).__module__.startswith("temporalio.worker")
    )


async def test_a_stopped_worker_keeps_none_of_the_runs_still_open_in_memory(pool, gmail):
    # A server of the test's own: the runs stay open when the worker stops (one mailbox's caps hold
    # all but the first back), and go away with it.
    env = await WorkflowEnvironment.start_time_skipping(
        test_server_existing_path=venv_binary("temporal-test-server"),
        data_converter=data_converter(Settings().key_ring),
    )
    try:
        await ensure_search_attributes(env.client)
        async with pool.acquire() as conn:
            mailbox = await make_mailbox(conn, limits=SendLimits())
            version = await make_sequence(conn, email_steps("0s"))
            contacts = [await make_contact(conn) for _ in range(40)]
        before = _waiting_run_tasks()
        queue = unique("stop")
        async with running_worker(
            env.client, pool, gmail, queue, poll_seconds=None, clock=env.get_current_time
        ):
            sequencer = Sequencer(pool, env.client, project_id=PROJECT, task_queue=queue, poll_seconds=None)
            for contact in contacts:
                enrollment = await sequencer.enroll(
                    contact_id=contact.id, sequence=version.name, mailbox=mailbox.email
                )
                # A query is answered by the run in the worker's memory: it is there now.
                await env.client.get_workflow_handle(enrollment.workflow_id).query(EnrollmentWorkflow.state)
            assert _waiting_run_tasks() > before

        assert _waiting_run_tasks() == before
    finally:
        await env.shutdown()
