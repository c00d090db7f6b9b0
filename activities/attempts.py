"""Marks when each activity attempt began (wall clock), for the run ledger's `started_at`."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from temporalio.worker import ActivityInboundInterceptor, ExecuteActivityInput, Interceptor

from storage.ledger import ATTEMPT_STARTED


class _Inbound(ActivityInboundInterceptor):
    async def execute_activity(self, input: ExecuteActivityInput) -> Any:
        token = ATTEMPT_STARTED.set(datetime.now(UTC))
        try:
            return await self.next.execute_activity(input)
        finally:
            ATTEMPT_STARTED.reset(token)


class AttemptClockInterceptor(Interceptor):
    def intercept_activity(self, next: ActivityInboundInterceptor) -> ActivityInboundInterceptor:
        return _Inbound(next)
