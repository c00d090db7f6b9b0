"""The project's CRM connection for live facts in condition steps (`crm.deal.stage`, ...).

The Attio token is sealed at rest and never shown again; `static` keeps facts by contact address
(for tests, demos, or a CRM that pushes its values)."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.responses import Response

from activities.flow import CRM_TOKEN
from api.auth import actor, project_sequencer, v1_router
from api.errors import ApiError
from api.host_checks import check_url
from api.schemas import CrmIn, CrmOut
from storage import audit, crm

router = v1_router()


def _out(connection: crm.CrmConnection) -> CrmOut:
    return CrmOut(
        provider=connection.provider,
        base_url=connection.base_url,
        has_token=bool(connection.token),
        contacts_with_facts=len(connection.facts),
        updated_at=connection.updated_at,
    )


@router.put("/crm", response_model=CrmOut)
async def put_crm(request: Request, body: CrmIn) -> Any:
    """Connect the project's CRM (admin keys). Attio: `{"provider": "attio", "token": "..."}`
    (`base_url` defaults to https://api.attio.com). Static: `{"provider": "static", "facts":
    {"dana@globex.test": {"deal": {"stage": "Won"}}}}`."""
    if body.provider == "attio" and not body.token:
        raise ApiError(422, "invalid", "an Attio connection needs its API token", field="token")
    await check_url(request, body.base_url, field="base_url")
    seq = project_sequencer(request)
    sealed = request.app.state.key_ring.seal(body.token, purpose=CRM_TOKEN) if body.token else None
    async with seq.pool.acquire() as conn, conn.transaction():
        saved = await crm.put(
            conn,
            project_id=seq.project_id,
            provider=body.provider,
            base_url=body.base_url,
            sealed_token=sealed,
            facts=body.facts,
        )
        if sealed is not None:
            replaced = audit.secret_replaced("crm", "token")
            await audit.record(conn, project_id=seq.project_id, actor=actor(request), **replaced)
    return _out(saved)


@router.get("/crm", response_model=CrmOut)
async def get_crm(request: Request) -> Any:
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        found = await crm.get(conn, project_id=seq.project_id)
    if found is None:
        raise ApiError(404, "not_found", "no CRM connected; PUT /v1/crm connects one", field="crm")
    return _out(found)


@router.delete("/crm", status_code=204)
async def delete_crm(request: Request) -> Response:
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        if not await crm.delete(conn, project_id=seq.project_id):
            raise ApiError(404, "not_found", "no CRM connected", field="crm")
    return Response(status_code=204)
