"""A hypothesis run over every operation of the OpenAPI schema, with another project's key and ids:
no answer is a 5xx, and none shows anything of the project whose ids it was fed."""

from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import quote, unquote

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from api.app import create_app
from starter.client import Sequencer
from tests.factories import email_steps, make_parts
from tests.support import make_api_key, unique

pytestmark = pytest.mark.usefixtures("worker")

JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)


def operations(app: Any) -> list[tuple[str, str, list[str]]]:
    """(method, path, body property names) of every /v1 operation."""
    found = []
    for path, item in app.openapi()["paths"].items():
        if not path.startswith("/v1/"):
            continue
        for method, operation in item.items():
            content = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
            schema = content.get("schema", {})
            ref = schema.get("$ref", "").rsplit("/", 1)[-1]
            props = app.openapi()["components"]["schemas"].get(ref, schema).get("properties", {})
            found.append((method.upper(), path, sorted(props)))
    return sorted(found)


@pytest.fixture
async def world(sequencer: Sequencer) -> dict[str, Any]:
    """Project A's records, and a client holding project B's admin key."""
    mailbox, contact, version = await make_parts(sequencer.pool, email_steps("1d"))
    enrollment = await sequencer.enroll(contact_id=contact.id, sequence=version.name, mailbox=mailbox.id)
    app = create_app(sequencer)

    def client(key: str) -> httpx.AsyncClient:
        return httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app),
            base_url="http://api.test",
            headers={"Authorization": f"Bearer {key}"},
        )

    other = client(await make_api_key(sequencer.pool, project_id=unique("fuzz")))
    own = client(await make_api_key(sequencer.pool, scopes=("write",)))
    ids = [mailbox.id, mailbox.email, contact.id, version.sequence_id, version.name, enrollment.id]
    secrets = [mailbox.email, contact.email, enrollment.id, contact.id]
    return {"other": other, "own": own, "ops": operations(app), "ids": ids, "secrets": secrets, "sent": []}


def request_strategy(world: dict[str, Any], data: Any) -> tuple[str, str, Any]:
    method, path, props = data.draw(st.sampled_from(world["ops"]), label="operation")
    ids = st.sampled_from(world["ids"]) | st.text(min_size=1, max_size=20)
    url = re.sub(r"\{[^}]+\}", lambda _: quote(data.draw(ids, label="id"), safe=""), path)
    body: Any = None
    if method in ("POST", "PUT", "PATCH"):
        known = st.fixed_dictionaries({}, optional={p: ids | JSON for p in props})
        body = data.draw(known | JSON, label="body")
    return method, url, body


@settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
async def test_no_operation_answers_5xx_or_shows_another_projects_records(world: dict[str, Any], data):
    method, url, body = request_strategy(world, data)

    answer = await world["other"].request(method, url, json=body)

    assert answer.status_code < 500, (method, url, body, answer.text)
    # An answer may repeat what project B itself sent, in this request or an earlier one (B may have
    # stored A's address as its own suppression); nothing more.
    world["sent"].append(unquote(url) + json.dumps(body))
    leaked = [
        s for s in world["secrets"] if s in answer.text and not any(s in sent for sent in world["sent"])
    ]
    assert not leaked, (method, url, answer.text)


@settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
async def test_no_operation_answers_5xx_to_its_own_project(world: dict[str, Any], data):
    method, url, body = request_strategy(world, data)

    answer = await world["own"].request(method, url, json=body)

    assert answer.status_code < 500, (method, url, body, answer.text)
