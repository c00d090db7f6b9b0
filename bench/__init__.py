"""Benchmarks: each part prints figures and writes bench/results/<part>.json; none passes or fails on time.

Run one part with `python -m bench.<part>` (or `python -m bench <part>`), all of them with `make bench`.
"""

# In the order `make bench` runs them (docs/performance.md explains each).
PARTS = (
    "overhead",
    "naive",
    "history",
    "bulk_import",
    "start_cost",
    "idle",
    "burst",
    "scale",
    "reply_latency",
    "memory",
    "caps",
    "simulate",
)
