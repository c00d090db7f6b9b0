"""ImportWorkflow: one per bulk import (id `import:<project>:<import_id>`). It enrolls the import's
pending rows a chunk at a time until none is pending, then marks the import completed.

The rows wait in Postgres (`import_rows`); each activity call reads them there a chunk at a time, for
up to a minute, and writes each row's outcome as it goes. So the history holds ids and counts only (a
few activity calls, however many rows), and a retried or repeated call never enrolls a row twice.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Literal

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError

with workflow.unsafe.imports_passed_through():
    from activities.imports import ImportActivities
    from contracts import FinishImportInput, ImportChunkInput, ImportInput, ImportResult
    from contracts.names import IMPORT_WORKFLOW

WORKFLOW_NAME = IMPORT_WORKFLOW
CHUNK_ROWS = 250
# Postgres or Temporal being away is waited out, however long it takes; only a missing import ends it.
_CHUNK_RETRY = RetryPolicy(
    initial_interval=timedelta(seconds=1),
    maximum_interval=timedelta(minutes=1),
    non_retryable_error_types=["ImportMissing"],
)
_FINISH_RETRY = RetryPolicy(initial_interval=timedelta(seconds=1), maximum_interval=timedelta(minutes=1))


@workflow.defn(name=WORKFLOW_NAME)
class ImportWorkflow:
    @workflow.run
    async def run(self, inp: ImportInput) -> ImportResult:
        try:
            while True:
                chunk = await workflow.execute_activity_method(
                    ImportActivities.enroll_import_rows,
                    ImportChunkInput(import_key=inp.import_key, limit=CHUNK_ROWS),
                    start_to_close_timeout=timedelta(minutes=10),
                    heartbeat_timeout=timedelta(minutes=1),
                    retry_policy=_CHUNK_RETRY,
                )
                if chunk.remaining == 0:
                    result = await self._finish(inp, "completed")
                    if result.pending == 0:
                        return result
                if workflow.info().is_continue_as_new_suggested():
                    workflow.continue_as_new(inp)
        except ActivityError as exc:
            reason = str(exc.cause or exc)
            workflow.logger.warning("import %s failed: %s", inp.import_id, reason)
            return await self._finish(inp, "failed", reason)

    async def _finish(
        self, inp: ImportInput, status: Literal["completed", "failed"], reason: str | None = None
    ) -> ImportResult:
        return await workflow.execute_activity_method(
            ImportActivities.finish_import,
            FinishImportInput(import_key=inp.import_key, status=status, reason=reason),
            start_to_close_timeout=timedelta(seconds=30),
            retry_policy=_FINISH_RETRY,
        )
