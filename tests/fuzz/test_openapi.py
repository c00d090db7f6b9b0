"""schemathesis over every operation of the live OpenAPI, with a valid key, none, a key of the wrong scope
and another project's key: no answer is a 5xx or breaks the schema, every refusal is the JSON error
envelope, and a refused call leaves every table as it was."""

from __future__ import annotations

import asyncio
import json
import os
import random
from typing import Any

import asyncpg
import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_schema_conformance,
    status_code_conformance,
)

from api.app import create_app
from api.auth import needed_scope
from tests.fuzz.conftest import PROJECT_A, TALLY, World

SCHEMA = schemathesis.openapi.from_dict(create_app().openapi())
OPERATIONS = sorted(
    (result.ok() for result in SCHEMA.get_all_operations()), key=lambda op: (op.path, op.method)
)
SCHEMA_CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance]
# A refusal for too few rights: the key that lacks what the operation needs.
UNDER_SCOPED = {"admin": "write-only", "write": "read-only", "read": "events-only", "events": "read-only"}
# Examples per operation and key kind; `make fuzz FUZZ_SCALE=N` runs N times as many.
SCALE = max(1, int(os.environ.get("SEQUENCER_FUZZ_SCALE") or 1))
EXAMPLES = {
    kind: n * SCALE for kind, n in {"valid": 10, "none": 2, "wrong-scope": 2, "other-tenant": 5}.items()
}


def op_id(op: Any) -> str:
    return f"{op.method.upper()} {op.path}"


_FINGERPRINT_SQL: dict[bool, str] = {}


async def fingerprint(pool: asyncpg.Pool, project_id: str | None = None) -> dict[str, str]:
    """Every table's rows (only `project_id`'s, in the tables that have one, if given) as a digest each."""
    scoped = project_id is not None
    async with pool.acquire() as conn:
        if scoped not in _FINGERPRINT_SQL:
            tables = await conn.fetch(
                """SELECT table_name, bool_or(column_name = 'project_id') AS has_project
                     FROM information_schema.columns WHERE table_schema = 'public'
                    GROUP BY table_name ORDER BY table_name"""
            )
            where = "WHERE r.project_id = $1" if scoped else ""
            parts = [
                f"""'{row["table_name"]}', (SELECT count(*) || ':' || coalesce(md5(string_agg(t.row, '|'
                    ORDER BY t.row)), '') FROM (SELECT (to_jsonb(r) - 'last_used_at')::text AS row
                    FROM "{row["table_name"]}" r {where}) t)"""
                for row in tables
                if row["has_project"] or not scoped
            ]
            _FINGERPRINT_SQL[scoped] = f"SELECT json_build_object({', '.join(parts)})::text"
        args = (project_id,) if scoped else ()
        return json.loads(await conn.fetchval(_FINGERPRINT_SQL[scoped], *args))


async def quiet_fingerprint(world: World) -> dict[str, str]:
    """The fingerprint once the worker has done what the last accepted call asked of it (a signal to
    A's enrollment, say): the same twice in a row."""
    last = await fingerprint(world.pool)
    for _ in range(40):
        await asyncio.sleep(0.05)
        now = await fingerprint(world.pool)
        if now == last:
            return now
        last = now
    raise AssertionError("the database never settled after an accepted call")


def differing(before: dict[str, str], after: dict[str, str]) -> list[str]:
    return sorted(name for name in before.keys() | after.keys() if before.get(name) != after.get(name))


def shown_to_another_project(world: World, answer: httpx.Response) -> list[str]:
    """Project A's values in `answer` that project B did not send itself (in this or an earlier call:
    B may well have stored A's address as a suppression of its own)."""
    world.sent.append(str(answer.request.url) + answer.request.content.decode(errors="replace"))
    return [s for s in world.secrets if s in answer.text and not any(s in sent for sent in world.sent)]


def refusal_problem(answer: httpx.Response) -> str | None:
    """None when `answer` is the JSON error envelope of its status, else what is wrong with it."""
    try:
        body = answer.json()
    except ValueError:
        return f"not JSON: {answer.text[:200]!r}"
    error = body.get("error") if isinstance(body, dict) else None
    if not isinstance(error, dict):
        return f"no error object: {body!r:.200}"
    if error.get("status") != answer.status_code or not isinstance(error.get("code"), str):
        return f"error.status/code do not match the answer: {error!r:.200}"
    if not isinstance(error.get("message"), str) or not error["message"]:
        return f"no error.message: {error!r:.200}"
    return None


async def send(world: World, case: Any, kind: str) -> httpx.Response:
    kwargs = case.as_transport_kwargs(base_url=world.base_url)
    headers = {k: v for k, v in kwargs["headers"].items() if k.lower() != "authorization"}
    if kind in world.keys:
        headers["Authorization"] = world.keys[kind]
    content = kwargs.get("data")
    async with httpx.AsyncClient(timeout=30) as client:
        answer = await client.request(
            kwargs["method"],
            kwargs["url"],
            headers=headers,
            params=kwargs.get("params"),
            json=kwargs.get("json"),
            content=content if isinstance(content, bytes | str) else None,
        )
    TALLY.requests[kind] += 1
    TALLY.statuses[answer.status_code] += 1
    TALLY.operations.add(op_id(case.operation))
    return answer


