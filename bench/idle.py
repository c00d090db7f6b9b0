"""Part 5, idle cost: what a mailbox with no mail arriving costs, with plain polling and with Gmail push.

For each mode, `--mailboxes` new mailboxes are watched by a `sequencer worker` process (its
`watch_on_start` starts their MailboxWorkflows, as in production), and after a warm-up a window of
`--window` seconds is measured:
- Gmail calls the sandbox received for those mailboxes, and their quota units (history.list = 2, ...);
- the Temporal events those mailbox workflows gained, and their billable Actions (bench/actions.py).

The window runs with a short interval (`--poll-seconds` for polling, `--fallback-seconds` for push's
fallback poll) so that it sees several polls; the cost of one idle poll cycle is then carried to the
production settings (SEQUENCER_POLL_SECONDS 60 s; SEQUENCER_PUSH_FALLBACK_POLL_SECONDS, default 900 s),
adding what a window cannot see: the start of a new run every 200 polls (continue-as-new) and, with push,
the watch renewal every 6 days (one activity and one users.watch, 100 units).
The reference is the naive way to watch an inbox on Temporal: a timer and an activity every minute,
120 Actions an hour.
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections import Counter
from typing import Any

from bench import actions, cpu
from bench.results import Part, main
from bench.sandbox_proc import QUOTA_UNITS
from bench.stack import PROJECT, Stack, make_mailboxes, running_stack, stop_process
from sequencer.ids import mailbox_workflow_id
from sequencer.settings import Settings
from workflows.mailbox import MailboxWorkflow

NAME, TITLE = "idle", "idle cost: Gmail units and Temporal Actions per idle mailbox"
TOPIC = "projects/bench/topics/gmail"
POLLS_PER_RUN = 200  # workflows/mailbox.py continues as new after this many polls
WATCH_RENEWAL_HOURS = 6 * 24  # a watch lasts 7 days and is renewed a day before it lapses
NAIVE_ACTIONS_PER_HOUR = 120  # a timer and an activity every minute
PROCESSES = ("worker", "temporal", "postgres")


async def _polls(stack: Stack, workflow_ids: list[str]) -> list[int]:
    states = await asyncio.gather(
        *(stack.client.get_workflow_handle(w).query(MailboxWorkflow.state) for w in workflow_ids)
    )
    return [s.polls for s in states]


def _cpu(pid: int | None, *, tree: bool = False) -> float:
    return (cpu.tree_seconds(pid) if tree else cpu.own_seconds(pid)) or 0.0


def _rates(counts: dict[str, int], mailboxes: int, minutes: float) -> dict[str, float]:
    return {k: round(v / mailboxes / minutes, 3) for k, v in sorted(counts.items())}


def _run_start_actions(events: list[Any]) -> int:
    """Billable Actions a run spends before its first inbox poll (its start, the watch check)."""
    prefix = []
    for event in events:
        if actions.event_name(event) == "ActivityTaskScheduled":
            if event.activity_task_scheduled_event_attributes.activity_type.name == "poll_mailbox":
                break
        prefix.append(event)
    return sum(actions.billable(prefix).values())


async def measure(stack: Stack, part: Part, mode: str, args: argparse.Namespace) -> dict[str, Any]:
    boxes = await make_mailboxes(stack.pool, args.mailboxes, prefix=f"idle-{mode}-")
    addresses = {b.email for b in boxes}
    ids = [mailbox_workflow_id(PROJECT, b.id) for b in boxes]
    interval = args.poll_seconds if mode == "polling" else args.fallback_seconds
    env = {"SEQUENCER_POLL_SECONDS": str(args.poll_seconds)}
    if mode == "push":
        env |= {"SEQUENCER_GMAIL_PUSH_TOPIC": TOPIC, "SEQUENCER_PUSH_FALLBACK_POLL_SECONDS": str(interval)}
    worker = await stack.start_worker(f"bench-idle-{mode}", log_name=f"worker-{mode}", **env)
    try:
        # Warm-up: every mailbox workflow has started and polled once.
        deadline = time.monotonic() + 120
        while True:
            try:
                if min(await _polls(stack, ids)) >= 1:
                    break
            except Exception:  # noqa: BLE001 - not started yet
                pass
            if time.monotonic() > deadline:
                raise TimeoutError(
                    f"{mode}: mailbox workflows did not poll:\n{stack.log_tail(f'worker-{mode}')}"
                )
            await asyncio.sleep(1)
        first_runs = [await actions.all_runs_events(stack.client, w) for w in ids]
        run_start = sum(_run_start_actions(e) for e in first_runs) / len(ids)
        seen = [{(e.event_id, e.event_time.ToNanoseconds()) for e in events} for events in first_runs]
        await stack.sandbox_calls(reset=True)
        cpu_before = _cpu(worker.pid), _cpu(stack.temporal_pid), _cpu(stack.pg_pid, tree=True)
        began = time.monotonic()
        await asyncio.sleep(args.window)
        calls = await stack.sandbox_calls()
        cpu_after = _cpu(worker.pid), _cpu(stack.temporal_pid), _cpu(stack.pg_pid, tree=True)
        minutes = (time.monotonic() - began) / 60
        new_events = []
        for workflow_id, old in zip(ids, seen, strict=True):
            events = await actions.all_runs_events(stack.client, workflow_id)
            new_events += [e for e in events if (e.event_id, e.event_time.ToNanoseconds()) not in old]
    finally:
        for workflow_id in ids:  # the next mode's worker must not keep these busy
            try:
                await stack.client.get_workflow_handle(workflow_id).signal(MailboxWorkflow.stop)
            except Exception:  # noqa: BLE001
                pass
        stop_process(worker)

    by_method: Counter[str] = Counter()
    for address, methods in calls.items():
        if address in addresses:
            by_method.update(methods)
    gmail_units = sum(QUOTA_UNITS.get(m, 0) * n for m, n in by_method.items())
    gmail_calls = {m: n for m, n in by_method.items() if not m.startswith("calendar.")}
    calendar_calls = sum(n for m, n in by_method.items() if m.startswith("calendar."))
    billed = actions.billable(new_events)
    n = len(boxes)
    # Polls as the histories saw them (poll activities scheduled) and as Gmail did (history.list calls:
    # one per idle poll); each side's cost is divided by its own count.
    polls = sum(
        1
        for e in new_events
        if actions.event_name(e) == "ActivityTaskScheduled"
        and e.activity_task_scheduled_event_attributes.activity_type.name == "poll_mailbox"
    )
    all_polls = sum(methods.get("history.list", 0) for methods in calls.values())
    per_poll = sum(billed.values()) / max(polls, 1)
    units_per_poll = gmail_units / max(by_method["history.list"], 1)

    production = Settings()
    prod_interval = production.poll_seconds if mode == "polling" else production.push_fallback_poll_seconds
    polls_per_hour = 3600 / prod_interval
    per_hour = per_poll * polls_per_hour + run_start * polls_per_hour / POLLS_PER_RUN
    units_per_minute = units_per_poll * polls_per_hour / 60
    if mode == "push":
        per_hour += 1 / WATCH_RENEWAL_HOURS  # one watch_mailbox activity per renewal
        units_per_minute += QUOTA_UNITS["watch"] / (WATCH_RENEWAL_HOURS * 60)
    return {
        "mailboxes": n,
        # CPU per poll: each process's CPU over the window divided by every idle poll made meanwhile, the
        # earlier mode's mailboxes included (this worker restarted them): one history.list call each.
        "cpu_ms_per_poll": {
            name: round(1000 * (after - before) / max(all_polls, 1), 2)
            for name, before, after in zip(PROCESSES, cpu_before, cpu_after, strict=True)
        },
        "window_minutes": round(minutes, 2),
        "test_interval_seconds": interval,
        "polls": polls,
        "gmail_calls_per_mailbox_minute": {
            m: round(c / n / minutes, 3) for m, c in sorted(gmail_calls.items())
        },
        "calendar_calls_per_mailbox_minute": round(calendar_calls / n / minutes, 3),
        "gmail_units_per_mailbox_minute_measured": round(gmail_units / n / minutes, 3),
        "events_per_poll": round(len(new_events) / max(polls, 1), 2),
        "actions_per_poll": round(per_poll, 2),
        "actions_per_poll_by_kind": {k: round(v / max(polls, 1), 2) for k, v in billed.most_common()},
        "actions_per_run_start": round(run_start, 2),
        "actions_per_mailbox_hour_measured": round(sum(billed.values()) / n / minutes * 60, 1),
        "production_interval_seconds": prod_interval,
        "gmail_units_per_mailbox_minute": round(units_per_minute, 3),
        "actions_per_mailbox_hour": round(per_hour, 2),
    }


async def run(part: Part, args: argparse.Namespace) -> None:
    async with running_stack(NAME) as stack:
        polling = await measure(stack, part, "polling", args)
        part.figure("polling", polling)
        try:
            push: dict[str, Any] | None = await measure(stack, part, "push", args)
        except Exception as exc:  # noqa: BLE001 - push may not be there yet: report polling anyway
            push = None
            part.unavailable("push mode", f"{type(exc).__name__}: {str(exc).splitlines()[0][:200]}")
        part.figure("push", push)
    part.figure("polling_gmail_units_per_mailbox_minute", polling["gmail_units_per_mailbox_minute"])
    part.figure("polling_actions_per_mailbox_hour", polling["actions_per_mailbox_hour"])
    part.figure("push_gmail_units_per_mailbox_minute", push and push["gmail_units_per_mailbox_minute"])
    part.figure("push_actions_per_mailbox_hour", push and push["actions_per_mailbox_hour"])
    part.figure("naive_actions_per_mailbox_hour", NAIVE_ACTIONS_PER_HOUR)
    part.check(
        "Actions per idle mailbox-hour with push",
        push["actions_per_mailbox_hour"] if push else None,
        "<=",
        12,
    )
    part.notes.append(
        f"{args.mailboxes} idle mailboxes per mode, {args.window:g} s windows at {args.poll_seconds} s "
        f"polling and {args.fallback_seconds} s push fallback, carried to production intervals (each "
        "mode's `production_interval_seconds`); calendar calls are Calendar API quota, not Gmail's"
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mailboxes", type=int, default=20)
    parser.add_argument("--window", type=float, default=60, help="measured seconds per mode")
    parser.add_argument("--poll-seconds", type=int, default=10, help="polling interval during the window")
    parser.add_argument(
        "--fallback-seconds", type=int, default=20, help="push's fallback poll interval during the window"
    )


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
