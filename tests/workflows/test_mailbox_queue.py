"""A mailbox's workflow runs on a task queue of its own beside the enrollments' (every worker polls both),
so its grants and answers never wait behind a burst of enrollment tasks; runs started on the enrollments'
queue before it existed keep running there."""

from __future__ import annotations

from temporalio.client import Client
from temporalio.common import WorkflowIDReusePolicy
from temporalio.testing import WorkflowEnvironment

from activities.mailbox import start_mailbox_workflow
from contracts import MailboxInput, SendLedger
from contracts.names import MAILBOX_WORKFLOW
from sequencer.ids import MAILBOX_QUEUE_SUFFIX, enrollment_task_queue, mailbox_task_queue, mailbox_workflow_id
from sequencer.slots import SendLimits
from tests.factories import PROJECT, make_mailbox
from tests.support import stop_mailbox_workflow, unique
from worker import running_worker
from workflows.mailbox import MailboxWorkflow


def test_the_mailbox_queue_is_named_once_beside_the_enrollments_queue():
    assert mailbox_task_queue("sequencer") == "sequencer" + MAILBOX_QUEUE_SUFFIX
    assert mailbox_task_queue(mailbox_task_queue("acme-prod")) == mailbox_task_queue("acme-prod")
    # What a mailbox's activity (running on the mailbox queue) starts an enrollment on.
    assert enrollment_task_queue(mailbox_task_queue("acme-prod")) == "acme-prod"
    assert enrollment_task_queue("acme-prod") == "acme-prod"


async def _queue_of(client: Client, workflow_id: str) -> str:
    return (await client.get_workflow_handle(workflow_id).describe()).task_queue


async def test_a_mailbox_starts_on_its_own_queue_and_a_worker_serves_it(
    pool, gmail, temporal_env: WorkflowEnvironment
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    queue, client = unique("mailbox-queue"), temporal_env.client
    async with running_worker(client, pool, gmail, queue, poll_seconds=None):
        started = await start_mailbox_workflow(
            pool, client, project_id=PROJECT, mailbox_id=mailbox.id, task_queue=queue, poll_seconds=None
        )
        workflow_id = mailbox_workflow_id(PROJECT, mailbox.id)
        state = await client.get_workflow_handle(workflow_id).query(MailboxWorkflow.state)
        assert started and state.sending is not None  # answered by the worker on the mailbox queue
        assert await _queue_of(client, workflow_id) == mailbox_task_queue(queue)
        await stop_mailbox_workflow(temporal_env, mailbox.id)


async def test_a_mailbox_run_started_on_the_enrollments_queue_still_runs(
    pool, gmail, temporal_env: WorkflowEnvironment
):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn, limits=SendLimits(max_per_24h=5))
    queue, client = unique("mailbox-queue-old"), temporal_env.client
    workflow_id = mailbox_workflow_id(PROJECT, mailbox.id)
    async with running_worker(client, pool, gmail, queue, poll_seconds=None):
        # As a release before the mailbox queue started it.
        await client.start_workflow(
            MAILBOX_WORKFLOW,
            MailboxInput(
                project_id=PROJECT,
                mailbox_id=mailbox.id,
                poll_seconds=None,
                slots=SendLedger(limits=SendLimits(max_per_24h=5)),
            ),
            id=workflow_id,
            task_queue=queue,
            id_reuse_policy=WorkflowIDReusePolicy.ALLOW_DUPLICATE,
        )
        state = await client.get_workflow_handle(workflow_id).query(MailboxWorkflow.state)
        assert state.sending is not None and state.sending.limits.max_per_24h == 5
        assert await _queue_of(client, workflow_id) == queue
        await stop_mailbox_workflow(temporal_env, mailbox.id)
