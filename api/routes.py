"""HTTP routes: thin; every rule lives in starter/ (enrollments) or storage/ (records)."""

from __future__ import annotations

from typing import Any

from fastapi import Body, Query, Request
from fastapi.responses import JSONResponse

from api.auth import project_sequencer, v1_router
from api.errors import ApiError, invalid
from api.schemas import (
    ContactIn,
    ContactOut,
    EnrollmentCreated,
    EnrollmentIn,
    EnrollmentList,
    EnrollmentOut,
    EnrollmentSummary,
    ExitIn,
    LiveEditPolicy,
    PauseIn,
    ReplyIn,
    ResolveIn,
    SequenceOut,
    SequencePublished,
    SignalAccepted,
    SkipIn,
    TimelineEntryOut,
    TimelineOut,
)
from contracts import ExitSignal, PauseSignal, ReplySignal, ResolveSignal, SkipSignal
from sequencer import documents
from sequencer.models import SequenceDocument, sequence_json_schema
from sequencer.validation import FieldError
from starter import editing
from starter.client import Sequencer
from storage import contacts, enrollments, sequences
from storage.records import is_uuid

router = v1_router()


def _seq(request: Request) -> Sequencer:
    return project_sequencer(request)


@router.post(
    "/contacts",
    status_code=201,
    response_model=ContactOut,
    responses={200: {"model": ContactOut, "description": "an existing contact was updated"}},
)
async def upsert_contact(request: Request, body: ContactIn) -> Any:
    seq = _seq(request)
    async with seq.pool.acquire() as conn:
        contact, created = await contacts.upsert(
            conn,
            project_id=seq.project_id,
            email=body.email,
            values=body.model_dump(exclude={"email"}, exclude_unset=True),
        )
    content = ContactOut(**contact.model_dump(), created=created)
    return JSONResponse(content.model_dump(mode="json"), status_code=201 if created else 200)


async def document_from(request: Request, *, required: bool = True) -> dict[str, Any] | JSONResponse | None:
    """The JSON or YAML document in the body (None: an empty body, when not required)."""
    raw = await request.body()
    if not raw.strip() and not required:
        return None
    kind = request.headers.get("content-type", "application/json")
    try:
        data = documents.parse(raw, yaml_format="yaml" in kind)
    except documents.DocumentError as exc:
        return invalid([FieldError("body", str(exc))])
    if not isinstance(data, dict):
        return invalid([FieldError("body", "a sequence document is a JSON object")])
    return data


@router.post(
    "/sequences",
    status_code=201,
    response_model=SequencePublished,
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {"schema": {"$ref": "#/components/schemas/Sequence"}},
                "application/yaml": {"schema": {"$ref": "#/components/schemas/Sequence"}},
            },
        }
    },
)
async def publish_sequence(request: Request, live_edit: LiveEditPolicy = "stay") -> Any:
    """Publish a new immutable version of the sequence with the document's name; it becomes the
    default for new enrollments. Running enrollments follow `live_edit` (or their own policy)."""
    data = await document_from(request)
    if isinstance(data, JSONResponse):
        return data
    if data is None:
        return invalid([FieldError("body", "a sequence document is required")])
    document = SequenceDocument.model_validate(data)
    seq = _seq(request)
    async with seq.pool.acquire() as conn:
        version = await sequences.publish(
            conn, project_id=seq.project_id, name=document.name, document=document.model_dump(mode="json")
        )
    moved, _ = await editing.follow(seq, version, live_edit) if version.version > 1 else (0, 0)
    return SequencePublished(
        id=version.sequence_id,
        name=version.name,
        version_id=version.id,
        version=version.version,
        enrollments_moved=moved,
    )


@router.get("/sequences/{ref}", response_model=SequenceOut)
async def get_sequence(request: Request, ref: str) -> Any:
    seq = _seq(request)
    async with seq.pool.acquire() as conn:
        version = await sequences.latest(conn, project_id=seq.project_id, ref=ref)
    return SequenceOut(
        id=version.sequence_id,
        name=version.name,
        version_id=version.id,
        version=version.version,
        document=version.document,
    )


@router.get("/schema/sequence")
async def sequence_schema() -> dict[str, Any]:
    return sequence_json_schema()


@router.post("/enrollments", status_code=201, response_model=EnrollmentCreated)
async def enroll(request: Request, body: EnrollmentIn) -> Any:
    enrollment = await _seq(request).enroll(
        contact_id=body.contact_id, sequence=body.sequence, mailbox=body.mailbox, live_edit=body.live_edit
    )
    return EnrollmentCreated(id=enrollment.id, workflow_id=enrollment.workflow_id, status=enrollment.status)


_STATUSES = (*enrollments.ACTIVE_STATUSES, *enrollments.FINAL_STATUSES)


@router.get("/enrollments", response_model=EnrollmentList)
async def list_enrollments(
    request: Request,
    workflow_id: str | None = Query(None, description="The enrollment's workflow id (any a client chose)."),
    contact_id: str | None = None,
    contact: str | None = Query(None, description="The contact's email address."),
    mailbox_id: str | None = None,
    status: str | None = None,
    limit: int = Query(100, ge=1, le=1000),
    after: str | None = Query(None, description="`next_after` of the previous page."),
) -> Any:
    """Enrollments, newest first: every one a Temporal client started too (find it by `workflow_id`)."""
    ids = (("contact_id", contact_id), ("mailbox_id", mailbox_id), ("after", after))
    problems = [FieldError(name, "not an id") for name, value in ids if value and not is_uuid(value)]
    if status is not None and status not in _STATUSES:
        problems.append(FieldError("status", f"one of {', '.join(_STATUSES)}"))
    if problems:
        return invalid(problems)
    seq = _seq(request)
    async with seq.pool.acquire() as conn:
        rows = await enrollments.list_for(
            conn,
            project_id=seq.project_id,
            workflow_id=workflow_id,
            contact_id=contact_id,
            contact_email=contact,
            mailbox_id=mailbox_id,
            status=status,
            limit=limit,
            after=after,
        )
    return EnrollmentList(
        enrollments=[EnrollmentSummary(**row) for row in rows],
        next_after=rows[-1]["id"] if len(rows) == limit else None,
    )


