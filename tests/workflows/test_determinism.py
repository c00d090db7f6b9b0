"""Workflow code runs without the SDK's sandbox (worker.WORKFLOW_RUNNER): these checks keep out of every
workflow module the calls the sandbox used to refuse, so time comes from `workflow.now()`, randomness from
`workflow.random()` and all I/O from activities."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "workflows"
# Every module with workflow code; the payload models (inputs, import_inputs, contracts) hold none.
PAYLOADS = {"inputs.py", "import_inputs.py", "contracts.py"}
MODULES = sorted(p for p in ROOT.rglob("*.py") if p.name not in PAYLOADS and p.read_text().strip())

# Attribute chains (as written) that read the clock, draw randomness, sleep or reach the outside world.
FORBIDDEN_CALLS = {
    "datetime.now",
    "datetime.utcnow",
    "datetime.today",
    "date.today",
    "time.time",
    "time.monotonic",
    "time.perf_counter",
    "time.sleep",
    "asyncio.sleep",
    "uuid.uuid1",
    "uuid.uuid4",
    "os.getenv",
    "os.urandom",
    "open",
    "print",
    "input",
}
FORBIDDEN_PREFIXES = ("random.", "secrets.", "os.environ", "threading.", "subprocess.", "socket.")


def _name(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _name(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


def violations(source: str) -> list[str]:
    """`line: call` for each forbidden call or read in `source`."""
    found: set[tuple[int, str]] = set()
    for node in ast.walk(ast.parse(source)):
        target = (
            node.func if isinstance(node, ast.Call) else node if isinstance(node, ast.Attribute) else None
        )
        name = _name(target) if target is not None else None
        if name is None:
            continue
        if (isinstance(node, ast.Call) and name in FORBIDDEN_CALLS) or name.startswith(FORBIDDEN_PREFIXES):
            found.add((node.lineno, name))
    return [f"{line}: {name}" for line, name in sorted(found)]


def test_the_check_finds_what_the_sandbox_refused():
    planted = (
        "import random, time\nfrom datetime import datetime\n"
        "def f():\n    a = datetime.now()\n    b = random.random()\n    time.sleep(1)\n"
        "    c = os.environ['X']\n    return workflow.now()\n"
    )
    assert violations(planted) == ["4: datetime.now", "5: random.random", "6: time.sleep", "7: os.environ"]


@pytest.mark.parametrize("module", MODULES, ids=lambda p: str(p.relative_to(ROOT.parent)))
def test_workflow_code_takes_time_randomness_and_io_only_from_temporal(module: Path):
    assert violations(module.read_text()) == []
