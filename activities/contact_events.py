"""Contact events from a CRM webhook or the rep's calendar: stored once, then delivered.

`meeting_booked`, `replied_elsewhere` and `do_not_contact` end the contact's active enrollment
(`do_not_contact` also writes a `crm` suppression, so no later enrollment starts); the other types reach
the workflow as facts. An `event_id` is used once per project: a repeat, even a concurrent one, gets the
first delivery's result and signals nothing again.
"""

from __future__ import annotations

from typing import Any

from activities.enrollment_service import Ended, EnrollmentService
from contracts import ContactEventSignal
from storage import contact_events, contacts, enrollments, suppressions
from storage.contact_events import STOPPING, ContactEvent
from storage.errors import Conflict, NotFound
from storage.records import Contact, is_uuid


async def find_contact(seq: EnrollmentService, ref: str) -> Contact:
    """A contact of the project by id or by address (CRMs know the address)."""
    async with seq.pool.acquire() as conn:
        if is_uuid(ref):
            return await contacts.get(conn, project_id=seq.project_id, contact_id=ref)
        if "@" in ref:
            return await contacts.find_by_email(conn, project_id=seq.project_id, email=ref)
    raise NotFound(f"contact {ref!r} not found", field="contact_id")


async def record(
    seq: EnrollmentService,
    *,
    contact_ref: str,
    event_id: str,
    type: str,
    data: dict[str, Any],
    source: str = "api",
) -> tuple[ContactEvent, bool]:
    """Store and deliver an event; returns (the event with its result, whether it was a repeat)."""
    contact = await find_contact(seq, contact_ref)
    async with seq.pool.acquire() as conn, conn.transaction():
        claimed = await contact_events.claim(
            conn,
            project_id=seq.project_id,
            contact_id=contact.id,
            event_id=event_id,
            type=type,
            data=data,
            source=source,
        )
        if claimed is None:  # a repeat; a concurrent first delivery has committed by now
            first = await contact_events.get(conn, project_id=seq.project_id, event_id=event_id)
            assert first is not None
            if first.contact_id != contact.id:
                raise Conflict(f"event_id {event_id!r} was used for another contact", field="event_id")
            return first, True
        result: dict[str, Any] = {"action": "recorded", "enrollment_id": None, "suppressed": False}
        if type == "do_not_contact":
            await suppressions.add(
                conn,
                project_id=seq.project_id,
                email=contact.email,
                reason="crm",
                source=f"{source}:{event_id}",
            )
            result["suppressed"] = True
        active = await enrollments.active_for_contact(conn, project_id=seq.project_id, contact_id=contact.id)
        if active is not None:
            signal = ContactEventSignal(event_id=event_id, type=type, data=data, source=source)
            try:
                await seq.signal(active.id, "contact_event", signal)
                result.update(action="stopped" if type in STOPPING else "delivered", enrollment_id=active.id)
            except Ended:
                pass  # it ended meanwhile: nothing to stop
        await contact_events.set_result(conn, event_row_id=claimed.id, result=result)
    return claimed.model_copy(update={"result": result}), False


async def history(seq: EnrollmentService, contact_ref: str) -> list[ContactEvent]:
    contact = await find_contact(seq, contact_ref)
    async with seq.pool.acquire() as conn:
        return await contact_events.list_for(conn, project_id=seq.project_id, contact_id=contact.id)
