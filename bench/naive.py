"""Part 2, naive baseline: CPU seconds per sent email, Sequencer against a naive cron loop.

Both send the same sequence (`--steps` emails, the later ones `--wait` apart, in the first one's thread)
to the same contacts from the same mailboxes through the same Gmail sandbox, rendered by the project's
renderer (`sequencer.compose.render_email`), built by `sequencer.mime.build_message` with the same
unsubscribe headers and sent with the project's `GmailClient`.

The naive loop is what a cron job does: a Postgres table of due rows; every tick, for each due row: load
contact and mailbox, render, send, advance the row (next step and its due time, or done).

CPU is read per process over the whole run (enrolling or seeding included): this process (which hosts
the worker or the loop), the Temporal dev server and Postgres; the sandbox's CPU (it stands in for
Google) is reported apart and counted in neither total. The naive loop does not use Temporal, so the
dev server's (idle) CPU meanwhile is shown but not counted in its total.
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
from bench import cpu, minimal
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


def per_send(used: cpu.Cpu, sends: int, *, with_temporal: bool) -> dict[str, Any]:
    parts = used.as_dict()
    total = used.bench + (used.postgres or 0) + ((used.temporal or 0) if with_temporal else 0)
    return {
        "sends": sends,
        "cpu_seconds": parts,
        "cpu_seconds_total": round(total, 3),
        "cpu_ms_per_send": {k: None if v is None else round(1000 * v / sends, 2) for k, v in parts.items()},
        "cpu_ms_per_send_total": round(1000 * total / sends, 2),
    }


async def run(part: Part, args: argparse.Namespace) -> None:
    waits = ["0s"] + [f"{args.wait:g}s"] * (args.steps - 1)
    async with running_stack(NAME) as stack:
        boxes = await make_mailboxes(stack.pool, args.mailboxes)
        engine_people = await make_contacts(stack.pool, args.enrollments, prefix="engine")
        naive_people = await make_contacts(stack.pool, args.enrollments, prefix="naive")
        sequence = await publish(stack.pool, email_sequence("naive", waits))
        async with stack.pool.acquire() as conn:
            await conn.execute(_TABLE)
            stored = await conn.fetchval(
                """SELECT v.document FROM sequence_versions v JOIN sequences s ON s.id = v.sequence_id
                    WHERE s.name = $1 ORDER BY v.version DESC LIMIT 1""",
                sequence,
            )
        document = SequenceDocument.model_validate(stored)
        queue = "bench-naive"
        sequencer = Sequencer(
            stack.pool, stack.client, project_id=PROJECT, task_queue=queue, poll_seconds=None
        )

        engine = await _engine(stack, sequencer, queue, engine_people, boxes, sequence, args)
        naive = await _naive(stack, document, naive_people, boxes, args)
        bare = await _bare_temporal(stack, args)

        part.figure("sequencer", engine)
        part.figure("naive", naive)
        part.figure("sequencer_cpu_ms_per_send", engine["cpu_ms_per_send_total"])
        part.figure("naive_cpu_ms_per_send", naive["cpu_ms_per_send_total"])
        ratio = engine["cpu_ms_per_send_total"] / naive["cpu_ms_per_send_total"]
        part.figure("ratio", ratio)  # context only: a bare Temporal step alone is several times the loop
        # Where the floor is: a bare timer-and-activity workflow step (no database, no Gmail) on the same
        # server, and Sequencer's own processes without the Temporal server's share.
        part.figure("bare_temporal", bare)
        part.figure("bare_temporal_cpu_ms_per_step", bare["cpu_ms_per_send_total"])
        part.figure(
            "bare_temporal_over_naive", bare["cpu_ms_per_send_total"] / naive["cpu_ms_per_send_total"]
        )
        part.figure(
            "sequencer_over_bare_temporal", engine["cpu_ms_per_send_total"] / bare["cpu_ms_per_send_total"]
        )
        own = engine["cpu_ms_per_send"]["bench"] + (engine["cpu_ms_per_send"]["postgres"] or 0)
        part.figure("sequencer_without_temporal_server_cpu_ms_per_send", own)
        part.figure("sequencer_without_temporal_server_over_naive", own / naive["cpu_ms_per_send_total"])
        part.notes.append(
            f"{args.enrollments} contacts x {args.steps} emails on each side, {args.mailboxes} mailboxes; "
            "totals: this process + Postgres (+ the Temporal dev server for Sequencer); sandbox apart"
        )
        if stack.temporal_pid is None:
            part.unavailable("Temporal dev server CPU", "its process was not found")


async def _engine(
    stack: Stack, sequencer: Sequencer, queue: str, people: list, boxes: list, sequence: str, args: Any
) -> dict[str, Any]:
    async with running_worker(stack.client, stack.pool, stack.gmail(), queue, poll_seconds=None):
        await asyncio.sleep(1)  # the worker's pollers are up: their start-up is not counted
        before = cpu.snapshot(stack)
        began = time.perf_counter()
        pairs = [(p, boxes[i % len(boxes)]) for i, p in enumerate(people)]
        enrolled = await enroll_all(sequencer.enroll, pairs, sequence)
        await wait_all(stack.client, [e.workflow_id for e in enrolled])
        seconds = time.perf_counter() - began
        used = cpu.snapshot(stack) - before
    sends = await stack.pool.fetchval("SELECT count(*) FROM send_ledger WHERE status = 'sent'")
    return {"seconds": round(seconds, 2), **per_send(used, sends, with_temporal=True)}


async def _naive(
    stack: Stack, document: SequenceDocument, people: list, boxes: list, args: Any
) -> dict[str, Any]:
    loop = NaiveLoop(stack.pool, stack.gmail(), document)
    before = cpu.snapshot(stack)
    began = time.perf_counter()
    async with stack.pool.acquire() as conn:
        await conn.executemany(
            "INSERT INTO bench_naive_due (id, contact_id, mailbox_id, due_at) VALUES ($1, $2, $3, now())",
            [(uuid.uuid4(), p.id, boxes[i % len(boxes)].id) for i, p in enumerate(people)],
        )
    sends = await loop.run(batch=50, concurrency=args.concurrency, tick=0.5)
    seconds = time.perf_counter() - began
    used = cpu.snapshot(stack) - before
    return {"seconds": round(seconds, 2), **per_send(used, sends, with_temporal=False)}


async def _bare_temporal(stack: Stack, args: Any) -> dict[str, Any]:
    """The same steps as bare Temporal workflows: one timer and one trivial activity per step."""
    steps = 0

    def step() -> None:
        nonlocal steps
        steps += 1

    before = cpu.snapshot(stack)
    seconds = await minimal.run_minimal(
        stack.client,
        workflows=args.enrollments,
        steps=args.steps,
        wait_seconds=args.wait,
        first_wait_seconds=0,
        concurrency=args.concurrency,
        on_step=step,
    )
    used = cpu.snapshot(stack) - before
    return {"seconds": round(seconds, 2), **per_send(used, steps, with_temporal=True)}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--enrollments", type=int, default=200)
    parser.add_argument("--steps", type=int, default=3)
    parser.add_argument("--wait", type=float, default=1.0, help="seconds between steps")
    parser.add_argument("--mailboxes", type=int, default=10)
    parser.add_argument("--concurrency", type=int, default=20, help="naive loop: sends in flight at once")


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
