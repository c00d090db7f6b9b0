"""`sequencer demo`: a three-email sequence with short waits and three sample contacts."""

from __future__ import annotations

from typing import Any

from sequencer.models import SequenceDocument
from sequencer.settings import Settings
from sequencer.slots import SendLimits
from starter.client import Sequencer
from storage import contacts, mailboxes, sequences
from storage.errors import Conflict

DEMO_MAILBOX: dict[str, Any] = {
    "email": "riley@acme.test",
    "name": "Riley Rep",
    "timezone": "America/New_York",
}
DEMO_CONTACTS: list[dict[str, Any]] = [
    {
        "email": "dana@globex.test",
        "first_name": "Dana",
        "last_name": "Lee",
        "timezone": "Europe/London",
        "country": "GB",
        "fields": {"company": "Globex"},
    },
    {
        "email": "sam@initech.test",
        "first_name": "Sam",
        "last_name": "Ortiz",
        "timezone": "America/Chicago",
        "country": "US",
        "fields": {"company": "Initech"},
    },
    {
        "email": "kim@umbrella.test",
        "first_name": "Kim",
        "last_name": "Sato",
        "timezone": "Asia/Tokyo",
        "country": "JP",
        "fields": {"company": "Umbrella"},
    },
]
DEMO_SEQUENCE = {
    "name": "demo",
    "window": "always",
    "steps": [
        {
            "id": "intro",
            "type": "email",
            "after": "0s",
            "subject": "Quick question about {{ contact.fields.company }}",
            "body": "Hi {{ contact.first_name }},\n\nWould a 15-minute call next week make sense?\n\n"
            "{{ sender.name }}\n",
        },
        {
            "id": "bump",
            "type": "email",
            "after": "20s",
            "reply_in_thread": True,
            "body": "Hi {{ contact.first_name }}, bumping this to the top of your inbox.\n\n"
            "{{ sender.name }}\n",
        },
        {
            "id": "breakup",
            "type": "email",
            "after": "20s",
            "reply_in_thread": True,
            "body": "Hi {{ contact.first_name }}, I'll stop here. Reply any time if timing changes.\n\n"
            "{{ sender.name }}\n",
        },
    ],
}
DEMO_LIMITS = SendLimits(max_per_24h=200, min_gap_seconds=0)


def _attributes(contact: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in contact.items() if k != "email"}


async def run_demo(seq: Sequencer, settings: Settings) -> int:
    document = SequenceDocument.model_validate(DEMO_SEQUENCE)
    async with seq.pool.acquire() as conn:
        mailbox, _ = await mailboxes.upsert(conn, project_id=seq.project_id, **DEMO_MAILBOX)
        version = await sequences.publish(
            conn, project_id=seq.project_id, name=document.name, document=document.model_dump(mode="json")
        )
        people = [
            (await contacts.upsert(conn, project_id=seq.project_id, email=c["email"], values=_attributes(c)))[
                0
            ]
            for c in DEMO_CONTACTS
        ]
    # A demo runs in seconds: its mailbox allows quick sends (real mailboxes keep the defaults,
    # 30 per 24 h and a minute apart).
    await seq.set_mailbox_limits(mailbox.id, DEMO_LIMITS)
    await seq.watch_mailbox(mailbox.id)
    print(f"published sequence {version.name!r} v{version.version}; sending from {mailbox.email}")
    for contact in people:
        try:
            enrollment = await seq.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)
        except Conflict:
            print(f"  {contact.email}: already in a running enrollment, left as it is")
            continue
        print(f"  {contact.email}: enrollment {enrollment.id} (workflow {enrollment.workflow_id})")
    print(
        "\nWatch the emails arrive (one now, then every 20 seconds) in the Gmail sandbox at "
        f"{settings.sandbox_url}\nand the workflows in the Temporal Web UI at "
        f"http://127.0.0.1:{settings.temporal_ui_port}/namespaces/{settings.temporal_namespace}/workflows\n"
        "Inspect one with `.venv/bin/sequencer status ENROLLMENT_ID`."
    )
    return 0
