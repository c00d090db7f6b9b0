"""bench/burst.py: sends still out when the run ends count in the lateness percentiles."""

from __future__ import annotations

from bench.burst import percentile, with_unsent


def test_unsent_sends_count_as_late_as_the_end_of_the_run() -> None:
    sent = [1.0, 2.0, 3.0]
    every = with_unsent(sent, 7, censored_at=360.0)
    assert len(every) == 10 and every.count(360.0) == 7
    assert percentile(sent, 99) == 3.0  # the sent ones alone flatter a burst that did not finish
    assert percentile(every, 99) == 360.0
    assert percentile(every, 30) == 3.0


def test_nothing_unsent_changes_nothing() -> None:
    assert with_unsent([1.0, 2.0], 0, censored_at=360.0) == [1.0, 2.0]
    assert with_unsent([1.0], 3, censored_at=None) == [1.0]
