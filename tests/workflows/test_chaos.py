"""Chaos: many enrollments, random Gmail faults, and still exactly one email per step execution."""

from __future__ import annotations

import asyncio
import random
from collections import Counter

from temporalio.testing import WorkflowEnvironment

from starter.client import Sequencer
from tests.factories import email_steps, make_contact, make_mailbox, make_sequence
from tests.gmail_support import inject_fault, messages
from tests.support import settled

ENROLLMENTS = 200
MAILBOXES = 10
# Faults that delay or hide a send's outcome; none of them may turn into a second copy.
MODES = ["http_500", "http_429", "http_403_rate_limit", "accept_then_fail", "accept_then_hang"]


async def test_two_hundred_enrollments_under_random_faults_send_no_duplicates(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    rng = random.Random(20261130)
    async with pool.acquire() as conn:
        senders = [await make_mailbox(conn) for _ in range(MAILBOXES)]
        version = await make_sequence(conn, email_steps("0s", "1d"))
        people = [await make_contact(conn) for _ in range(ENROLLMENTS)]
    for sender in senders:
        for _ in range(rng.randint(4, 10)):
            method = rng.choice(["messages.send", "messages.send", "messages.list"])
            mode = rng.choice(MODES) if method == "messages.send" else "http_500"
            inject_fault(
                sandbox_url, sender.email, mode, count=rng.randint(1, 3), method=method, delay_seconds=0.2
            )

    enrolled = [
        await sequencer.enroll(
            contact_id=person.id, sequence=version.name, mailbox=senders[i % MAILBOXES].email
        )
        for i, person in enumerate(people)
    ]
    handles = [temporal_env.client.get_workflow_handle(e.workflow_id) for e in enrolled]
    async with temporal_env.time_skipping_unlocked():
        results = await asyncio.wait_for(asyncio.gather(*(settled(h) for h in handles)), timeout=600)

    assert Counter(r["status"] for r in results) == {"completed": ENROLLMENTS}
    per_message_id: Counter[str] = Counter()
    for sender in senders:
        for seen in await messages(sandbox_url, sender.email, "in:sent"):
            per_message_id[seen.message["Message-ID"]] += 1
    assert sum(per_message_id.values()) == 2 * ENROLLMENTS
    assert max(per_message_id.values()) == 1
    recorded = await pool.fetchval(
        "SELECT count(*) FROM send_ledger WHERE enrollment_id = ANY($1::uuid[]) AND status = 'sent'",
        [e.id for e in enrolled],
    )
    assert recorded == 2 * ENROLLMENTS
