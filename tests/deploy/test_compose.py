"""docker-compose.temporal.yml against the Compose Specification, and what a schema cannot say.

No Docker engine runs here, so these read the files. deploy/compose-spec.json is the specification's own
JSON schema, unchanged: schema/compose-spec.json of https://github.com/compose-spec/compose-spec at
commit b2835e8acc1e42e7aecbc27a9bc4a1fc66ef21ba
(https://raw.githubusercontent.com/compose-spec/compose-spec/b2835e8acc1e42e7aecbc27a9bc4a1fc66ef21ba/schema/compose-spec.json).
Each check is a function returning what is wrong, run on the real file (nothing) and on a broken copy
(the problem), so a check that could never fail would show.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
import yaml
from jsonschema.validators import validator_for

from cli.main import build_parser
from sequencer.settings import Settings

ROOT = Path(__file__).resolve().parents[2]
COMPOSE = ROOT / "docker-compose.temporal.yml"
SCHEMA = ROOT / "deploy" / "compose-spec.json"
DOCS = ROOT / "docs" / "deploy.md"

SEQUENCER_SERVICES = {"migrate", "setup-temporal", "worker", "api"}
ONE_SHOT = {"migrate", "setup-temporal"}
# Long-running services without a health check, and why.
NO_HEALTHCHECK = {"temporal-ui": "a third-party web UI nothing depends on"}

# A complete environment: every required variable set.
FULL_ENV = {
    "TEMPORAL_DB_PASSWORD": "temporal-pw",
    "SEQUENCER_DB_PASSWORD": "sequencer-pw",
    "SEQUENCER_PUBLIC_URL": "https://sequencer.example.com",
    "SEQUENCER_SECRET": "a-long-random-secret",
    "SEQUENCER_SEAL_KEYS": "K7Z0Jm9xqD0b3pA1yX4eW6vT8sR2uN5cL0hG3fE1dQw",
    "SEQUENCER_GMAIL_AUTH": "service_account",
}


# -- interpolation, as compose does it (values only; `$$` is a literal `$`) ----------------------------

_DOLLAR = re.compile(
    r"\$(?:(?P<escaped>\$)"
    r"|\{(?P<name>[A-Za-z_][A-Za-z0-9_]*)(?:(?P<op>:?[-?])(?P<arg>[^}]*))?\}"
    r"|(?P<bare>[A-Za-z_][A-Za-z0-9_]*)"
    r"|(?P<invalid>))"
)


class MissingVariable(Exception):
    pass


def interpolate(value: str, env: Mapping[str, str]) -> str:
    def one(match: re.Match[str]) -> str:
        if match["escaped"]:
            return "$"
        if match["invalid"] is not None:
            raise ValueError(f"a lone $ in {value!r} (write $$ for a literal one)")
        name = match["name"] or match["bare"]
        op, arg = match["op"], match["arg"] or ""
        present, empty = name in env, not env.get(name)
        if op in (":?", "?") and (not present or (op == ":?" and empty)):
            raise MissingVariable(f"{name}: {arg}")
        if op == ":-" and empty or op == "-" and not present:
            return arg
        return env.get(name, "")

    return _DOLLAR.sub(one, value)


def interpolated(node: Any, env: Mapping[str, str]) -> Any:
    if isinstance(node, str):
        return interpolate(node, env)
    if isinstance(node, list):
        return [interpolated(item, env) for item in node]
    if isinstance(node, dict):
        return {key: interpolated(item, env) for key, item in node.items()}
    return node


def variables(node: Any) -> dict[str, str | None]:
    """Every variable the file reads, with its operator (None: plain ${VAR} or $VAR)."""
    found: dict[str, str | None] = {}
    if isinstance(node, str):
        for match in _DOLLAR.finditer(node):
            if match["name"] or match["bare"]:
                found[match["name"] or match["bare"]] = match["op"]
    elif isinstance(node, list | dict):
        for item in node.values() if isinstance(node, dict) else node:
            found.update(variables(item))
    return found


# -- the checks ------------------------------------------------------------------------------------------


def load() -> dict[str, Any]:
    return yaml.safe_load(COMPOSE.read_text())


def schema_errors(doc: Any) -> list[str]:
    schema = json.loads(SCHEMA.read_text())
    validator = validator_for(schema)(schema)
    return sorted(
        f"{'/'.join(map(str, error.absolute_path)) or '<root>'}: {error.message}"
        for error in validator.iter_errors(doc)
    )


def depends_on(service: Mapping[str, Any]) -> dict[str, str]:
    deps = service.get("depends_on") or {}
    if isinstance(deps, list):
        return dict.fromkeys(deps, "service_started")
    return {name: spec.get("condition", "service_started") for name, spec in deps.items()}


def image_problems(doc: Mapping[str, Any]) -> list[str]:
    """Sequencer's services are exactly the ones built from ./Dockerfile, all one image."""
    services = doc["services"]
    built = {name for name, svc in services.items() if "build" in svc}
    problems = [f"built from the Dockerfile: {sorted(built)}"] if built != SEQUENCER_SERVICES else []
    for name in sorted(built & SEQUENCER_SERVICES):
        svc = services[name]
        build = svc["build"] if isinstance(svc["build"], dict) else {"context": svc["build"]}
        if (build.get("context"), build.get("dockerfile", "Dockerfile")) != (".", "Dockerfile"):
            problems.append(f"{name}: built from {build}, not ./Dockerfile")
        if svc.get("image") != services["worker"].get("image") or build != services["worker"]["build"]:
            problems.append(f"{name}: not the same image and build as worker")
    return problems


