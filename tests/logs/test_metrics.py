"""The worker's Temporal SDK metrics: the runtime `run_worker` builds serves Prometheus text with the
SDK's `temporal_*` metrics once a worker has polled and run something (on a free port, never 9464)."""

from __future__ import annotations

import asyncio
import socket
import uuid

import httpx
from temporalio.testing import WorkflowEnvironment
from temporalio.worker import Worker

from sequencer.logs import LogContextInterceptor
from sequencer.settings import Settings
from starter.client import connect_temporal
from tests.logs.conftest import Captured, free_port
from tests.logs.flows import FlowInput, LoggingWorkflow, note
from tests.support import eventually, unique
from worker import run_worker, worker_runtime


def metric_names(text: str) -> set[str]:
    return {
        line.split("{")[0].split(" ")[0] for line in text.splitlines() if line and not line.startswith("#")
    }


async def test_the_worker_runtime_serves_the_sdks_metrics_after_a_worker_ran(
    temporal_env: WorkflowEnvironment,
):
    address = f"127.0.0.1:{free_port()}"
    settings = Settings(
        temporal_address=temporal_env.client.service_client.config.target_host, worker_metrics_address=address
    )
    client = await connect_temporal(settings, runtime=worker_runtime(settings))
    task_queue = unique("tq-metrics")
    async with Worker(
        client,
        task_queue=task_queue,
        workflows=[LoggingWorkflow],
        activities=[note],
        interceptors=[LogContextInterceptor()],
    ):
        handle = await client.start_workflow(
            LoggingWorkflow.run,
            FlowInput(enrollment_id=str(uuid.uuid4()), mailbox_id=str(uuid.uuid4())),
            id=unique("metrics-wf"),
            task_queue=task_queue,
        )
        await handle.signal(LoggingWorkflow.poke)
        assert await handle.result() == "done"

    async with httpx.AsyncClient() as http:
        answer = await http.get(f"http://{address}/metrics")

    assert answer.status_code == 200 and answer.headers["content-type"].startswith("text/plain")
    names = metric_names(answer.text)
    assert {"temporal_workflow_completed", "temporal_activity_execution_latency_bucket"} <= names, names
    assert any(name.startswith("temporal_workflow_task_schedule_to_start_latency") for name in names)
    assert f'task_queue="{task_queue}"' in answer.text


def test_a_busy_metrics_address_leaves_the_worker_running_without_them(captured: Captured):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        address = f"127.0.0.1:{busy.getsockname()[1]}"

        runtime = worker_runtime(Settings(worker_metrics_address=address))

    assert runtime is not None
    (warning,) = [line for line in captured.lines("sequencer.worker") if line["level"] == "WARNING"]
    assert address in warning["message"] and "in use" in warning["message"]


def test_no_metrics_address_means_no_endpoint(captured: Captured):
    assert worker_runtime(Settings(worker_metrics_address=None)) is not None
    assert not captured.lines("sequencer.worker")


async def test_run_worker_serves_the_sdks_metrics_while_it_polls(
    temporal_env: WorkflowEnvironment, database_url: str, sandbox_url: str
):
    address = f"127.0.0.1:{free_port()}"
    settings = Settings(
        temporal_address=temporal_env.client.service_client.config.target_host,
        task_queue=unique("tq-run-worker"),
        gmail_endpoint=sandbox_url,
        watch_on_start=False,  # the shared database's mailboxes belong to other tests
        calendar=False,
        worker_metrics_address=address,
    )
    stop = asyncio.Event()
    running = asyncio.create_task(run_worker(settings, database_url, stop))
    names: set[str] = set()
    try:
        async with httpx.AsyncClient() as http:

            async def polling() -> bool:
                nonlocal names
                assert not running.done(), running.exception()
                try:
                    names = metric_names((await http.get(f"http://{address}/metrics")).text)
                except httpx.HTTPError:
                    return False
                return "temporal_num_pollers" in names

            await eventually(polling, attempts=200, every=0.05)
    finally:
        stop.set()
        await asyncio.wait_for(running, timeout=30)
    assert all(name.startswith("temporal_") for name in names)
