"""Bulk enrollment imports: POST /v1/enrollments/bulk answers at once (202) with the rows it refused,
and ImportWorkflow enrolls the rest in the background; GET /v1/imports/{import_id} shows how far it is."""

from __future__ import annotations

import hashlib
import json
import re
from datetime import datetime
from typing import Any, Literal

from fastapi import Request
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from api.auth import project_sequencer, v1_router
from api.schemas import ContactIn, LiveEditPolicy
from sequencer.validation import describe
from starter import imports as importing
from storage.imports import NewRow

router = v1_router()

_IMPORT_ID = re.compile(r"[A-Za-z0-9._:-]{1,200}")


class BulkImportIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    import_id: str = Field(
        description="Your id for this import (1-200 of A-Z a-z 0-9 . _ : -): the same id and body again "
        "answers the import's state and enrolls nobody twice."
    )
    sequence: str = Field(min_length=1, description="Sequence name or id; its newest version is used.")
    mailbox: str = Field(min_length=1, description="Mailbox address or id to send from.")
    live_edit: LiveEditPolicy | None = Field(
        None, description="Each enrollment's own policy when a new version is published."
    )
    contacts: list[Any] = Field(
        description="1 to 10,000 contacts, each as in POST /v1/contacts (upserted by email). A row "
        "that is not valid is reported in `errors` and the others go ahead.",
        json_schema_extra={"items": {"$ref": "#/components/schemas/ContactIn"}},
    )

    @field_validator("import_id")
    @classmethod
    def _import_id(cls, value: str) -> str:
        if not _IMPORT_ID.fullmatch(value):
            raise ValueError("use 1 to 200 characters of A-Z, a-z, 0-9, '.', '_', ':' and '-'")
        return value

    @field_validator("contacts")
    @classmethod
    def _row_count(cls, value: list[Any]) -> list[Any]:
        if not value:
            raise ValueError("an import needs at least one contact")
        if len(value) > importing.MAX_ROWS:
            raise ValueError(f"at most 10,000 contacts per import, not {len(value):,}; split the file")
        return value


class ImportRowError(BaseModel):
    row: int = Field(description="The row's index in `contacts`, from 0.")
    field: str | None = Field(description="The input at fault, e.g. contacts[3].email.")
    message: str | None
    status: Literal["rejected", "skipped", "failed"] = Field(
        description="rejected: invalid, never enrolled; skipped: suppressed or already enrolled; "
        "failed: could not be enrolled (e.g. a template cannot render for the contact)."
    )


class ImportOut(BaseModel):
    import_id: str
    status: Literal["running", "completed", "failed"]
    status_reason: str | None = None
    sequence: str = Field(description="The sequence's name.")
    sequence_version: int = Field(description="The version every row enrolls in (the newest when posted).")
    mailbox: str = Field(description="The sending mailbox's address.")
    total: int = Field(description="Rows posted.")
    accepted: int = Field(description="Rows that passed validation (enrolled + skipped + failed + pending).")
    rejected: int = Field(description="Rows that did not.")
    enrolled: int
    skipped: int
    failed: int
    pending: int
    errors: list[ImportRowError] = Field(description="The first 1,000 rejected, skipped or failed rows.")
    created_at: datetime
    finished_at: datetime | None
    url: str


def body_digest(body: BulkImportIn) -> str:
    """SHA-256 of the body's canonical JSON (sorted keys, no spaces): key order and layout do not
    make a repeat look like another import."""
    canonical = json.dumps(body.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def validate_rows(raw: list[Any]) -> list[NewRow]:
    """Each row on its own against ContactIn: a bad row is reported with its index and field, and
    takes nothing else down with it. A second row with the same address is refused too."""
    rows: list[NewRow] = []
    first_row_of: dict[str, int] = {}
    for index, item in enumerate(raw):
        where = f"contacts[{index}]"
        try:
            contact = ContactIn.model_validate(item)
        except ValidationError as exc:
            problem = describe(exc, prefix=where)[0]
            rows.append(NewRow(row_index=index, contact=None, field=problem.field, message=problem.message))
            continue
        first = first_row_of.setdefault(contact.email, index)
        if first != index:
            message = f"the same address as contacts[{first}]; each contact is enrolled once"
            rows.append(NewRow(row_index=index, contact=None, field=f"{where}.email", message=message))
            continue
        text, unstorable = _as_json(contact.model_dump(exclude_unset=True))
        if unstorable:
            rows.append(NewRow(row_index=index, contact=None, field=where, message=unstorable))
            continue
        rows.append(NewRow(row_index=index, contact=text))
    return rows


def _as_json(payload: dict[str, Any]) -> tuple[str, str | None]:
    """The row as JSON text, and why Postgres's jsonb could not hold it (NaN, NUL, a lone surrogate):
    such a row is refused on its own, not the whole import."""
    try:
        text = json.dumps(payload, allow_nan=False, ensure_ascii=False)
    except ValueError:
        return "", "numbers must be finite (no NaN or Infinity)"
    if "\\u0000" in text and _holds_nul(payload):  # json.dumps escapes NUL; the text may hold "\\u0000"
        return "", "text cannot contain NUL characters (\\u0000)"
    try:
        text.encode()
    except UnicodeEncodeError:
        return "", "text must be valid Unicode (a lone surrogate such as \\ud800 is not)"
    return text, None


def _holds_nul(value: Any) -> bool:
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, dict):
        return any(_holds_nul(k) or _holds_nul(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_holds_nul(v) for v in value)
    return False


def _out(state: importing.ImportView) -> dict[str, Any]:
    job, counts = state.job, state.counts
    answer = ImportOut(
        import_id=job.import_id,
        status=job.status,
        status_reason=job.status_reason,
        sequence=job.sequence_name,
        sequence_version=job.sequence_version,
        mailbox=job.mailbox_email,
        total=job.total,
        accepted=job.accepted,
        rejected=job.rejected,
        enrolled=counts.enrolled,
        skipped=counts.skipped,
        failed=counts.failed,
        pending=counts.pending,
        errors=[
            ImportRowError(row=i.row_index, field=i.field, message=i.message, status=i.status)
            for i in state.issues
        ],
        created_at=job.created_at,
        finished_at=job.finished_at,
        url=f"/v1/imports/{job.import_id}",
    )
    return answer.model_dump(mode="json")


@router.post(
    "/enrollments/bulk",
    status_code=202,
    response_model=ImportOut,
    responses={200: {"model": ImportOut, "description": "a repeat of a known import_id and body: its state"}},
)
async def bulk_enroll(request: Request, body: BulkImportIn) -> Any:
    """Enroll up to 10,000 contacts (upserted by email) in a sequence, in the background. Answers at
    once: 202 with the rows refused as invalid; GET `url` to follow the rest. 409 when `import_id`
    was used with another body; 422 (nothing stored) for an unknown sequence or mailbox."""
    seq = project_sequencer(request)
    digest = body_digest(body)
    known = await importing.repeat(seq, import_id=body.import_id, body_sha256=digest)
    if known is not None:
        return JSONResponse(_out(known), status_code=200)
    state, created = await importing.submit(
        seq,
        import_id=body.import_id,
        body_sha256=digest,
        sequence=body.sequence,
        mailbox=body.mailbox,
        live_edit=body.live_edit,
        rows=validate_rows(body.contacts),
    )
    return JSONResponse(_out(state), status_code=202 if created else 200)


@router.get("/imports/{import_id}", response_model=ImportOut)
async def get_import(request: Request, import_id: str) -> Any:
    """An import's progress: counts, the first 1,000 problem rows, and when it finished."""
    return _out(await importing.view(project_sequencer(request), import_id))
