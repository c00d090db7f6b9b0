"""What the mailbox's workflow tells the enrollments that ask it for slots, in workflow code: each request
of a schedule its grant, the requests beyond the book when to ask again, and newly waiting requests that
their step waits for the caps. A request asked by update gets its answer in `answers` (the update handler
returns it); the others a signal (`slot_granted`, `slot_deferred`), many of them in bounded batches of one
workflow task each (an import brings thousands). A signal to an enrollment that has ended is not
delivered, never an error."""

from __future__ import annotations

import asyncio
from datetime import datetime

from temporalio import workflow

with workflow.unsafe.imports_passed_through():
    from temporalio.exceptions import FailureError

    from contracts import SendLedger, SlotAnswer, SlotDeferred, SlotGrant, SlotRequest
    from contracts.names import EnrollmentSignal
    from workflows.slot_book import SlotBook

SIGNALS_PER_TASK = 200
Note = tuple[str, SlotGrant | SlotDeferred]  # (the enrollment's workflow id, what it is told)


async def signal(workflow_id: str, name: str, payload: SlotGrant | SlotDeferred) -> bool:
    """Signal one enrollment; False when it has ended."""
    try:
        await workflow.get_external_workflow_handle(workflow_id).signal(name, payload)
    except FailureError:
        return False
    return True


async def signal_all(name: str, notes: list[Note]) -> list[bool]:
    """Signal each note, a bounded batch per workflow task; whether each was delivered."""
    delivered: list[bool] = []
    for start in range(0, len(notes), SIGNALS_PER_TASK):
        batch = notes[start : start + SIGNALS_PER_TASK]
        delivered += await asyncio.gather(*(signal(wid, name, payload) for wid, payload in batch))
    return delivered


async def hand_out(granted: list[tuple[SlotRequest, SlotGrant]], answers: dict[str, SlotAnswer]) -> list[str]:
    """Tell each request of a schedule its grant, all in one workflow task; the request ids whose
    enrollment has ended (their grants go back to the pool)."""
    signalled = []
    for request, grant in granted:
        if request.answer_by_update:
            answers[request.request_id] = SlotAnswer(grant=grant)
        else:
            signalled.append(grant)
    delivered = await signal_all(EnrollmentSignal.SLOT_GRANTED, [(g.workflow_id, g) for g in signalled])
    return [grant.request_id for grant, ok in zip(signalled, delivered, strict=True) if not ok]


async def park_overflow(
    slots: SlotBook, answers: dict[str, SlotAnswer], book_size: int, now: datetime, until: datetime | None
) -> None:
    """Keep the best `book_size` requests; tell the others when to ask again, and drop them."""
    notes: list[Note] = []
    for request, again in slots.overflow(book_size, now):
        if request.answer_by_update:
            answers[request.request_id] = SlotAnswer.model_construct(until=until, ask_again_at=again)
            continue
        # Built without validation: an import parks thousands here in one workflow task.
        note = SlotDeferred.model_construct(request_id=request.request_id, until=until, ask_again_at=again)
        notes.append((request.workflow_id, note))
    await signal_all(EnrollmentSignal.SLOT_DEFERRED, notes)


async def tell_waiting(book: SendLedger, answers: dict[str, SlotAnswer], until: datetime | None) -> None:
    """Tell each newly waiting asker that its step waits for the caps (its status shows it)."""
    news = [r for r in book.pending.values() if not r.told_to_wait]
    for request in news:
        request.told_to_wait = True
        if request.answer_by_update:  # from now on it is granted by signal, like any queued request
            request.answer_by_update = False
            answers[request.request_id] = SlotAnswer(queued=True, until=until)
    notes: list[Note] = [
        (r.workflow_id, SlotDeferred.model_construct(request_id=r.request_id, until=until))
        for r in news
        if r.request_id not in answers
    ]
    await signal_all(EnrollmentSignal.SLOT_DEFERRED, notes)
