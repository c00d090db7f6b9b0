"""Part 3, history cost: Temporal history events and billable Actions per email step and per enrollment.

Runs `--enrollments` enrollments of a 3-email sequence (`--wait` apart) on one mailbox, waits for them to
complete, and reads their histories; reads the mailbox workflow's history too, whose events are shared by
every send of the mailbox (its grants), so its cost is reported per granted send: the events it gained
while these enrollments ran (after one warm-up enrollment), divided by the grants it made meanwhile.

Billable Actions follow bench/actions.py (Temporal Cloud's published Action list; signals counted once,
at the receiver). Prints the event-type histogram of one enrollment and of the mailbox's share.
"""

from __future__ import annotations

import argparse
import asyncio
from collections import Counter
from typing import Any

from bench import actions
from bench.results import Part, main
from bench.stack import (
    PROJECT,
    email_sequence,
    make_contacts,
    make_mailboxes,
    publish,
    running_stack,
    wait_all,
)
from contracts import MailboxState
from sequencer.ids import mailbox_workflow_id
from starter.client import Sequencer
from worker import running_worker
from workflows.mailbox import MailboxWorkflow

NAME, TITLE = "history", "history cost: events and billable Actions per email step"


async def run(part: Part, args: argparse.Namespace) -> None:
    wait = f"{args.wait:g}s"
    async with running_stack(NAME) as stack:
        (box,) = await make_mailboxes(stack.pool, 1)
        people = await make_contacts(stack.pool, args.enrollments + 1)
        sequence = await publish(stack.pool, email_sequence("history", ["0s", wait, wait]))
        queue = "bench-history"
        sequencer = Sequencer(
            stack.pool, stack.client, project_id=PROJECT, task_queue=queue, poll_seconds=None
        )
        mailbox = stack.client.get_workflow_handle(mailbox_workflow_id(PROJECT, box.id))
        async with running_worker(stack.client, stack.pool, stack.gmail(), queue, poll_seconds=None):
            warm = await sequencer.enroll(contact_id=people[0].id, sequence=sequence, mailbox=box.email)
            await stack.client.get_workflow_handle(warm.workflow_id).result()
            mailbox_before = await actions.all_runs_events(stack.client, mailbox.id)
            grants_before = _granted(await mailbox.query(MailboxWorkflow.state))

            enrolled = await asyncio.gather(
                *(sequencer.enroll(contact_id=p.id, sequence=sequence, mailbox=box.email) for p in people[1:])
            )
            await wait_all(stack.client, [e.workflow_id for e in enrolled])
            await asyncio.sleep(1)  # the last slot_used report reaches the mailbox
            state = await mailbox.query(MailboxWorkflow.state)
            mailbox_after = await actions.all_runs_events(stack.client, mailbox.id)
        grants = _granted(state) - grants_before
        histories = [await actions.history_events(stack.client, e.workflow_id) for e in enrolled]
        steps = await stack.pool.fetchval(
            "SELECT count(*) FROM send_ledger WHERE status = 'sent' AND enrollment_id = ANY($1::uuid[])",
            [e.id for e in enrolled],
        )
    seen_ids = {(e.event_id, e.event_time.ToNanoseconds()) for e in mailbox_before}
    mailbox_new = [e for e in mailbox_after if (e.event_id, e.event_time.ToNanoseconds()) not in seen_ids]

    events = sum(len(h) for h in histories)
    billed: Counter[str] = Counter()
    for h in histories:
        billed.update(actions.billable(h))
    mailbox_billed = actions.billable(mailbox_new)
    n = len(enrolled)
    per_step = events / steps
    part.figure("enrollments", n)
    part.figure("email_steps_sent", steps)
    part.figure("events_per_enrollment", events / n)
    part.figure("events_per_email_step", per_step)
    part.figure("actions_per_enrollment", sum(billed.values()) / n)
    part.figure("actions_per_email_step", sum(billed.values()) / steps)
    part.figure("actions_per_enrollment_by_kind", _per(billed, n))
    part.figure("patch_markers_per_enrollment", sum(actions.patch_markers(h) for h in histories) / n)
    part.figure("mailbox_grants", grants)
    part.figure("mailbox_events_per_grant", len(mailbox_new) / max(grants, 1))
    part.figure("mailbox_actions_per_grant", sum(mailbox_billed.values()) / max(grants, 1))
    part.figure("mailbox_actions_per_grant_by_kind", _per(mailbox_billed, max(grants, 1)))
    system = (events + len(mailbox_new)) / steps
    part.figure("events_per_email_step_with_mailbox_share", system)
    part.figure(
        "actions_per_email_step_with_mailbox_share",
        (sum(billed.values()) + sum(mailbox_billed.values())) / steps,
    )
    part.figure("histogram_one_enrollment", dict(actions.histogram(histories[0]).most_common()))
    part.figure("histogram_mailbox_share_per_grant", _per(actions.histogram(mailbox_new), max(grants, 1)))
    part.check("history events per email step (enrollment)", per_step, "<=", 13)
    part.notes.append(
        f"{n} enrollments x 3 emails ({wait} apart) on one mailbox, after one warm-up enrollment; "
        "Actions per bench/actions.py (queries and heartbeats are not in histories)"
    )


def _granted(state: MailboxState) -> int:
    return state.sending.granted_total if state.sending else 0


def _per(counts: Counter[str], n: int) -> dict[str, Any]:
    return {k: round(v / n, 2) for k, v in counts.most_common()}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--enrollments", type=int, default=20)
    parser.add_argument("--wait", type=float, default=1.0, help="seconds between the emails")


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
