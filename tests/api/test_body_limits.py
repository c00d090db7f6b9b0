"""The body limit holds on every route, the public ones too (webhooks, push, unsubscribe links), however
the body comes: chunked with no Content-Length, or under a Content-Length that lies about its size."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest

from api.app import create_app
from api.limits import LARGER_BODIES, MAX_BODY_BYTES

ROUTES = [
    "/hooks/twilio/sms",
    "/hooks/dialer/some-callback-token",
    "/v1/gmail/push",
    "/u/some-unsubscribe-token",
    "/v1/contacts",
    "/v1/contacts/c1/events",
]
CHUNK = b"x" * 64 * 1024


async def chunks(total: int) -> AsyncIterator[bytes]:
    for _ in range(total // len(CHUNK) + 1):
        yield CHUNK


def anonymous() -> httpx.AsyncClient:
    """No sequencer behind it: a request the limit let through would fail with 500, not 413."""
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=create_app()), base_url="http://api.test")


@pytest.mark.parametrize("path", ROUTES)
async def test_a_chunked_body_with_no_length_is_cut_off_at_the_limit(path: str):
    async with anonymous() as client:
        answer = await client.post(path, content=chunks(MAX_BODY_BYTES + 1))

    assert answer.status_code == 413
    assert answer.json()["error"] | {"message": ""} == {
        "status": 413,
        "code": "too_large",
        "message": "",
        "field": "body",
        "details": [],
    }


@pytest.mark.parametrize("path", ROUTES)
async def test_a_content_length_that_lies_is_no_way_past_the_limit(path: str):
    async with anonymous() as client:
        answer = await client.post(path, content=CHUNK * 17, headers={"content-length": "10"})

    assert answer.status_code == 413


async def test_the_bulk_import_may_stream_more_but_not_past_its_own_limit():
    path, limit = next(iter(LARGER_BODIES.items()))
    async with anonymous() as client:
        over = await client.post(path, content=chunks(limit + 1))
        allowed = await client.post(path, content=chunks(MAX_BODY_BYTES * 2))

    assert over.status_code == 413
    assert allowed.status_code == 401  # past the body limit, refused for want of a key
