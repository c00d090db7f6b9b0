"""What a benchmark part reports: figures, the targets they are read against, and the JSON it writes.

A part never passes or fails on time: `meets` only says how a figure reads against its target.
Each part writes bench/results/<part>.json; `summary.json` gathers the newest result of every part.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import operator
import os
import platform
import signal
import sys
import time
import traceback
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parent / "results"
_TITLES = {"caps": "send caps: slot grants per second (bench/caps.py)"}
_OPS: dict[str, Callable[[float, float], bool]] = {
    ">=": operator.ge,
    "<=": operator.le,
    "<": operator.lt,
    ">": operator.gt,
}


@dataclass
class Part:
    """The result of one part, filled in as it runs."""

    name: str
    title: str
    figures: dict[str, Any] = field(default_factory=dict)
    checks: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    config: dict[str, Any] = field(default_factory=dict)
    status: str = "ok"  # ok | partial (a side could not be measured) | failed
    load_at_start: float = field(default_factory=lambda: round(os.getloadavg()[0], 2))

    def figure(self, key: str, value: Any) -> Any:
        self.figures[key] = round(value, 3) if isinstance(value, float) else value
        return value

    def rounds(self, key: str, values: list[float | None]) -> float | None:
        """A figure measured once a round: `key` is the median, `<key>_spread` its median, min, max,
        quartiles and rounds (bench/fair.py), `<key>_rounds` the values in the order they ran."""
        from bench.fair import spread

        stats = spread(values)
        self.figure(key, stats["median"] if stats else None)
        self.figure(f"{key}_spread", stats)
        self.figure(f"{key}_rounds", [None if v is None else round(v, 4) for v in values])
        return stats["median"] if stats else None

    def check(
        self,
        name: str,
        value: float | None,
        op: str,
        bound: float,
        unit: str = "",
        spread: dict[str, Any] | None = None,
    ) -> None:
        """Read `value` against the target `op bound` (None: not measured). `spread`: the value's spread
        over the rounds (bench/fair.py), shown next to it; the median is what is read."""
        meets = None if value is None else _OPS[op](value, bound)
        self.checks.append(
            {
                "name": name,
                "value": None if value is None else round(float(value), 3),
                "target": f"{op} {bound:g}{(' ' + unit) if unit else ''}",
                "meets": meets,
            }
            | ({"spread": spread} if spread else {})
        )

    def unavailable(self, what: str, why: str) -> None:
        self.status = "partial"
        self.notes.append(f"{what}: not available ({why})")

    def as_json(self) -> dict[str, Any]:
        return {
            "part": self.name,
            "title": self.title,
            "status": self.status,
            "finished_at": datetime.now(UTC).isoformat(timespec="seconds"),
            "machine": machine() | {"load_average_1m_at_start": self.load_at_start},
            "config": self.config,
            "figures": self.figures,
            "checks": self.checks,
            "notes": self.notes,
        }


def machine() -> dict[str, Any]:
    return {
        "cpus": os.cpu_count(),
        "load_average_1m": round(os.getloadavg()[0], 2),  # other work on the machine skews every figure
        "python": platform.python_version(),
        "platform": platform.platform(terse=True),
    }


def write(result: dict[str, Any]) -> Path:
    RESULTS.mkdir(exist_ok=True)
    path = RESULTS / f"{result['part']}.json"
    path.write_text(json.dumps(result, indent=2, default=str) + "\n")
    write_summary()
    return path


def write_summary() -> dict[str, Any]:
    """summary.json: the newest result of every part that has one."""
    from bench import PARTS

    parts = {}
    for name in PARTS:
        path = RESULTS / f"{name}.json"
        if path.exists():
            result = json.loads(path.read_text())
            if "part" not in result:  # bench/caps.py writes its figures as they are
                result = {"part": name, "title": _TITLES.get(name, name), "status": "ok", "figures": result}
            parts[name] = result
    summary = {
        "written_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine(),
        "parts": parts,
    }
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / "summary.json").write_text(json.dumps(summary, indent=2, default=str) + "\n")
    return summary


def show(result: dict[str, Any]) -> None:
    print(f"\n== {result['part']}: {result.get('title', '')} ({result.get('status', 'ok')})")
    figures = result.get("figures", {})
    width = max((len(k) for k in figures), default=0)
    for key, value in figures.items():
        if key.endswith("_spread"):
            continue  # shown next to its figure
        spread = figures.get(f"{key}_spread")
        if isinstance(spread, dict):
            value = f"{value} (median; min {spread['min']:g}, max {spread['max']:g}, n={spread['n']})"
        elif isinstance(value, dict | list):
            value = json.dumps(value)
        print(f"  {key.ljust(width)}  {value}")
    for check in result.get("checks", []):
        verdict = {True: "meets", False: "MISSES", None: "not measured"}[check["meets"]]
        spread = check.get("spread")
        shown = (
            f"{check['value']} (min {spread['min']:g}, max {spread['max']:g}, n={spread['n']})"
            if spread
            else check["value"]
        )
        print(f"  target  {check['name']}: {shown} (target {check['target']}): {verdict}")
    for note in result.get("notes", []):
        print(f"  note    {note}")
    sys.stdout.flush()


Runner = Callable[[Part, argparse.Namespace], Coroutine[Any, Any, None]]


async def _stoppable(work: Coroutine[Any, Any, None]) -> None:
    """Run `work`; SIGINT or SIGTERM cancel it, so its stack (and every child process) is stopped, even
    when the shell started us with SIGINT ignored (as background jobs are)."""
    task = asyncio.ensure_future(work)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, task.cancel)
    await task


def main(
    name: str, title: str, doc: str, run: Runner, add_arguments: Callable[[argparse.ArgumentParser], None]
) -> None:
    """The command line of one part: parse its flags, run it, write and print its result."""
    parser = argparse.ArgumentParser(prog=f"python -m bench.{name}", description=doc.strip().splitlines()[0])
    add_arguments(parser)
    args = parser.parse_args()
    part = Part(name, title, config={k: v for k, v in vars(args).items()})
    began = time.monotonic()
    try:
        asyncio.run(_stoppable(run(part, args)))
    except asyncio.CancelledError:
        part.status = "failed"
        part.notes.append("interrupted (SIGINT or SIGTERM): the stack was stopped")
    except Exception:  # noqa: BLE001 - a broken part still writes what it measured, and says why
        part.status = "failed"
        part.notes.append("failed: " + traceback.format_exc(limit=6).strip().splitlines()[-1])
        traceback.print_exc()
    part.figure("wall_seconds", time.monotonic() - began)
    result = part.as_json()
    write(result)
    show(result)
    if part.status == "failed":
        sys.exit(1)
