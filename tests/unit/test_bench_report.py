"""bench/report.py reads the figures each part writes: flat keys with dots in them, nested figures, and
figures measured over rounds (median and spread)."""

from __future__ import annotations

from bench.report import _fmt, _get, tables


def test_a_flat_key_with_dots_is_read_as_it_is() -> None:
    figures = {"workers_1.steps_per_second": 15.5, "workers_2.unsent": 0}
    assert _get(figures, "workers_1.steps_per_second") == 15.5
    assert _get(figures, "workers_2.unsent") == 0


def test_dotted_paths_reach_into_nested_figures() -> None:
    figures = {
        "engine_server_calls_per_step": {"service_requests/total": 22.5},
        "sequencer": {"cpu_ms_per_send": {"bench": 30.7}},
    }
    assert _get(figures, "engine_server_calls_per_step.service_requests/total") == 22.5
    assert _get(figures, "sequencer.cpu_ms_per_send.bench") == 30.7
    assert _get(figures, "sequencer.cpu_ms_per_send.nothing") is None
    assert _get(figures, "missing") is None


def test_a_nested_key_with_dots_in_it_is_found() -> None:
    figures = {"scale": {"workers_4.speedup_over_one": 1.22}}
    assert _get(figures, "scale.workers_4.speedup_over_one") == 1.22


def _summary(figures: dict, checks: list | None = None) -> dict:
    part = {"finished_at": "2026-12-03T12:00:00+00:00", "figures": figures, "checks": checks or []}
    return {"machine": {"cpus": 2}, "parts": {"scale": part}}


def test_the_scale_rows_show_their_values_not_na() -> None:
    text = tables(
        _summary(
            {
                "workers_1.steps_per_second": 15.5,
                "workers_1.unsent": 0,
                "workers_2.steps_per_second": 19.0,
                "workers_2.speedup_over_one": 1.226,
            }
        )
    )
    assert "| scale | workers_1.steps_per_second | 15.5 |" in text
    assert "| scale | workers_2.speedup_over_one | 1.23 |" in text
    assert "n/a" not in text


def test_a_figure_over_rounds_shows_its_median_and_range() -> None:
    spread = {"median": 0.61, "min": 0.55, "max": 0.66, "q1": 0.58, "q3": 0.63, "n": 3}
    assert _fmt(0.61, spread) == "0.61 (0.55-0.66, n=3)"
    assert _fmt(None) == "n/a"
    checks = [
        {"name": "engine/minimal steps per second", "value": 0.61, "target": ">= 0.8", "meets": False}
        | {"spread": spread}
    ]
    text = tables(
        _summary({"workers_1.steps_per_second": 3.0, "workers_1.steps_per_second_spread": spread}, checks)
    )
    assert "| scale | engine/minimal steps per second | 0.61 (0.55-0.66, n=3) | >= 0.8 | misses |" in text
    assert "| scale | workers_1.steps_per_second | 0.61 (0.55-0.66, n=3) |" in text
    assert "workers_1.steps_per_second_spread" not in text  # the companion is not a row of its own
