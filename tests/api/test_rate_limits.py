"""Per-key rate limits on /v1: reads and writes have budgets of their own, a key over one gets 429 with
Retry-After and the error envelope, and a flood of bad keys is held by client address."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from api.app import create_app
from api.limits import ApiRateLimits, SlidingWindow, TokenBucket
from sequencer.settings import Settings, SettingsError
from starter.client import Sequencer
from tests.support import make_api_key, unique


def client(app: Any, key: str | None, address: str = "203.0.113.7") -> httpx.AsyncClient:
    """A client of `app` calling from `address` with `key`."""
    transport = httpx.ASGITransport(app=app, client=(address, 4000))
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    return httpx.AsyncClient(transport=transport, base_url="http://api.test", headers=headers)


@pytest.mark.usefixtures("worker")
async def test_a_key_over_its_write_budget_gets_429_with_retry_after_and_writes_nothing(
    sequencer: Sequencer, pool
):
    key, other = await make_api_key(sequencer.pool), await make_api_key(sequencer.pool)
    app = create_app(sequencer, rate_limits=ApiRateLimits(reads_per_minute=1000, writes_per_minute=3))
    emails = [f"{unique('lee')}@prospect.test" for _ in range(4)]

    async with client(app, key) as api, client(app, other) as neighbour:
        answers = [await api.post("/v1/contacts", json={"email": email}) for email in emails]
        still_reads = await api.get("/v1/suppressions")
        other_writes = await neighbour.post("/v1/contacts", json={"email": f"{unique('kim')}@prospect.test"})

    assert [a.status_code for a in answers] == [201, 201, 201, 429]
    refused = answers[-1]
    assert refused.json() == {
        "error": {
            "status": 429,
            "code": "rate_limited",
            "message": refused.json()["error"]["message"],
            "field": None,
            "details": [],
        }
    }
    assert "writes with this API key" in refused.json()["error"]["message"]
    assert int(refused.headers["Retry-After"]) in (19, 20)  # 3 a minute: a slot frees every 20 s
    assert await pool.fetchval("SELECT count(*) FROM contacts WHERE email = $1", emails[-1]) == 0
    assert still_reads.status_code == 200  # reads have their own budget
    assert other_writes.status_code == 201  # and every key its own


@pytest.mark.usefixtures("worker")
async def test_a_flood_of_bad_keys_is_limited_by_address_and_a_valid_key_there_still_works(
    sequencer: Sequencer,
):
    valid = await make_api_key(sequencer.pool)
    app = create_app(sequencer, rate_limits=ApiRateLimits(failures_per_minute=5))
    made_up = "sq_abcdefgh_" + "x" * 43

    async with (
        client(app, made_up) as flood,
        client(app, None) as keyless,
        client(app, valid) as same_address,
        client(app, made_up, "198.51.100.9") as elsewhere,
    ):
        answers = [await flood.get("/v1/suppressions") for _ in range(7)]
        no_key = await keyless.post("/v1/contacts", json={})
        with_key = await same_address.get("/v1/suppressions")
        other_address = await elsewhere.get("/v1/suppressions")

    assert [a.status_code for a in answers] == [401] * 5 + [429, 429]
    assert answers[-1].json()["error"]["code"] == "rate_limited"
    assert int(answers[-1].headers["Retry-After"]) in (11, 12)  # 5 a minute: one every 12 s
    assert no_key.status_code == 429  # no key at all counts the same
    assert with_key.status_code == 200
    assert other_address.status_code == 401


def test_a_bucket_lets_a_burst_through_then_refills_at_its_rate_and_says_when():
    now = [0.0]
    bucket = TokenBucket(60, burst=2, clock=lambda: now[0])  # one a second, two at once

    assert [bucket.take("k"), bucket.take("k"), bucket.take("k")] == [0, 0, 1]
    now[0] = 0.4
    assert bucket.take("k") == 1  # 0.6 s to go: whole seconds, rounded up
    now[0] = 1.0
    assert [bucket.take("k"), bucket.take("k")] == [0, 1]
    assert bucket.take("other") == 0
    now[0] = 100.0
    assert [bucket.take("k"), bucket.take("k"), bucket.take("k")] == [0, 0, 1]  # never above the burst


def test_a_bucket_remembers_at_most_max_keys():
    bucket = TokenBucket(1, max_keys=2, clock=lambda: 0.0)
    assert [bucket.take("a"), bucket.take("b"), bucket.take("c")] == [0, 0, 0]
    assert bucket.take("c") == 60 and bucket.take("b") == 60
    assert len(bucket._buckets) == 2
    assert bucket.take("a") == 0  # forgotten, so a full bucket again: lenient, never unbounded


def test_the_window_says_when_its_oldest_hit_leaves_it():
    now = [0.0]
    window = SlidingWindow(2, 60.0, clock=lambda: now[0])
    window.allow("ip")
    now[0] = 10.0
    window.allow("ip")
    now[0] = 15.2
    assert not window.allow("ip")
    assert window.retry_after("ip") == 45
    now[0] = 60.0
    assert window.allow("ip")


def test_operators_set_the_budgets_in_the_environment():
    settings = Settings.from_env(
        {
            "SEQUENCER_RATE_LIMIT_READS_PER_MINUTE": "5000",
            "SEQUENCER_RATE_LIMIT_WRITES_PER_MINUTE": "900",
            "SEQUENCER_RATE_LIMIT_FAILURES_PER_MINUTE": "30",
        }
    )
    limits = ApiRateLimits.from_settings(settings)
    assert (limits.reads_per_minute, limits.writes_per_minute, limits.failures_per_minute) == (5000, 900, 30)
    assert ApiRateLimits.from_settings(Settings.from_env({})) == ApiRateLimits(1200, 600, 300)
    with pytest.raises(SettingsError, match="SEQUENCER_RATE_LIMIT_WRITES_PER_MINUTE"):
        Settings.from_env({"SEQUENCER_RATE_LIMIT_WRITES_PER_MINUTE": "0"})
