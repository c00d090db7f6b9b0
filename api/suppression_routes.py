"""GET/POST/DELETE /v1/suppressions: who must never be contacted, by address or whole domain."""

from __future__ import annotations

import re
from typing import Any, Literal

from fastapi import Query, Request, Response
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field, model_validator

from api.auth import project_sequencer, v1_router
from sequencer.addresses import normalize_email
from sequencer.phones import PhoneError, to_e164
from starter.client import Sequencer
from storage import suppressions

router = v1_router()
_LABEL = re.compile(r"^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$")


def _domain(value: str) -> str:
    domain = value.strip().lower().rstrip(".")
    labels = domain.split(".")
    if len(domain) > 253 or len(labels) < 2 or not all(_LABEL.match(label) for label in labels):
        raise ValueError(f"domain: not a domain name: {value!r}")
    if not labels[-1].isalpha():
        raise ValueError(f"domain: the top-level domain must be letters: {value!r}")
    return domain


class SuppressionIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    email: str | None = Field(None, description="Suppress this address.")
    domain: str | None = Field(None, description="Or every address at this domain.")
    phone: str | None = Field(
        None, max_length=40, description="Or this phone number (no texts; E.164, e.g. +14155550123)."
    )
    source: Literal["manual", "crm", "unsubscribe", "hard_bounce", "complaint"] = "manual"
    note: str | None = Field(None, max_length=500)

    @model_validator(mode="after")
    def _one_target(self) -> SuppressionIn:
        if sum(v is not None for v in (self.email, self.domain, self.phone)) != 1:
            raise ValueError("email: give one of email, domain or phone")
        try:
            if self.email is not None:
                self.email = normalize_email(self.email)
        except ValueError as exc:
            raise ValueError(f"email: {exc}") from None
        if self.domain is not None:
            self.domain = _domain(self.domain)
        if self.phone is not None:
            try:
                self.phone = to_e164(self.phone)
            except PhoneError as exc:
                raise ValueError(f"phone: {exc} (use E.164, e.g. +14155550123)") from None
        return self


def _seq(request: Request) -> Sequencer:
    return project_sequencer(request)


@router.get("/suppressions")
async def list_suppressions(
    request: Request, after: str | None = None, limit: int = Query(100, ge=1, le=1000)
) -> dict[str, Any]:
    seq = _seq(request)
    async with seq.pool.acquire() as conn:
        rows = await suppressions.list_for(conn, project_id=seq.project_id, limit=limit, after=after)
    return {
        "suppressions": [r.model_dump(mode="json") for r in rows],
        "next_after": rows[-1].value if len(rows) == limit else None,
    }


@router.post("/suppressions", status_code=201)
async def add_suppression(request: Request, body: SuppressionIn) -> Any:
    """Checked at enrollment (422) and again right before every send."""
    seq = _seq(request)
    scope = "address" if body.email else "domain" if body.domain else "phone"
    async with seq.pool.acquire() as conn:
        row, created = await suppressions.add(
            conn,
            project_id=seq.project_id,
            email=body.email or body.domain or body.phone or "",
            reason=body.source,
            source=body.note or "api",
            scope=scope,
        )
    return JSONResponse(row.model_dump(mode="json"), status_code=201 if created else 200)


@router.delete("/suppressions/{value}", status_code=204)
async def remove_suppression(request: Request, value: str) -> Response:
    seq = _seq(request)
    async with seq.pool.acquire() as conn:
        await suppressions.remove(conn, project_id=seq.project_id, value=value)
    return Response(status_code=204)
