"""Part 1, engine overhead: Sequencer email steps per second against a minimal Temporal workflow.

Sequencer: real EnrollmentWorkflows (real activities, Postgres, the Gmail sandbox, the mailbox workflows
granting every slot) on a sequence of `--steps` emails, each `--wait` after the previous one, window
"always", jitter 0s, caps that never bind. Minimal: `bench.minimal.MinimalWorkflow`, one timer and one
trivial activity per step, as many workflows and steps, on the same dev server with its own worker.
Both start their workflows the same way (`--concurrency` at a time) and are timed from the first start
to the last completion; the steady rate (middle 80 % of step completions) is reported too.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from typing import Any

from bench import actions, cpu, minimal, server_metrics
from bench.results import Part, main
from bench.stack import (
    PROJECT,
    email_sequence,
    enroll_all,
    make_contacts,
    make_mailboxes,
    publish,
    running_stack,
    wait_all,
)
from sequencer.ids import mailbox_workflow_id
from starter.client import Sequencer
from worker import running_worker

NAME, TITLE = "overhead", "engine overhead: Sequencer steps/s vs a minimal workflow"


def steady_rate(stamps: list[float]) -> float | None:
    """Completions per second between the 10th and the 90th percentile completion."""
    if len(stamps) < 10:
        return None
    stamps = sorted(stamps)
    low, high = stamps[len(stamps) // 10], stamps[(len(stamps) * 9) // 10]
    return (len(stamps) * 0.8) / (high - low) if high > low else None


async def run(part: Part, args: argparse.Namespace) -> None:
    wait = f"{args.wait:g}s"
    async with running_stack(NAME) as stack:
        boxes = await make_mailboxes(stack.pool, args.mailboxes)
        people = await make_contacts(stack.pool, args.enrollments)
        sequence = await publish(stack.pool, email_sequence("overhead", [wait] * args.steps))
        queue = "bench-overhead"
        sequencer = Sequencer(
            stack.pool, stack.client, project_id=PROJECT, task_queue=queue, poll_seconds=None
        )
        pairs = [(p, boxes[i % len(boxes)]) for i, p in enumerate(people)]

        async with running_worker(stack.client, stack.pool, stack.gmail(), queue, poll_seconds=None):
            before = cpu.snapshot(stack)
            served = server_metrics.snapshot(stack.temporal_metrics_url)
            began = time.perf_counter()
            enrolled = await enroll_all(sequencer.enroll, pairs, sequence, concurrency=args.concurrency)
            started = time.perf_counter() - began
            await wait_all(stack.client, [e.workflow_id for e in enrolled])
            engine_seconds = time.perf_counter() - began
            engine_cpu = cpu.snapshot(stack) - before
            engine_served = server_metrics.per_step(
                served, server_metrics.snapshot(stack.temporal_metrics_url), args.enrollments * args.steps
            )
        rows = await stack.pool.fetch(
            "SELECT extract(epoch FROM sent_at)::float8 AS at FROM send_ledger WHERE status = 'sent'"
        )
        sends = len(rows)
        engine_rate = sends / engine_seconds
        part.figure("engine_enrollments", len(enrolled))
        part.figure("engine_steps_sent", sends)
        part.figure("engine_start_seconds", started)
        part.figure("engine_seconds", engine_seconds)
        part.figure("engine_steps_per_second", engine_rate)
        part.figure("engine_steady_steps_per_second", steady_rate([r["at"] for r in rows]))
        _cpu_figures(part, "engine", engine_cpu, sends)
        await _history_figures(part, stack.client, [e.workflow_id for e in enrolled[:20]], boxes, sends)

        stamps: list[float] = []
        before = cpu.snapshot(stack)
        served = server_metrics.snapshot(stack.temporal_metrics_url)
        minimal_seconds = await minimal.run_minimal(
            stack.client,
            workflows=args.enrollments,
            steps=args.steps,
            wait_seconds=args.wait,
            first_wait_seconds=args.wait,
            concurrency=args.concurrency,
            on_step=lambda: stamps.append(time.time()),
        )
        minimal_cpu = cpu.snapshot(stack) - before
        minimal_served = server_metrics.per_step(
            served, server_metrics.snapshot(stack.temporal_metrics_url), args.enrollments * args.steps
        )
        part.figure("engine_server_calls_per_step", engine_served)
        part.figure("minimal_server_calls_per_step", minimal_served)
        minimal_rate = len(stamps) / minimal_seconds
        part.figure("minimal_steps", len(stamps))
        part.figure("minimal_seconds", minimal_seconds)
        part.figure("minimal_steps_per_second", minimal_rate)
        part.figure("minimal_steady_steps_per_second", steady_rate(stamps))
        _cpu_figures(part, "minimal", minimal_cpu, len(stamps))
        ratio = engine_rate / minimal_rate
        part.figure("ratio", ratio)
        part.check("engine/minimal steps per second", ratio, ">=", 0.8)
        engine_total, minimal_total = _total_ms(engine_cpu, sends), _total_ms(minimal_cpu, len(stamps))
        part.figure("engine_worker_and_server_cpu_ms_per_step", engine_total)
        part.figure("minimal_worker_and_server_cpu_ms_per_step", minimal_total)
        cpu_ratio = engine_total / minimal_total if engine_total and minimal_total else None
        part.figure("cpu_ratio", cpu_ratio)
        part.check("engine/minimal worker + server CPU per step", cpu_ratio, "<=", 1.3)
        part.notes.append(
            f"{args.enrollments} workflows x {args.steps} steps, {wait} apart, {args.mailboxes} mailboxes; "
            "one worker in the bench process; the sandbox in its own process"
        )


async def _history_figures(part: Part, client: Any, sample: list[str], boxes: list[Any], sends: int) -> None:
    """What the server did per email step: workflow tasks, activities and updates, in the enrollments'
    histories (a sample) and in the mailboxes' (all of them, shared by every send)."""
    own: Counter[str] = Counter()
    for workflow_id in sample:
        own += actions.histogram(await actions.all_runs_events(client, workflow_id))
    steps = len(sample) * 3 if sample else 0
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


def _cpu_figures(part: Part, side: str, used: cpu.Cpu, steps: int) -> None:
    """CPU milliseconds per step: this process (the worker, and the client that starts the workflows)
    and the Temporal dev server; where a side's time goes when both run flat out on the same cores."""
    if not steps:
        return
    part.figure(f"{side}_worker_cpu_ms_per_step", used.bench * 1000 / steps)
    if used.temporal is not None:
        part.figure(f"{side}_temporal_cpu_ms_per_step", used.temporal * 1000 / steps)
    if used.postgres is not None:
        part.figure(f"{side}_postgres_cpu_ms_per_step", used.postgres * 1000 / steps)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--enrollments", type=int, default=200)
    parser.add_argument("--steps", type=int, default=3)
    parser.add_argument("--wait", type=float, default=1.0, help="seconds between steps")
    parser.add_argument("--mailboxes", type=int, default=10)
    parser.add_argument("--concurrency", type=int, default=25, help="starts in flight at once")


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
