"""Short-lived `sequencer` processes end with their own exit code, never with the abort a temporalio
client's Rust threads can cause while the interpreter finalizes (exit 134, `PyGILState_Release`)."""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path

from starter.runtime import venv_binary
from tests.e2e.conftest import DevServer, free_port

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
    env = {
        **os.environ,
        "SEQUENCER_DATA_DIR": str(tmp_path / "data"),
        "SEQUENCER_API_PORT": str(free_port()),
        "SEQUENCER_SANDBOX_PORT": str(free_port()),
        "SEQUENCER_TEMPORAL_PORT": str(free_port()),
        "SEQUENCER_TEMPORAL_UI_PORT": str(free_port()),
    }
    for name in ("DATABASE_URL", "TEMPORAL_ADDRESS", "SEQUENCER_API_KEY"):
        env.pop(name, None)
    for start in range(2):  # the second start finds the data of the first
        log = tmp_path / f"dev-{start}.log"
        with log.open("w") as out:
            dev = subprocess.Popen(
                [venv_binary("sequencer"), "dev"], env=env, stdout=out, stderr=subprocess.STDOUT
            )
            try:
                ready = wait_for_text(log, "Sequencer is running", dev, timeout=120)
                assert ready, f"start {start}: the stack did not come up:\n{log.read_text()[-2000:]}"
            finally:
                dev.send_signal(signal.SIGINT)
                code = dev.wait(timeout=60)
        text = log.read_text()
        assert code == 0, f"start {start}: `sequencer dev` exited {code}:\n{text[-2000:]}"
        assert "Fatal Python error" not in text
        assert "exited with code" not in text  # no part of the stack died


def wait_for_text(path: Path, text: str, process: subprocess.Popen[bytes], *, timeout: float) -> bool:
    import time

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if text in path.read_text():
            return True
        if process.poll() is not None:
            return False
        time.sleep(0.2)
    return False
