"""Hostile input: oversized bodies, YAML bombs, deep nesting, huge templates, link-scanner storms."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import httpx
import pytest

from api.limits import MAX_BODY_BYTES, SlidingWindow
from sequencer.models import MAX_TEMPLATE_CHARS
from sequencer.tokens import sign
from tests.support import unique

pytestmark = pytest.mark.usefixtures("worker")


async def test_a_body_over_the_limit_gets_413_and_writes_nothing(api: httpx.AsyncClient, pool):
    email = f"{unique('big')}@prospect.test"
    huge = {"email": email, "fields": {"notes": "x" * (MAX_BODY_BYTES + 10)}}

    answer = await api.post("/v1/contacts", json=huge)

    assert answer.status_code == 413 and answer.json()["error"]["field"] == "body"
    assert await pool.fetchval("SELECT count(*) FROM contacts WHERE email = $1", email) == 0


async def test_yaml_aliases_and_deep_nesting_are_refused_naming_the_body(api: httpx.AsyncClient):
    bomb = "a: &a [x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b]\n"
    refused = await api.post("/v1/sequences", content=bomb, headers={"content-type": "application/yaml"})
    assert refused.status_code == 422 and "aliases" in refused.json()["error"]["message"]

    deep: object = {"name": "deep", "steps": []}
    for _ in range(200):
        deep = {"nested": deep}
    refused = await api.post("/v1/sequences", content=json.dumps(deep))
    assert refused.status_code == 422 and refused.json()["error"]["field"] == "body"


async def test_a_template_over_the_size_limit_is_refused_naming_the_step(api: httpx.AsyncClient):
    doc = {
        "name": unique("seq"),
        "steps": [{"id": "intro", "type": "email", "subject": "Hi", "body": "x" * (MAX_TEMPLATE_CHARS + 1)}],
    }
    refused = await api.post("/v1/sequences", json=doc)
    assert refused.status_code == 422 and refused.json()["error"]["field"] == "steps[0].body"


async def test_a_storm_on_one_unsubscribe_link_is_rate_limited(api: httpx.AsyncClient):
    forged = sign(
        {"p": "default", "e": "00000000-0000-0000-0000-000000000000", "m": "dana@globex.test"},
        secret="not-our-key",
        now=datetime.now(UTC),
    )
    posts = [(await api.post(f"/u/{forged}")).status_code for _ in range(12)]
    gets = [(await api.get(f"/u/{forged}")).status_code for _ in range(122)]

    assert posts == [403] * 10 + [429, 429]
    assert gets == [403] * 120 + [429, 429]  # GETs count apart from POSTs, with room for scanners


def test_the_window_slides():
    now = [0.0]
    window = SlidingWindow(2, 60.0, clock=lambda: now[0])
    assert [window.allow("ip"), window.allow("ip"), window.allow("ip")] == [True, True, False]
    assert window.allow("other")
    now[0] = 61.0
    assert window.allow("ip")


@pytest.mark.parametrize("gap", [10**14, -(10**20)])
async def test_a_gap_no_clock_can_hold_is_refused_naming_the_field_and_changes_nothing(
    api: httpx.AsyncClient, pool, gap: int
):
    # The API fuzzing's one 5xx: a timedelta overflow on PUT /v1/mailboxes/{ref}/limits.
    email = f"{unique('gap')}@acme.test"
    created = await api.post("/v1/mailboxes", json={"email": email, "name": "Gap"})
    assert created.status_code in (200, 201), created.text
    before = (await api.get(f"/v1/mailboxes/{email}/limits")).json()

    put = await api.put(f"/v1/mailboxes/{email}/limits", json={"min_gap_seconds": gap})
    posted = await api.post(
        "/v1/mailboxes", json={"email": email, "name": "Gap", "limits": {"min_gap_seconds": gap}}
    )

    assert put.status_code == 422 and put.json()["error"]["field"] == "min_gap_seconds"
    assert posted.status_code == 422 and posted.json()["error"]["field"] == "limits.min_gap_seconds"
    assert (await api.get(f"/v1/mailboxes/{email}/limits")).json() == before
