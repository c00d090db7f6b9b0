"""Part 1, engine overhead: Sequencer email steps per second against a minimal Temporal workflow.

Sequencer: real EnrollmentWorkflows (real activities, Postgres, the Gmail sandbox, the mailbox workflows
granting every slot) on a sequence of `--steps` emails, each `--wait` after the previous one, window
"always", jitter 0s, caps that never bind. Minimal: `bench.minimal.MinimalWorkflow`, one timer and one
trivial activity per step, as many workflows and steps, on the same dev server with its own worker.
Both start their workflows the same way (`--concurrency` at a time) and are timed from the first start
to the last completion; the steady rate (middle 80 % of step completions) is reported too.
The sides run interleaved (engine, minimal, engine, minimal, ... for `--rounds` rounds), each round on a
fresh stack of its own (Postgres, Temporal, sandbox, workers) after its own unmeasured warm-up, so no
round pays for what an earlier one left behind (`--no-fresh-stack`: every round on one stack after one
warm-up of each side), and each after the machine settles (bench/fair.py); every
figure is the median over the rounds with its spread, and the ratios are taken round by round. CPU counts
every process that shares the cores (this process, Temporal, Postgres, the sandbox; bench/cpu.py).

A third side, `codec_off` (on by default; `--no-codec-off` leaves it out), runs the same engine with the
payload codec switched off: its own worker on a client whose data converter is Sequencer's without the
`PayloadCipher` (bench/codec.py; Sequencer itself has no such switch), its own task queue and mailboxes,
interleaved with the other two. The codec's share of a step, (on - off) / on, is taken round by round
for the all-process CPU per step, the bench process's CPU per step and the seconds per step.
"""

from __future__ import annotations

import argparse
import os
import shutil
import time
from collections import Counter
from contextlib import AsyncExitStack
from dataclasses import dataclass
from typing import Any

from bench import actions, codec, cpu, fair, minimal, server_metrics
from bench.results import Part, main
from bench.stack import (
    PROJECT,
    RESULTS,
    email_sequence,
    enroll_all,
    make_contacts,
    make_mailboxes,
    publish,
    running_stack,
    wait_all,
)
from sequencer.ids import mailbox_workflow_id
from sequencer.settings import Settings
from starter.client import Sequencer
from worker import running_worker

NAME, TITLE = "overhead", "engine overhead: Sequencer steps/s vs a minimal workflow"
SIDES = ("engine", "codec_off", "minimal")
QUEUE, MINIMAL_QUEUE, CODEC_OFF_QUEUE = "bench-overhead", "bench-minimal", "bench-overhead-codec-off"
QUEUES = {"engine": QUEUE, "codec_off": CODEC_OFF_QUEUE, "minimal": MINIMAL_QUEUE}


