"""Part 2, naive baseline: CPU per sent email, Sequencer against a naive cron loop.

Both send the same sequence (`--steps` emails, the later ones `--wait` apart, in the first one's thread)
to the same kind of contacts from the same mailboxes through the same Gmail sandbox, rendered by the
project's renderer (`sequencer.compose.render_email`), built by `sequencer.mime.build_message` with the
same unsubscribe headers and sent with the project's `GmailClient`.

The naive loop is what a cron job does: a Postgres table of due rows; every tick, for each due row: load
contact and mailbox, render, send, advance the row (next step and its due time, or done). A third side,
`bare_temporal`, runs as many bare timer-and-activity steps (bench/minimal.py): the floor of any sender
built on Temporal.

The sides run interleaved (a warm-up of each, then sequencer, naive, bare_temporal, ... for `--rounds`
rounds), each after the machine settles (bench/fair.py), each round on fresh contacts. CPU counts every
process that shares the cores, as the overhead part does (bench/cpu.py: this process, which hosts the
worker or the loop, the processes it started, the Temporal dev server, Postgres and the sandbox), read
around each round; each role is shown apart, and the ratios are taken round by round before their
median. Sequencer's worker runs through the whole part (a long-lived worker); the naive loop does not use
Temporal, so the dev server's (idle) CPU during its rounds is what an idle server costs beside it.
"""

from __future__ import annotations

import argparse
import asyncio
import time
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

import asyncpg

from activities.providers.gmail import GmailClient
from bench import cpu, fair, minimal
from bench.results import Part, main
from bench.stack import (
    PROJECT,
    Stack,
    email_sequence,
    enroll_all,
    make_contacts,
    make_mailboxes,
    publish,
    running_stack,
    wait_all,
)
from sequencer.compose import render_email
from sequencer.durations import parse_duration
from sequencer.mime import OutgoingEmail, build_message, reply_subject
from sequencer.models import EmailStep, SequenceDocument
from sequencer.settings import Settings
from starter.client import Sequencer
from storage import contacts, mailboxes
from storage.records import sender_of
from worker import build_links, running_worker

NAME, TITLE = "naive", "naive baseline: CPU per sent email, Sequencer vs a cron loop"

_TABLE = """
CREATE TABLE IF NOT EXISTS bench_naive_due (
    id               uuid PRIMARY KEY,
    contact_id       uuid NOT NULL,
    mailbox_id       uuid NOT NULL,
    step             integer NOT NULL DEFAULT 0,
    due_at           timestamptz NOT NULL,
    status           text NOT NULL DEFAULT 'due',
    thread_id        text,
    message_ids      text[] NOT NULL DEFAULT '{}',
    first_subject    text,
    sent             integer NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS bench_naive_due_idx ON bench_naive_due (status, due_at);
"""


