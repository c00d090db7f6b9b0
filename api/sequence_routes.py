"""Editing sequences: drafts (ETag / If-Match), publishing with a live-edit policy, versions, stats,
and bulk pause/resume/exit per sequence or mailbox."""

from __future__ import annotations

import re
from typing import Any

from fastapi import Body, Header, Request
from fastapi.responses import JSONResponse

from api.auth import project_sequencer, v1_router
from api.errors import ApiError
from api.routes import document_from
from api.schemas import (
    BulkIn,
    BulkOut,
    DefaultVersionIn,
    DraftOut,
    ErrorEnvelope,
    PublishIn,
    PublishOut,
    SequenceStats,
    StepStatsOut,
    VersionOut,
)
from starter import editing
from storage import sequences, stats

router = v1_router()
# The routes that take the draft's ETag in If-Match
_IF_MATCH: dict[int | str, dict[str, Any]] = {
    412: {"model": ErrorEnvelope, "description": "If-Match is not the draft's ETag (saved since)"},
    428: {"model": ErrorEnvelope, "description": "no If-Match header"},
}
_DRAFT_BODY = {
    "requestBody": {
        "content": {
            "application/json": {"schema": {"$ref": "#/components/schemas/Sequence"}},
            "application/yaml": {"schema": {"$ref": "#/components/schemas/Sequence"}},
        }
    }
}
_ETAG = re.compile(r'^(?:W/)?"?(?:[0-9a-f-]{36}\.)?r?(\d{1,9})"?$')


def _revision(if_match: str | None, *, required: bool) -> int | None:
    if if_match is None or not if_match.strip():
        if required:
            raise ApiError(
                428, "precondition_required", "send If-Match: <the draft's ETag>", field="If-Match"
            )
        return None
    match = _ETAG.match(if_match.strip())
    if match is None:
        raise ApiError(412, "precondition_failed", "If-Match is not an ETag of this draft", field="If-Match")
    return int(match.group(1))


def _draft(draft: sequences.Draft, name: str, status: int = 200) -> JSONResponse:
    body = DraftOut(
        sequence_id=draft.sequence_id,
        name=name,
        revision=draft.revision,
        based_on_version=draft.based_on,
        etag=draft.etag,
        document=draft.document,
        updated_at=draft.updated_at,
    )
    return JSONResponse(body.model_dump(mode="json"), status_code=status, headers={"ETag": draft.etag})


async def _name(request: Request, ref: str) -> str:
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        return (await sequences.find(conn, project_id=seq.project_id, ref=ref)).name


@router.post(
    "/sequences/{ref}/draft",
    status_code=201,
    response_model=DraftOut,
    responses={200: {"model": DraftOut, "description": "the draft already open"}},
    openapi_extra=_DRAFT_BODY,
)
async def open_draft(request: Request, ref: str) -> Any:
    """Open the sequence's draft: a copy of the default version, or the document sent. One draft per
    sequence: if one is open, it is returned (200) unchanged."""
    data = await document_from(request, required=False)
    if isinstance(data, JSONResponse):
        return data
    draft, created = await editing.open_draft(project_sequencer(request), ref, data)
    return _draft(draft, await _name(request, ref), 201 if created else 200)


@router.get("/sequences/{ref}/draft", response_model=DraftOut)
async def get_draft(request: Request, ref: str) -> Any:
    draft = await editing.get_draft(project_sequencer(request), ref)
    return _draft(draft, await _name(request, ref))


@router.put("/sequences/{ref}/draft", response_model=DraftOut, openapi_extra=_DRAFT_BODY, responses=_IF_MATCH)
async def save_draft(request: Request, ref: str, if_match: str | None = Header(None)) -> Any:
    """Replace the draft. `If-Match` must carry the ETag it was read with: 412 when someone saved since
    (two editors never overwrite each other), 428 without it."""
    revision = _revision(if_match, required=True)
    assert revision is not None
    data = await document_from(request)
    if isinstance(data, JSONResponse):
        return data
    assert data is not None
    draft = await editing.save_draft(project_sequencer(request), ref, data, revision)
    return _draft(draft, await _name(request, ref))


@router.post("/sequences/{ref}/publish", status_code=201, response_model=PublishOut, responses=_IF_MATCH)
async def publish_draft(
    request: Request, ref: str, body: PublishIn | None = Body(None), if_match: str | None = Header(None)
) -> Any:
    """Publish the draft as a new version, the default for new enrollments. Running enrollments follow
    `live_edit` (or their own policy): stay, next_step or restart."""
    choice = body or PublishIn()
    published = await editing.publish_draft(
        project_sequencer(request),
        ref,
        revision=_revision(if_match, required=False),
        live_edit=choice.live_edit,
    )
    return _published(published)


def _published(published: editing.Published) -> PublishOut:
    v = published.version
    return PublishOut(
        id=v.sequence_id,
        name=v.name,
        version_id=v.id,
        version=v.version,
        live_edit=published.live_edit,
        enrollments_moved=published.moved,
        enrollments_stayed=published.stayed,
    )


@router.get("/sequences/{ref}/versions", response_model=list[VersionOut])
async def list_versions(request: Request, ref: str) -> Any:
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        found = await sequences.find(conn, project_id=seq.project_id, ref=ref)
        rows = await sequences.versions(conn, sequence_id=found.id)
    return [
        VersionOut(version_id=v.id, version=v.version, default=v.version == found.default_version)
        for v in rows
    ]


@router.put("/sequences/{ref}/default", response_model=VersionOut)
async def set_default(request: Request, ref: str, body: DefaultVersionIn) -> Any:
    """Make an earlier (or later) version the one new enrollments take; running ones are not moved."""
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        found = await sequences.find(conn, project_id=seq.project_id, ref=ref)
        version = await sequences.version_number(conn, sequence_id=found.id, version=body.version)
        await sequences.set_default(conn, sequence_id=found.id, version_id=version.id)
    return VersionOut(version_id=version.id, version=version.version, default=True)


@router.get("/sequences/{ref}/stats", response_model=SequenceStats)
async def sequence_stats(request: Request, ref: str) -> Any:
    """Sends, replies, bounces, unsubscribes and meetings per step and A/B variant (all versions)."""
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        found = await sequences.find(conn, project_id=seq.project_id, ref=ref)
        rows = await stats.for_sequence(conn, project_id=seq.project_id, sequence_id=found.id)
    steps = [StepStatsOut.model_validate(r.model_dump()) for r in rows]
    return SequenceStats(sequence_id=found.id, name=found.name, steps=steps)


def _bulk_route(kind: str, action: str) -> Any:
    async def endpoint(request: Request, ref: str, body: BulkIn | None = Body(None)) -> Any:
        choice = body or BulkIn()
        result = await editing.bulk(
            project_sequencer(request),
            sequence=ref if kind == "sequences" else None,
            mailbox=ref if kind == "mailboxes" else None,
            action=action,  # type: ignore[arg-type]
            until=choice.until if action == "pause" else None,
            reason=choice.reason,
        )
        return BulkOut(action=action, **result.model_dump())

    endpoint.__name__ = f"bulk_{action}_{kind}"
    endpoint.__doc__ = (
        f"{action.capitalize()} every running enrollment of the {kind[:-1]} through the same signal as one "
        "enrollment (pause takes an optional `until`: it resumes by itself then)."
    )
    return endpoint


for _kind in ("sequences", "mailboxes"):
    for _action in ("pause", "resume", "exit"):
        router.add_api_route(
            f"/{_kind}/{{ref}}/{_action}",
            _bulk_route(_kind, _action),
            methods=["POST"],
            status_code=202,
            response_model=BulkOut,
        )