def scaling_problems(doc: Mapping[str, Any]) -> list[str]:
    worker = doc["services"]["worker"]
    return [f"worker has {key}: it could not scale" for key in ("container_name", "ports") if key in worker]


def healthcheck_problems(doc: Mapping[str, Any]) -> list[str]:
    problems = []
    for name, svc in doc["services"].items():
        check = svc.get("healthcheck") or {}
        if name in ONE_SHOT:
            if svc.get("restart", "no") != "no":
                problems.append(f"{name}: a one-shot service must not restart")
            continue
        if name in NO_HEALTHCHECK:
            continue
        if not check.get("test") or check.get("disable"):
            problems.append(f"{name}: a long-running service without a health check")
    return problems


def ordering_problems(doc: Mapping[str, Any]) -> list[str]:
    services = doc["services"]
    problems = []
    for name, svc in services.items():
        for dep, condition in depends_on(svc).items():
            if dep not in services:
                problems.append(f"{name} depends on an unknown service {dep}")
            elif condition == "service_healthy" and not services[dep].get("healthcheck"):
                problems.append(f"{name} waits for {dep} to be healthy, which has no health check")
            elif dep in ONE_SHOT and condition != "service_completed_successfully":
                problems.append(f"{name} must wait for the one-shot {dep} to complete successfully")
    for name in ("worker", "api"):
        deps = depends_on(services[name])
        for one_shot in sorted(ONE_SHOT):
            if deps.get(one_shot) != "service_completed_successfully":
                problems.append(f"{name} does not wait for {one_shot} to complete successfully")
    return problems


def volume_problems(doc: Mapping[str, Any]) -> list[str]:
    declared = set(doc.get("volumes") or {})
    used: set[str] = set()
    problems = []
    for name, svc in doc["services"].items():
        for volume in svc.get("volumes") or []:
            source = volume.get("source", "") if isinstance(volume, dict) else volume.split(":")[0]
            if source and not source.startswith((".", "/", "~", "$")):
                used.add(source)
                if source not in declared:
                    problems.append(f"{name} uses the undeclared named volume {source}")
    problems += [f"volume {name} is declared and never used" for name in sorted(declared - used)]
    return problems


