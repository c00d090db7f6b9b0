"""Waiting for a workflow's result on the time-skipping test server (the simulation's, and the tests')."""

from __future__ import annotations

from typing import Any


async def settled(handle: Any, attempts: int = 20) -> Any:
    """`handle.result()`, asking again when the test server's history long-poll runs out first: it
    then answers with no events, which the SDK reports as "No completion event found"."""
    for _ in range(attempts):
        try:
            return await handle.result()
        except RuntimeError as exc:
            if "No completion event found" not in str(exc):
                raise
    return await handle.result()
