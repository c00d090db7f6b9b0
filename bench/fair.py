"""What makes a comparison fair: its sides interleaved, a quiet machine before each round, and the median
with its spread instead of one number.

- `schedule`: the order of the rounds, A B A B ... (every side once a round, in the same order), after
  an unmeasured warm-up of every side, so neither side always runs on a cold (or a warm, fuller) stack.
- `settle`: before each round, wait until the machine is idle (its busy share of all cores below a
  threshold for a few seconds in a row), at most a timeout; a round that could not settle says so.
- `spread` and `ratios`: the median, min, max and quartiles of each side's figure over the rounds, and
  of the ratio of the two sides round by round (each round's A against the same round's B).
- `shares`: round by round, the share of a cost that one thing accounts for, measured with it and
  without it in the same run: (with - without) / with (the payload codec's share of a step's CPU, say).

The pure parts (`schedule`, `spread`, `ratios`, `shares`, `per_unit`, `is_settled`) are unit-tested
(tests/unit/test_bench_fair.py).
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

# Settling: the machine's busy share of all its cores must stay under THRESHOLD for NEEDED samples of
# SAMPLE_SECONDS in a row; after TIMEOUT seconds the round starts anyway, marked as not settled.
THRESHOLD, NEEDED, SAMPLE_SECONDS, TIMEOUT = 0.15, 3, 1.0, 60.0


def schedule(sides: Sequence[str], rounds: int) -> list[tuple[int, str]]:
    """(round, side) in the order they run: every side once a round, A B A B ... Round 0 is the
    warm-up (not measured); rounds 1..`rounds` are measured."""
    if rounds < 1:
        raise ValueError("at least one measured round")
    return [(r, side) for r in range(rounds + 1) for side in sides]


def spread(values: Sequence[float | None]) -> dict[str, Any] | None:
    """Median, min, max and the quartiles (inclusive method) of the measured values (None dropped)."""
    got = sorted(float(v) for v in values if v is not None)
    if not got:
        return None
    if len(got) >= 2:
        q1, _, q3 = statistics.quantiles(got, n=4, method="inclusive")
    else:
        q1 = q3 = got[0]
    return {
        "median": round(statistics.median(got), 4),
        "min": round(got[0], 4),
        "max": round(got[-1], 4),
        "q1": round(q1, 4),
        "q3": round(q3, 4),
        "n": len(got),
    }


def ratios(a: Sequence[float | None], b: Sequence[float | None]) -> list[float | None]:
    """Round by round, a / b (None where either side is missing or b is 0)."""
    if len(a) != len(b):
        raise ValueError("both sides need the same rounds")
    return [None if x is None or not y else x / y for x, y in zip(a, b, strict=True)]


def shares(with_it: Sequence[float | None], without: Sequence[float | None]) -> list[float | None]:
    """Round by round, (with - without) / with: the share of a cost (CPU or seconds per step) that one
    thing accounts for; negative when the round without it cost more (noise, or it saves work). None
    where either side is missing or the cost with it is 0."""
    if len(with_it) != len(without):
        raise ValueError("both sides need the same rounds")
    return [
        None if x is None or y is None or not x else (x - y) / x
        for x, y in zip(with_it, without, strict=True)
    ]


def per_unit(rates: Sequence[float | None]) -> list[float | None]:
    """Rates (steps per second) as costs (seconds per step), so `shares` reads a rate too."""
    return [None if not r else 1.0 / r for r in rates]


def show_spread(stats: dict[str, Any] | None) -> str:
    """`median (min-max, n=N)`, as the report and the terminal print it."""
    if not stats:
        return "n/a"
    return f"{stats['median']:.3g} ({stats['min']:.3g}-{stats['max']:.3g}, n={stats['n']})"


def is_settled(samples: Sequence[float], threshold: float = THRESHOLD, needed: int = NEEDED) -> bool:
    """The last `needed` busy shares (0..1 of all cores) are all under `threshold`."""
    return len(samples) >= needed and all(s < threshold for s in samples[-needed:])


def _busy_share(interval: float) -> float:
    import psutil

    return float(psutil.cpu_percent(interval=interval)) / 100.0


@dataclass
class Settled:
    settled: bool
    waited_seconds: float
    busy_share: float  # the last sample, 0..1 of all cores
    load_average_1m: float

    def as_dict(self) -> dict[str, Any]:
        return {
            "settled": self.settled,
            "waited_seconds": round(self.waited_seconds, 1),
            "busy_share": round(self.busy_share, 3),
            "load_average_1m": round(self.load_average_1m, 2),
        }


async def settle(
    label: str,
    *,
    threshold: float = THRESHOLD,
    needed: int = NEEDED,
    within: float = TIMEOUT,
    sample: Callable[[float], float] = _busy_share,
) -> Settled:
    """Wait until the whole machine is quiet (see `is_settled`), at most `within` seconds; prints when it
    could not settle, so a figure taken on a busy machine is not read as the engine's."""
    import os

    began = time.monotonic()
    samples: list[float] = []
    while True:
        samples.append(await asyncio.to_thread(sample, SAMPLE_SECONDS))
        waited = time.monotonic() - began
        if is_settled(samples, threshold, needed):
            return Settled(True, waited, samples[-1], os.getloadavg()[0])
        if waited >= within:
            print(
                f"  {label}: the machine did not settle in {within:g} s (busy {samples[-1]:.0%} of all "
                f"cores, load {os.getloadavg()[0]:.1f}); measuring anyway",
                file=sys.stderr,
                flush=True,
            )
            return Settled(False, waited, samples[-1], os.getloadavg()[0])


def add_arguments(parser: Any, *, rounds: int = 3) -> None:
    """The flags every interleaved comparison takes."""
    parser.add_argument(
        "--rounds", type=int, default=rounds, help="measured rounds per side, interleaved A B A B (>= 1)"
    )
    parser.add_argument(
        "--settle-timeout",
        type=float,
        default=TIMEOUT,
        help="seconds to wait for an idle machine before each round (0: do not wait)",
    )
    parser.add_argument(
        "--settle-threshold",
        type=float,
        default=THRESHOLD,
        help="idle: the machine's busy share of all cores below this for 3 s in a row",
    )


async def settle_for(args: Any, label: str) -> Settled:
    """`settle` with the part's flags (no wait at all with --settle-timeout 0)."""
    import os

    if args.settle_timeout <= 0:
        return Settled(False, 0.0, 0.0, os.getloadavg()[0])
    return await settle(label, threshold=args.settle_threshold, within=args.settle_timeout)
