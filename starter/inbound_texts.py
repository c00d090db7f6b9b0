"""Inbound texts (the SMS provider's webhook): opt-outs, opt-ins and replies.

STOP, STOPALL, UNSUBSCRIBE, CANCEL, END or QUIT (the whole text, any case) suppresses the number (no
more texts to it, in any sequence) and ends the running enrollments of the contacts with that number as
`unsubscribed`; their email addresses are not suppressed (the opt-out is from texts). START or UNSTOP
lifts a STOP the number sent (and is no reply). Any other text, HELP included, counts as a reply.
The suppression is written first and stands on its own; signals carry the message id as their dedupe
key, and the message is recorded as handled only after they went out: a delivery that fails half-way
answers 5xx and a redelivery finishes it, while one already handled changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from contracts import ReplySignal, UnsubscribeSignal
from sequencer.phones import OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS, PhoneError, keyword, tail, to_e164
from starter.client import Ended, Sequencer
from storage import enrollments, sms, suppressions
from storage.errors import NotFound


@dataclass(frozen=True)
class InboundText:
    message_sid: str
    from_number: str
    to_number: str
    body: str


@dataclass(frozen=True)
class Handled:
    kind: str  # opt_out | opt_in | help | reply | unknown_sender
    contacts: int
    enrollments_signaled: int
    repeat: bool = False


def kind_of(body: str) -> str:
    word = keyword(body)
    if word in OPT_OUT_KEYWORDS:
        return "opt_out"
    if word in OPT_IN_KEYWORDS:
        return "opt_in"
    return "reply"  # HELP too: the contact wrote back


async def handle(seq: Sequencer, text: InboundText) -> Handled:
    try:
        number = to_e164(text.from_number)
    except PhoneError:
        return Handled(kind="unknown_sender", contacts=0, enrollments_signaled=0)
    kind = kind_of(text.body)
    async with seq.pool.acquire() as conn:
        found = await sms.contacts_with_number(conn, project_id=seq.project_id, tail=tail(number))
        matched = [contact_id for contact_id, phone, country in found if _same(phone, country, number)]
        if await sms.inbound_seen(conn, project_id=seq.project_id, message_sid=text.message_sid):
            return Handled(kind=kind, contacts=len(matched), enrollments_signaled=0, repeat=True)
        # The opt-out first, on its own: no later failure (Temporal unreachable) may undo it.
        if kind == "opt_out":
            await suppressions.add(
                conn,
                project_id=seq.project_id,
                email=number,
                reason="unsubscribe",
                source=f"sms:{keyword(text.body)}",
                scope="phone",
            )
        elif kind == "opt_in":
            await suppressions.remove_opt_out(conn, project_id=seq.project_id, number=number)
        signaled = 0
        if kind in ("opt_out", "reply"):
            for contact_id in matched:
                active = await enrollments.active_for_contact(
                    conn, project_id=seq.project_id, contact_id=contact_id
                )
                if active is None:
                    continue
                key = f"sms:{text.message_sid}"  # the workflow keeps the first delivery of a key
                try:
                    if kind == "opt_out":
                        await seq.signal(
                            active.id, "unsubscribe", UnsubscribeSignal(dedupe_key=key, source="sms")
                        )
                    else:
                        await seq.signal(active.id, "reply", ReplySignal(dedupe_key=key))
                    signaled += 1
                except (Ended, NotFound):
                    pass  # it ended meanwhile
        # Recorded once every signal went out: a failure before this answers 5xx and a redelivery redoes it.
        await sms.record_inbound(
            conn,
            project_id=seq.project_id,
            message_sid=text.message_sid,
            from_number=number,
            to_number=text.to_number,
            kind=kind,
            contacts=len(matched),
        )
    return Handled(kind=kind, contacts=len(matched), enrollments_signaled=signaled)


def _same(phone: str, country: str | None, number: str) -> bool:
    try:
        return to_e164(phone, country) == number
    except PhoneError:
        return False
