"""The Twilio adapter against the sandbox's Twilio API: each failure comes back as the kind the text
protocol acts on (refused, rate limited, never left, outcome unknown)."""

from __future__ import annotations

import socket
from datetime import UTC, datetime, timedelta

import httpx
import pytest

from activities.providers.sms import SmsNotSent, SmsOutcomeUnknown, SmsRateLimited, SmsRefused, TwilioSms
from sandbox.sms import SANDBOX_ACCOUNT_SID, SANDBOX_AUTH_TOKEN
from tests.host_guard import LOOPBACK_ALLOWED
from tests.sms_support import fault, phone_number


def twilio(url: str, token: str = SANDBOX_AUTH_TOKEN, timeout: float = 10.0) -> TwilioSms:
    return TwilioSms(
        account_sid=SANDBOX_ACCOUNT_SID,
        auth_token=token,
        base_url=url,
        timeout=timeout,
        host_guard=LOOPBACK_ALLOWED,  # the sandbox listens on loopback
    )


@pytest.fixture
async def clean_faults(sandbox_url: str):
    yield
    async with httpx.AsyncClient(base_url=sandbox_url) as sandbox:
        await sandbox.delete("/_sandbox/faults")


async def test_a_sent_text_is_found_again_among_recent_outbound_messages(sandbox_url: str):
    sender, to = phone_number(), phone_number()
    before = datetime.now(UTC) - timedelta(seconds=1)
    sent = await twilio(sandbox_url).send(to=to, from_=sender, body="Hello there")
    found = await twilio(sandbox_url).recent_outbound(to=to, from_=sender, since=before)
    later = await twilio(sandbox_url).recent_outbound(
        to=to, from_=sender, since=datetime.now(UTC) + timedelta(hours=1)
    )

    assert sent.sid.startswith("SM") and (sent.to, sent.from_, sent.body) == (to, sender, "Hello there")
    assert [m.sid for m in found] == [sent.sid]
    assert later == []


@pytest.mark.parametrize(
    ("mode", "error", "stored"),
    [
        ("http_429", SmsRateLimited, 0),
        ("http_400", SmsRefused, 0),
        ("http_500", SmsOutcomeUnknown, 0),
        ("accept_then_fail", SmsOutcomeUnknown, 1),
    ],
)
async def test_provider_failures_come_back_as_what_they_mean_for_a_retry(
    sandbox_url: str, clean_faults, mode, error, stored
):
    sender, to = phone_number(), phone_number()
    await fault(sandbox_url, method="sms.messages.create", number=sender, mode=mode)

    with pytest.raises(error):
        await twilio(sandbox_url).send(to=to, from_=sender, body="Hi")
    found = await twilio(sandbox_url).recent_outbound(
        to=to, from_=sender, since=datetime.now(UTC) - timedelta(minutes=10)
    )
    assert len(found) == stored


async def test_a_hung_answer_after_the_request_left_is_an_unknown_outcome(sandbox_url: str, clean_faults):
    sender, to = phone_number(), phone_number()
    await fault(
        sandbox_url, method="sms.messages.create", number=sender, mode="accept_then_hang", delay_seconds=3
    )

    with pytest.raises(SmsOutcomeUnknown):
        await twilio(sandbox_url, timeout=1).send(to=to, from_=sender, body="Hi")
    (found,) = await twilio(sandbox_url).recent_outbound(
        to=to, from_=sender, since=datetime.now(UTC) - timedelta(minutes=1)
    )
    assert found.body == "Hi"


async def test_an_unreachable_provider_never_got_the_text():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # closed once the block ends: nothing listens there
    with pytest.raises(SmsNotSent):
        await twilio(f"http://127.0.0.1:{port}").send(to=phone_number(), from_=phone_number(), body="Hi")


async def test_refused_credentials_and_a_failed_search_are_told_apart(sandbox_url: str, clean_faults):
    with pytest.raises(SmsRefused) as refused:
        await twilio(sandbox_url, token="not-the-token").send(
            to=phone_number(), from_=phone_number(), body="Hi"
        )
    await fault(sandbox_url, method="sms.messages.list", mode="http_500")

    with pytest.raises(SmsOutcomeUnknown):
        await twilio(sandbox_url).recent_outbound(
            to=phone_number(), from_=phone_number(), since=datetime.now(UTC)
        )
    assert refused.value.credentials and not refused.value.opted_out
