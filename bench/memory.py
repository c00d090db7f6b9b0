"""Part 8, memory: the RSS of a `sequencer worker` process holding many open, sleeping enrollments.

The worker runs in its own process (the production entry point, `python -m cli.main worker`, with the
project's settings; SEQUENCER_MAX_CACHED_WORKFLOWS as given) and its RSS is read with psutil:
- at idle, once it polls, before any enrollment;
- after each size in `--sizes`: that many enrollments, each of which went through the worker (its first
  email sent) and now sleeps on its second step, 30 days away; the RSS then, after `--settle` seconds,
  and the peak seen while they were being worked through.
"Flat" reads the RSS at the largest size against the smallest: the sticky cache (max_cached_workflows,
default 1000) bounds the runs kept in memory, so RSS should stop growing with the number of sleepers.
"""

from __future__ import annotations

import argparse
import asyncio
import time

from bench import cpu
from bench.results import Part, main
from bench.stack import (
    PROJECT,
    email_sequence,
    enroll_all,
    make_contacts,
    make_mailboxes,
    publish,
    running_stack,
)
from sequencer.settings import Settings
from starter.client import Sequencer

NAME, TITLE = "memory", "memory: worker RSS with many sleeping enrollments"


async def run(part: Part, args: argparse.Namespace) -> None:
    sizes = sorted(int(s) for s in args.sizes.split(","))
    cache = args.max_cached or Settings().max_cached_workflows
    async with running_stack(NAME) as stack:
        boxes = await make_mailboxes(stack.pool, args.mailboxes)
        people = await make_contacts(stack.pool, sizes[-1])
        sequence = await publish(stack.pool, email_sequence("memory", ["0s", "30d"]))
        queue = "bench-memory"
        worker = await stack.start_worker(queue, SEQUENCER_MAX_CACHED_WORKFLOWS=str(cache))
        sequencer = Sequencer(stack.pool, stack.client, project_id=PROJECT, task_queue=queue)
        await asyncio.sleep(args.settle)
        part.figure("max_cached_workflows", cache)
        part.figure("rss_idle_mb", cpu.rss_mb(worker.pid))
        peak = cpu.rss_mb(worker.pid)
        done = 0
        rss: dict[int, float] = {}
        for size in sizes:
            pairs = [(p, boxes[i % len(boxes)]) for i, p in enumerate(people[done:size], start=done)]
            began = time.monotonic()
            sampler = asyncio.create_task(_peak(worker.pid))
            await enroll_all(sequencer.enroll, pairs, sequence)
            sent, progressed = 0, time.monotonic()
            while True:
                now_sent = await stack.pool.fetchval("SELECT count(*) FROM send_ledger WHERE status = 'sent'")
                if now_sent > sent:
                    sent, progressed = now_sent, time.monotonic()
                if sent >= size:
                    break
                if worker.poll() is not None:
                    raise RuntimeError(f"the worker exited:\n{stack.log_tail('worker')}")
                stalled = time.monotonic() - progressed > args.stall and sent >= 0.95 * size
                if stalled or time.monotonic() - began > args.timeout:
                    # Stragglers (a send retrying) must not hold the run: the RSS is read as it is.
                    part.status = "partial"
                    part.notes.append(
                        f"at {size}: {size - sent} first emails still unsent when the RSS was read"
                    )
                    break
                await asyncio.sleep(2)
            part.figure(f"seconds_to_{size}", time.monotonic() - began)
            await asyncio.sleep(args.settle)  # the last runs record their sends and go to sleep
            sampler.cancel()
            peak = max(peak, await _stopped(sampler))
            rss[size] = cpu.rss_mb(worker.pid)
            part.figure(f"rss_at_{size}_sleeping_mb", rss[size])
            done = size
        part.figure("rss_peak_mb", peak)
        sleeping = await stack.pool.fetchval("SELECT count(*) FROM enrollments WHERE status = 'active'")
        part.figure("sleeping_enrollments", sleeping)
    largest, smallest = rss[sizes[-1]], rss[sizes[0]]
    part.figure("growth_ratio_largest_vs_smallest", largest / smallest)
    part.check(f"worker RSS at {sizes[-1]} sleeping enrollments", largest, "<", 300, "MB")
    part.check(f"RSS at {sizes[-1]} / RSS at {sizes[0]} (flat)", largest / smallest, "<=", 1.25)
    part.notes.append(
        f"{args.mailboxes} mailboxes; each enrollment sent its first email, then sleeps 30 days; RSS of the "
        "`sequencer worker` process (psutil), the bench process only enrolls"
    )
    if sizes[-1] < 10_000:
        part.notes.append("the issue asks for 10,000: `python -m bench.memory --sizes 1000,10000`")


async def _peak(pid: int) -> float:
    peak = 0.0
    try:
        while True:
            peak = max(peak, cpu.rss_mb(pid))
            await asyncio.sleep(1)
    except asyncio.CancelledError:
        return peak


async def _stopped(task: asyncio.Task[float]) -> float:
    try:
        return await task
    except asyncio.CancelledError:
        return 0.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--sizes", default="1000,10000", help="comma-separated enrollment counts")
    parser.add_argument("--mailboxes", type=int, default=100)
    parser.add_argument("--max-cached", type=int, default=None, help="SEQUENCER_MAX_CACHED_WORKFLOWS")
    parser.add_argument("--settle", type=float, default=10, help="seconds to wait before reading the RSS")
    parser.add_argument("--timeout", type=float, default=600, help="seconds allowed per size")
    parser.add_argument(
        "--stall", type=float, default=60, help="read the RSS when 95 %% are sent and none for this long"
    )


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
