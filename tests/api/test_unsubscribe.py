"""One-click unsubscribe (RFC 8058) as recipients, their mail clients and link scanners use it."""

from __future__ import annotations

import asyncio
import socket
import time
from datetime import UTC, datetime, timedelta

import httpx
import uvicorn
from temporalio.testing import WorkflowEnvironment

from api.app import create_app
from sequencer.settings import DEV_SECRET
from sequencer.tokens import SigningKeys
from starter.client import Sequencer
from storage.records import Contact, Enrollment
from tests.browser import chromium, needs_chromium, page_text
from tests.factories import email_steps, make_parts
from tests.gmail_support import messages, sent_count
from tests.support import eventually, workflow_result

ONE_CLICK = {
    "content": b"List-Unsubscribe=One-Click",
    "headers": {"content-type": "application/x-www-form-urlencoded"},
}


async def enrolled_with_a_sent_email(
    pool, sequencer: Sequencer, sandbox_url: str
) -> tuple[Enrollment, Contact, str]:
    """An enrollment whose first email went out; returns the path of its List-Unsubscribe link."""
    mailbox, contact, version = await make_parts(pool, email_steps("0s", "2d"))
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.email)

    async def sent() -> bool:
        return await sent_count(pool, enrollment.id) == 1

    await eventually(sent)
    (message,) = await messages(sandbox_url, mailbox.email, "in:sent")
    link = message.message["List-Unsubscribe"].split(",")[0].strip().strip("<>")
    return enrollment, contact, "/u/" + link.rsplit("/u/", 1)[1]


async def status_and_suppressions(pool, enrollment: Enrollment, contact: Contact) -> tuple[str, list[str]]:
    status = await pool.fetchval("SELECT status FROM enrollments WHERE id = $1::uuid", enrollment.id)
    reasons = await pool.fetch("SELECT reason FROM suppressions WHERE email = $1", contact.email)
    return status, [r["reason"] for r in reasons]


def public_client(sequencer: Sequencer, secret: str | tuple[str, ...] = DEV_SECRET) -> httpx.AsyncClient:
    """No API key and no cookie jar: what a mail client or a scanner has."""
    transport = httpx.ASGITransport(app=create_app(sequencer, secret=secret))
    return httpx.AsyncClient(transport=transport, base_url="https://seq.test", follow_redirects=False)