@router.get("/enrollments/{enrollment_id}", response_model=EnrollmentOut)
async def get_enrollment(request: Request, enrollment_id: str) -> Any:
    view = await _seq(request).describe(enrollment_id)
    e = view.enrollment
    return EnrollmentOut(
        id=e.id,
        status=view.status,
        status_reason=view.status_reason,
        current_step=view.current_step,
        contact_id=e.contact_id,
        contact_email=view.contact_email,
        mailbox_id=e.mailbox_id,
        sequence=view.sequence_name,
        sequence_version=view.sequence_version,
        sequence_version_id=e.sequence_version_id,
        workflow_id=e.workflow_id,
        workflow_run_id=e.workflow_run_id,
        timezone=e.timezone,
        timezone_source=e.timezone_source,
        created_at=e.created_at,
        updated_at=e.updated_at,
        ended_at=e.ended_at,
        reply_intent=view.reply_intent,
        reply_evidence=view.reply_evidence,
        next_action=view.next_action,
        sends=[s.model_dump(mode="json") for s in view.sends],
        run_ledger=[r.model_dump(mode="json") for r in view.runs],
    )


@router.get("/enrollments/{enrollment_id}/timeline", response_model=TimelineOut)
async def timeline(request: Request, enrollment_id: str) -> Any:
    """Why did Dana get that email? The run ledger as a story on the contact's clock ("Tue 09:04
    Europe/Berlin: sent 'Quick question' in a new thread"), oldest first, with what it waits for now."""
    view = await _seq(request).describe(enrollment_id)
    story = view.timeline()
    return TimelineOut(
        enrollment_id=view.enrollment.id,
        status=view.status,
        timezone=view.enrollment.timezone or "UTC",
        next_action=view.next_action,
        entries=[
            TimelineEntryOut(
                at=e.at, local=e.local, step_id=e.step_id, kind=e.kind, outcome=e.outcome, text=e.text
            )
            for e in story
        ],
        lines=[e.line() for e in story],
    )


async def _signal(request: Request, enrollment_id: str, name: str, payload: Any = None) -> SignalAccepted:
    """202: the workflow has the signal; GET the enrollment to see what it did."""
    enrollment = await _seq(request).signal(enrollment_id, name, payload)
    return SignalAccepted(id=enrollment.id, signal=name, accepted=True)


@router.post("/enrollments/{enrollment_id}/pause", status_code=202, response_model=SignalAccepted)
async def pause(request: Request, enrollment_id: str, body: PauseIn | None = Body(None)) -> Any:
    """Pause; with `until`, it resumes by itself then."""
    choice = body or PauseIn()
    return await _signal(
        request, enrollment_id, "pause", PauseSignal(until=choice.until, reason=choice.reason)
    )


@router.post("/enrollments/{enrollment_id}/skip", status_code=202, response_model=SignalAccepted)
async def skip(request: Request, enrollment_id: str, body: SkipIn | None = Body(None)) -> Any:
    """Skip the step the enrollment waits on (only if it is `step_id`, when given); the ledger says so."""
    choice = body or SkipIn()
    return await _signal(
        request, enrollment_id, "skip", SkipSignal(step_id=choice.step_id, reason=choice.reason)
    )


@router.post("/enrollments/{enrollment_id}/resume", status_code=202, response_model=SignalAccepted)
async def resume(request: Request, enrollment_id: str) -> Any:
    return await _signal(request, enrollment_id, "resume")


@router.post("/enrollments/{enrollment_id}/exit", status_code=202, response_model=SignalAccepted)
async def exit_enrollment(request: Request, enrollment_id: str, body: ExitIn | None = Body(None)) -> Any:
    return await _signal(request, enrollment_id, "exit", ExitSignal(reason=(body or ExitIn()).reason))


@router.post("/enrollments/{enrollment_id}/resolve", status_code=202, response_model=SignalAccepted)
async def resolve(request: Request, enrollment_id: str, body: ResolveIn) -> Any:
    """Settle a text whose outcome was unknown (status `needs_review`): `sent` (it arrived: record it
    and go on), `resend` (it did not: send it again), `skip` (go on without it) or `exit`. 409 unless
    the enrollment is in needs_review."""
    seq = _seq(request)
    enrollment = await seq.get(enrollment_id)
    # As GET shows it: the running workflow's own status, which its status write may not have stored yet.
    live = await seq.live_state(enrollment) if enrollment.status in enrollments.ACTIVE_STATUSES else None
    status = live.status if live else enrollment.status
    if status != "needs_review":
        raise ApiError(409, "conflict", f"the enrollment is {status}, not needs_review", field="status")
    return await _signal(
        request, enrollment_id, "resolve", ResolveSignal(resolution=body.resolution, note=body.note)
    )


@router.post("/enrollments/{enrollment_id}/signals/reply", status_code=202, response_model=SignalAccepted)
async def reply(request: Request, enrollment_id: str, body: ReplyIn | None = Body(None)) -> Any:
    """Stop the enrollment because the contact replied (the inbox poller sends the same signal)."""
    body = body or ReplyIn()
    key = body.dedupe_key or body.gmail_message_id or "api-reply"
    return await _signal(
        request, enrollment_id, "reply", ReplySignal(dedupe_key=key, gmail_message_id=body.gmail_message_id)
    )
