"""`GET /v1/audit`: the project's audit log (admin keys), newest first, paged by entry id."""

from __future__ import annotations

from typing import Any

from fastapi import Query, Request

from api.auth import project_sequencer, v1_router
from storage import audit

router = v1_router()


@router.get("/audit", response_model=list[audit.AuditEntry])
async def list_audit(
    request: Request,
    limit: int = Query(100, ge=1, le=1000),
    before: int | None = Query(None, ge=1, description="only entries older than this entry id"),
) -> Any:
    """API keys created and revoked, stored secrets rotated or replaced: who (`actor`: a key's id, or
    `cli`), what, and on what. The next page: `before` = the last entry's id."""
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        return await audit.entries(conn, project_id=seq.project_id, limit=limit, before=before)
