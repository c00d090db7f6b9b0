"""CPU seconds used by each process of a stack, read before and after a measured stretch.

- `bench`: this process (`time.process_time`): the worker, the client that enrolls, the SDK's core threads.
- `temporal`: the Temporal dev server (psutil on its pid).
- `postgres`: the postmaster and every backend: live ones read directly, ended ones through the
  postmaster's `children_*` times (it reaps them), so a connection that came and went is counted too.
- `sandbox`: the Gmail sandbox process (reported apart: it stands in for Google).
"""

from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from typing import Any


@dataclass(frozen=True)
class Cpu:
    bench: float
    temporal: float | None
    postgres: float | None
    sandbox: float | None

    def __sub__(self, other: Cpu) -> Cpu:
        def minus(a: float | None, b: float | None) -> float | None:
            return None if a is None or b is None else a - b

        return Cpu(
            bench=self.bench - other.bench,
            temporal=minus(self.temporal, other.temporal),
            postgres=minus(self.postgres, other.postgres),
            sandbox=minus(self.sandbox, other.sandbox),
        )

    def as_dict(self) -> dict[str, float | None]:
        return {k: None if v is None else round(v, 3) for k, v in asdict(self).items()}


def own_seconds(pid: int | None) -> float | None:
    if pid is None:
        return None
    import psutil

    try:
        times = psutil.Process(pid).cpu_times()
    except psutil.Error:
        return None
    return float(times.user + times.system)


def tree_seconds(pid: int | None) -> float | None:
    """A process, its live descendants, and the descendants it already reaped."""
    if pid is None:
        return None
    import psutil

    try:
        root = psutil.Process(pid)
        times = root.cpu_times()
        total = times.user + times.system + times.children_user + times.children_system
        for child in root.children(recursive=True):
            try:
                child_times = child.cpu_times()
                total += child_times.user + child_times.system
            except psutil.Error:
                continue
    except psutil.Error:
        return None
    return float(total)


def snapshot(stack: Any) -> Cpu:
    return Cpu(
        bench=time.process_time(),
        temporal=own_seconds(stack.temporal_pid),
        postgres=tree_seconds(stack.pg_pid),
        sandbox=own_seconds(stack.sandbox_pid),
    )


def rss_mb(pid: int) -> float:
    import psutil

    return float(psutil.Process(pid).memory_info().rss) / 2**20
