"""The codec server the Temporal Web UI and CLI decode through: the codec protocol's JSON, an admin key of
the operator's project (header or browser session), and CORS for the Web UI's origin only."""

from __future__ import annotations

import base64
import json
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from google.protobuf import json_format
from temporalio.api.common.v1 import Payloads
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter

from api.app import create_app
from sequencer.payload_codec import data_converter
from sequencer.settings import Settings
from starter.client import Sequencer
from tests.support import make_api_key, unique

UI = "http://127.0.0.1:8233"
SECRET = {"body": "codec-server-secret-4711", "to": "dana@x.test"}


@pytest.fixture
async def codec_api(pool) -> AsyncIterator[httpx.AsyncClient]:
    temporal = await Client.connect("127.0.0.1:1", lazy=True)  # the codec never talks to Temporal
    sequencer = Sequencer(pool, temporal, project_id="default", task_queue="unused", poll_seconds=None)
    transport = httpx.ASGITransport(app=create_app(sequencer))
    async with httpx.AsyncClient(transport=transport, base_url="http://api.test") as client:
        yield client


def as_json(payloads: Any) -> dict[str, Any]:
    return json_format.MessageToDict(Payloads(payloads=payloads))


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}", "X-Namespace": "default", "Origin": UI}


async def encrypted() -> dict[str, Any]:
    return as_json(await data_converter(Settings().key_ring).encode([SECRET]))


async def test_decoding_needs_an_admin_key_of_the_operators_project(pool, codec_api: httpx.AsyncClient):
    body = await encrypted()
    reader = await make_api_key(pool, scopes=("read",))
    tenant = await make_api_key(pool, project_id=unique("tenant"))
    cases = [
        ({}, 401),
        (bearer("sq_abcdefgh_" + "x" * 43), 401),
        (bearer(reader), 403),
        (bearer(tenant), 403),
    ]
    for headers, status in cases:
        for path in ("/codec/decode", "/codec/encode"):
            answer = await codec_api.post(path, json=body, headers=headers)
            assert answer.status_code == status, (headers, path, answer.text)
            assert "codec-server-secret-4711" not in answer.text


async def test_an_admin_key_decodes_what_the_worker_encrypted(pool, codec_api: httpx.AsyncClient):
    key = await make_api_key(pool)
    body = await encrypted()
    assert "codec-server-secret-4711" not in json.dumps(body)
    answer = await codec_api.post("/codec/decode", json=body, headers=bearer(key))
    assert answer.status_code == 200, answer.text
    (payload,) = answer.json()["payloads"]
    assert base64.b64decode(payload["metadata"]["encoding"]) == b"json/plain"
    assert json.loads(base64.b64decode(payload["data"])) == SECRET
    assert answer.headers["access-control-allow-origin"] == UI


async def test_encode_then_decode_round_trips_and_plain_payloads_pass(pool, codec_api: httpx.AsyncClient):
    key = await make_api_key(pool)
    plain = as_json(await pydantic_data_converter.encode([SECRET]))
    encoded = await codec_api.post("/codec/encode", json=plain, headers=bearer(key))
    assert encoded.status_code == 200
    (payload,) = encoded.json()["payloads"]
    assert base64.b64decode(payload["metadata"]["encoding"]) == b"binary/encrypted"
    decoded = await codec_api.post("/codec/decode", json=encoded.json(), headers=bearer(key))
    assert decoded.json() == plain
    passed = await codec_api.post("/codec/decode", json=plain, headers=bearer(key))
    assert passed.json() == plain


async def test_altered_payloads_and_bad_bodies_are_refused(pool, codec_api: httpx.AsyncClient):
    key = await make_api_key(pool)
    body = await encrypted()
    data = bytearray(base64.b64decode(body["payloads"][0]["data"]))
    data[-1] ^= 1
    body["payloads"][0]["data"] = base64.b64encode(bytes(data)).decode()
    answer = await codec_api.post("/codec/decode", json=body, headers=bearer(key))
    assert answer.status_code == 422 and answer.json()["error"]["code"] == "undecodable"
    bad = await codec_api.post("/codec/decode", content=b"[1, 2", headers=bearer(key))
    assert bad.status_code == 400


async def test_cors_answers_the_web_ui_origin_and_no_other(codec_api: httpx.AsyncClient):
    preflight = {"Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "x-namespace"}
    ok = await codec_api.options("/codec/decode", headers={"Origin": UI, **preflight})
    assert ok.status_code == 204
    assert ok.headers["access-control-allow-origin"] == UI
    assert "X-Namespace" in ok.headers["access-control-allow-headers"]
    assert "Authorization" in ok.headers["access-control-allow-headers"]
    assert "POST" in ok.headers["access-control-allow-methods"]
    assert ok.headers["access-control-allow-credentials"] == "true"
    other = await codec_api.options("/codec/decode", headers={"Origin": "https://evil.test", **preflight})
    assert "access-control-allow-origin" not in other.headers
    refused = await codec_api.post("/codec/decode", json={"payloads": []}, headers={"Origin": UI})
    assert refused.status_code == 401 and refused.headers["access-control-allow-origin"] == UI


async def test_a_browser_session_lets_the_web_ui_decode_with_its_cookie(pool, codec_api: httpx.AsyncClient):
    key = await make_api_key(pool)
    assert "<form" in (await codec_api.get("/codec/session")).text
    assert (await codec_api.post("/codec/session")).status_code == 401
    opened = await codec_api.post("/codec/session", headers={"Authorization": f"Bearer {key}"})
    assert opened.status_code == 200
    cookie = opened.headers["set-cookie"]
    assert "HttpOnly" in cookie and "Path=/codec" in cookie and "samesite=strict" in cookie.lower()
    assert key not in opened.text
    decoded = await codec_api.post("/codec/decode", json=await encrypted(), headers={"Origin": UI})
    assert decoded.status_code == 200, decoded.text
    assert json.loads(base64.b64decode(decoded.json()["payloads"][0]["data"])) == SECRET
    await codec_api.delete("/codec/session")
    codec_api.cookies.clear()
    assert (await codec_api.post("/codec/decode", json=await encrypted())).status_code == 401
