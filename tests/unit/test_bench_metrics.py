"""bench/server_metrics.py: latency histograms and counters between two scrapes, from Prometheus text."""

from __future__ import annotations

from bench.server_metrics import counter, histogram, parse, why

Q = 'task_queue="q"'
BEFORE = f"""
# HELP temporal_sticky_cache_hit hits
temporal_sticky_cache_hit{{{Q}}} 10
temporal_sticky_cache_miss{{{Q}}} 5
temporal_workflow_task_schedule_to_start_latency_bucket{{{Q},le="10"}} 1
temporal_workflow_task_schedule_to_start_latency_bucket{{{Q},le="100"}} 1
temporal_workflow_task_schedule_to_start_latency_bucket{{{Q},le="+Inf"}} 1
temporal_workflow_task_schedule_to_start_latency_sum{{{Q}}} 5
temporal_workflow_task_schedule_to_start_latency_count{{{Q}}} 1
"""
AFTER = f"""
temporal_sticky_cache_hit{{{Q}}} 40
temporal_sticky_cache_hit{{task_queue="other"}} 1000
temporal_sticky_cache_miss{{{Q}}} 15
temporal_workflow_task_schedule_to_start_latency_bucket{{{Q},le="10"}} 61
temporal_workflow_task_schedule_to_start_latency_bucket{{{Q},le="100"}} 99
temporal_workflow_task_schedule_to_start_latency_bucket{{{Q},le="+Inf"}} 101
temporal_workflow_task_schedule_to_start_latency_sum{{{Q}}} 2005
temporal_workflow_task_schedule_to_start_latency_count{{{Q}}} 101
service_latency_sum{{operation="StartWorkflowExecution"}} 2.5
service_latency_count{{operation="StartWorkflowExecution"}} 100
service_latency_bucket{{operation="StartWorkflowExecution",le="0.05"}} 100
service_latency_bucket{{operation="StartWorkflowExecution",le="+Inf"}} 100
"""


def test_counters_grow_by_series_and_queue() -> None:
    before, after = parse(BEFORE), parse(AFTER)
    assert counter(before, after, "temporal_sticky_cache_hit", {"task_queue": "q"}) == 30
    assert counter(before, after, "temporal_sticky_cache_hit") == 1030
    assert counter(before, after, "temporal_nothing") == 0


def test_a_histogram_gives_its_count_mean_and_bucket_bounds() -> None:
    before, after = parse(BEFORE), parse(AFTER)
    got = histogram(before, after, "temporal_workflow_task_schedule_to_start_latency")
    # the 99th observation falls in the +Inf bucket: no bound to give
    assert got == {
        "count": 100,
        "mean_ms": 20.0,
        "p50_ms_at_most": 10.0,
        "p95_ms_at_most": 100.0,
        "p99_ms_at_most": None,
    }
    server = histogram({}, after, "service_latency", to_ms=1000.0)
    assert server is not None and server["mean_ms"] == 25.0 and server["p99_ms_at_most"] == 50.0
    assert histogram(after, after, "service_latency") is None  # nothing observed in between


def test_why_names_the_sdk_and_server_figures() -> None:
    found = why(({}, {}), (parse(BEFORE), parse(AFTER)), task_queue="q")
    assert found["sdk.sticky_cache_hit"] == 30 and found["sdk.sticky_cache_miss"] == 10
    assert found["sdk.sticky_cache_hit_ratio"] == 0.75
    assert "sdk.workflow_task_schedule_to_start_latency" in found
    assert "server.service_latency" not in found  # no server samples given


def test_long_polls_are_left_out_of_the_servers_answer_latency() -> None:
    text = """
service_latency_sum{operation="PollWorkflowTaskQueue"} 60
service_latency_count{operation="PollWorkflowTaskQueue"} 1
service_latency_sum{operation="StartWorkflowExecution"} 0.01
service_latency_count{operation="StartWorkflowExecution"} 1
"""
    got = histogram({}, parse(text), "service_latency", unless={"operation": "Poll"}, to_ms=1000.0)
    assert got is not None and got["count"] == 1 and got["mean_ms"] == 10.0
