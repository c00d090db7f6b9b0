"""The dev stack's trust rule (SEQUENCER_CODEC_TRUST_LOOPBACK_UI): its own Web UI, asking from this machine,
decodes without a key; every other caller, and every deployment without the setting, still needs one."""

from __future__ import annotations

import base64
import json
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import httpx
import pytest
from google.protobuf import json_format
from temporalio.api.common.v1 import Payloads
from temporalio.client import Client

from api.app import create_app
from cli.devstack import CODEC_TRUST, dev_codec_env, web_ui_line
from sequencer.payload_codec import data_converter
from sequencer.settings import Settings
from starter.client import Sequencer

UI = "http://127.0.0.1:8233"
SECRET = {"to": "dana@x.test", "body": "dev-ui-secret-4711"}
PREFLIGHT = {
    "Access-Control-Request-Method": "POST",
    "Access-Control-Request-Headers": "content-type,x-namespace",
}

Api = Callable[..., Any]


@pytest.fixture
def codec_api(pool) -> Api:
    """`async with codec_api(trust=..., client=(host, port)) as http`: the API as that client reaches it."""

    @asynccontextmanager
    async def open_api(
        *,
        trust: bool = True,
        client: tuple[str, int] = ("127.0.0.1", 50123),
        origins: tuple[str, ...] = (UI, "http://localhost:8233"),
    ) -> AsyncIterator[httpx.AsyncClient]:
        temporal = await Client.connect("127.0.0.1:1", lazy=True)  # the codec never talks to Temporal
        sequencer = Sequencer(pool, temporal, project_id="default", task_queue="unused", poll_seconds=None)
        app = create_app(sequencer, codec_origins=origins, codec_trust_loopback_ui=trust)
        transport = httpx.ASGITransport(app=app, client=client)
        async with httpx.AsyncClient(transport=transport, base_url="http://127.0.0.1:8080") as http:
            yield http

    return open_api


async def encrypted() -> dict[str, Any]:
    payloads = await data_converter(Settings().key_ring).encode([SECRET])
    return json_format.MessageToDict(Payloads(payloads=payloads))


def ui_headers(origin: str = UI, **more: str) -> dict[str, str]:
    """What the Web UI's fetch sends (no Authorization: it has no key to pass)."""
    return {"Origin": origin, "Content-Type": "application/json", "X-Namespace": "default", **more}


def decoded(answer: httpx.Response) -> Any:
    return json.loads(base64.b64decode(answer.json()["payloads"][0]["data"]))


@pytest.mark.parametrize(
    ("client", "origin"),
    [(("127.0.0.1", 50123), UI), (("::1", 50123), "http://localhost:8233"), (("127.0.0.5", 1), UI)],
)
async def test_the_dev_web_ui_on_loopback_decodes_without_a_key(
    codec_api: Api, client: tuple[str, int], origin: str
):
    async with codec_api(client=client) as http:
        preflight = await http.options("/codec/decode", headers={"Origin": origin, **PREFLIGHT})
        answer = await http.post("/codec/decode", json=await encrypted(), headers=ui_headers(origin))
    assert preflight.status_code == 204
    assert preflight.headers["access-control-allow-origin"] == origin
    allowed = preflight.headers["access-control-allow-headers"].lower()
    assert "content-type" in allowed and "x-namespace" in allowed
    assert answer.status_code == 200, answer.text
    assert decoded(answer) == SECRET
    assert answer.headers["access-control-allow-origin"] == origin


async def test_everything_else_still_needs_the_key(codec_api: Api):
    body = await encrypted()
    cases: list[tuple[str, dict[str, Any], dict[str, str], str]] = [
        ("setting off", {"trust": False}, ui_headers(), "/codec/decode"),
        ("another origin", {}, ui_headers("https://evil.test"), "/codec/decode"),
        ("the UI's port on another host", {}, ui_headers("http://192.168.1.20:8233"), "/codec/decode"),
        ("no origin", {}, {"Content-Type": "application/json", "X-Namespace": "default"}, "/codec/decode"),
        ("opaque origin", {}, ui_headers("null"), "/codec/decode"),
        ("LAN client", {"client": ("192.168.1.20", 50123)}, ui_headers(), "/codec/decode"),
        ("public client", {"client": ("203.0.113.9", 50123)}, ui_headers(), "/codec/decode"),
        ("relayed by a proxy", {}, ui_headers(**{"X-Forwarded-For": "203.0.113.9"}), "/codec/decode"),
        ("relayed (RFC 7239)", {}, ui_headers(Forwarded="for=203.0.113.9"), "/codec/decode"),
        ("encoding", {}, ui_headers(), "/codec/encode"),
        (
            "a configured remote UI, even asked from loopback",
            {"origins": ("https://temporal.example.com",)},
            ui_headers("https://temporal.example.com"),
            "/codec/decode",
        ),
    ]
    for why, api, headers, path in cases:
        async with codec_api(**api) as http:
            answer = await http.post(path, json=body, headers=headers)
        assert answer.status_code == 401, (why, answer.text)
        assert "dev-ui-secret-4711" not in answer.text, why


def test_the_setting_is_off_unless_asked_for():
    assert Settings().codec_trust_loopback_ui is False
    assert Settings.from_env({}).codec_trust_loopback_ui is False
    assert Settings.from_env({CODEC_TRUST: "1"}).codec_trust_loopback_ui is True
    assert Settings.from_env({CODEC_TRUST: "false"}).codec_trust_loopback_ui is False


def test_the_dev_stack_turns_it_on_and_says_where_payloads_are_decoded():
    settings = Settings()
    assert dev_codec_env({}) == {CODEC_TRUST: "1"}
    assert "no key" in web_ui_line(settings, dev_codec_env({}))
    kept = dev_codec_env({CODEC_TRUST: "0"})  # `SEQUENCER_CODEC_TRUST_LOOPBACK_UI=0 make dev` keeps the key
    assert kept == {CODEC_TRUST: "0"}
    assert "/codec/session" in web_ui_line(settings, kept)