async def test_a_scanner_fetching_the_link_again_and_again_changes_nothing(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    enrollment, contact, path = await enrolled_with_a_sent_email(pool, sequencer, sandbox_url)

    async with public_client(sequencer) as scanner:
        pages = [await scanner.get(path) for _ in range(40)]
        heads = [await scanner.head(path) for _ in range(2)]
        unchanged = await status_and_suppressions(pool, enrollment, contact)
        clicked = await scanner.post(path, **ONE_CLICK)  # the storm does not lock the person out

    assert {p.status_code for p in pages} == {200}
    assert '<form method="post">' in pages[0].text and "Unsubscribe" in pages[0].text
    assert all(h.status_code in (200, 405) for h in heads)
    assert unchanged == ("active", [])
    assert clicked.status_code == 200
    assert (await workflow_result(temporal_env, enrollment.workflow_id))["status"] == "unsubscribed"


async def test_the_exact_rfc_8058_post_unsubscribes_once_without_cookies_or_redirects(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    enrollment, contact, path = await enrolled_with_a_sent_email(pool, sequencer, sandbox_url)

    async with public_client(sequencer) as mail_client:
        first = await mail_client.post(path, **ONE_CLICK)
        again = await mail_client.post(path, **ONE_CLICK)
    result = await workflow_result(temporal_env, enrollment.workflow_id)

    assert (first.status_code, again.status_code) == (200, 200)
    assert "set-cookie" not in first.headers and "location" not in first.headers
    assert contact.email in first.text
    assert result["status"] == "unsubscribed"
    assert await status_and_suppressions(pool, enrollment, contact) == ("unsubscribed", ["unsubscribe"])


async def test_tampered_and_expired_links_get_a_clear_page_and_change_nothing(
    pool, worker, sequencer: Sequencer, sandbox_url: str
):
    enrollment, contact, path = await enrolled_with_a_sent_email(pool, sequencer, sandbox_url)
    body, _, signature = path.removeprefix("/u/").partition(".")
    tampered = f"/u/{body[:-2]}{'A' if body[-2] != 'A' else 'B'}{body[-1]}.{signature}"
    claims = {"p": "default", "c": contact.id, "e": enrollment.id, "m": contact.email}
    expired = "/u/" + SigningKeys((DEV_SECRET,)).sign(claims, now=datetime.now(UTC) - timedelta(days=91))
    foreign = "/u/" + SigningKeys(("someone-elses-key",)).sign(claims, now=datetime.now(UTC))

    async with public_client(sequencer) as client:
        answers = {
            "tampered": await client.post(tampered, **ONE_CLICK),
            "expired": await client.post(expired, **ONE_CLICK),
            "foreign": await client.post(foreign, **ONE_CLICK),
            "garbage": await client.post("/u/not-a-token", **ONE_CLICK),
        }

    assert {k: a.status_code for k, a in answers.items()} == {
        "tampered": 403,
        "expired": 400,
        "foreign": 403,
        "garbage": 400,
    }
    assert "expired" in answers["expired"].text and "not issued by us" in answers["foreign"].text
    assert await status_and_suppressions(pool, enrollment, contact) == ("active", [])


async def test_links_signed_before_a_key_rotation_still_work(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    enrollment, contact, path = await enrolled_with_a_sent_email(pool, sequencer, sandbox_url)

    # SEQUENCER_SECRET="new-key,<the old one>": new links are signed with new-key, old ones still verify.
    async with public_client(sequencer, secret=("new-key", DEV_SECRET)) as client:
        done = await client.post(path, **ONE_CLICK)
    async with public_client(sequencer, secret=("new-key",)) as after_retirement:
        retired = await after_retirement.get(path)

    assert done.status_code == 200
    assert (await workflow_result(temporal_env, enrollment.workflow_id))["status"] == "unsubscribed"
    assert retired.status_code == 403


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@needs_chromium
async def test_a_person_in_a_real_browser_clicks_the_button_and_is_unsubscribed(
    pool, worker, sequencer: Sequencer, temporal_env: WorkflowEnvironment, sandbox_url: str
):
    from selenium.webdriver.common.by import By

    enrollment, contact, path = await enrolled_with_a_sent_email(pool, sequencer, sandbox_url)
    port = _free_port()
    server = uvicorn.Server(
        uvicorn.Config(create_app(sequencer), host="127.0.0.1", port=port, log_level="warning")
    )
    serving = asyncio.create_task(server.serve())

    async def started() -> bool:
        return bool(server.started)

    await eventually(started)

    def click_through() -> tuple[str, str]:
        with chromium() as browser:
            browser.get(f"http://127.0.0.1:{port}{path}")
            asked = page_text(browser)
            browser.find_element(By.TAG_NAME, "button").click()
            for _ in range(100):  # the confirmation page replaces this one
                shown = page_text(browser)
                if shown and shown != asked:
                    return asked, shown
                time.sleep(0.05)
            return asked, shown

    try:
        before = await status_and_suppressions(pool, enrollment, contact)
        asked, confirmed = await asyncio.to_thread(click_through)
        result = await workflow_result(temporal_env, enrollment.workflow_id)
    finally:
        server.should_exit = True
        await serving

    assert before == ("active", [])  # opening the page changed nothing
    assert contact.email in asked and "no more emails" in confirmed
    assert result["status"] == "unsubscribed"
    assert await status_and_suppressions(pool, enrollment, contact) == ("unsubscribed", ["unsubscribe"])
