"""API keys of the caller's project (admin keys only): create (the key is shown once), list, revoke.
Creating and revoking write the audit log (storage/audit.py) in the same transaction."""

from __future__ import annotations

from typing import Any

from fastapi import Request
from pydantic import BaseModel, ConfigDict, Field

from api.auth import actor, project_sequencer, v1_router
from sequencer import apikeys
from storage import api_keys, audit
from storage.api_keys import ApiKey

router = v1_router()


class KeyIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, max_length=100)
    scopes: list[apikeys.Scope] = Field(min_length=1, max_length=4)


class KeyCreated(ApiKey):
    key: str  # shown only in this answer


@router.post("/keys", status_code=201, response_model=KeyCreated)
async def create_key(request: Request, body: KeyIn) -> Any:
    seq = project_sequencer(request)
    new = apikeys.generate()
    async with seq.pool.acquire() as conn, conn.transaction():
        created = await api_keys.create(
            conn, project_id=seq.project_id, name=body.name, scopes=sorted(set(body.scopes)), new=new
        )
        await audit.record(
            conn, project_id=seq.project_id, actor=actor(request), **audit.key_created(created)
        )
    return KeyCreated(**created.model_dump(), key=new.key)


@router.get("/keys", response_model=list[ApiKey])
async def list_keys(request: Request) -> Any:
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn:
        return await api_keys.list_keys(conn, project_id=seq.project_id)


@router.delete("/keys/{key_ref}", response_model=ApiKey)
async def revoke_key(request: Request, key_ref: str) -> Any:
    seq = project_sequencer(request)
    async with seq.pool.acquire() as conn, conn.transaction():
        revoked, changed = await api_keys.revoke(conn, project_id=seq.project_id, key_ref=key_ref)
        if changed:  # revoking a revoked key changes nothing, and records nothing
            await audit.record(
                conn, project_id=seq.project_id, actor=actor(request), **audit.key_revoked(revoked)
            )
    return revoked
