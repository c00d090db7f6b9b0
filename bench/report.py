"""The tables of docs/performance.md, made from bench/results/summary.json.

`python -m bench.report` prints them; `--write` replaces them in docs/performance.md (between the
`bench:figures` markers), so the document always shows the figures of the last run.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from bench.fair import show_spread
from bench.results import write_summary

DOC = Path(__file__).resolve().parent.parent / "docs" / "performance.md"
BEGIN, END = "<!-- bench:figures:begin -->", "<!-- bench:figures:end -->"

# The figures each part shows in the document (dotted paths reach into nested figures; a trailing `*`
# takes every figure with that prefix). Everything else stays in bench/results/<part>.json.
HEADLINES: dict[str, list[str]] = {
    "overhead": [
        "engine_steps_per_second",
        "minimal_steps_per_second",
        "engine_steady_steps_per_second",
        "minimal_steady_steps_per_second",
        "engine_all_process_cpu_ms_per_step",
        "minimal_all_process_cpu_ms_per_step",
        "engine_worker_cpu_ms_per_step",
        "minimal_worker_cpu_ms_per_step",
        "engine_temporal_cpu_ms_per_step",
        "minimal_temporal_cpu_ms_per_step",
        "engine_postgres_cpu_ms_per_step",
        "minimal_postgres_cpu_ms_per_step",
        "engine_sandbox_cpu_ms_per_step",
        "engine_other_work_cpu_ms_per_step",
        "minimal_other_work_cpu_ms_per_step",
        "worker_and_server_cpu_ratio",
        "rounds_not_settled",
        "enrollment_workflow_tasks_per_step",
        "mailbox_workflow_tasks_per_step",
        "mailbox_updates_per_step",
        "engine_server_calls_per_step.service_requests/total",
        "minimal_server_calls_per_step.service_requests/total",
        "engine_server_calls_per_step.persistence_requests/total",
        "minimal_server_calls_per_step.persistence_requests/total",
        "engine_why_last_round.sdk.workflow_task_schedule_to_start_latency.mean_ms",
        "minimal_why_last_round.sdk.workflow_task_schedule_to_start_latency.mean_ms",
        "engine_why_last_round.sdk.activity_schedule_to_start_latency.mean_ms",
        "minimal_why_last_round.sdk.activity_schedule_to_start_latency.mean_ms",
        "engine_why_last_round.sdk.sticky_cache_hit_ratio",
        # the payload codec's share, codec on (engine) against off (codec_off), same run
        "codec_off_steps_per_second",
        "codec_off_all_process_cpu_ms_per_step",
        "codec_off_worker_cpu_ms_per_step",
        "codec_share_all_process_cpu",
        "codec_share_worker_cpu",
        "codec_share_seconds_per_step",
        "codec_off_ratio",
        "codec_off_cpu_ratio",
    ],
    "naive": [
        "sequencer_cpu_ms_per_send",
        "naive_cpu_ms_per_send",
        "bare_temporal_cpu_ms_per_send",
        "sequencer_worker_cpu_ms_per_send",
        "sequencer_temporal_cpu_ms_per_send",
        "sequencer_postgres_cpu_ms_per_send",
        "naive_worker_cpu_ms_per_send",
        "naive_postgres_cpu_ms_per_send",
        "naive_temporal_cpu_ms_per_send",
        "bare_temporal_worker_cpu_ms_per_send",
        "bare_temporal_temporal_cpu_ms_per_send",
        "ratio",
        "bare_temporal_over_naive",
        "sequencer_over_bare_temporal",
        "sequencer_without_temporal_server_over_naive",
        "rounds_not_settled",
    ],
    "history": [
        "events_per_enrollment",
        "actions_per_enrollment",
        "actions_per_email_step",
        "mailbox_events_per_grant",
        "mailbox_actions_per_grant",
        "events_per_email_step_with_mailbox_share",
        "actions_per_email_step_with_mailbox_share",
    ],
    "bulk_import": ["contacts", "import_enrollments_per_second", "raw_starts_per_second", "import_seconds"],
    "idle": [
        "polling_gmail_units_per_mailbox_minute",
        "polling_actions_per_mailbox_hour",
        "push_gmail_units_per_mailbox_minute",
        "naive_actions_per_mailbox_hour",
    ],
    "burst": [
        "unsent_at_deadline",
        "due_p99_over_floor_p99",
        "default_caps_sends",
        "default_caps_lateness_vs_due_p99_seconds",
        "default_caps_floor_p99_seconds",
        "default_caps_due_p99_over_floor_p99",
        "sends",
        "steps_per_second",
        "lateness_vs_slot_p50_seconds",
        "lateness_vs_due_p50_seconds",
        "lateness_vs_due_p99_seconds",
        "floor_p99_seconds",
        "lateness_vs_due_max_seconds",
    ],
    "scale": ["workers_*"],
    "reply_latency": ["polling_p50_seconds", "polling_p95_seconds", "push_p50_seconds"],
    "memory": ["max_cached_workflows", "rss_*", "seconds_to_*"],
    "caps": ["grants_per_second", "mailbox_events_per_grant", "enrollment_events_per_send"],
    "start_cost": [
        "bare_server_cpu_ms_per_start",
        "enrollment_server_cpu_ms_per_start",
        "enrollment_extra_all_process_cpu_ms_per_start",
        *(
            f"{part}_extra_server_cpu_ms_per_start"
            for part in ("input", "search_attributes", "memo", "summary", "policies", "enrollment")
        ),
    ],
}


def _get(figures: dict[str, Any], path: str) -> Any:
    """The figure at `path`: a key of `figures` as it is (parts write flat keys with dots in them, e.g.
    scale's `workers_2.steps_per_second`), or dotted steps into nested figures
    (`engine_server_calls_per_step.service_requests/total`); the longest key that matches wins at each
    level."""
    if not isinstance(figures, dict):
        return None
    if path in figures:
        return figures[path]
    parts = path.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        head = ".".join(parts[:cut])
        if head in figures:
            found = _get(figures[head], ".".join(parts[cut:]))
            if found is not None:
                return found
    return None


def _fmt(value: Any, spread: Any = None) -> str:
    """A figure as the tables show it; with its spread over the rounds (`<figure>_spread`, written by
    `Part.rounds`), `median (min-max, n=rounds)`."""
    if isinstance(spread, dict) and "median" in spread:
        return show_spread(spread)
    if isinstance(value, dict) and "median" in value:
        return show_spread(value)
    if value is None:
        return "n/a"
    if isinstance(value, float):
        return f"{value:,.3g}" if abs(value) < 100 else f"{value:,.0f}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


def _verdict(meets: bool | None) -> str:
    return {True: "meets", False: "misses", None: "not measured"}[meets]


def tables(summary: dict[str, Any]) -> str:
    parts: dict[str, Any] = summary.get("parts", {})
    runs = [p.get("finished_at") for p in parts.values() if p.get("finished_at")]
    loads = [p.get("machine", {}).get("load_average_1m_at_start") for p in parts.values()]
    loads = [x for x in loads if x is not None]
    machine = summary.get("machine", {})
    lines = [
        f"Run: {min(runs, default='?')} to {max(runs, default='?')}; {machine.get('cpus', '?')} CPUs, "
        f"Python {machine.get('python', '?')}, {machine.get('platform', '?')}; 1-minute load average at "
        f"the start of the parts: {min(loads, default=0):.1f} to {max(loads, default=0):.1f}.",
        "",
        "| part | measure | value | target | reads |",
        "| --- | --- | --- | --- | --- |",
    ]
    for name, part in parts.items():
        for check in part.get("checks", []):
            value = _fmt(check["value"], check.get("spread"))
            lines.append(
                f"| {name} | {check['name']} | {value} | {check['target']} | {_verdict(check['meets'])} |"
            )
    lines += ["", "| part | figure | value |", "| --- | --- | --- |"]
    for name, part in parts.items():
        figures = part.get("figures", {})
        for path in HEADLINES.get(name, []):
            if path.endswith("*"):
                keys = [k for k in figures if k.startswith(path[:-1]) and not k.endswith("_spread")]
            else:
                keys = [path]
            for key in keys:
                lines.append(
                    f"| {name} | {key} | {_fmt(_get(figures, key), _get(figures, key + '_spread'))} |"
                )
        status = part.get("status", "ok")
        if status != "ok":
            lines.append(f"| {name} | status | {status} |")
    notes = [(name, n) for name, part in parts.items() for n in part.get("notes", []) if "not available" in n]
    if notes:
        lines += ["", *(f"- {name}: {note}" for name, note in notes)]
    return "\n".join(lines)


def write_doc(text: str, doc: Path = DOC) -> None:
    current = doc.read_text()
    start, end = current.index(BEGIN) + len(BEGIN), current.index(END)
    doc.write_text(current[:start] + "\n" + text + "\n" + current[end:])


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.report", description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help=f"replace the tables in {DOC.name}")
    args = parser.parse_args()
    text = tables(write_summary())  # from the newest result of every part
    print(text)
    if args.write:
        write_doc(text)
        print(f"\nwrote {DOC}")


if __name__ == "__main__":
    main()
