"""Inputs and results of ImportWorkflow and its activities: ids and counts, never contact rows (the
rows wait in Postgres, `import_rows`)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

ImportStatus = Literal["running", "completed", "failed"]


def import_workflow_id(project_id: str, import_id: str) -> str:
    """One workflow per import: a repeated POST finds the running one instead of starting another."""
    return f"import:{project_id}:{import_id}"


class ImportInput(BaseModel):
    project_id: str
    import_id: str  # the client's id, for people reading the Web UI
    import_key: str  # imports.id, the row the activities read


class ImportChunkInput(BaseModel):
    import_key: str
    limit: int = 250  # rows read from Postgres at a time
    seconds: float = 60.0  # no new chunk is begun after this long: the call returns


class ImportChunkResult(BaseModel):
    settled: int  # rows this call enrolled, skipped or failed
    remaining: int  # rows still pending after it


class FinishImportInput(BaseModel):
    import_key: str
    status: Literal["completed", "failed"]
    reason: str | None = None


class ImportResult(BaseModel):
    status: ImportStatus
    enrolled: int
    skipped: int
    failed: int
    pending: int
