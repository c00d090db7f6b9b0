"""The schedule preview: what the API's POST /v1/schedule/preview and `sequencer preview` answer."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import asyncpg

from sequencer.models import SequenceDocument
from sequencer.schedule import Recipient, preview
from storage import blackout_dates, sequences


async def preview_schedule(
    pool: asyncpg.Pool,
    *,
    project_id: str,
    sequence: dict[str, Any] | str,
    recipient: Recipient,
    mailbox_timezone: str | None,
    start: datetime,
) -> dict[str, Any]:
    """Each step's send time for this contact, assuming no replies and no jitter.

    `sequence` is a document (validated here; pydantic's ValidationError names the bad field) or the
    name or id of a published sequence (its newest version).
    """
    async with pool.acquire() as conn:
        if isinstance(sequence, str):
            document = SequenceDocument.model_validate(
                (await sequences.latest(conn, project_id=project_id, ref=sequence)).document
            )
        else:
            document = SequenceDocument.model_validate(sequence)
        blackout = await blackout_dates.all_for(conn, project_id=project_id)
    zones, steps = preview(
        document, recipient, mailbox_timezone=mailbox_timezone, start=start, blackout=blackout
    )
    return {
        "timezone": zones.shown.name,
        "timezone_source": zones.shown.source,
        "steps": [
            {
                "id": step.id,
                "at": step.at.isoformat() if step.at else None,
                "skipped": step.skipped,
                "shifted_by": list(step.shifted_by),
            }
            for step in steps
        ],
    }
