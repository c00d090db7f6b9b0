"""A one-shot command (`sequencer setup-temporal`, `sequencer status`) and the HTTP API start without
compiling the reply classifier's phrase tables: they cost about 3 s of a process's start (more on a busy
machine, where `sequencer dev` once waited past its limit for the API to listen)."""

from __future__ import annotations

import subprocess
import sys

import pytest

PHRASE_TABLES = "sequencer.classify.intent"


def modules_loaded_by(statement: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", f"{statement}\nimport sys\nprint('\\n'.join(sys.modules))"],
        capture_output=True,
        text=True,
        check=True,
    )
    return set(done.stdout.split())


@pytest.mark.parametrize(
    "statement",
    [
        "import starter.client",
        "import activities.inbound",
        "import workflows.mailbox",
        "import contracts",
        "import api.app",  # through the simulator, which runs the worker's activities
        "import worker",  # the worker loads them when it builds its activities
    ],
)
def test_the_client_side_does_not_load_the_phrase_tables(statement: str):
    assert PHRASE_TABLES not in modules_loaded_by(statement)


def test_the_package_still_gives_its_names_on_first_use():
    loaded = modules_loaded_by("from sequencer.classify import classify_message, parse_message")
    assert PHRASE_TABLES in loaded
