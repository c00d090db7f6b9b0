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
from typing import Any

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


# -- why a figure is slow: latency histograms and cache counters, server and SDK -----------------------

_LINE = re.compile(r"^(?P<name>[a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(?P<labels>[^}]*)\})? (?P<value>\S+)$")
_LABEL = re.compile(r'([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"')
Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]

# The SDK's (Core's) metrics, as a worker runtime with a Prometheus endpoint serves them (milliseconds:
# `worker.worker_runtime` keeps Core's default units), and the dev server's (seconds).
SDK_HISTOGRAMS = (
    "temporal_workflow_task_schedule_to_start_latency",
    "temporal_workflow_task_execution_latency",
    "temporal_workflow_task_replay_latency",
    "temporal_activity_schedule_to_start_latency",
    "temporal_activity_execution_latency",
)
SDK_COUNTERS = (
    "temporal_sticky_cache_hit",
    "temporal_sticky_cache_miss",
    "temporal_sticky_cache_total_forced_eviction",
    "temporal_workflow_task_execution_failed",
    "temporal_activity_execution_failed",
)
SERVER_HISTOGRAMS = ("task_schedule_to_start_latency", "service_latency", "persistence_latency")


def parse(text: str) -> Samples:
    """Prometheus text: (name, sorted labels) -> value."""
    samples: Samples = {}
    for line in text.splitlines():
        match = _LINE.match(line.strip())
        if not match:
            continue
        try:
            value = float(match["value"])
        except ValueError:
            continue
        labels = tuple(sorted(_LABEL.findall(match["labels"] or "")))
        samples[(match["name"], labels)] = samples.get((match["name"], labels), 0.0) + value
    return samples


def scrape(urls: list[str] | str | None) -> Samples:
    """The samples of every endpoint (summed where several serve the same series: several workers)."""
    samples: Samples = {}
    for url in [urls] if isinstance(urls, str) else urls or []:
        try:
            with urllib.request.urlopen(url, timeout=10) as answer:
                text = answer.read().decode()
        except OSError:
            continue
        for key, value in parse(text).items():
            samples[key] = samples.get(key, 0.0) + value
    return samples


def _matches(
    labels: tuple[tuple[str, str], ...], where: dict[str, str] | None, unless: dict[str, str] | None = None
) -> bool:
    """The series has every label of `where`, and no label of `unless` starting with its value."""
    found = dict(labels)
    if unless and any(found.get(k, "").startswith(v) for k, v in unless.items()):
        return False
    return not where or all(found.get(k) == v for k, v in where.items())


def counter(before: Samples, after: Samples, name: str, where: dict[str, str] | None = None) -> float:
    """How much a counter (with or without the `_total` suffix) grew, over the series `where` selects."""
    total = 0.0
    for (metric, labels), value in after.items():
        if metric in (name, f"{name}_total") and _matches(labels, where):
            total += value - before.get((metric, labels), 0.0)
    return total


def histogram(
    before: Samples,
    after: Samples,
    name: str,
    *,
    where: dict[str, str] | None = None,
    unless: dict[str, str] | None = None,
    to_ms: float = 1.0,
) -> dict[str, float | None] | None:
    """A histogram's observations between two scrapes: count, mean, and p50/p95/p99 as the upper bound of
    the bucket they fall in, in milliseconds (`to_ms`: what one unit of the metric is in ms)."""
    count = sum_ = 0.0
    buckets: dict[float, float] = {}
    for (metric, labels), value in after.items():
        if not _matches(labels, where, unless):
            continue
        grew = value - before.get((metric, labels), 0.0)
        if metric == f"{name}_count":
            count += grew
        elif metric == f"{name}_sum":
            sum_ += grew
        elif metric == f"{name}_bucket":
            le = dict(labels).get("le", "+Inf")
            bound = float("inf") if le in ("+Inf", "Inf") else float(le)
            buckets[bound] = buckets.get(bound, 0.0) + grew
    if count <= 0:
        return None
    shown: dict[str, float | None] = {"count": round(count), "mean_ms": round(sum_ / count * to_ms, 2)}
    for q in (50, 95, 99):
        at = next((b for b in sorted(buckets) if buckets[b] >= count * q / 100), None)
        shown[f"p{q}_ms_at_most"] = None if at is None or at == float("inf") else round(at * to_ms, 2)
    return shown


def why(
    server: tuple[Samples, Samples], sdk: tuple[Samples, Samples], task_queue: str | None = None
) -> dict[str, object]:
    """What the server and the SDK saw between two scrapes each: workflow and activity task latencies
    (schedule-to-start, execution), the sticky cache's hits and misses, and the server's own latencies
    (its matching's schedule-to-start, its gRPC answers, its persistence). `task_queue`: the SDK's
    series of that queue only (the server's schedule-to-start too)."""
    where = {"task_queue": task_queue} if task_queue else None
    found: dict[str, object] = {}
    for name in SDK_HISTOGRAMS:
        found[f"sdk.{name.removeprefix('temporal_')}"] = histogram(*sdk, name, where=where)
    hits = counter(*sdk, "temporal_sticky_cache_hit", where)
    misses = counter(*sdk, "temporal_sticky_cache_miss", where)
    for name in SDK_COUNTERS:
        found[f"sdk.{name.removeprefix('temporal_')}"] = round(counter(*sdk, name, where))
    found["sdk.sticky_cache_hit_ratio"] = round(hits / (hits + misses), 3) if hits + misses else None
    for name in SERVER_HISTOGRAMS:  # long polls wait by design: not in the server's answer latency
        found[f"server.{name}"] = histogram(*server, name, unless={"operation": "Poll"}, to_ms=1000.0)
    for task_type in ("Workflow", "Activity"):
        found[f"server.task_schedule_to_start_latency.{task_type}"] = histogram(
            *server, "task_schedule_to_start_latency", where={"task_type": task_type}, to_ms=1000.0
        )
    return {k: v for k, v in found.items() if v is not None}


def scrape_stack(stack: Any) -> tuple[Samples, Samples]:
    """The server's and the SDK's samples now (the SDK's of every worker of the stack)."""
    return scrape(stack.temporal_metrics_url), scrape(stack.sdk_metrics_urls)


def why_between(
    before: tuple[Samples, Samples], after: tuple[Samples, Samples], task_queue: str | None = None
) -> dict[str, object]:
    """`why` between two `scrape_stack`s."""
    return why((before[0], after[0]), (before[1], after[1]), task_queue)
