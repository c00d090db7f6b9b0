"""Contact events: CRM webhooks (keys with the `events` scope) and their history."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from fastapi.responses import JSONResponse

from api.auth import project_sequencer, v1_router
from api.schemas import ContactEventIn, ContactEventOut
from starter import contact_events
from storage.contact_events import ContactEvent

router = v1_router()


def _out(event: ContactEvent) -> dict[str, Any]:
    return ContactEventOut.model_validate(event.model_dump()).model_dump(mode="json")


@router.post(
    "/contacts/{contact_id}/events",
    status_code=201,
    response_model=ContactEventOut,
    responses={
        200: {"model": ContactEventOut, "description": "a repeat of a known event_id: its first result"}
    },
)
async def post_contact_event(request: Request, contact_id: str, body: ContactEventIn) -> Any:
    """Record an event about a contact (id or address) and deliver it to their active enrollment."""
    event, repeat = await contact_events.record(
        project_sequencer(request),
        contact_ref=contact_id,
        event_id=body.event_id,
        type=body.type,
        data=body.data,
    )
    return JSONResponse(_out(event), status_code=200 if repeat else 201)


@router.get("/contacts/{contact_id}/events", response_model=list[ContactEventOut])
async def list_contact_events(request: Request, contact_id: str) -> Any:
    """The events stored for a contact, oldest first."""
    return [_out(e) for e in await contact_events.history(project_sequencer(request), contact_id)]
