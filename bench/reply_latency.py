"""Part 7, reply-to-stop latency: from a reply landing in the rep's inbox to the enrollment being `replied`.

For each mode, `--replies` enrollments (a first email now, the second 30 days on) on `--mailboxes`
mailboxes, served by a `sequencer worker` process and the `sequencer api` process. Once every first email
is out, one reply per enrollment is put into the rep's mailbox with `messages.insert` (in the thread,
`In-Reply-To` our Message-ID, as tests/workflows/test_inbox.py does), at moments spread evenly over
`--spread` seconds (polling: one poll interval, so replies land at every phase of the poll cycle); the
latency is until Postgres shows the enrollment `replied` (read every 0.1 s).
- polling: SEQUENCER_POLL_SECONDS (`--poll-seconds`, default 60, production's default);
- push: SEQUENCER_GMAIL_PUSH_TOPIC on the worker, SEQUENCER_GMAIL_PUSH_TOKEN on the API, and the sandbox
  pushing to the API's `POST /v1/gmail/push` (`PUT /_sandbox/push`); the fallback poll stays at its
  default (15 minutes), so every stop in the window came through a push.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import random
import time
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime
from typing import Any

import httpx

from bench.burst import percentile
from bench.results import Part, main
from bench.stack import (
    PROJECT,
    Api,
    Stack,
    email_sequence,
    enroll_all,
    make_contacts,
    make_mailboxes,
    publish,
    running_stack,
    stop_process,
)
from sequencer.ids import mailbox_workflow_id
from starter.client import Sequencer
from workflows.mailbox import MailboxWorkflow

NAME, TITLE = "reply_latency", "reply-to-stop latency, polling vs Gmail push"
TOPIC = "projects/bench/topics/gmail"
PUSH_TOKEN = "bench-push-token-0123456789"


def _reply(ours: Any, contact_email: str, rep_email: str) -> bytes:
    reply = EmailMessage()
    reply["From"] = contact_email
    reply["To"] = rep_email
    reply["Subject"] = f"Re: {ours['subject']}"
    reply["Date"] = format_datetime(datetime.now(UTC))
    reply["Message-ID"] = f"<reply-{ours['enrollment_id']}@prospect.test>"
    reply["In-Reply-To"] = ours["message_id"]
    reply["References"] = ours["message_id"]
    reply.set_content("Sounds good, let's talk next week.")
    return reply.as_bytes()


async def _insert(http: httpx.AsyncClient, stack: Stack, mailbox: str, raw: bytes, thread_id: str) -> None:
    answer = await http.post(
        f"{stack.sandbox_url}/gmail/v1/users/me/messages",
        headers={"authorization": f"Bearer sandbox:{mailbox}"},
        json={"raw": base64.urlsafe_b64encode(raw).decode(), "labelIds": ["INBOX"], "threadId": thread_id},
    )
    answer.raise_for_status()


async def measure(stack: Stack, api: Api, mode: str, args: argparse.Namespace) -> dict[str, Any]:
    boxes = await make_mailboxes(stack.pool, args.mailboxes, prefix=f"reply-{mode}-")
    people = await make_contacts(stack.pool, args.replies, prefix=f"reply-{mode}-")
    queue = f"bench-reply-{mode}"
    env = {"SEQUENCER_POLL_SECONDS": str(args.poll_seconds)}
    if mode == "push":
        env["SEQUENCER_GMAIL_PUSH_TOPIC"] = TOPIC
    worker = await stack.start_worker(queue, log_name=f"worker-{mode}", **env)
    pushes: dict[str, Any] = {}
    ids = [mailbox_workflow_id(PROJECT, b.id) for b in boxes]
    async with httpx.AsyncClient(timeout=30) as http:
        try:
            if mode == "push":
                answer = await http.put(
                    f"{stack.sandbox_url}/_sandbox/push",
                    json={"url": f"{api.url}/v1/gmail/push", "token": PUSH_TOKEN},
                )
                answer.raise_for_status()
            sequencer = Sequencer(stack.pool, stack.client, project_id=PROJECT, task_queue=queue)
            pairs = [(p, boxes[i % len(boxes)]) for i, p in enumerate(people)]
            enrolled = await enroll_all(sequencer.enroll, pairs, "reply")
            by_id = {e.id: (p, b) for e, (p, b) in zip(enrolled, pairs, strict=True)}
            ours: list[Any] = []
            deadline = time.monotonic() + 300
            while len(ours) < len(enrolled):
                ours = await stack.pool.fetch(
                    """SELECT enrollment_id::text, message_id, subject, gmail_thread_id FROM send_ledger
                        WHERE status = 'sent' AND enrollment_id = ANY($1::uuid[])""",
                    [e.id for e in enrolled],
                )
                if time.monotonic() > deadline:
                    raise TimeoutError(f"{mode}: only {len(ours)} first emails went out")
                await asyncio.sleep(1)
            if mode == "push":
                await _until_watched(http, stack, {b.email for b in boxes})
            await asyncio.sleep(2)  # the sends' own history records are read and skipped first

            order = list(ours)
            random.Random(7).shuffle(order)
            inserted: dict[str, float] = {}
            latency: dict[str, float] = {}
            began = time.monotonic()

            async def reply_all() -> None:
                for i, row in enumerate(order):
                    await asyncio.sleep(max(0.0, began + i * args.spread / len(order) - time.monotonic()))
                    person, box = by_id[row["enrollment_id"]]
                    raw = _reply(dict(row), person.email, box.email)
                    inserted[row["enrollment_id"]] = time.monotonic()
                    await _insert(http, stack, box.email, raw, row["gmail_thread_id"])

            replying = asyncio.create_task(reply_all())
            limit = began + args.spread + args.poll_seconds + 120
            while len(latency) < len(order) and time.monotonic() < limit:
                rows = await stack.pool.fetch(
                    "SELECT id::text FROM enrollments WHERE status = 'replied' AND id = ANY($1::uuid[])",
                    [i for i in inserted if i not in latency],
                )
                now = time.monotonic()
                for row in rows:
                    latency[row["id"]] = now - inserted[row["id"]]
                await asyncio.sleep(0.1)
            await replying
            if mode == "push":
                summary = (await http.get(f"{stack.sandbox_url}/_sandbox/push")).json()
                pushes = {k: summary.get(k) for k in ("sent", "failed", "dropped", "last_error")}
        finally:
            for workflow_id in ids:
                try:
                    await stack.client.get_workflow_handle(workflow_id).signal(MailboxWorkflow.stop)
                except Exception:  # noqa: BLE001
                    pass
            stop_process(worker)
            if mode == "push":
                await http.delete(f"{stack.sandbox_url}/_sandbox/push")
    values = list(latency.values())
    return {
        **({"pushes": pushes} if mode == "push" else {}),
        "replies": len(order),
        "stopped": len(values),
        "poll_seconds": args.poll_seconds,
        "spread_seconds": args.spread,
        "p50_seconds": _r(percentile(values, 50)),
        "p95_seconds": _r(percentile(values, 95)),
        "max_seconds": _r(max(values) if values else None),
    }


def _r(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


async def _until_watched(http: httpx.AsyncClient, stack: Stack, addresses: set[str]) -> None:
    """Until the sandbox holds a Gmail watch for every one of these mailboxes (their workflows made it)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        summary = (await http.get(f"{stack.sandbox_url}/_sandbox/push")).json()
        watches = summary.get("watches") or {}
        watched = set(watches) if isinstance(watches, dict) else {w.get("mailbox") for w in watches}
        if addresses <= {str(a).lower() for a in watched if a}:
            return
        await asyncio.sleep(0.5)
    raise TimeoutError("the mailboxes were not watched (users.watch) within 60 s")