def steady_rate(stamps: list[float]) -> float | None:
    """Completions per second between the 10th and the 90th percentile completion."""
    if len(stamps) < 10:
        return None
    stamps = sorted(stamps)
    low, high = stamps[len(stamps) // 10], stamps[(len(stamps) * 9) // 10]
    return (len(stamps) * 0.8) / (high - low) if high > low else None


class _Round:
    """What one side measured in one round: CPU of every process, the server's calls and the
    SDK's and server's latencies between `begin` and `end`."""

    def __init__(self, stack: Any, side: str, number: int, settled: fair.Settled) -> None:
        self.stack, self.side, self.number, self.settled = stack, side, number, settled
        self.figures: dict[str, Any] = {"side": side, "round": number, "settled": settled.as_dict()}

    async def begin(self) -> None:
        self.cpu = cpu.snapshot(self.stack)
        self.calls = server_metrics.snapshot(self.stack.temporal_metrics_url)
        self.scraped = server_metrics.scrape_stack(self.stack)

    async def end(self) -> None:
        self.used = cpu.snapshot(self.stack) - self.cpu
        self.calls = Counter(
            {
                k: v - self.calls.get(k, 0)
                for k, v in server_metrics.snapshot(self.stack.temporal_metrics_url).items()
            }
        )
        self.figures["why"] = server_metrics.why_between(
            self.scraped, server_metrics.scrape_stack(self.stack), QUEUES[self.side]
        )

    def finish(self, steps: int, seconds: float, steady: float | None) -> dict[str, Any]:
        self.steps = steps
        others = self.used.others()
        self.figures |= {
            "steps": steps,
            "seconds": round(seconds, 3),
            "steps_per_second": steps / seconds if seconds else None,
            "steady_steps_per_second": steady,
            "cpu_ms_per_step": self.used.ms_per(steps),
            "worker_and_server_cpu_ms_per_step": _total_ms(self.used, steps),
            # other work on the machine during the round, as a share of all its cores
            "others_busy_share": (
                round(others / seconds / (os.cpu_count() or 1), 3) if others is not None and seconds else None
            ),
        }
        return self.figures


@dataclass
class _Engine:
    """One engine side: its client (encrypting or not), task queue, mailboxes and enroller."""

    client: Any
    queue: str
    boxes: list[Any]
    sequencer: Sequencer


@dataclass
class _Prepared:
    """What a stack holds for its sides: the published sequence and each engine side's setup."""

    sequence: str
    engines: dict[str, _Engine]


async def _prepare(
    stack: Any, workers: AsyncExitStack, args: argparse.Namespace, sides: tuple[str, ...]
) -> _Prepared:
    """The sequence, and for each engine side its mailboxes and its worker, running until `workers` closes
    (as a long-lived worker does: its mailbox workflows stay cached). The minimal side's worker has nothing
    to keep and starts for each of its rounds."""
    sequence = await publish(stack.pool, email_sequence("overhead", [f"{args.wait:g}s"] * args.steps))
    engines: dict[str, _Engine] = {}
    for side in sides:
        if side == "minimal":
            continue
        client = stack.client if side == "engine" else codec.plain_client(stack.client, Settings().key_ring)
        queue = QUEUES[side]
        # Each engine side has its own mailboxes: their workflows run on the side's queue and write
        # payloads only that side's client reads.
        boxes = await make_mailboxes(
            stack.pool, args.mailboxes, prefix="rep" if side == "engine" else "plain-rep"
        )
        engines[side] = _Engine(
            client,
            queue,
            boxes,
            Sequencer(stack.pool, client, project_id=PROJECT, task_queue=queue, poll_seconds=None),
        )
        await workers.enter_async_context(
            running_worker(client, stack.pool, stack.gmail(), queue, poll_seconds=None)
        )
    return _Prepared(sequence, engines)


async def _one_round(
    stack: Any, prepared: _Prepared, args: argparse.Namespace, number: int, side: str
) -> tuple[_Round, list[str]]:
    """One round of one side (round 0: its warm-up); with the engine's, a sample of its workflow ids."""
    size = args.warmup_enrollments if number == 0 else args.enrollments
    label = f"round {number}{' (warm-up)' if number == 0 else ''} {side}"
    sample: list[str] = []
    if side in prepared.engines:
        measured, enrolled = await _engine_round(
            stack, prepared.engines[side], args, number, side, label, size, prepared.sequence
        )
        sample = [e.workflow_id for e in enrolled[:20]]
    else:
        measured = await _minimal_round(stack, args, number, label, size)
    print(_line(label, measured.figures), flush=True)
    return measured, sample


async def run(part: Part, args: argparse.Namespace) -> None:
    sides = SIDES if args.codec_off else tuple(s for s in SIDES if s != "codec_off")
    done: dict[str, list[_Round]] = {side: [] for side in sides}
    if args.fresh_stack:
        # Every round of every side on a stack of its own, after its own warm-up: no round pays for what
        # an earlier one left on the dev server (histories, visibility rows, the mailboxes' books).
        shutil.rmtree(RESULTS / "logs" / NAME, ignore_errors=True)
        for number, side in fair.schedule(sides, args.rounds):
            if number == 0:
                continue
            async with running_stack(f"{NAME}/round-{number}-{side}") as stack, AsyncExitStack() as workers:
                prepared = await _prepare(stack, workers, args, (side,))
                await _one_round(stack, prepared, args, 0, side)
                measured, sample = await _one_round(stack, prepared, args, number, side)
                done[side].append(measured)
                if side == "engine" and number == args.rounds:
                    await _history_figures(part, stack, prepared.engines["engine"].boxes, sample, args.steps)
    else:
        async with running_stack(NAME) as stack, AsyncExitStack() as workers:
            prepared = await _prepare(stack, workers, args, sides)
            last: list[str] = []
            for number, side in fair.schedule(sides, args.rounds):
                measured, sample = await _one_round(stack, prepared, args, number, side)
                if number > 0:
                    done[side].append(measured)
                last = sample or last
            await _history_figures(part, stack, prepared.engines["engine"].boxes, last, args.steps)
    _summarize(part, done)
    part.figure("fresh_stack_per_round", args.fresh_stack)
    part.notes.append(
        f"{args.rounds} rounds of {args.enrollments} workflows x {args.steps} steps a side, {args.wait:g}s "
        f"apart, {args.mailboxes} mailboxes a Sequencer side, interleaved {'/'.join(sides)}, "
        + (
            f"each round on a fresh stack after its own warm-up of {args.warmup_enrollments}; "
            if args.fresh_stack
            else f"all on one stack after a warm-up of {args.warmup_enrollments}; "
        )
        + "every worker in the bench process; CPU counts every process (bench, Temporal, Postgres, "
        "sandbox); figures are medians over the rounds"
    )
    if args.codec_off:
        part.notes.append(
            "codec_off: Sequencer's engine on a client without the PayloadCipher (bench/codec.py), its own "
            "worker, task queue and mailboxes; codec_share_* = (engine - codec_off) / engine round by round"
        )


async def _engine_round(
    stack: Any,
    engine: _Engine,
    args: argparse.Namespace,
    number: int,
    side: str,
    label: str,
    size: int,
    sequence: str,
) -> tuple[_Round, list[Any]]:
    """One round of an engine side: fresh contacts enrolled and run to completion, timed and counted."""
    people = await make_contacts(stack.pool, size, prefix=f"r{number}-{side}-lead")
    pairs = [(p, engine.boxes[i % len(engine.boxes)]) for i, p in enumerate(people)]
    measured = _Round(stack, side, number, await fair.settle_for(args, label))
    await measured.begin()
    began = time.perf_counter()
    enrolled = await enroll_all(engine.sequencer.enroll, pairs, sequence, concurrency=args.concurrency)
    await wait_all(engine.client, [e.workflow_id for e in enrolled])
    seconds = time.perf_counter() - began
    await measured.end()
    rows = await stack.pool.fetch(
        """SELECT extract(epoch FROM sent_at)::float8 AS at FROM send_ledger
            WHERE status = 'sent' AND enrollment_id = ANY($1::uuid[])""",
        [e.id for e in enrolled],
    )
    measured.finish(len(rows), seconds, steady_rate([r["at"] for r in rows]))
    return measured, enrolled


async def _minimal_round(stack: Any, args: argparse.Namespace, number: int, label: str, size: int) -> _Round:
    """One round of the minimal side: its worker runs, the machine settles, then it is measured."""
    stamps: list[float] = []
    holder: list[_Round] = []

    async def ready() -> None:
        holder.append(_Round(stack, "minimal", number, await fair.settle_for(args, label)))
        await holder[0].begin()

    async def finished() -> None:
        await holder[0].end()

    seconds = await minimal.run_minimal(
        stack.client,
        workflows=size,
        steps=args.steps,
        wait_seconds=args.wait,
        first_wait_seconds=args.wait,
        concurrency=args.concurrency,
        task_queue=MINIMAL_QUEUE,
        on_step=lambda: stamps.append(time.time()),
        on_ready=ready,
        on_done=finished,
    )
    holder[0].finish(len(stamps), seconds, steady_rate(stamps))
    return holder[0]


def _line(label: str, figures: dict[str, Any]) -> str:
    used = figures["cpu_ms_per_step"]
    why = figures.get("why", {})
    wft = why.get("sdk.workflow_task_schedule_to_start_latency") or {}
    settled = "" if figures["settled"]["settled"] else " (not settled)"
    return (
        f"  {label}{settled}: {figures['steps']} steps, {figures['steps_per_second'] or 0:.1f}/s, "
        f"all-process CPU {used.get('all') or 0:.1f} ms/step, other work {figures['others_busy_share']}, "
        f"workflow task schedule-to-start mean {wft.get('mean_ms', 'n/a')} ms"
    )


def _summarize(part: Part, done: dict[str, list[_Round]]) -> None:
    """Each side's figures over the rounds (median and spread), and the ratios round by round."""
    engine, bare = done["engine"], done["minimal"]
    part.figure("rounds", [r.figures for side in done for r in done[side]])

    def each(rounds: list[_Round], key: str, sub: str | None = None) -> list[float | None]:
        values = [r.figures.get(key) for r in rounds]
        return [v.get(sub) if isinstance(v, dict) else None for v in values] if sub else values

    for side, rounds in done.items():
        part.rounds(f"{side}_steps_per_second", each(rounds, "steps_per_second"))
        part.rounds(f"{side}_steady_steps_per_second", each(rounds, "steady_steps_per_second"))
        for role, name in (
            ("bench", "worker"),
            ("temporal", "temporal"),
            ("postgres", "postgres"),
            ("sandbox", "sandbox"),
            ("all", "all_process"),
            ("others", "other_work"),
        ):
            part.rounds(f"{side}_{name}_cpu_ms_per_step", each(rounds, "cpu_ms_per_step", role))
        part.rounds(
            f"{side}_worker_and_server_cpu_ms_per_step", each(rounds, "worker_and_server_cpu_ms_per_step")
        )
        calls: Counter[str] = Counter()
        for r in rounds:
            calls.update(r.calls)
        part.figure(
            f"{side}_server_calls_per_step",
            server_metrics.per_step(Counter(), calls, sum(r.steps for r in rounds)),
        )
        part.figure(f"{side}_why_last_round", rounds[-1].figures.get("why") if rounds else None)
    part.figure("rounds_not_settled", sum(1 for s in done for r in done[s] if not r.settled.settled))
    ratio = fair.ratios(each(engine, "steps_per_second"), each(bare, "steps_per_second"))
    median = part.rounds("ratio", ratio)
    part.check("engine/minimal steps per second", median, ">=", 0.8, spread=fair.spread(ratio))
    cpu_ratio = fair.ratios(each(engine, "cpu_ms_per_step", "all"), each(bare, "cpu_ms_per_step", "all"))
    median = part.rounds("cpu_ratio", cpu_ratio)
    part.check("engine/minimal all-process CPU per step", median, "<=", 1.3, spread=fair.spread(cpu_ratio))
    part.rounds(
        "worker_and_server_cpu_ratio",
        fair.ratios(
            each(engine, "worker_and_server_cpu_ms_per_step"), each(bare, "worker_and_server_cpu_ms_per_step")
        ),
    )
    if "codec_off" in done:
        _codec_share(part, engine, done["codec_off"], bare, each)


def _codec_share(part: Part, on: list[_Round], off: list[_Round], bare: list[_Round], each: Any) -> None:
    """The payload codec's share of an email step, round by round: (on - off) / on, for the CPU of every
    process, the bench process's (where the codec runs: worker and client) and the seconds per step."""
    for name, key, sub in (
        ("all_process_cpu", "cpu_ms_per_step", "all"),
        ("worker_cpu", "cpu_ms_per_step", "bench"),
    ):
        part.rounds(f"codec_share_{name}", fair.shares(each(on, key, sub), each(off, key, sub)))
    part.rounds(
        "codec_share_seconds_per_step",
        fair.shares(
            fair.per_unit(each(on, "steps_per_second")), fair.per_unit(each(off, "steps_per_second"))
        ),
    )
    part.rounds(
        "codec_off_over_engine_steps_per_second",
        fair.ratios(each(off, "steps_per_second"), each(on, "steps_per_second")),
    )
    # What the engine would read against the bare step without the codec (context, not a target).
    part.rounds("codec_off_ratio", fair.ratios(each(off, "steps_per_second"), each(bare, "steps_per_second")))
    part.rounds(
        "codec_off_cpu_ratio",
        fair.ratios(each(off, "cpu_ms_per_step", "all"), each(bare, "cpu_ms_per_step", "all")),
    )


async def _history_figures(
    part: Part, stack: Any, boxes: list[Any], sample: list[str], steps_each: int
) -> None:
    """What the server did per email step: workflow tasks, activities and updates, in the enrollments'
    histories (a sample of the last round, `steps_each` emails each) and in the mailboxes' (all of them,
    shared by every send on their stack)."""
    client = stack.client
    sends = await stack.pool.fetchval(
        "SELECT count(*) FROM send_ledger WHERE status = 'sent' AND mailbox_id = ANY($1::uuid[])",
        [b.id for b in boxes],
    )
    own: Counter[str] = Counter()
    for workflow_id in sample:
        own += actions.histogram(await actions.all_runs_events(client, workflow_id))
    steps = len(sample) * steps_each if sample else 0
    mailbox: Counter[str] = Counter()
    for box in boxes:
        mailbox += actions.histogram(
            await actions.all_runs_events(client, mailbox_workflow_id(PROJECT, box.id))
        )
    if steps:
        part.figure("enrollment_workflow_tasks_per_step", own["WorkflowTaskCompleted"] / steps)
        part.figure("enrollment_activities_per_step", own["ActivityTaskScheduled"] / steps)
    if sends:
        part.figure("mailbox_workflow_tasks_per_step", mailbox["WorkflowTaskCompleted"] / sends)
        part.figure("mailbox_updates_per_step", mailbox["WorkflowExecutionUpdateAccepted"] / sends)
        part.figure("mailbox_signals_per_step", mailbox["WorkflowExecutionSignaled"] / sends)
        part.figure("mailbox_events_per_step", sum(mailbox.values()) / sends)


def _total_ms(used: cpu.Cpu, steps: int) -> float | None:
    """This process's (worker and client) plus the Temporal server's CPU milliseconds per step."""
    if not steps or used.temporal is None:
        return None
    return (used.bench + used.temporal) * 1000 / steps


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--enrollments", type=int, default=200)
    parser.add_argument("--steps", type=int, default=3)
    parser.add_argument("--wait", type=float, default=1.0, help="seconds between steps")
    parser.add_argument("--mailboxes", type=int, default=10)
    parser.add_argument("--concurrency", type=int, default=25, help="starts in flight at once")
    parser.add_argument(
        "--warmup-enrollments", type=int, default=20, help="enrollments of the unmeasured warm-up round"
    )
    parser.add_argument(
        "--fresh-stack",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="every round on a fresh stack after its own warm-up (--no-fresh-stack: all rounds on one)",
    )
    parser.add_argument(
        "--codec-off",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="a third side: the engine with the payload codec off (its share of a step, same run)",
    )
    fair.add_arguments(parser)


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
