"""Every SQL statement is parameterized: values go in as $n arguments, never into the text.

The SQL text may only interpolate module constants (column lists) and, in the one place listed below,
column names picked from a fixed allowlist.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("storage", "api", "starter", "activities", "sequencer", "workflows", "bench")
QUERY_METHODS = {"fetch", "fetchrow", "fetchval", "execute", "executemany"}
CONSTANT = re.compile(r"^_?[A-Z][A-Z0-9_]*$")
# contacts.upsert(_many) builds its column list from contacts.UPDATABLE, never from input; CREATE DATABASE
# takes no parameters, so migrate quotes the configured database name as an identifier; `secrets
# rotate` names the tables and columns of sealing.SEALED_COLUMNS, a constant; a scratch schema's name
# is checked against `<prefix>_<time>_<hex>` by storage/scratch.py itself (identifiers take no parameters).
ALLOWED = (
    {("storage/contacts.py", name) for name in ("columns", "params", "updates")}
    | {("storage/migrate.py", "quoted")}
    | {("cli/secret_commands.py", name) for name in ("table", "key", "column")}
    | {("storage/scratch.py", "schema")}
)


def _sql_argument_problems(path: Path, relative: str | None = None) -> list[str]:
    tree = ast.parse(path.read_text())
    relative = relative or str(path.relative_to(ROOT))
    problems = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        if node.func.attr not in QUERY_METHODS or not node.args:
            continue
        sql = node.args[0]
        if isinstance(sql, ast.BinOp):
            problems.append(f"{relative}:{node.lineno}: SQL built with an operator")
        if isinstance(sql, ast.JoinedStr):
            for part in sql.values:
                if not isinstance(part, ast.FormattedValue):
                    continue
                name = part.value.id if isinstance(part.value, ast.Name) else None
                if name is None or not (CONSTANT.match(name) or (relative, name) in ALLOWED):
                    problems.append(f"{relative}:{node.lineno}: interpolates {ast.unparse(part.value)}")
    return problems


def test_no_query_puts_a_value_into_its_sql_text():
    files = [p for package in PACKAGES for p in (ROOT / package).rglob("*.py")]
    assert len(files) > 20
    problems = [problem for path in files for problem in _sql_argument_problems(path)]
    assert problems == []


def test_the_check_catches_an_interpolated_value(tmp_path: Path):
    bad = tmp_path / "probe.py"
    bad.write_text("async def f(conn, email):\n    await conn.fetch(f\"SELECT 1 WHERE email = '{email}'\")\n")
    assert _sql_argument_problems(bad, "storage/probe.py") == ["storage/probe.py:2: interpolates email"]
