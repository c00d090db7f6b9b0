"""`sequencer dev` waits for each child to listen: as long as it takes while the child lives (a busy
machine slows a start), no longer once it has died."""

from __future__ import annotations

import socket
import subprocess
import sys

import pytest

from starter.runtime import wait_for_port


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_a_child_that_dies_before_listening_ends_the_wait_at_once_with_its_code():
    child = subprocess.Popen([sys.executable, "-c", "raise SystemExit(3)"])
    # A RuntimeError naming the code, not the TimeoutError the 60 s bound would raise
    with pytest.raises(RuntimeError, match=r"HTTP API exited with code 3 before listening"):
        wait_for_port("127.0.0.1", free_port(), timeout=60, what="HTTP API", process=child)


def test_a_slow_child_is_waited_for_until_it_listens():
    port = free_port()
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import socket, time; time.sleep(1.5); s = socket.socket(); "
            f"s.bind(('127.0.0.1', {port})); s.listen(); time.sleep(30)",
        ]
    )
    try:
        wait_for_port("127.0.0.1", port, timeout=60, what="HTTP API", process=child)
        assert child.poll() is None
    finally:
        child.kill()
        child.wait()


def test_a_hung_child_still_ends_the_wait_at_the_bound():
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        with pytest.raises(TimeoutError, match=r"did not start listening .* within 1s"):
            wait_for_port("127.0.0.1", free_port(), timeout=1, what="HTTP API", process=child)
    finally:
        child.kill()
        child.wait()
