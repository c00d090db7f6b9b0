"""SMS test plumbing: numbers nobody else uses, the project's SMS connection to the sandbox, and what
the sandbox received."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from datetime import datetime
from zoneinfo import ZoneInfo

import httpx
import pytest

from sandbox.sms import SANDBOX_ACCOUNT_SID, SANDBOX_AUTH_TOKEN
from sequencer import sealing
from sequencer.phones import PhoneError, to_e164
from sequencer.settings import Settings
from starter.client import Sequencer
from storage import sms
from tests.factories import make_contact, make_mailbox, make_sequence

# Numbers are unique by construction within a session, whatever the global `random` does (hypothesis
# seeds and restores it around every example): a private generator, and never the same number twice.
_RANDOM = random.Random()
_ISSUED: set[str] = set()


def phone_number() -> str:
    """A valid US number no other test of this session got (the sandbox and the test database are
    shared by a session's tests: a number suppressed by one test must never be another test's)."""
    while True:
        try:
            number = to_e164(f"+1212{_RANDOM.randint(2000000, 9999999)}")
        except PhoneError:
            continue
        if number not in _ISSUED:
            _ISSUED.add(number)
            return number


def text(step_id: str, body: str = "Hi {{ contact.first_name }}, Riley here", **extra) -> dict:
    return {"id": step_id, "type": "sms", "body": body, **extra}


def email(step_id: str, **extra) -> dict:
    return {"id": step_id, "type": "email", "subject": f"About {step_id}", "body": "Hi", **extra}


@pytest.fixture
async def from_number(pool, sandbox_url: str) -> AsyncIterator[str]:
    """The default project texts through the sandbox's Twilio API, from a number of this test's own."""
    number = phone_number()
    sealed = Settings().key_ring.seal(SANDBOX_AUTH_TOKEN, purpose=sealing.SMS_AUTH_TOKEN)
    async with pool.acquire() as conn:
        await sms.put_connection(
            conn,
            project_id="default",
            provider="twilio",
            account_sid=SANDBOX_ACCOUNT_SID,
            sealed_token=sealed,
            from_number=number,
            base_url=sandbox_url,
        )
    yield number
    async with httpx.AsyncClient(base_url=sandbox_url) as sandbox:
        await sandbox.delete("/_sandbox/faults")


async def texts_to(sandbox_url: str, number: str) -> list[dict]:
    async with httpx.AsyncClient(base_url=sandbox_url) as sandbox:
        answer = await sandbox.get("/_sandbox/sms/messages", params={"to": number})
    answer.raise_for_status()
    return answer.json()["messages"]


async def fault(sandbox_url: str, **spec) -> None:
    async with httpx.AsyncClient(base_url=sandbox_url) as sandbox:
        answer = await sandbox.post("/_sandbox/faults", json=spec)
    assert answer.status_code == 201, answer.text


async def enroll(pool, sequencer: Sequencer, steps: list[dict], **contact):
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
        person = await make_contact(conn, **contact)
        version = await make_sequence(conn, steps)
    return await sequencer.enroll(contact_id=person.id, sequence=version.name, mailbox=mailbox.email)


AWAKE_CANDIDATES = (
    "Pacific/Kiritimati",
    "Asia/Tokyo",
    "Asia/Kolkata",
    "Europe/Berlin",
    "America/Sao_Paulo",
    "America/New_York",
    "America/Los_Angeles",
    "Pacific/Honolulu",
    "Pacific/Pago_Pago",
)


def awake_zone(now: datetime) -> str:
    """A zone where `now` is between 09:00 and 20:00, so a text due now goes at once (tests that wait
    for a state without letting the time-skipping server skip ahead need that)."""
    for name in AWAKE_CANDIDATES:
        if 9 <= now.astimezone(ZoneInfo(name)).hour < 20:
            return name
    raise AssertionError(f"no candidate zone is awake at {now}")
