"""bench/burst.py: sends still out when the run ends count in the lateness percentiles, and a link of a
mailbox's chain whose send had not asked yet when its slot freed is told apart (a dry book)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from bench.burst import mailbox_chains, percentile, with_unsent

OPENING = datetime(2026, 12, 7, 9, 0, tzinfo=UTC)


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


def _send(name: str, seconds: float) -> dict:
    return {"id": name, "mailbox": "m1", "sent_at": OPENING + timedelta(seconds=seconds)}


def test_a_slot_that_frees_before_the_next_send_asked_is_a_dry_link_and_its_loss_is_counted() -> None:
    rows = [_send("a", 1), _send("b", 11), _send("c", 40)]
    asked = {"a": OPENING, "b": OPENING + timedelta(seconds=2), "c": OPENING + timedelta(seconds=38)}
    figures = mailbox_chains(rows, OPENING, {}, {}, timedelta(seconds=10), asked)
    # a -> b: b had asked long before a's gap ran out; b -> c: the gap ran out at 21 s, c asked at 38 s.
    assert figures["dry_link_share"] == 0.5
    assert figures["dry_link_seconds_lost_total"] == 17.0


def test_a_book_that_never_ran_dry_loses_nothing() -> None:
    rows = [_send("a", 0), _send("b", 10), _send("c", 20)]
    asked = dict.fromkeys("abc", OPENING)
    figures = mailbox_chains(rows, OPENING, {}, {}, timedelta(seconds=10), asked)
    assert figures["dry_link_share"] == 0.0 and figures["dry_link_seconds_lost_total"] == 0.0
