"""Part 4, bulk import: `POST /v1/enrollments/bulk` of N contacts against a raw loop of workflow starts.

Import: the real API (`sequencer api` process) and worker (`sequencer worker` process) on this stack; one
POST of `--contacts` new contacts (its response time is the figure the caller waits for), then
`GET /v1/imports/{id}` until it says `completed`. Rate: enrolled contacts per second from the POST to
completion.
Raw: `client.start_workflow` of as many minimal workflows (bench/minimal.py), `--raw-concurrency` in
flight (by default the import's own concurrency, `activities.imports.CONCURRENCY`), with a worker taking
their first task; no database. Rate: starts per second.
The sides run interleaved (import, raw, import, raw, ... for `--rounds`), each round on a fresh stack of
its own after its own small warm-up (`--no-fresh-stack`: all on one stack after one warm-up of each),
each after the machine settles; figures are medians over the rounds with their spread, the ratio is
taken round by round, and CPU counts every process (bench/cpu.py).
Both sequences only wait at first (the import's first step is a day away, the minimal workflows sleep a
day), so the figure is the enrolling itself, not the sending that would follow.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import time
from typing import Any

import httpx
from temporalio.client import WorkflowHandle
from temporalio.worker import Worker

from activities.imports import CONCURRENCY as IMPORT_CONCURRENCY
from bench import cpu, fair, minimal, server_metrics
from bench.results import Part, main
from bench.stack import RESULTS, Api, Stack, email_sequence, make_mailboxes, publish, running_stack
from worker import WORKFLOW_RUNNER

NAME, TITLE = "bulk_import", "bulk import: POST /v1/enrollments/bulk vs raw workflow starts"


SIDES = ("import", "raw")


async def _import(
    api: Api, args: argparse.Namespace, mailbox: str, number: int, size: int
) -> dict[str, Any] | None:
    """One POST of `size` new contacts, then its progress until `completed`; None if the API has no such
    endpoint."""
    body = {
        "import_id": f"bench-import-{number}",
        "sequence": "bulk",
        "mailbox": mailbox,
        "contacts": [
            {
                "email": f"imported{number}-{i}@prospect{i % 97}.test",
                "first_name": "Lee",
                "timezone": "UTC",
                "fields": {"company": f"Co {i}"},
            }
            for i in range(size)
        ],
    }
    figures: dict[str, Any] = {}
    async with httpx.AsyncClient(timeout=120, headers=api.headers) as http:
        began = time.perf_counter()
        answer = await http.post(f"{api.url}/v1/enrollments/bulk", json=body)
        response_seconds = time.perf_counter() - began
        if answer.status_code in (404, 405):
            return None
        if answer.status_code != 202:
            raise RuntimeError(
                f"POST /v1/enrollments/bulk answered {answer.status_code}: {answer.text[:500]}"
            )
        figures["post_response_seconds"] = response_seconds
        figures["post_status"] = answer.json().get("status")
        url = f"{api.url}/v1/imports/{body['import_id']}"
        state: dict[str, Any] = {}
        while time.perf_counter() - began < args.timeout:
            state = (await http.get(url)).json()
            if state.get("status") != "running":
                break
            await asyncio.sleep(0.25)
        seconds = time.perf_counter() - began
    counts = ("enrolled", "skipped", "failed", "pending", "rejected")
    figures |= {
        "import_status": state.get("status"),
        "import_counts": {k: state.get(k) for k in counts},
        "import_seconds": seconds,
    }
    if state.get("errors"):
        figures["import_first_errors"] = state["errors"][:3]
    if state.get("status") != "completed":
        raise RuntimeError(f"the import did not complete in {args.timeout} s: {state}")
    figures["rate"] = float(state.get("enrolled") or 0) / seconds
    return figures


async def _raw(stack: Stack, args: argparse.Namespace, number: int, size: int) -> dict[str, Any]:
    """`size` raw starts of minimal workflows, `--raw-concurrency` in flight (the import's concurrency
    by default), with a worker taking their first task."""
    gate = asyncio.Semaphore(args.raw_concurrency)
    day = 24 * 3600.0

    async def start(i: int) -> WorkflowHandle:
        async with gate:
            return await stack.client.start_workflow(
                minimal.MinimalWorkflow.run,
                minimal.MinimalInput(steps=1, wait_seconds=day, first_wait_seconds=day),
                id=f"raw-{number}-{i}",
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
        await asyncio.gather(*(start(i) for i in range(size)))
        seconds = time.perf_counter() - began
    return {"raw_seconds": seconds, "rate": size / seconds}


async def _prepared(stack: Stack) -> tuple[Api, str]:
    """The mailbox, the sequence, and `sequencer worker` and `sequencer api` in their own processes."""
    (box,) = await make_mailboxes(stack.pool, 1)
    await publish(stack.pool, email_sequence("bulk", ["1d"]))
    queue = "bench-import"
    await stack.start_worker(queue)
    return await stack.start_api(queue), box.email


async def _round(
    stack: Stack, api: Api, mailbox: str, args: argparse.Namespace, number: int, side: str
) -> dict[str, Any] | None:
    """One round of one side (round 0: its warm-up), after the machine settles; None if the API has no
    bulk endpoint."""
    size = args.warmup_contacts if number == 0 else args.contacts
    label = f"round {number}{' (warm-up)' if number == 0 else ''} {side}"
    settled = await fair.settle_for(args, label)
    scraped = server_metrics.scrape_stack(stack)
    before = cpu.snapshot(stack)
    if side == "import":
        figures = await _import(api, args, mailbox, number, size)
        if figures is None:
            return None
    else:
        figures = await _raw(stack, args, number, size)
    used = cpu.snapshot(stack) - before
    figures |= {
        "side": side,
        "round": number,
        "contacts": size,
        "settled": settled.as_dict(),
        "cpu_ms_per_contact": used.ms_per(size),
        "why": server_metrics.why_between(scraped, server_metrics.scrape_stack(stack)),
    }
    print(
        f"  {label}{'' if settled.settled else ' (not settled)'}: {figures['rate']:.1f}/s, "
        f"all-process CPU {figures['cpu_ms_per_contact'].get('all') or 0:.1f} ms/contact",
        flush=True,
    )
    return figures


async def run(part: Part, args: argparse.Namespace) -> None:
    rates: dict[str, list[float | None]] = {side: [] for side in SIDES}
    cpu_ms: dict[str, list[float | None]] = {side: [] for side in SIDES}
    rounds: list[dict[str, Any]] = []
    available = True

    def keep(figures: dict[str, Any]) -> None:
        rounds.append(figures)
        if figures["round"] > 0:
            rates[figures["side"]].append(figures["rate"])
            cpu_ms[figures["side"]].append(figures["cpu_ms_per_contact"].get("all"))

    if args.fresh_stack:
        # Every round of every side on a stack of its own, after its own warm-up: an import round does not
        # pay for the 10,000 enrollments an earlier round left asleep on the worker and the server.
        shutil.rmtree(RESULTS / "logs" / NAME, ignore_errors=True)
        for number, side in fair.schedule(SIDES, args.rounds):
            if number == 0 or (side == "import" and not available):
                continue
            async with running_stack(f"{NAME}/round-{number}-{side}") as stack:
                api, mailbox = await _prepared(stack)
                for each in (0, number):
                    figures = await _round(stack, api, mailbox, args, each, side)
                    if figures is None:
                        available = False
                        break
                    keep(figures)
    else:
        async with running_stack(NAME) as stack:
            api, mailbox = await _prepared(stack)
            for number, side in fair.schedule(SIDES, args.rounds):
                if side == "import" and not available:
                    continue
                figures = await _round(stack, api, mailbox, args, number, side)
                if figures is None:
                    available = False
                    continue
                keep(figures)
    if not available:
        part.unavailable("POST /v1/enrollments/bulk", "the API answers 404 or 405")
    part.figure("contacts", args.contacts)
    part.figure("rounds", rounds)
    measured = [r for r in rounds if r["round"] > 0]
    part.rounds(
        "post_response_seconds", [r.get("post_response_seconds") for r in measured if r["side"] == "import"]
    )
    part.rounds("import_seconds", [r.get("import_seconds") for r in measured if r["side"] == "import"])
    part.rounds("import_enrollments_per_second", rates["import"])
    part.rounds("raw_seconds", [r.get("raw_seconds") for r in measured if r["side"] == "raw"])
    part.rounds("raw_starts_per_second", rates["raw"])
    part.rounds("import_all_process_cpu_ms_per_contact", cpu_ms["import"])
    part.rounds("raw_all_process_cpu_ms_per_contact", cpu_ms["raw"])
    part.figure("rounds_not_settled", sum(1 for r in measured if not r["settled"]["settled"]))
    if available:
        post = fair.spread([r.get("post_response_seconds") for r in measured if r["side"] == "import"])
        part.check("POST response time", post["median"] if post else None, "<", 1, "s", spread=post)
        ratio = fair.ratios(rates["import"], rates["raw"])
        part.check(
            "import rate / raw start rate", part.rounds("ratio", ratio), ">=", 0.9, spread=fair.spread(ratio)
        )
    else:
        part.check("POST response time", None, "<", 1, "s")
        part.check("import rate / raw start rate", None, ">=", 0.9)
    part.figure("fresh_stack_per_round", args.fresh_stack)
    part.notes.append(
        f"{args.rounds} rounds of {args.contacts} contacts a side, interleaved import/raw, "
        + (
            f"each round on a fresh stack after its own warm-up of {args.warmup_contacts}"
            if args.fresh_stack
            else f"all on one stack after a warm-up of {args.warmup_contacts}"
        )
        + f"; raw: {args.raw_concurrency} starts in flight (the import enrolls "
        f"{IMPORT_CONCURRENCY} rows at once); the API and the worker in their own processes; CPU counts "
        "every process"
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--contacts", type=int, default=10000, help="contacts in the one bulk request")
    parser.add_argument(
        "--raw-concurrency",
        type=int,
        default=IMPORT_CONCURRENCY,
        help="raw starts in flight (default: as many rows as the import enrolls at once)",
    )
    parser.add_argument("--warmup-contacts", type=int, default=200, help="contacts of the warm-up round")
    parser.add_argument(
        "--fresh-stack",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="every round on a fresh stack after its own warm-up (--no-fresh-stack: all rounds on one)",
    )
    parser.add_argument("--timeout", type=float, default=900, help="seconds allowed for the import")
    fair.add_arguments(parser)


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
