"""The public process endpoints: `/healthz` (the process answers), `/readyz` (it can do its work:
Postgres and Temporal reachable; plus how the inbox pollers, the enrollments, the breakers and the task
queue are doing) and `/metrics` (Prometheus text). By default /readyz shows anyone only the aggregate;
its per-mailbox detail (addresses, ids, breakers) and /metrics (labelled by mailbox address) need an
admin API key of the deployment's own project. SEQUENCER_METRICS_PUBLIC=true makes both public."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, generate_latest

from api import observability
from api.auth import check_key
from api.errors import ApiError
from starter.client import Sequencer
from storage import breakers

router = APIRouter()


@router.get("/healthz", tags=["health"])
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


async def _check_operator(request: Request) -> None:
    """An admin key of the deployment's own project (another tenant's admin key would see every
    project's mailboxes): 401 without a key, 403 otherwise."""
    found = await check_key(request, "admin")
    if found.project_id != request.app.state.sequencer.project_id:
        raise ApiError(
            403,
            "forbidden",
            "per-mailbox health needs an admin key of the operator's project",
            field="Authorization",
        )


async def _detail_allowed(request: Request) -> bool:
    if request.app.state.metrics_public:
        return True
    if not request.headers.get("authorization"):
        return False
    try:
        await _check_operator(request)
    except ApiError:
        return False
    return True


@router.get("/readyz", tags=["health"])
async def readyz(request: Request) -> JSONResponse:
    """503 when Postgres or Temporal cannot be reached (the process cannot work). A stalled inbox poller
    or an open breaker makes it `degraded` with 200: the API still serves, and (for an operator's admin
    key, or with SEQUENCER_METRICS_PUBLIC=true) every mailbox's line says what is wrong."""
    seq: Sequencer = request.app.state.sequencer
    checks: dict[str, Any] = {"database": "ok", "temporal": "ok"}
    try:
        await seq.pool.fetchval("SELECT 1")
    except Exception as exc:  # noqa: BLE001 - readiness reports any failure
        checks["database"] = f"error: {type(exc).__name__}"
    try:
        await seq.temporal.service_client.check_health()
    except Exception as exc:  # noqa: BLE001
        checks["temporal"] = f"error: {type(exc).__name__}"
    ready = all(v == "ok" for v in checks.values())
    body: dict[str, Any] = {"status": "ok" if ready else "unavailable", **checks}
    if checks["database"] == "ok":
        polled = await observability.pollers(seq, datetime.now(UTC))
        stalled = [p for p in polled if p["stalled"]]
        rows = await seq.pool.fetch("SELECT status, count(*) AS n FROM enrollments GROUP BY status")
        async with seq.pool.acquire() as conn:
            held = await breakers.not_closed(conn)
        body["pollers"] = {
            "mailboxes": len(polled),
            "stalled": len(stalled),
            "max_lag_seconds": max((p["lag_seconds"] for p in polled), default=0.0),
        }
        body["enrollments"] = {r["status"]: r["n"] for r in rows}
        body["breakers"] = {
            "open": sum(b.state == "open" for b in held),
            "half_open": sum(b.state == "half_open" for b in held),
        }
        if await _detail_allowed(request):
            body["mailboxes"] = polled
            body["breakers"]["mailboxes"] = [b.model_dump(mode="json") for b in held]
        if ready and (stalled or held):
            body["status"] = "degraded"
    if checks["temporal"] == "ok":
        body["task_queue"] = {"name": seq.task_queue, "backlog": await observability.task_queue_backlog(seq)}
    return JSONResponse(body, status_code=200 if ready else 503)


@router.get("/metrics", tags=["health"], response_class=Response)
async def metrics(request: Request) -> Response:
    if not request.app.state.metrics_public:
        await _check_operator(request)
    registry: CollectorRegistry | None = getattr(request.app.state, "metrics_registry", None)
    if registry is None:
        registry = CollectorRegistry(auto_describe=False)
        request.app.state.metrics_collector = observability.SequencerCollector()
        registry.register(request.app.state.metrics_collector)
        request.app.state.metrics_registry = registry
    collector: observability.SequencerCollector = request.app.state.metrics_collector
    collector.snapshot = await observability.snapshot(request.app.state.sequencer, collector.snapshot)
    return Response(generate_latest(REGISTRY) + generate_latest(registry), media_type=CONTENT_TYPE_LATEST)