def documentation_problems(doc: Mapping[str, Any], docs: str) -> list[str]:
    """Every variable is in docs/deploy.md's compose table; the required ones (`:?`) say so there."""
    table = docs.split("### Compose variables", 1)[-1].split("\n## ", 1)[0]
    rows = {
        name: line
        for line in table.splitlines()
        if line.startswith("| `")
        for name in re.findall(r"`([A-Z][A-Z0-9_]+)`", line.split("|")[1])
    }
    problems = []
    for name, op in sorted(variables(doc).items()):
        if name not in rows:
            problems.append(f"{name} is not documented in docs/deploy.md")
        elif (op in (":?", "?")) != ("**required**" in rows[name]):
            problems.append(f"{name}: docs/deploy.md and the compose file disagree on whether it is required")
    return problems


# -- the tests -----------------------------------------------------------------------------------------


def test_the_vendored_schema_is_the_compose_specification():
    schema = json.loads(SCHEMA.read_text())
    validator_for(schema).check_schema(schema)
    assert schema["title"] == "Compose Specification"
    definitions = schema.get("definitions") or schema["$defs"]  # newer specifications use $defs
    assert {"service", "healthcheck", "volume", "network"} <= set(definitions)


def test_the_compose_file_follows_the_compose_specification():
    doc = load()
    assert schema_errors(doc) == []
    assert schema_errors(interpolated(doc, FULL_ENV)) == []


@pytest.mark.parametrize(
    ("breakage", "expected"),
    [
        (lambda d: d["services"]["worker"].update(heathcheck={}), "services/worker: 'heathcheck' does not"),
        (lambda d: d["services"]["api"].update(depends_on={"migrate": {"condition": "done"}}), "depends_on"),
        (lambda d: d["services"]["postgresql"].update(ports=[{"target": 5432, "color": "red"}]), "ports/0"),
        (lambda d: d["services"]["temporal"]["healthcheck"].update(retries=[3]), "healthcheck/retries"),
        (lambda d: d.update(service={}), "<root>: 'service' does not"),
    ],
)
def test_the_schema_catches_mistakes(breakage, expected):
    doc = copy.deepcopy(load())
    breakage(doc)
    assert any(expected in error for error in schema_errors(doc)), schema_errors(doc)


def test_every_dollar_is_a_well_formed_variable_and_the_required_ones_are_enforced():
    doc = load()
    interpolated(doc, FULL_ENV)  # no lone `$`, nothing missing
    for name in FULL_ENV:
        with pytest.raises(MissingVariable, match=f"^{name}: set {name}"):
            interpolated(doc, {**FULL_ENV, name: ""})
    required = {name for name, op in variables(doc).items() if op in (":?", "?")}
    assert required == set(FULL_ENV)
    with pytest.raises(ValueError, match="lone"):
        interpolate("price: $5", {})


def test_every_variable_is_documented():
    doc, docs = load(), DOCS.read_text()
    assert documentation_problems(doc, docs) == []
    broken = copy.deepcopy(doc)
    broken["services"]["worker"]["environment"] = {"SEQUENCER_SHINY": "${SEQUENCER_SHINY:?set it}"}
    assert documentation_problems(broken, docs) == ["SEQUENCER_SHINY is not documented in docs/deploy.md"]
    no_longer_required = docs.replace("| `SEQUENCER_SECRET` | **required** |", "| `SEQUENCER_SECRET` | — |")
    assert documentation_problems(doc, no_longer_required) == [
        "SEQUENCER_SECRET: docs/deploy.md and the compose file disagree on whether it is required"
    ]


def test_sequencer_services_share_one_image_built_from_the_dockerfile():
    doc = load()
    assert image_problems(doc) == []
    assert (ROOT / doc["services"]["worker"]["build"]["dockerfile"]).is_file()
    broken = copy.deepcopy(doc)
    broken["services"]["api"]["image"] = "sequencer-api:latest"
    assert image_problems(broken) == ["api: not the same image and build as worker"]


