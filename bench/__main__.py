"""`python -m bench [PART ...]`: run benchmark parts one after another, each in its own process (its own
Postgres, Temporal dev server and sandbox), then write bench/results/summary.json and print the tables
docs/performance.md shows. No part name: all of them (what `make bench` runs).

Every part runs at the issue's sizes (a 10,000-contact import, memory at 10,000 sleeping enrollments);
a part's own flags (`python -m bench.<part> --help`) choose others.
"""

from __future__ import annotations

import argparse
import signal
import subprocess
import sys
import time
from pathlib import Path

from bench import PARTS
from bench.report import tables
from bench.results import RESULTS, show, write_summary

# Parts that print their servers' logs: their output goes to bench/results/logs/<part>.log instead.
QUIET = ("caps",)


_stopping = False
_child: subprocess.Popen[bytes] | None = None


def _stop(signum: int, _frame: object) -> None:
    """Pass SIGINT/SIGTERM on to the running part (it stops its stack), then stop after it."""
    global _stopping
    _stopping = True
    if _child is not None and _child.poll() is None:
        _child.send_signal(signal.SIGTERM)


def _run(argv: list[str], logs: Path | None) -> int:
    global _child
    if logs is None:
        _child = subprocess.Popen(argv)
    else:
        logs.parent.mkdir(parents=True, exist_ok=True)
        with open(logs, "w") as out:
            _child = subprocess.Popen(argv, stdout=out, stderr=subprocess.STDOUT)
    return _child.wait()


def _show(name: str, code: int) -> None:
    result = write_summary()["parts"].get(name)
    if code == 0 and result:
        show(result)
    else:
        print(f"bench.{name} exited with {code}: see bench/results/logs/{name}.log")


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench", description=(__doc__ or "").split("\n")[0])
    parser.add_argument("parts", nargs="*", metavar="PART", help=", ".join(PARTS))
    args = parser.parse_args()
    signal.signal(signal.SIGINT, _stop)
    signal.signal(signal.SIGTERM, _stop)
    unknown = [p for p in args.parts if p not in PARTS]
    if unknown:
        parser.error(f"unknown part(s) {', '.join(unknown)}; choose from {', '.join(PARTS)}")
    chosen = args.parts or list(PARTS)
    crashed = []
    began = time.monotonic()
    for name in chosen:
        print(f"\n### bench.{name}", flush=True)
        started = time.monotonic()
        argv = [sys.executable, "-m", f"bench.{name}"]
        code = _run(argv, logs=RESULTS / "logs" / f"{name}.log" if name in QUIET else None)
        if name in QUIET:
            _show(name, code)
        if _stopping:
            print("stopped", file=sys.stderr)
            sys.exit(1)
        print(f"### bench.{name}: {time.monotonic() - started:.0f} s", flush=True)
        if code != 0:
            crashed.append(name)
    summary = write_summary()
    print(f"\n{tables(summary)}")
    print(f"\n{len(chosen)} part(s) in {(time.monotonic() - began) / 60:.1f} min; bench/results/summary.json")
    if crashed:
        print(f"crashed (see above): {', '.join(crashed)}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
