"""CPU seconds used by every process of a stack, and by the rest of the machine, read before and after a
measured stretch.

Every process that shares the cores is counted, each under one role:
- `bench`: this process alone (the in-process worker, the client that enrolls, the SDK's core threads);
- `children`: every other process this one started and its descendants (`sequencer worker` and
  `sequencer api` processes), live ones read directly, ended ones through this process's `children_*`
  times (it reaps them), so a worker stopped in the middle still counts;
- `temporal`: the Temporal dev server (and its descendants);
- `postgres`: the postmaster and every backend: live ones read directly, ended ones through the
  postmaster's `children_*` times (it reaps them), so a connection that came and went is counted too;
- `sandbox`: the Gmail sandbox process (it stands in for Google, but it shares the cores);
- `machine`: the busy CPU seconds of the whole machine; `others()` is what is left of it after the
  stack's processes: other work on the machine during the stretch, measured, not sampled.

`account` does the bookkeeping on a process table (pid -> parent, own seconds, reaped children's
seconds), so it is unit-tested with fake numbers (tests/unit/test_bench_fair.py).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from typing import Any, NamedTuple

ROLES = ("bench", "children", "temporal", "postgres", "sandbox")


@dataclass(frozen=True)
class Cpu:
    bench: float
    temporal: float | None
    postgres: float | None
    sandbox: float | None
    children: float | None = 0.0
    machine: float | None = None

    def __sub__(self, other: Cpu) -> Cpu:
        def minus(a: float | None, b: float | None) -> float | None:
            return None if a is None or b is None else a - b

        return Cpu(
            bench=self.bench - other.bench,
            temporal=minus(self.temporal, other.temporal),
            postgres=minus(self.postgres, other.postgres),
            sandbox=minus(self.sandbox, other.sandbox),
            children=minus(self.children, other.children),
            machine=minus(self.machine, other.machine),
        )

    def all_processes(self) -> float | None:
        """Every process of the stack: None when one of them could not be read (a partial sum would
        flatter the side that misses it)."""
        parts = [self.bench, self.children, self.temporal, self.postgres, self.sandbox]
        if any(p is None for p in parts):
            return None
        return float(sum(p for p in parts if p is not None))

    def others(self) -> float | None:
        """The machine's busy seconds that no process of the stack used: other work on the machine."""
        mine = self.all_processes()
        if mine is None or self.machine is None:
            return None
        return max(0.0, self.machine - mine)

    def as_dict(self) -> dict[str, float | None]:
        return {k: None if v is None else round(v, 3) for k, v in asdict(self).items()}

    def ms_per(self, steps: int) -> dict[str, float | None]:
        """Each role's CPU milliseconds per step, the stack's total (`all`) and other work's (`others`)."""
        if not steps:
            return {}
        shares = asdict(self) | {"all": self.all_processes(), "others": self.others()}
        shares.pop("machine")
        return {k: None if v is None else round(1000 * v / steps, 3) for k, v in shares.items()}


class Proc(NamedTuple):
    ppid: int
    seconds: float  # user + system of the process itself
    reaped: float  # user + system of the children it waited for (children_user + children_system)


def account(table: Mapping[int, Proc], roots: Mapping[str, int | None], me: int) -> dict[str, float | None]:
    """Seconds per role on one process table. A role's root counts with its descendants and what it
    reaped, except subtrees that are another role's; `bench` is `me` alone, and `children` everything
    else below `me` (with what `me` reaped). A role whose root is not in the table is None."""
    kids: dict[int, list[int]] = {}
    for pid, proc in table.items():
        kids.setdefault(proc.ppid, []).append(pid)
    owned = {pid for pid in roots.values() if pid is not None}

    def tree(root: int) -> float:
        total, todo = 0.0, [root]
        while todo:
            pid = todo.pop()
            proc = table[pid]
            total += proc.seconds + proc.reaped
            todo += [k for k in kids.get(pid, []) if k not in owned and k != me]
        return total

    seconds: dict[str, float | None] = {}
    for role, root in roots.items():
        seconds[role] = tree(root) if root is not None and root in table else None
    if me in table:
        seconds["bench"] = table[me].seconds
        seconds["children"] = tree(me) - table[me].seconds
    else:
        seconds["bench"] = seconds["children"] = None
    return seconds


def process_table() -> dict[int, Proc]:
    """Every process's parent and CPU seconds (psutil); processes that vanish meanwhile are skipped."""
    import psutil

    table: dict[int, Proc] = {}
    for proc in psutil.process_iter(["ppid", "cpu_times"]):
        times = proc.info.get("cpu_times")
        if times is None:
            continue
        table[proc.pid] = Proc(
            ppid=int(proc.info.get("ppid") or 0),
            seconds=float(times.user + times.system),
            reaped=float(getattr(times, "children_user", 0.0) + getattr(times, "children_system", 0.0)),
        )
    return table


def machine_busy_seconds() -> float:
    """Busy CPU seconds of all cores since boot (everything but idle and iowait; guest time is already in
    user)."""
    import psutil

    times = psutil.cpu_times()
    total = float(sum(times))
    for idle in ("idle", "iowait", "guest", "guest_nice"):
        total -= float(getattr(times, idle, 0.0))
    return total


def snapshot(stack: Any) -> Cpu:
    roots = {"temporal": stack.temporal_pid, "postgres": stack.pg_pid, "sandbox": stack.sandbox_pid}
    seconds = account(process_table(), roots, os.getpid())
    return Cpu(
        bench=seconds["bench"] or 0.0,
        temporal=seconds["temporal"],
        postgres=seconds["postgres"],
        sandbox=seconds["sandbox"],
        children=seconds["children"],
        machine=machine_busy_seconds(),
    )


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


def rss_mb(pid: int) -> float:
    import psutil

    return float(psutil.Process(pid).memory_info().rss) / 2**20
