"""What `sequencer/cached_runs.release` does with the runs a stopped worker still holds (the real
worker's case is tests/workflows/test_worker_stop.py)."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace
from typing import Any

from sequencer import cached_runs


class _Run:
    def __init__(self, deadlocked: Any = None) -> None:
        self.deadlocked_activation_task = deadlocked
        self.activations: list[Any] = []

    def activate(self, act: Any) -> None:
        self.activations.append(act)


def _worker(runs: dict[str, _Run]) -> Any:
    return SimpleNamespace(_workflow_worker=SimpleNamespace(_running_workflows=runs))


async def test_each_run_gets_one_eviction_and_the_cache_is_emptied():
    runs = {"r1": _Run(), "r2": _Run()}
    worker = _worker(dict(runs))

    assert await cached_runs.release(worker) == 2

    for run_id, run in runs.items():
        [act] = run.activations
        assert act.run_id == run_id and act.jobs[0].HasField("remove_from_cache")
    assert worker._workflow_worker._running_workflows == {}


async def test_a_run_still_in_an_activation_the_sdk_called_deadlocked_is_not_activated_again():
    still_running = asyncio.get_running_loop().create_future()
    stuck, fine = _Run(deadlocked=still_running), _Run()

    assert await cached_runs.release(_worker({"stuck": stuck, "fine": fine})) == 2

    assert stuck.activations == [] and len(fine.activations) == 1
    still_running.cancel()


async def test_a_worker_without_workflows_holds_nothing():
    assert await cached_runs.release(SimpleNamespace(_workflow_worker=None)) == 0