class NaiveLoop:
    """`for due in db: gmail.send(render(...)); db.advance(...)`."""

    def __init__(self, pool: asyncpg.Pool, gmail: GmailClient, document: SequenceDocument) -> None:
        self.pool, self.gmail, self.document = pool, gmail, document
        self.links = build_links(Settings())
        self.waits = [parse_duration(step.after) for step in document.steps]

    async def run(self, *, batch: int, concurrency: int, tick: float) -> int:
        sent = 0
        gate = asyncio.Semaphore(concurrency)
        while True:
            async with self.pool.acquire() as conn:
                due = await conn.fetch(
                    """SELECT id::text, contact_id::text, mailbox_id::text, step, thread_id, message_ids,
                              first_subject
                         FROM bench_naive_due WHERE status = 'due' AND due_at <= now()
                        ORDER BY due_at LIMIT $1""",
                    batch,
                )
                left = await conn.fetchval("SELECT count(*) FROM bench_naive_due WHERE status = 'due'")
            if not due:
                if not left:
                    return sent
                await asyncio.sleep(tick)
                continue

            async def one(row: asyncpg.Record) -> None:
                async with gate:
                    await self.send(row)

            await asyncio.gather(*(one(r) for r in due))
            sent += len(due)

    async def send(self, row: asyncpg.Record) -> None:
        async with self.pool.acquire() as conn:
            contact = await contacts.get(conn, project_id=PROJECT, contact_id=row["contact_id"])
            mailbox = await mailboxes.get(conn, project_id=PROJECT, mailbox_id=row["mailbox_id"])
        index = row["step"]
        step = self.document.steps[index]
        assert isinstance(step, EmailStep)
        subject, body = render_email(step, index, contact=contact.model_dump(), sender=sender_of(mailbox))
        subject = subject or reply_subject(row["first_subject"])
        message_id = f"<naive.{row['id']}.{index}@{mailbox.email.rpartition('@')[2]}>"
        now = datetime.now(UTC)
        references = tuple(row["message_ids"])
        raw = build_message(
            OutgoingEmail(
                from_email=mailbox.email,
                from_name=mailbox.name,
                to_email=contact.email,
                to_name=contact.first_name or "",
                subject=subject,
                body=body,
                message_id=message_id,
                date=now,
                in_reply_to=references[-1] if references else None,
                references=references,
                extra_headers=self.links.headers(
                    project_id=PROJECT,
                    enrollment_id=row["id"],
                    email=contact.email,
                    now=now,
                    contact_id=contact.id,
                ),
            )
        )
        ref = await self.gmail.send(mailbox, raw, thread_id=row["thread_id"])
        last = index + 1 >= len(self.document.steps)
        async with self.pool.acquire() as conn:
            await conn.execute(
                """UPDATE bench_naive_due
                      SET step = step + 1, status = $2, due_at = now() + $3::interval, thread_id = $4,
                          message_ids = message_ids || $5::text, first_subject = COALESCE(first_subject, $6),
                          sent = sent + 1
                    WHERE id = $1::uuid""",
                row["id"],
                "done" if last else "due",
                self.waits[index + 1] if not last else timedelta(0),
                ref.thread_id,
                message_id,
                subject,
            )


SIDES = ("sequencer", "naive", "bare_temporal")
QUEUE = "bench-naive"


def per_send(used: cpu.Cpu, sends: int, *, with_temporal: bool) -> dict[str, Any]:
    """One round's CPU per send: every process (`cpu_ms_per_send`: each role, `all` and other work), and
    the earlier reading (`cpu_ms_per_send_total`: this process + Postgres, + the Temporal server for a
    side that uses it), kept for comparison with older runs."""
    total = used.bench + (used.children or 0) + (used.postgres or 0)
    total += (used.temporal or 0) if with_temporal else 0
    every = used.all_processes()
    return {
        "sends": sends,
        "cpu_seconds": used.as_dict(),
        "cpu_ms_per_send": used.ms_per(sends),
        "cpu_ms_per_send_without_temporal": (
            round(1000 * (every - used.temporal) / sends, 3)
            if sends and every is not None and used.temporal is not None
            else None
        ),
        "cpu_ms_per_send_total": round(1000 * total / sends, 2) if sends else None,
    }


class _Round:
    """One side's round: settled, CPU read around it, its sends counted."""

    def __init__(self, stack: Stack, side: str, number: int, settled: fair.Settled) -> None:
        self.stack, self.side, self.number, self.settled = stack, side, number, settled
        self.figures: dict[str, Any] = {"side": side, "round": number, "settled": settled.as_dict()}

    def begin(self) -> None:
        self.before = cpu.snapshot(self.stack)
        self.began = time.perf_counter()

    def end(self) -> None:
        self.seconds = time.perf_counter() - self.began
        self.used = cpu.snapshot(self.stack) - self.before

    def finish(self, sends: int) -> dict[str, Any]:
        self.figures |= {
            "seconds": round(self.seconds, 3),
            **per_send(self.used, sends, with_temporal=self.side != "naive"),
        }
        return self.figures


