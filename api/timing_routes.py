"""Routes about when things send: the schedule preview and the project's blackout dates."""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

from fastapi import Request, Response
from fastapi.responses import JSONResponse
from pydantic import ValidationError

from api.auth import project_sequencer, v1_router
from api.errors import ApiError, invalid
from api.schemas import BlackoutIn, PreviewIn
from sequencer.schedule import Recipient
from sequencer.timing import NoWindow
from sequencer.validation import describe
from starter.client import Sequencer
from starter.preview import preview_schedule
from storage import blackout_dates
from storage.errors import NotFound

router = v1_router()


def _seq(request: Request) -> Sequencer:
    return project_sequencer(request)


@router.post("/schedule/preview")
async def schedule_preview(request: Request, body: PreviewIn) -> Any:
    """When each step would send for this contact, assuming no replies and no jitter, and why any step
    is later than its bare delay (`shifted_by`)."""
    seq = _seq(request)
    try:
        return await preview_schedule(
            seq.pool,
            project_id=seq.project_id,
            sequence=body.sequence,
            recipient=Recipient(**body.contact.model_dump()),
            mailbox_timezone=body.mailbox_timezone,
            start=body.start or datetime.now(UTC),
        )
    except ValidationError as exc:
        return invalid(describe(exc, prefix="sequence"))
    except NotFound as exc:
        raise ApiError(422, "invalid", exc.message, field="sequence") from None
    except NoWindow as exc:
        raise ApiError(422, "invalid", str(exc), field="sequence.window") from None


@router.get("/blackout-dates")
async def list_blackout_dates(request: Request) -> dict[str, Any]:
    seq = _seq(request)
    async with seq.pool.acquire() as conn:
        days = await blackout_dates.all_for(conn, project_id=seq.project_id)
    return {"dates": [{"date": d.isoformat(), "name": name} for d, name in days.items()]}


@router.put("/blackout-dates/{day}", responses={201: {"description": "the day was added"}})
async def put_blackout_date(request: Request, day: date, body: BlackoutIn) -> Any:
    """Close a date for the whole project: it is never a business day (`bd`) nor a window day."""
    seq = _seq(request)
    async with seq.pool.acquire() as conn:
        created = await blackout_dates.upsert(conn, project_id=seq.project_id, day=day, name=body.name)
    return JSONResponse({"date": day.isoformat(), "name": body.name}, status_code=201 if created else 200)


@router.delete("/blackout-dates/{day}", status_code=204)
async def delete_blackout_date(request: Request, day: date) -> Response:
    seq = _seq(request)
    async with seq.pool.acquire() as conn:
        if not await blackout_dates.remove(conn, project_id=seq.project_id, day=day):
            raise ApiError(404, "not_found", f"{day.isoformat()} is not a blackout date", field="day")
    return Response(status_code=204)
