"""The public process endpoints: `/healthz` (the process answers), `/readyz` (it can do its work:
Postgres and Temporal reachable) and `/metrics` (Prometheus text; public unless
SEQUENCER_METRICS_PUBLIC=false, then it needs an admin API key like /v1/keys)."""

from __future__ import annotations

from fastapi import APIRouter, Request
from fastapi.responses import JSONResponse, Response
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest

from api.auth import check_key
from starter.client import Sequencer

router = APIRouter()


@router.get("/healthz", tags=["health"])
async def healthz() -> dict[str, str]:
    return {"status": "ok"}


@router.get("/readyz", tags=["health"])
async def readyz(request: Request) -> JSONResponse:
    seq: Sequencer = request.app.state.sequencer
    checks = {"database": "ok", "temporal": "ok"}
    try:
        await seq.pool.fetchval("SELECT 1")
    except Exception as exc:  # noqa: BLE001 - readiness reports any failure
        checks["database"] = f"error: {type(exc).__name__}"
    try:
        await seq.temporal.service_client.check_health()
    except Exception as exc:  # noqa: BLE001
        checks["temporal"] = f"error: {type(exc).__name__}"
    ok = all(v == "ok" for v in checks.values())
    return JSONResponse({"status": "ok" if ok else "degraded", **checks}, status_code=200 if ok else 503)


@router.get("/metrics", tags=["health"], response_class=Response)
async def metrics(request: Request) -> Response:
    if not request.app.state.metrics_public:
        await check_key(request, "admin")
    return Response(generate_latest(REGISTRY), media_type=CONTENT_TYPE_LATEST)