async def run(part: Part, args: argparse.Namespace) -> None:
    waits = ["0s"] + [f"{args.wait:g}s"] * (args.steps - 1)
    async with running_stack(NAME) as stack:
        boxes = await make_mailboxes(stack.pool, args.mailboxes)
        sequence = await publish(stack.pool, email_sequence("naive", waits))
        async with stack.pool.acquire() as conn:
            await conn.execute(_TABLE)
            stored = await conn.fetchval(
                """SELECT v.document FROM sequence_versions v JOIN sequences s ON s.id = v.sequence_id
                    WHERE s.name = $1 ORDER BY v.version DESC LIMIT 1""",
                sequence,
            )
        document = SequenceDocument.model_validate(stored)
        sequencer = Sequencer(
            stack.pool, stack.client, project_id=PROJECT, task_queue=QUEUE, poll_seconds=None
        )
        loop = NaiveLoop(stack.pool, stack.gmail(), document)
        done: dict[str, list[_Round]] = {side: [] for side in SIDES}
        async with running_worker(stack.client, stack.pool, stack.gmail(), QUEUE, poll_seconds=None):
            for number, side in fair.schedule(SIDES, args.rounds):
                size = args.warmup_enrollments if number == 0 else args.enrollments
                label = f"round {number}{' (warm-up)' if number == 0 else ''} {side}"
                if side == "sequencer":
                    measured = await _engine(stack, sequencer, boxes, sequence, args, number, label, size)
                elif side == "naive":
                    measured = await _naive(stack, loop, boxes, args, number, label, size)
                else:
                    measured = await _bare_temporal(stack, args, number, label, size)
                print(_line(label, measured.figures), flush=True)
                if number > 0:
                    done[side].append(measured)
        _summarize(part, done)
        part.notes.append(
            f"{args.rounds} rounds of {args.enrollments} contacts x {args.steps} emails a side, "
            f"{args.mailboxes} mailboxes, interleaved {'/'.join(SIDES)} after a warm-up of "
            f"{args.warmup_enrollments}; CPU counts every process (bench, Temporal, Postgres, sandbox); "
            "figures are medians over the rounds, ratios taken round by round"
        )
        if stack.temporal_pid is None:
            part.unavailable("Temporal dev server CPU", "its process was not found")


def _line(label: str, figures: dict[str, Any]) -> str:
    every = figures["cpu_ms_per_send"].get("all")
    settled = "" if figures["settled"]["settled"] else " (not settled)"
    return (
        f"  {label}{settled}: {figures['sends']} sends in {figures['seconds']:.1f} s, all-process CPU "
        f"{every if every is not None else 'n/a'} ms/send, other work "
        f"{figures['cpu_ms_per_send'].get('others', 'n/a')} ms/send"
    )


def _summarize(part: Part, done: dict[str, list[_Round]]) -> None:
    """Each side's CPU per send over the rounds (median and spread) and the ratios round by round."""
    part.figure("rounds", [r.figures for side in SIDES for r in done[side]])

    def each(side: str, key: str, sub: str | None = None) -> list[float | None]:
        values = [r.figures.get(key) for r in done[side]]
        return [v.get(sub) if isinstance(v, dict) else None for v in values] if sub else values

    for side in SIDES:
        part.rounds(f"{side}_cpu_ms_per_send", each(side, "cpu_ms_per_send", "all"))
        for role, name in (
            ("bench", "worker"),
            ("temporal", "temporal"),
            ("postgres", "postgres"),
            ("sandbox", "sandbox"),
            ("others", "other_work"),
        ):
            part.rounds(f"{side}_{name}_cpu_ms_per_send", each(side, "cpu_ms_per_send", role))
        part.rounds(f"{side}_earlier_total_cpu_ms_per_send", each(side, "cpu_ms_per_send_total"))
    part.figure("rounds_not_settled", sum(1 for s in SIDES for r in done[s] if not r.settled.settled))
    every = {side: each(side, "cpu_ms_per_send", "all") for side in SIDES}
    # context only: a bare Temporal step alone is several times the loop
    part.rounds("ratio", fair.ratios(every["sequencer"], every["naive"]))
    part.rounds("bare_temporal_over_naive", fair.ratios(every["bare_temporal"], every["naive"]))
    part.rounds("sequencer_over_bare_temporal", fair.ratios(every["sequencer"], every["bare_temporal"]))
    # Sequencer's own processes without the Temporal server's share, against the loop's (its idle
    # server left out too).
    part.rounds(
        "sequencer_without_temporal_server_over_naive",
        fair.ratios(
            each("sequencer", "cpu_ms_per_send_without_temporal"),
            each("naive", "cpu_ms_per_send_without_temporal"),
        ),
    )


