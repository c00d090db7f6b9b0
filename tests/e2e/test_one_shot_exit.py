"""Short-lived `sequencer` processes end with their own exit code, never with the abort a temporalio
client's Rust threads can cause while the interpreter finalizes (exit 134, `PyGILState_Release`)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from starter.runtime import venv_binary
from tests.e2e.conftest import DevServer, dev_data_dir, dev_stack_env, running_dev_stack

RUNS = 50


def sequencer(*args: str, env: dict[str, str], timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [venv_binary("sequencer"), *args], env=env, capture_output=True, text=True, timeout=timeout
    )


def test_setup_temporal_exits_cleanly_fifty_times_in_a_row(dev_server: DevServer):
    env = {**os.environ, "TEMPORAL_ADDRESS": dev_server.target}
    failures = []
    for run in range(RUNS):
        done = sequencer("setup-temporal", env=env)
        if done.returncode != 0 or "Fatal Python error" in done.stderr:
            failures.append(f"run {run}: exit {done.returncode}: {done.stderr.strip()[-300:]}")
        else:
            assert "search attributes" in done.stdout or "registered" in done.stdout
    assert failures == []


def test_a_usage_error_still_exits_2_with_one_line():
    done = sequencer("status", env=dict(os.environ))
    assert done.returncode == 2
    assert len(done.stderr.strip().splitlines()) >= 1
    assert "Fatal Python error" not in done.stderr


def test_the_dev_stack_starts_and_stops_cleanly_twice(tmp_path: Path):
    """`sequencer dev` runs its setup steps in its own process: nothing short-lived can abort it."""
    with dev_data_dir() as data:
        env, _ = dev_stack_env(data)
        for start in range(2):  # the second start finds the data of the first
            log = tmp_path / f"dev-{start}.log"
            with running_dev_stack(env, log, timeout=120) as dev:
                pass
            code = dev.returncode
            text = log.read_text()
            assert code == 0, f"start {start}: `sequencer dev` exited {code}:\n{text[-2000:]}"
            assert "Fatal Python error" not in text
            assert "exited with code" not in text  # no part of the stack died
