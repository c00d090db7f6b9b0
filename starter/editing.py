"""Editing sequences: drafts with optimistic locking, publishing, live edits, bulk signals, stats.

A published version never changes (a trigger refuses it). Edits go to the sequence's one draft, whose
revision is its ETag: a save names the revision it started from and loses (412) if someone saved
first. Publishing the draft makes a new version, the default for new enrollments; running enrollments
follow it per their live-edit policy (their own, else the one given at publish): `stay` (default),
`next_step` or `restart`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence as Seq
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel

from contracts import ExitSignal, PauseSignal, VersionChange
from sequencer.models import SequenceDocument
from starter.client import Ended, Sequencer
from storage import enrollments, sequences
from storage.errors import Conflict, NotFound, StorageError
from storage.records import Enrollment, SequenceVersion

LiveEdit = Literal["stay", "next_step", "restart"]
_FAN_OUT = 20  # signals in flight at once


class Stale(StorageError):
    """The draft changed since the revision the caller started from (HTTP 412)."""


class Published(BaseModel):
    version: SequenceVersion
    live_edit: LiveEdit
    moved: int  # running enrollments told to follow the new version
    stayed: int


class BulkResult(BaseModel):
    matched: int
    signalled: int
    ended: int  # had ended by the time the signal came


def _document(data: dict[str, Any], name: str) -> dict[str, Any]:
    """Validated (ValidationError names the field); the sequence keeps its name."""
    document = SequenceDocument.model_validate({**data, "name": data.get("name", name)})
    if document.name != name:
        raise Conflict(f"a draft keeps its sequence's name ({name!r})", field="name")
    return document.model_dump(mode="json")


async def open_draft(seq: Sequencer, ref: str, data: dict[str, Any] | None) -> tuple[sequences.Draft, bool]:
    """The sequence's draft: a new one (from `data`, else a copy of the default version), or the one
    already open. (draft, created)."""
    async with seq.pool.acquire() as conn, conn.transaction():
        found = await sequences.find(conn, project_id=seq.project_id, ref=ref)
        current = await sequences.latest(conn, project_id=seq.project_id, ref=found.id)
        document = _document(data, found.name) if data else current.document
        return await sequences.create_draft(
            conn, sequence_id=found.id, document=document, based_on=current.version
        )


async def get_draft(seq: Sequencer, ref: str) -> sequences.Draft:
    async with seq.pool.acquire() as conn:
        found = await sequences.find(conn, project_id=seq.project_id, ref=ref)
        draft = await sequences.get_draft(conn, sequence_id=found.id)
    if draft is None:
        raise NotFound(f"sequence {found.name!r} has no draft; POST .../draft opens one", field="draft")
    return draft


async def save_draft(seq: Sequencer, ref: str, data: dict[str, Any], revision: int) -> sequences.Draft:
    async with seq.pool.acquire() as conn, conn.transaction():
        found = await sequences.find(conn, project_id=seq.project_id, ref=ref)
        document = _document(data, found.name)
        saved = await sequences.update_draft(conn, sequence_id=found.id, document=document, revision=revision)
        if saved is None:
            if await sequences.get_draft(conn, sequence_id=found.id) is None:
                raise NotFound(f"sequence {found.name!r} has no draft", field="draft")
            raise Stale("the draft changed since that revision: GET it again, then save", field="If-Match")
        return saved


async def publish_draft(seq: Sequencer, ref: str, *, revision: int | None, live_edit: LiveEdit) -> Published:
    """Publish the draft as the new default version; then tell running enrollments to follow it."""
    async with seq.pool.acquire() as conn, conn.transaction():
        found = await sequences.find(conn, project_id=seq.project_id, ref=ref)
        draft = await sequences.take_draft(conn, sequence_id=found.id, revision=revision)
        if draft is None:
            if await sequences.get_draft(conn, sequence_id=found.id) is None:
                raise NotFound(f"sequence {found.name!r} has no draft to publish", field="draft")
            raise Stale("the draft changed since that revision: GET it again", field="If-Match")
        version = await sequences.publish(
            conn, project_id=seq.project_id, name=found.name, document=draft.document
        )
    moved, stayed = await follow(seq, version, live_edit)
    return Published(version=version, live_edit=live_edit, moved=moved, stayed=stayed)


async def follow(seq: Sequencer, version: SequenceVersion, live_edit: LiveEdit) -> tuple[int, int]:
    """Signal the running enrollments of the sequence whose policy is not `stay`."""
    async with seq.pool.acquire() as conn:
        running = await enrollments.running_of_sequence(
            conn, project_id=seq.project_id, sequence_id=version.sequence_id
        )
    movers = [
        (e, policy)
        for e, own in running
        if (policy := own or live_edit) != "stay" and e.sequence_version_id != version.id
    ]
    stayed = len(running) - len(movers)

    async def tell(enrollment: Enrollment, policy: str) -> bool:
        change = VersionChange(version_id=version.id, version=version.version, policy=policy)
        try:
            await seq.signal(enrollment.id, "version_changed", change)
        except (Ended, NotFound):
            return False
        return True

    told = await _bounded([lambda e=e, p=p: tell(e, p) for e, p in movers])
    return sum(told), stayed


async def _bounded(calls: Seq[Any]) -> list[Any]:
    gate = asyncio.Semaphore(_FAN_OUT)

    async def one(call: Any) -> Any:
        async with gate:
            return await call()

    return await asyncio.gather(*(one(c) for c in calls))


async def bulk(
    seq: Sequencer,
    *,
    sequence: str | None = None,
    mailbox: str | None = None,
    action: Literal["pause", "resume", "exit"],
    until: datetime | None = None,
    reason: str | None = None,
) -> BulkResult:
    """Pause (until a date, if given), resume or exit every running enrollment of a sequence or a
    mailbox (a rep on leave), through the same signals as one enrollment."""
    async with seq.pool.acquire() as conn:
        if sequence is not None:
            found = await sequences.find(conn, project_id=seq.project_id, ref=sequence)
            running = [
                e
                for e, _ in await enrollments.running_of_sequence(
                    conn, project_id=seq.project_id, sequence_id=found.id
                )
            ]
        else:
            from storage import mailboxes

            assert mailbox is not None
            box = await mailboxes.find(conn, project_id=seq.project_id, ref=mailbox)
            running = await enrollments.active_for_mailbox(conn, mailbox_id=box.id)
    payload: BaseModel | None = None
    if action == "pause":
        payload = PauseSignal(until=until, reason=reason)
    elif action == "exit":
        payload = ExitSignal(reason=reason or "exited in bulk")

    async def send(enrollment: Enrollment) -> bool:
        try:
            await seq.signal(enrollment.id, action, payload)
        except (Ended, NotFound):
            return False
        return True

    told = await _bounded([lambda e=e: send(e) for e in running])
    return BulkResult(matched=len(running), signalled=sum(told), ended=len(running) - sum(told))
