"""The Dockerfile and its build context, read as text (no Docker engine runs here)."""

from __future__ import annotations

import fnmatch
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def instructions(text: str) -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) pairs: comments dropped, continuation lines joined."""
    kept = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("#"))
    joined = re.sub(r"\\\n", " ", kept)
    pairs = []
    for line in joined.splitlines():
        if line.strip():
            word, _, rest = line.strip().partition(" ")
            pairs.append((word.upper(), rest.strip()))
    return pairs


def dockerfile_problems(text: str) -> list[str]:
    steps = instructions(text)
    problems = []
    bases = [args for word, args in steps if word == "FROM"]
    if not bases or not re.fullmatch(r"python:3\.11-slim(@sha256:[0-9a-f]{64})?( AS \w+)?", bases[-1], re.I):
        problems.append(f"the image is not built on python:3.11-slim: {bases}")
    users = [args.split(":")[0] for word, args in steps if word == "USER"]
    if not users or users[-1] in ("root", "0"):
        problems.append("the image runs as root")
    entrypoints = [args for word, args in steps if word == "ENTRYPOINT"]
    if not entrypoints or json.loads(entrypoints[-1]) != ["sequencer"]:
        problems.append(f"the entrypoint is not sequencer: {entrypoints}")
    runs = " ".join(args for word, args in steps if word == "RUN")
    if not re.search(r"\bpip install \.(\s|$)", runs):
        problems.append("the project is not installed with `pip install .`")
    if re.search(r"pip install [^&]*\[dev\]", runs):
        problems.append("the image installs the dev extras")
    if not re.search(r"pip install --require-hashes -r requirements/runtime\.lock(\s|$)", runs):
        problems.append("the dependencies are not installed from requirements/runtime.lock with hashes")
    elif not re.search(r"pip install \. [^&]*--no-index", runs):
        problems.append("the project is installed with more than the lock (no --no-index)")
    if any(word == "HEALTHCHECK" for word, _ in steps):
        problems.append("health checks are the compose file's, per process, not the image's")
    return problems


def test_the_dockerfile():
    assert dockerfile_problems((ROOT / "Dockerfile").read_text()) == []


def test_the_dockerfile_check_can_fail():
    bad = "FROM python:3.12\nRUN pip install '.[dev]'\nENTRYPOINT [\"python\"]\nHEALTHCHECK CMD true\n"
    assert dockerfile_problems(bad) == [
        "the image is not built on python:3.11-slim: ['python:3.12']",
        "the image runs as root",
        "the entrypoint is not sequencer: ['[\"python\"]']",
        "the project is not installed with `pip install .`",
        "the image installs the dev extras",
        "the dependencies are not installed from requirements/runtime.lock with hashes",
        "health checks are the compose file's, per process, not the image's",
    ]
    assert dockerfile_problems(
        "FROM python:3.11-slim\nRUN pip install --require-hashes -r requirements/runtime.lock\n"
        'RUN pip install . --no-index \\\n && true\nUSER 0:0\nENTRYPOINT ["sequencer"]\n'
    ) == ["the image runs as root"]
    assert dockerfile_problems(
        "FROM python:3.11-slim\nRUN pip install --require-hashes -r requirements/runtime.lock\n"
        'RUN pip install .\nUSER 10001\nENTRYPOINT ["sequencer"]\n'
    ) == ["the project is installed with more than the lock (no --no-index)"]


def test_the_image_carries_the_migrations_where_storage_reads_them():
    """storage/migrate.py finds `migrations/` beside the installed packages; the wheel lacks it."""
    text = (ROOT / "Dockerfile").read_text()
    assert "cp -r migrations" in text and 'sysconfig.get_path("purelib")' in text
    assert "assert migration_files()" in text  # no image that would migrate nothing
    from storage import migrate

    assert migrate.MIGRATIONS_DIR == Path(migrate.__file__).resolve().parent.parent / "migrations"


def ignored(path: str, patterns: list[str]) -> bool:
    """.dockerignore's rule, enough for these patterns: the last matching pattern wins, `!` re-includes."""
    result = False
    parts = path.split("/")
    for pattern in patterns:
        negate = pattern.startswith("!")
        pattern = pattern.lstrip("!").strip("/")
        for depth in range(1, len(parts) + 1):  # a pattern matching a directory covers what is inside
            prefix = "/".join(parts[:depth])
            if fnmatch.fnmatchcase(prefix, pattern) or (
                pattern.startswith("**/") and fnmatch.fnmatchcase(parts[depth - 1], pattern[3:])
            ):
                result = not negate
                break
    return result


def test_the_build_context_has_the_project_and_not_the_local_state():
    patterns = [
        line.strip()
        for line in (ROOT / ".dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    needed = ["pyproject.toml", "requirements/runtime.lock", "worker.py", "migrations/0001_init.sql"]
    needed += ["sequencer/settings.py"]
    needed += [f"{name}/__init__.py" for name in ("workflows", "activities", "starter", "api", "storage")]
    assert [path for path in needed if ignored(path, patterns)] == []
    local = [".venv/bin/python", ".sequencer/pg/PG_VERSION", ".git/HEAD", "bench/results/caps.json"]
    local += [".pytest_cache/README.md", ".mypy_cache/3.11/x.json", "api/__pycache__/app.pyc", ".env"]
    assert [path for path in local if not ignored(path, patterns)] == []
    assert ignored(".venv/lib/x.py", [".venv"]) and not ignored(".venv/lib/x.py", [".venv", "!.venv"])
