"""`sequencer audit`: the project's audit log, newest first, one line per entry (with the database's
credentials, like `keys`)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from cli.support import with_pool
from sequencer.settings import Settings
from storage import audit


def positive(text: str) -> int:
    """An argparse type: a whole number of at least 1."""
    if not (text.isascii() and text.isdigit()) or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a positive whole number, got {text!r}")
    return int(text)


def line(entry: audit.AuditEntry) -> str:
    """`<id> <at> <actor> <action> <target> <details as JSON>`."""
    details = json.dumps(entry.details, sort_keys=True, separators=(",", ":"))
    return f"{entry.id} {entry.at.isoformat()} {entry.actor} {entry.action} {entry.target or '-'} {details}"


def cmd_audit(settings: Settings, args: argparse.Namespace) -> int:
    project = args.project or settings.project_id

    async def action(pool: Any) -> list[audit.AuditEntry]:
        async with pool.acquire() as conn:
            return await audit.entries(conn, project_id=project, limit=args.limit, before=args.before)

    for entry in with_pool(settings, action):
        print(line(entry))
    return 0
