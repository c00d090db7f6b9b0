"""The Temporal server's own Prometheus metrics (`temporal server start-dev --metrics-port`): what it did
between two snapshots, by operation, so a part can say which server work one step costs.

`service_requests` counts the gRPC calls the frontend and history services answered (StartWorkflowExecution,
PollWorkflowTaskQueue, RespondActivityTaskCompleted, UpdateWorkflowExecution, ...); `persistence_requests`
counts the writes and reads behind them (the dev server keeps them in SQLite).
"""

from __future__ import annotations

import re
import urllib.request
from collections import Counter

_SAMPLE = re.compile(r"^(?P<name>[a-z_]+)\{(?P<labels>[^}]*)\} (?P<value>[0-9.e+-]+)$")
_OPERATION = re.compile(r'operation="([^"]*)"')
_SERVICE = re.compile(r'service_name="([^"]*)"')
COUNTED = ("service_requests", "persistence_requests")


def snapshot(url: str | None) -> Counter[str]:
    """`metric/service/operation` -> count now; empty when the server has no metrics endpoint."""
    if url is None:
        return Counter()
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            text = answer.read().decode()
    except OSError:
        return Counter()
    counts: Counter[str] = Counter()  # values are floats (Prometheus counters)
    for line in text.splitlines():
        match = _SAMPLE.match(line)
        if not match or match["name"] not in COUNTED:
            continue
        operation = _OPERATION.search(match["labels"])
        service = _SERVICE.search(match["labels"])
        key = f"{match['name']}/{service[1] if service else '?'}/{operation[1] if operation else '?'}"
        counts[key] += int(float(match["value"]))
    return counts


def per_step(before: Counter[str], after: Counter[str], steps: int, top: int = 40) -> dict[str, float]:
    """The `top` operations by calls per step between two snapshots, plus the totals per metric."""
    if not steps or not after:
        return {}
    delta = Counter({k: after[k] - before.get(k, 0) for k in after})
    shown = {k: round(v / steps, 3) for k, v in delta.most_common(top) if v / steps >= 0.02}
    for metric in COUNTED:
        shown[f"{metric}/total"] = round(sum(v for k, v in delta.items() if k.startswith(metric)) / steps, 2)
    return shown
