"""Guards against hostile clients: a cap on request bodies, sliding-window limits (the public unsubscribe
links) and token buckets (every /v1 route, per API key). All of it lives in the memory of one API
process: with N processes behind a load balancer a client gets up to N times each budget."""

from __future__ import annotations

import math
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from sequencer.settings import Settings

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

    def retry_after(self, key: Any) -> int:
        """Whole seconds until `key` has a free slot again (at least 1: asked after a refusal)."""
        hits = self._hits.get(key)
        if not hits or len(hits) < self.limit:
            return 1
        return max(1, math.ceil(hits[0] + self.per - self.clock()))


class TokenBucket:
    """`per_minute` requests a minute per key, refilled evenly; a key may spend up to `burst` at once
    (default: a minute's worth). Holds two floats per key and at most `max_keys` keys (the least
    recently seen go first: a forgotten key starts with a full bucket)."""

    def __init__(
        self,
        per_minute: int,
        *,
        burst: int | None = None,
        max_keys: int = 100_000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if per_minute < 1:
            raise ValueError("per_minute must be at least 1")
        self.rate = per_minute / 60.0  # tokens a second
        self.burst = float(burst or per_minute)
        self.max_keys, self.clock = max_keys, clock
        self._buckets: OrderedDict[Any, tuple[float, float]] = OrderedDict()  # key: (tokens, when)

    def _tokens(self, key: Any, now: float) -> float:
        tokens, when = self._buckets.pop(key, (self.burst, now))
        return min(self.burst, tokens + (now - when) * self.rate)

    def take(self, key: Any) -> int:
        """Spend one request of `key`'s budget: 0 when allowed, else the whole seconds until one frees
        (a refused request spends nothing)."""
        now = self.clock()
        tokens = self._tokens(key, now)
        allowed = tokens >= 1.0
        self._buckets[key] = (tokens - 1.0 if allowed else tokens, now)  # most recently seen last
        while len(self._buckets) > self.max_keys:
            self._buckets.popitem(last=False)
        return 0 if allowed else max(1, math.ceil((1.0 - tokens) / self.rate))


@dataclass
class ApiRateLimits:
    """The /v1 budgets of one API process: reads and writes per API key; requests without a valid key
    (none, malformed, unknown, revoked) per client address, so a flood of made-up keys is held too."""

    reads_per_minute: int = Settings.rate_limit_reads_per_minute
    writes_per_minute: int = Settings.rate_limit_writes_per_minute
    failures_per_minute: int = Settings.rate_limit_failures_per_minute
    reads: TokenBucket = field(init=False, compare=False, repr=False)
    writes: TokenBucket = field(init=False, compare=False, repr=False)
    failures: TokenBucket = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        self.reads = TokenBucket(self.reads_per_minute)
        self.writes = TokenBucket(self.writes_per_minute)
        self.failures = TokenBucket(self.failures_per_minute, max_keys=20_000)

    @classmethod
    def from_settings(cls, settings: Settings) -> ApiRateLimits:
        return cls(
            settings.rate_limit_reads_per_minute,
            settings.rate_limit_writes_per_minute,
            settings.rate_limit_failures_per_minute,
        )