async def run(part: Part, args: argparse.Namespace) -> None:
    async with running_stack(NAME) as stack:
        await publish(stack.pool, email_sequence("reply", ["0s", "30d"]))
        api = await stack.start_api("bench-reply-api", SEQUENCER_GMAIL_PUSH_TOKEN=PUSH_TOKEN)
        push: dict[str, Any] | None = None
        try:
            push = await measure(stack, api, "push", argparse.Namespace(**(vars(args) | {"spread": 10.0})))
        except Exception as exc:  # noqa: BLE001 - push may not be there yet: report polling anyway
            first_line = (str(exc).splitlines() or [""])[0][:200]
            part.unavailable("push", f"{type(exc).__name__}: {first_line}")
        as_polled = argparse.Namespace(**(vars(args) | {"spread": float(args.poll_seconds)}))
        polling = await measure(stack, api, "polling", as_polled)
    part.figure("polling", polling)
    part.figure("push", push)
    part.figure("polling_p50_seconds", polling["p50_seconds"])
    part.figure("polling_p95_seconds", polling["p95_seconds"])
    part.figure("push_p50_seconds", push and push["p50_seconds"])
    part.figure("push_p95_seconds", push and push["p95_seconds"])
    part.check("p95 reply-to-stop with push", push["p95_seconds"] if push else None, "<", 5, "s")
    part.notes.append(
        f"{args.replies} replies per mode on {args.mailboxes} mailboxes; polling every {args.poll_seconds} s "
        "with replies spread over one interval; push replies spread over 10 s"
    )
    stopped = [m for m in (polling, push) if m and m["stopped"] < m["replies"]]
    for m in stopped:
        part.notes.append(f"only {m['stopped']} of {m['replies']} enrollments stopped in time")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--replies", type=int, default=50)
    parser.add_argument("--mailboxes", type=int, default=10)
    parser.add_argument("--poll-seconds", type=int, default=60, help="SEQUENCER_POLL_SECONDS for polling")


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