def aim_at_project_a(world: World, case: Any, rng: random.Random, always: bool) -> bool:
    """Put project A's real ids into the path (always, or half the time); True if any went in."""
    aimed = False
    for name in list(case.path_parameters or {}):
        if name in world.ids and (always or rng.random() < 0.5):
            case.path_parameters[name] = rng.choice(world.ids[name])
            aimed = True
    return aimed


def check_schema(case: Any, answer: httpx.Response, negative: bool) -> None:
    checks = [*SCHEMA_CHECKS, response_schema_conformance]
    if negative and answer.status_code not in (412, 413):  # refusals schemathesis does not count as such
        checks.append(negative_data_rejection)
    case.validate_response(answer, checks=checks)


def kind_for(op: Any, kind: str) -> str:
    return UNDER_SCOPED[needed_scope(op.method.upper(), op.path)] if kind == "wrong-scope" else kind


def replay_text(
    world: World, request: pytest.FixtureRequest, kind: str, case: Any, answer: httpx.Response
) -> str:
    """All a failure needs to be replayed: the operation, the key kind, the request, the seed and the
    state it ran against (every accepted write of the run before it, in order)."""
    seed = request.config.getoption("hypothesis_seed", None)
    state = (
        "\n".join(f"  {line}" for line in world.accepted)
        or "  (none: project A as the world fixture made it)"
    )
    return (
        f"{op_id(case.operation)} with the {kind} key ({kind_for(case.operation, kind)})\n"
        f"{case.as_curl_command()}\n-> {answer.status_code} {answer.text[:500]}\n"
        f"seed: {seed} (replay the step: make fuzz SEED={seed} FUZZ_SCALE={SCALE}; this test alone: "
        f"pytest -p no:xdist tests/fuzz -k '{request.node.name}' --hypothesis-seed={seed})\n"
        f"accepted writes before it, in order:\n{state}"
    )


def fuzz(kind: str) -> Any:
    """A test of `kind` over every operation, EXAMPLES[kind] examples each."""

    @pytest.mark.parametrize("op", OPERATIONS, ids=op_id)
    @settings(
        max_examples=EXAMPLES[kind],
        deadline=None,
        suppress_health_check=list(HealthCheck),
        database=None,
        phases=[Phase.generate],  # no shrinking: a failure is reported as generated (a curl line), fast
        print_blob=True,
    )
    @given(data=st.data())
    async def test(world: World, op: Any, data: Any, request: pytest.FixtureRequest) -> None:
        negative = kind == "valid" and data.draw(st.booleans(), label="negative")
        mode = GenerationMode.NEGATIVE if negative else GenerationMode.POSITIVE
        case = data.draw(op.as_strategy(generation_mode=mode), label="case")
        rng = random.Random(data.draw(st.integers(0, 2**32), label="seed"))
        aimed = aim_at_project_a(world, case, rng, always=kind == "other-tenant")
        before = await quiet_fingerprint(world) if world.dirty else await fingerprint(world.pool)
        before_a = await fingerprint(world.pool, PROJECT_A) if kind == "other-tenant" else None

        answer = await send(world, case, kind_for(op, kind))
        world.dirty = answer.status_code < 400 and op.method.upper() != "GET"

        what = replay_text(world, request, kind, case, answer)
        if world.dirty:
            world.accepted.append(f"{kind}: {case.as_curl_command()} -> {answer.status_code}")
        assert answer.status_code < 500, what
        if answer.status_code >= 400:
            assert refusal_problem(answer) is None, f"{refusal_problem(answer)}\n{what}"
            changed = differing(before, await fingerprint(world.pool))
            assert not changed, f"a refused call changed the tables {changed}\n{what}"
        if op.path.startswith("/v1/"):
            if kind == "none":
                assert answer.status_code == 401, what
            if kind == "wrong-scope":
                assert answer.status_code == 403, what
        if kind == "other-tenant":
            changed = differing(before_a or {}, await fingerprint(world.pool, PROJECT_A))
            assert not changed, f"another project's key changed A's rows in {changed}\n{what}"
            if aimed:
                assert answer.status_code >= 400, f"another project's key reached A's record\n{what}"
            leaked = shown_to_another_project(world, answer)
            assert not leaked, f"showed project A's {leaked}\n{what}"
        if kind == "valid":
            check_schema(case, answer, negative)

    return test


test_with_a_valid_key = fuzz("valid")
test_with_no_key = fuzz("none")
test_with_a_key_of_the_wrong_scope = fuzz("wrong-scope")
test_with_another_projects_key = fuzz("other-tenant")
