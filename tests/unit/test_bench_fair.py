"""The pure parts of a fair comparison (bench/fair.py) and of the CPU accounting (bench/cpu.py)."""

from __future__ import annotations

import asyncio

import pytest

from bench import fair
from bench.cpu import Cpu, Proc, account


def test_sides_run_interleaved_after_a_warm_up() -> None:
    assert fair.schedule(["engine", "minimal"], 3) == [
        (0, "engine"),
        (0, "minimal"),
        (1, "engine"),
        (1, "minimal"),
        (2, "engine"),
        (2, "minimal"),
        (3, "engine"),
        (3, "minimal"),
    ]
    order = [side for r, side in fair.schedule(["a", "b"], 5) if r > 0]
    assert order == ["a", "b"] * 5
    with pytest.raises(ValueError):
        fair.schedule(["a", "b"], 0)


def test_spread_is_the_median_range_and_quartiles() -> None:
    stats = fair.spread([3.0, 1.0, 2.0, None])
    assert stats == {"median": 2.0, "min": 1.0, "max": 3.0, "q1": 1.5, "q3": 2.5, "n": 3}
    assert fair.spread([4.0, 1.0, 3.0, 2.0])["median"] == 2.5
    one = fair.spread([0.7])
    assert one is not None and one["median"] == one["min"] == one["max"] == one["q1"] == 0.7
    assert fair.spread([]) is None and fair.spread([None]) is None


def test_the_ratio_pairs_each_round_with_its_own_round() -> None:
    assert fair.ratios([2.0, 3.0, None], [4.0, 0.0, 1.0]) == [0.5, None, None]
    stats = fair.spread(fair.ratios([20.0, 22.0, 30.0], [40.0, 40.0, 40.0]))
    assert stats is not None and stats["median"] == 0.55 and stats["max"] == 0.75
    with pytest.raises(ValueError):
        fair.ratios([1.0], [1.0, 2.0])


def test_settled_needs_the_last_samples_all_quiet() -> None:
    assert not fair.is_settled([0.05, 0.05], threshold=0.15, needed=3)
    assert fair.is_settled([0.9, 0.05, 0.1, 0.02], threshold=0.15, needed=3)
    assert not fair.is_settled([0.05, 0.05, 0.5], threshold=0.15, needed=3)


def test_settle_waits_for_quiet_and_gives_up_at_its_timeout(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fair, "SAMPLE_SECONDS", 0.0)
    busy = iter([0.9, 0.8, 0.1, 0.1, 0.1])
    done = asyncio.run(fair.settle("t", needed=3, within=60, sample=lambda _s: next(busy)))
    assert done.settled and done.busy_share == 0.1
    stuck = asyncio.run(fair.settle("t", needed=3, within=0.0, sample=lambda _s: 0.95))
    assert not stuck.settled and stuck.busy_share == 0.95


# A process table: this process (pid 10) started the sandbox (11), Temporal (12) and a `sequencer
# worker` (13, which has a child 14); Postgres (20, reparented to init) has two live backends (21, 22)
# and reaped others. 99 is other work on the machine.
TABLE = {
    1: Proc(ppid=0, seconds=0.0, reaped=0.0),
    10: Proc(ppid=1, seconds=5.0, reaped=2.0),  # reaped: an API process that already ended
    11: Proc(ppid=10, seconds=1.0, reaped=0.0),
    12: Proc(ppid=10, seconds=7.0, reaped=0.0),
    13: Proc(ppid=10, seconds=3.0, reaped=0.0),
    14: Proc(ppid=13, seconds=0.5, reaped=0.0),
    20: Proc(ppid=1, seconds=0.25, reaped=1.5),
    21: Proc(ppid=20, seconds=0.5, reaped=0.0),
    22: Proc(ppid=20, seconds=0.75, reaped=0.0),
    99: Proc(ppid=1, seconds=100.0, reaped=0.0),
}
ROOTS = {"temporal": 12, "postgres": 20, "sandbox": 11}


def test_every_process_of_the_stack_counts_once_under_one_role() -> None:
    seconds = account(TABLE, ROOTS, me=10)
    assert seconds == {
        "temporal": 7.0,
        "postgres": 0.25 + 1.5 + 0.5 + 0.75,
        "sandbox": 1.0,
        "bench": 5.0,
        "children": 2.0 + 3.0 + 0.5,  # the ended API, the worker and its child; not Temporal or the sandbox
    }
    assert sum(v for v in seconds.values() if v is not None) == 5 + 2 + 1 + 7 + 3 + 0.5 + 3.0  # not 99


def test_a_role_that_is_gone_is_unknown_not_zero() -> None:
    seconds = account(TABLE, {"temporal": 12, "postgres": 77, "sandbox": None}, me=10)
    assert seconds["postgres"] is None and seconds["sandbox"] is None
    # ...and the sandbox (no root given) is then counted with this process's children
    assert seconds["children"] == 2.0 + 1.0 + 3.0 + 0.5


def test_the_total_counts_every_process_and_other_work_is_the_rest_of_the_machine() -> None:
    before = Cpu(bench=1.0, temporal=2.0, postgres=3.0, sandbox=0.5, children=0.0, machine=100.0)
    after = Cpu(bench=3.0, temporal=6.0, postgres=4.0, sandbox=1.0, children=0.5, machine=112.0)
    used = after - before
    assert used.all_processes() == pytest.approx(2.0 + 4.0 + 1.0 + 0.5 + 0.5)
    assert used.others() == pytest.approx(12.0 - 8.0)
    per = used.ms_per(4)
    assert per["all"] == pytest.approx(2000.0) and per["others"] == pytest.approx(1000.0)
    assert per["postgres"] == pytest.approx(250.0) and "machine" not in per
    missing = Cpu(bench=1.0, temporal=None, postgres=1.0, sandbox=1.0)
    assert missing.all_processes() is None and missing.others() is None


def test_a_share_is_what_the_cost_loses_without_the_thing_round_by_round() -> None:
    with_codec, without = [10.0, 12.0, None, 8.0], [8.0, 9.0, 7.0, 9.0]
    shares = fair.shares(with_codec, without)
    assert shares[0] == pytest.approx(0.2)
    assert shares[1] == pytest.approx(0.25)
    assert shares[2] is None
    assert shares[3] == pytest.approx(-0.125)  # the round without it cost more: shown, not hidden
    assert fair.shares([0.0], [1.0]) == [None]
    with pytest.raises(ValueError):
        fair.shares([1.0], [1.0, 2.0])


def test_a_rate_is_read_as_a_cost_per_unit() -> None:
    assert fair.per_unit([4.0, None, 0.0]) == [0.25, None, None]
    # 10 steps/s with the codec, 12.5 without: the codec takes 20 % of a step's seconds.
    share = fair.shares(fair.per_unit([10.0]), fair.per_unit([12.5]))
    assert share[0] == pytest.approx(0.2)