async def _engine(
    stack: Stack,
    sequencer: Sequencer,
    boxes: list[Any],
    sequence: str,
    args: Any,
    number: int,
    label: str,
    size: int,
) -> _Round:
    people = await make_contacts(stack.pool, size, prefix=f"r{number}-engine")
    pairs = [(p, boxes[i % len(boxes)]) for i, p in enumerate(people)]
    measured = _Round(stack, "sequencer", number, await fair.settle_for(args, label))
    measured.begin()
    enrolled = await enroll_all(sequencer.enroll, pairs, sequence)
    await wait_all(stack.client, [e.workflow_id for e in enrolled])
    measured.end()
    sends = await stack.pool.fetchval(
        "SELECT count(*) FROM send_ledger WHERE status = 'sent' AND enrollment_id = ANY($1::uuid[])",
        [e.id for e in enrolled],
    )
    measured.finish(int(sends))
    return measured


async def _naive(
    stack: Stack, loop: NaiveLoop, boxes: list[Any], args: Any, number: int, label: str, size: int
) -> _Round:
    people = await make_contacts(stack.pool, size, prefix=f"r{number}-naive")
    measured = _Round(stack, "naive", number, await fair.settle_for(args, label))
    measured.begin()
    async with stack.pool.acquire() as conn:
        await conn.executemany(
            "INSERT INTO bench_naive_due (id, contact_id, mailbox_id, due_at) VALUES ($1, $2, $3, now())",
            [(uuid.uuid4(), p.id, boxes[i % len(boxes)].id) for i, p in enumerate(people)],
        )
    sends = await loop.run(batch=50, concurrency=args.concurrency, tick=0.5)
    measured.end()
    measured.finish(sends)
    return measured


async def _bare_temporal(stack: Stack, args: Any, number: int, label: str, size: int) -> _Round:
    """The same steps as bare Temporal workflows: one timer and one trivial activity per step; the
    round's CPU is read once its worker polls."""
    steps = 0
    holder: list[_Round] = []

    def step() -> None:
        nonlocal steps
        steps += 1

    async def ready() -> None:
        holder.append(_Round(stack, "bare_temporal", number, await fair.settle_for(args, label)))
        holder[0].begin()

    async def finished() -> None:
        holder[0].end()

    await minimal.run_minimal(
        stack.client,
        workflows=size,
        steps=args.steps,
        wait_seconds=args.wait,
        first_wait_seconds=0,
        concurrency=args.concurrency,
        on_step=step,
        on_ready=ready,
        on_done=finished,
    )
    holder[0].finish(steps)
    return holder[0]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--enrollments", type=int, default=200)
    parser.add_argument("--steps", type=int, default=3)
    parser.add_argument("--wait", type=float, default=1.0, help="seconds between steps")
    parser.add_argument("--mailboxes", type=int, default=10)
    parser.add_argument(
        "--concurrency",
        type=int,
        default=20,
        help="sends (naive loop) and starts (bare side) in flight at once",
    )
    parser.add_argument(
        "--warmup-enrollments", type=int, default=20, help="contacts a side in the unmeasured warm-up round"
    )
    fair.add_arguments(parser)


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
