"""Scale-out: the open-caps burst with 1, 2 and 4 `sequencer worker` processes on one Temporal server.

Each worker count gets a fresh stack (Postgres, the dev server, the sandbox) and `--enrollments` on
`--mailboxes` mailboxes with caps that never bind, all due at one opening: steps per second from the
opening to the last send, and lateness against the due time and the granted slot. On a 2-core machine
every process shares the same cores with the Temporal server and Postgres, so more workers cannot add
CPU; the figures show where the limit is (docs/performance.md, "Scaling").
"""

from __future__ import annotations

import argparse
import os

from bench.burst import measure
from bench.results import Part, main
from bench.stack import HIGH, running_stack

NAME, TITLE = "scale", "scale-out: steps/s and burst lateness with 1, 2 and 4 workers"


async def run(part: Part, args: argparse.Namespace) -> None:
    rates: dict[int, float] = {}
    for workers in [int(w) for w in args.workers.split(",")]:
        async with running_stack(f"{NAME}-{workers}") as stack:
            figures = await measure(
                part,
                stack,
                enrollments=args.enrollments,
                mailboxes=args.mailboxes,
                limits=HIGH,
                workers=workers,
                enroll_rate=args.enroll_rate,
                wait_seconds=args.timeout,
                prefix=f"w{workers}",
            )
        part.figure(f"workers_{workers}.steps_per_second", figures["steps_per_second"])
        part.figure(f"workers_{workers}.lateness_vs_due_p99_seconds", figures["lateness_vs_due_p99_seconds"])
        part.figure(
            f"workers_{workers}.lateness_vs_slot_p99_seconds", figures["lateness_vs_slot_p99_seconds"]
        )
        part.figure(f"workers_{workers}.unsent", figures["unsent_at_deadline"])
        if figures["steps_per_second"]:
            rates[workers] = figures["steps_per_second"]
    if 1 in rates:
        for workers, rate in rates.items():
            if workers != 1:
                part.figure(f"workers_{workers}.speedup_over_one", rate / rates[1])
    part.notes.append(
        f"{args.enrollments} enrollments on {args.mailboxes} mailboxes, caps that never bind, one Temporal "
        f"dev server; {os.cpu_count()} CPUs shared by every process"
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--workers", default="1,2,4", help="worker counts, comma-separated")
    parser.add_argument("--enrollments", type=int, default=1000)
    parser.add_argument("--mailboxes", type=int, default=50)
    parser.add_argument("--enroll-rate", type=float, default=25.0)
    parser.add_argument("--timeout", type=float, default=300)


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
