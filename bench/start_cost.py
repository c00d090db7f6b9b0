"""Part 4b, start cost: what each part of an enrollment's start costs the server and the client.

An enrollment's start (`EnrollmentService.start_options`, what the API, the CLI and imports send)
carries the run's input with its plan, eight search attributes (so the Web UI can filter it from the
start), a memo, a summary and details, and ID policies; a raw start carries none of them. This part
starts `--starts` workflows per variant with no worker on their queue (only the start is measured, no
workflow task): `bare` (a one-word input and nothing else), `bare` plus one part of the real start
(`input`, `search_attributes`, `memo`, `summary`, `policies`), and `enrollment`, the whole real start.
The variants run interleaved (their order rotated each round), each after the machine settles, on one
stack; the figures are each variant's median CPU milliseconds per start (the dev server's, this
process's, every process's) and each part's cost: the variant's CPU per start less the bare start's,
round by round, median.
"""

from __future__ import annotations

import argparse
import asyncio
import time
import uuid
from datetime import UTC, datetime
from typing import Any

from temporalio.client import Client

from activities import plans
from activities.enrollment_service import EnrollmentService
from bench import cpu, fair
from bench.results import Part, main
from bench.stack import PROJECT, email_sequence, make_contacts, make_mailboxes, publish_version, running_stack
from contracts.names import ENROLLMENT_WORKFLOW

NAME, TITLE = "start_cost", "start cost: the server and client CPU of each part of an enrollment's start"
QUEUE = "bench-start-cost"  # no worker polls it: the runs never take a workflow task
PARTS = ("input", "search_attributes", "memo", "summary", "policies")
_KEYS = {
    "input": ("arg",),
    "search_attributes": ("search_attributes",),
    "memo": ("memo",),
    "summary": ("static_summary", "static_details"),
    "policies": ("id_reuse_policy", "id_conflict_policy"),
}
VARIANTS = ("bare", *PARTS, "enrollment")


def variant_options(real: dict[str, Any], variant: str) -> dict[str, Any]:
    """The start's arguments for one variant: the bare start, one part of the real start added to it,
    or the whole real start (`enrollment`); the ID and the queue are the caller's."""
    if variant == "enrollment":
        chosen = dict(real)
    else:
        chosen = {"arg": "bare"} | {key: real[key] for key in _KEYS.get(variant, ())}
    chosen.pop("id", None)
    chosen.pop("task_queue", None)
    return chosen


async def run(part: Part, args: argparse.Namespace) -> None:
    async with running_stack(NAME) as stack:
        (box,) = await make_mailboxes(stack.pool, 1)
        (contact,) = await make_contacts(stack.pool, 1)
        version = await publish_version(stack.pool, email_sequence("start-cost", ["0s", "2d", "3d"]))
        now = datetime.now(UTC)
        plan, _zone = plans.build(version, contact, box, {}, now)
        service = EnrollmentService(stack.pool, stack.client, project_id=PROJECT, task_queue=QUEUE)
        real = service.start_options(contact, version, box, str(uuid.uuid4()), plan, begins_at=now)

        measured: dict[str, list[dict[str, Any]]] = {v: [] for v in VARIANTS}
        for number in range(args.rounds + 1):  # round 0: the warm-up
            shift = number % len(VARIANTS)
            for variant in VARIANTS[shift:] + VARIANTS[:shift]:
                size = args.warmup_starts if number == 0 else args.starts
                label = f"round {number}{' (warm-up)' if number == 0 else ''} {variant}"
                settled = await fair.settle_for(args, label)
                options = variant_options(real, variant)
                before, began = cpu.snapshot(stack), time.perf_counter()
                await _start_all(stack.client, options, label, size, args.concurrency)
                seconds = time.perf_counter() - began
                per = (cpu.snapshot(stack) - before).ms_per(size)
                print(
                    f"  {label}{'' if settled.settled else ' (not settled)'}: {size / seconds:.0f} starts/s,"
                    f" server {per.get('temporal') or 0:.2f} ms, client {per.get('bench') or 0:.2f} ms,"
                    f" all {per.get('all') or 0:.2f} ms a start",
                    flush=True,
                )
                if number:
                    measured[variant].append(per | {"starts_per_second": size / seconds})
    _report(part, measured)


async def _start_all(
    client: Client, options: dict[str, Any], label: str, size: int, concurrency: int
) -> None:
    """`size` starts of the variant, `concurrency` in flight, on the queue no worker polls."""
    gate = asyncio.Semaphore(concurrency)

    async def start(i: int) -> None:
        async with gate:
            await client.start_workflow(
                ENROLLMENT_WORKFLOW, **options, id=f"{label.replace(' ', '-')}-{i}", task_queue=QUEUE
            )

    await asyncio.gather(*(start(i) for i in range(size)))


def _report(part: Part, measured: dict[str, list[dict[str, Any]]]) -> None:
    def each(variant: str, key: str) -> list[float | None]:
        return [r.get(key) for r in measured[variant]]

    for variant in VARIANTS:
        part.rounds(f"{variant}_server_cpu_ms_per_start", each(variant, "temporal"))
        part.rounds(f"{variant}_client_cpu_ms_per_start", each(variant, "bench"))
        part.rounds(f"{variant}_all_process_cpu_ms_per_start", each(variant, "all"))
        part.rounds(f"{variant}_starts_per_second", each(variant, "starts_per_second"))
    for variant in (*PARTS, "enrollment"):
        for key, role in (("server", "temporal"), ("all_process", "all")):
            extra = [
                None if a is None or b is None else a - b
                for a, b in zip(each(variant, role), each("bare", role), strict=True)
            ]
            part.rounds(f"{variant}_extra_{key}_cpu_ms_per_start", extra)
    part.notes.append(
        "each part's extra: the variant's CPU per start less the bare start's in the same round, median over "
        "the rounds; the parts' extras need not add up to the whole start's (`enrollment`)"
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--starts", type=int, default=500, help="starts per variant and round")
    parser.add_argument("--warmup-starts", type=int, default=100, help="starts per variant in the warm-up")
    parser.add_argument("--concurrency", type=int, default=16, help="starts in flight (the import's)")
    fair.add_arguments(parser)


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