def test_each_sequencer_service_runs_a_real_sequencer_command():
    services = load()["services"]
    commands = {name: services[name]["command"] for name in SEQUENCER_SERVICES}
    assert commands == {
        "migrate": ["migrate"],
        "setup-temporal": ["setup-temporal"],
        "worker": ["worker"],
        "api": ["api"],
    }
    for command in commands.values():
        build_parser().parse_args(command)  # argparse exits on a command `sequencer` does not have


def test_the_worker_scales():
    doc = load()
    assert scaling_problems(doc) == []
    broken = copy.deepcopy(doc)
    broken["services"]["worker"]["container_name"] = "sequencer-worker"
    assert scaling_problems(broken) == ["worker has container_name: it could not scale"]


def test_long_running_services_have_health_checks():
    doc = load()
    assert healthcheck_problems(doc) == []
    assert set(NO_HEALTHCHECK) <= set(doc["services"])  # no stale exemption
    broken = copy.deepcopy(doc)
    del broken["services"]["api"]["healthcheck"]
    broken["services"]["migrate"]["restart"] = "unless-stopped"
    assert healthcheck_problems(broken) == [
        "migrate: a one-shot service must not restart",
        "api: a long-running service without a health check",
    ]


def test_one_shot_services_are_awaited_to_completion():
    doc = load()
    assert ordering_problems(doc) == []
    broken = copy.deepcopy(doc)
    worker = broken["services"]["worker"]  # its depends_on is the YAML anchor the api shares: replace it
    worker["depends_on"] = {**worker["depends_on"], "migrate": {"condition": "service_started"}}
    assert ordering_problems(broken) == [
        "worker must wait for the one-shot migrate to complete successfully",
        "worker does not wait for migrate to complete successfully",
    ]


def test_named_volumes_are_declared():
    doc = load()
    assert volume_problems(doc) == []
    broken = copy.deepcopy(doc)
    broken["volumes"] = {"temporal-postgres": None}
    assert volume_problems(broken) == [
        "postgresql uses the undeclared named volume postgres-data",
        "volume temporal-postgres is declared and never used",
    ]


def test_the_sequencer_environment_is_valid_settings():
    services = interpolated(load(), FULL_ENV)["services"]
    for name in sorted(SEQUENCER_SERVICES):
        env = {key: str(value) for key, value in services[name]["environment"].items()}
        settings = Settings.from_env(env)
        assert settings.database_url == "postgresql://sequencer:sequencer-pw@postgresql:5432/sequencer"
        assert settings.effective_temporal_address == "temporal:7233"
        assert (settings.api_host, settings.api_port) == ("0.0.0.0", 8080)
        assert settings.public_url == FULL_ENV["SEQUENCER_PUBLIC_URL"]
        assert settings.secret == FULL_ENV["SEQUENCER_SECRET"]
        assert settings.seal_keys == (FULL_ENV["SEQUENCER_SEAL_KEYS"],)
        assert settings.gmail_auth == "service_account"
        assert settings.google_service_account_file == "/run/sequencer/service-account.json"


def test_the_api_health_check_asks_readyz_on_the_port_the_api_listens_on():
    api = load()["services"]["api"]
    assert api["environment"]["SEQUENCER_API_PORT"] == "8080"
    assert "'http://127.0.0.1:8080/readyz'" in " ".join(api["healthcheck"]["test"])
    assert api["ports"] == ["127.0.0.1:8080:8080"]


def test_postgres_creates_the_database_the_services_use():
    doc = load()
    postgres = doc["services"]["postgresql"]
    init = next(v for v in postgres["volumes"] if v.endswith(":/docker-entrypoint-initdb.d:ro"))
    script = (ROOT / init.split(":")[0] / "01-sequencer.sh").read_text()
    assert "CREATE ROLE sequencer LOGIN PASSWORD :'password';" in script
    assert "CREATE DATABASE sequencer OWNER sequencer;" in script
    assert 'password="$SEQUENCER_DB_PASSWORD"' in script
    assert "SEQUENCER_DB_PASSWORD" in postgres["environment"]
    assert doc["services"]["temporal"]["environment"]["DB"] == "postgres12"
