"""The Gmail adapter keeps what it may keep between calls: a mailbox's credentials (so an OAuth access
token is refreshed when it expires, not on every call), the API surface and the connection of a thread."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime

import google.oauth2.credentials

from activities.providers.gmail import GmailClient
from sequencer.mime import OutgoingEmail, build_message
from storage.records import Mailbox
from tests.factories import make_mailbox
from tests.support import unique_email


def _raw(mailbox: Mailbox, n: int) -> bytes:
    return build_message(
        OutgoingEmail(
            from_email=mailbox.email,
            from_name="Riley Rep",
            to_email=unique_email("lead", "example.test"),
            to_name="Dana",
            subject=f"Hello {n}",
            body="Hi Dana",
            message_id=f"<adapter.{n}.{mailbox.id}@acme.test>",
            date=datetime.now(UTC),
        )
    )


def _sandbox_bearer(mailbox: Mailbox) -> google.oauth2.credentials.Credentials:
    return google.oauth2.credentials.Credentials(token=f"sandbox:{mailbox.email}")


async def test_a_mailboxs_credentials_are_made_once_and_again_after_a_reconnect(pool, sandbox_url):
    made: list[str] = []

    def counting(mailbox: Mailbox) -> google.oauth2.credentials.Credentials:
        made.append(mailbox.email)
        return _sandbox_bearer(mailbox)

    gmail = GmailClient(endpoint=sandbox_url, credentials=counting)
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    first = await gmail.send(mailbox, _raw(mailbox, 1), thread_id=None)
    await gmail.send(mailbox, _raw(mailbox, 2), thread_id=first.thread_id)
    assert await gmail.find_by_message_id(mailbox, f"<adapter.1.{mailbox.id}@acme.test>") == first
    assert made == [mailbox.email]

    reconnected = mailbox.model_copy(update={"oauth_refresh_token": "a new grant"})
    await gmail.profile(reconnected)
    assert made == [mailbox.email, mailbox.email]


async def test_calls_from_one_thread_share_its_connection_and_api_surface(pool, sandbox_url):
    gmail = GmailClient(endpoint=sandbox_url, credentials=_sandbox_bearer)
    async with pool.acquire() as conn:
        mailbox = await make_mailbox(conn)
    loop = asyncio.get_running_loop()
    one_thread = ThreadPoolExecutor(max_workers=1)
    loop.set_default_executor(one_thread)
    try:
        await gmail.send(mailbox, _raw(mailbox, 1), thread_id=None)
        surface, http = one_thread.submit(lambda: (gmail._service(), gmail._local.http)).result()
        await gmail.send(mailbox, _raw(mailbox, 2), thread_id=None)
        await gmail.profile(mailbox)
        again = one_thread.submit(lambda: (gmail._service(), gmail._local.http)).result()
    finally:
        loop.set_default_executor(ThreadPoolExecutor())
        one_thread.shutdown()
    assert again == (surface, http)
    connections = list(http.connections.values())
    assert len(connections) == 1 and connections[0].sock is not None  # kept alive, not reopened
