"""Part 4, bulk import: `POST /v1/enrollments/bulk` of N contacts against a raw loop of workflow starts.

Import: the real API (`sequencer api` process) and worker (`sequencer worker` process) on this stack; one
POST of `--contacts` new contacts (its response time is the figure the caller waits for), then
`GET /v1/imports/{id}` until it says `completed`. Rate: enrolled contacts per second from the POST to
completion.
Raw: `client.start_workflow` of as many minimal workflows (bench/minimal.py), `--raw-concurrency` in
flight, with a worker taking their first task; no database. Rate: starts per second.
Both sequences only wait at first (the import's first step is a day away, the minimal workflows sleep a
day), so the figure is the enrolling itself, not the sending that would follow.
"""

from __future__ import annotations

import argparse
import asyncio
import time
from typing import Any

import httpx
from temporalio.client import WorkflowHandle
from temporalio.worker import Worker

from bench import minimal
from bench.results import Part, main
from bench.stack import Api, Stack, email_sequence, make_mailboxes, publish, running_stack
from worker import WORKFLOW_RUNNER

NAME, TITLE = "bulk_import", "bulk import: POST /v1/enrollments/bulk vs raw workflow starts"


async def _import(stack: Stack, api: Api, part: Part, args: argparse.Namespace, mailbox: str) -> float | None:
    body = {
        "import_id": "bench-import-1",
        "sequence": "bulk",
        "mailbox": mailbox,
        "contacts": [
            {
                "email": f"imported{i}@prospect{i % 97}.test",
                "first_name": "Lee",
                "timezone": "UTC",
                "fields": {"company": f"Co {i}"},
            }
            for i in range(args.contacts)
        ],
    }
    async with httpx.AsyncClient(timeout=120, headers=api.headers) as http:
        began = time.perf_counter()
        answer = await http.post(f"{api.url}/v1/enrollments/bulk", json=body)
        response_seconds = time.perf_counter() - began
        if answer.status_code in (404, 405):
            part.unavailable("POST /v1/enrollments/bulk", f"the API answers {answer.status_code}")
            return None
        if answer.status_code != 202:
            raise RuntimeError(
                f"POST /v1/enrollments/bulk answered {answer.status_code}: {answer.text[:500]}"
            )
        part.figure("post_response_seconds", response_seconds)
        part.figure("post_status", answer.json().get("status"))
        url = f"{api.url}/v1/imports/{body['import_id']}"
        state: dict[str, Any] = {}
        while time.perf_counter() - began < args.timeout:
            state = (await http.get(url)).json()
            if state.get("status") != "running":
                break
            await asyncio.sleep(0.25)
        seconds = time.perf_counter() - began
    part.figure("import_status", state.get("status"))
    counts = ("enrolled", "skipped", "failed", "pending", "rejected")
    part.figure("import_counts", {k: state.get(k) for k in counts})
    if state.get("errors"):
        part.figure("import_first_errors", state["errors"][:3])
    part.figure("import_seconds", seconds)
    if state.get("status") != "completed":
        raise RuntimeError(f"the import did not complete in {args.timeout} s: {state}")
    rate = float(state.get("enrolled") or 0) / seconds
    part.figure("import_enrollments_per_second", rate)
    part.check("POST response time", response_seconds, "<", 1, "s")
    return rate


async def _raw(stack: Stack, args: argparse.Namespace) -> tuple[float, float]:
    gate = asyncio.Semaphore(args.raw_concurrency)
    day = 24 * 3600.0

    async def start(i: int) -> WorkflowHandle:
        async with gate:
            return await stack.client.start_workflow(
                minimal.MinimalWorkflow.run,
                minimal.MinimalInput(steps=1, wait_seconds=day, first_wait_seconds=day),
                id=f"raw-{i}",
                task_queue="bench-raw",
            )

    async with Worker(
        stack.client,
        task_queue="bench-raw",
        workflows=[minimal.MinimalWorkflow],
        activities=[minimal.minimal_step],
        workflow_runner=WORKFLOW_RUNNER,  # as the Sequencer worker
    ):
        began = time.perf_counter()
        await asyncio.gather(*(start(i) for i in range(args.contacts)))
        seconds = time.perf_counter() - began
    return seconds, args.contacts / seconds


async def run(part: Part, args: argparse.Namespace) -> None:
    async with running_stack(NAME) as stack:
        (box,) = await make_mailboxes(stack.pool, 1)
        await publish(stack.pool, email_sequence("bulk", ["1d"]))
        queue = "bench-import"
        await stack.start_worker(queue)
        api = await stack.start_api(queue)
        rate = await _import(stack, api, part, args, box.email)
        if rate is None:
            part.check("POST response time", None, "<", 1, "s")
        raw_seconds, raw_rate = await _raw(stack, args)
    part.figure("contacts", args.contacts)
    part.figure("raw_seconds", raw_seconds)
    part.figure("raw_starts_per_second", raw_rate)
    part.figure("ratio", rate / raw_rate if rate else None)
    part.check("import rate / raw start rate", rate / raw_rate if rate else None, ">=", 0.9)
    part.notes.append(
        f"{args.contacts} contacts in one POST; raw: {args.raw_concurrency} starts in flight; the API and "
        "the worker in their own processes"
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--contacts", type=int, default=10000, help="contacts in the one bulk request")
    parser.add_argument("--raw-concurrency", type=int, default=25)
    parser.add_argument("--timeout", type=float, default=900, help="seconds allowed for the import")


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
