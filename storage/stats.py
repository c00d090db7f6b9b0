"""Per-step, per-variant outcomes of a sequence (all its versions): what A/B tests are read from."""

from __future__ import annotations

import asyncpg
from pydantic import BaseModel


class StepStats(BaseModel):
    step_id: str
    variant: str | None
    sends: int
    replies: int
    bounces: int
    unsubscribes: int
    meetings: int


async def for_sequence(conn: asyncpg.Connection, *, project_id: str, sequence_id: str) -> list[StepStats]:
    """Sends per step and variant; an enrollment's ending (replied, bounced, unsubscribed, meeting
    booked) counts for the last email it was sent before that."""
    rows = await conn.fetch(
        """WITH sent AS (
               SELECT l.enrollment_id, l.step_id, l.variant, l.sent_at,
                      row_number() OVER (PARTITION BY l.enrollment_id
                                         ORDER BY l.sent_at DESC, l.id DESC) AS newest
                 FROM send_ledger l
                 JOIN enrollments e ON e.id = l.enrollment_id
                 JOIN sequence_versions v ON v.id = e.sequence_version_id
                WHERE l.project_id = $1 AND l.status = 'sent' AND v.sequence_id = $2::uuid
           )
           SELECT s.step_id, s.variant,
                  count(*) AS sends,
                  count(*) FILTER (WHERE s.newest = 1 AND e.status = 'replied') AS replies,
                  count(*) FILTER (WHERE s.newest = 1 AND e.status = 'bounced') AS bounces,
                  count(*) FILTER (WHERE s.newest = 1 AND e.status = 'unsubscribed') AS unsubscribes,
                  count(*) FILTER (WHERE s.newest = 1 AND e.status = 'meeting_booked') AS meetings
             FROM sent s JOIN enrollments e ON e.id = s.enrollment_id
            GROUP BY s.step_id, s.variant
            ORDER BY s.step_id, s.variant NULLS FIRST""",
        project_id,
        sequence_id,
    )
    return [StepStats(**dict(r)) for r in rows]
