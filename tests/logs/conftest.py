"""Log capture for these tests: a handler with the production filter and JSON formatter on the root
logger, at DEBUG for the test's duration."""

from __future__ import annotations

import io
import json
import logging
import socket
from collections.abc import Iterator
from typing import Any

import pytest

from sequencer.logs import ContextFilter, JsonFormatter


class Captured:
    def __init__(self) -> None:
        self.stream = io.StringIO()

    def text(self) -> str:
        return self.stream.getvalue()

    def lines(self, logger: str | None = None) -> list[dict[str, Any]]:
        """Every line so far (of `logger` only, if given), parsed: a line that is not one JSON object
        fails the test."""
        parsed = [json.loads(line) for line in self.text().splitlines()]
        assert all(isinstance(entry, dict) for entry in parsed)
        return [entry for entry in parsed if logger is None or entry["logger"] == logger]


@pytest.fixture
def captured() -> Iterator[Captured]:
    capture = Captured()
    handler = logging.StreamHandler(capture.stream)
    handler.addFilter(ContextFilter())
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    try:
        yield capture
    finally:
        root.removeHandler(handler)
        root.setLevel(level)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])
