"""Guards against hostile clients: a cap on request bodies, and sliding-window rate limits."""

from __future__ import annotations

import time
from collections import OrderedDict, deque
from collections.abc import Callable
from typing import Any

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

MAX_BODY_BYTES = 1024 * 1024
# Paths whose bodies may be larger: a 10,000-contact import with names and fields runs to megabytes.
LARGER_BODIES = {"/v1/enrollments/bulk": 16 * 1024 * 1024}


class BodyLimit:
    """ASGI middleware: a body over `max_bytes` (declared or streamed) gets 413 before any route runs.
    `larger`: paths allowed more than that."""

    def __init__(
        self, app: ASGIApp, max_bytes: int = MAX_BODY_BYTES, larger: dict[str, int] | None = None
    ) -> None:
        self.app, self.max_bytes = app, max_bytes
        self.larger = LARGER_BODIES if larger is None else larger

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.larger.get(scope.get("path", ""), self.max_bytes)
        declared = dict(scope["headers"]).get(b"content-length", b"")
        if declared.isdigit() and int(declared) > limit:
            await self._refuse(scope, receive, send, limit)
            return
        body, more = bytearray(), True
        while more:
            message = await receive()
            if message["type"] != "http.request":
                break  # the client went away; the app sees an empty body
            body += message.get("body", b"")
            more = message.get("more_body", False)
            if len(body) > limit:
                await self._refuse(scope, receive, send, limit)
                return
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": bytes(body), "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send, limit: int) -> None:
        error = {
            "status": 413,
            "code": "too_large",
            "message": f"the request body is over {limit} bytes",
            "field": "body",
            "details": [],
        }
        await JSONResponse({"error": error}, status_code=413)(scope, receive, send)


class SlidingWindow:
    """At most `limit` hits per key in any `per_seconds`; remembers at most `max_keys` keys."""

    def __init__(
        self,
        limit: int,
        per_seconds: float,
        *,
        max_keys: int = 100_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit, self.per, self.max_keys, self.clock = limit, per_seconds, max_keys, clock
        self._hits: OrderedDict[Any, deque[float]] = OrderedDict()

    def allow(self, key: Any) -> bool:
        now = self.clock()
        hits = self._hits.pop(key, None) or deque()
        while hits and hits[0] <= now - self.per:
            hits.popleft()
        self._hits[key] = hits  # most recently seen last
        while len(self._hits) > self.max_keys:
            self._hits.popitem(last=False)
        if len(hits) >= self.limit:
            return False
        hits.append(now)
        return True
