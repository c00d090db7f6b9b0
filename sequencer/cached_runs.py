"""The runs a stopped Temporal worker still holds in memory, let go.

When a worker shuts down, Core evicts only the runs that have work in flight: a run that is open but
idle (waiting three days, or on a reply) stays in the Python worker's cache as suspended coroutines,
and nothing ever closes them (temporalio/sdk-python#1849 describes it; temporalio 1.35 still does
this). A process that outlives its worker keeps them for good: a test session that starts a worker
per test, the simulator, a benchmark, `sequencer dev` restarting its worker. They cost more than
memory: every full garbage-collection pass walks them, and a pass runs in whatever thread allocates,
often a workflow activation. With a few thousand runs left over, a pass takes about a second of CPU;
on a busy machine that pushes an activation past the SDK's fixed 2-second deadlock limit, the SDK
interrupts the thread, the run it interrupted can then never be evicted, and the next shutdown waits
for it forever. Should the collector ever free them, it closes their coroutines on whatever thread
it runs in, inside another run's activation.

`release` evicts them the way Core evicts a run: one `remove_from_cache` activation each (every task
of the run is cancelled and finishes), then drops them. It reaches into the SDK's worker, which has
no public way to do this; if the SDK's shape changes it logs that and does nothing.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from temporalio.bridge.proto.workflow_activation import (
    RemoveFromCache,
    WorkflowActivation,
    WorkflowActivationJob,
)
from temporalio.worker import Worker

log = logging.getLogger("sequencer.worker")


def _cached(worker: Worker) -> dict[str, Any] | None:
    workflows = getattr(worker, "_workflow_worker", None)
    if workflows is None:
        return {}  # a worker without workflows caches none
    cached = getattr(workflows, "_running_workflows", None)
    return cached if isinstance(cached, dict) else None


def _eviction(run_id: str) -> WorkflowActivation:
    job = WorkflowActivationJob(
        remove_from_cache=RemoveFromCache(
            message="the worker stopped", reason=RemoveFromCache.EvictionReason.LANG_REQUESTED
        )
    )
    return WorkflowActivation(run_id=run_id, jobs=[job])


def _still_in_an_activation(run: Any) -> bool:
    """An activation the SDK gave up on as deadlocked may still run in its thread: a second one in the
    same run would race it."""
    stuck = getattr(run, "deadlocked_activation_task", None)
    return stuck is not None and not stuck.done()


def _evict(run: Any, run_id: str) -> None:
    try:
        run.activate(_eviction(run_id))
    except Exception:  # the run is dropped all the same: the worker that could retry it is gone
        log.warning("a cached run did not end cleanly when its stopped worker let it go", exc_info=True)


async def release(worker: Worker) -> int:
    """After `worker` has shut down: evict every run it still caches; returns how many it held."""
    cached = _cached(worker)
    if cached is None:
        log.warning("cannot release the runs a stopped worker caches: this temporalio has no such cache")
        return 0
    runs = list(cached.items())
    cached.clear()
    held = len(runs)
    runs = [(run_id, run) for run_id, run in runs if not _still_in_an_activation(run)]
    if len(runs) < held:
        log.warning(
            "%d cached run(s) still in an activation the SDK called deadlocked: dropped as they are",
            held - len(runs),
        )
    if runs:
        # A thread of their own, as the SDK runs activations: one sets and clears its running event loop.
        await asyncio.to_thread(_evict_all, runs)
    return held


def _evict_all(runs: list[tuple[str, Any]]) -> None:
    for run_id, run in runs:
        _evict(run, run_id)
