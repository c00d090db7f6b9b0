"""Inbound texts (the SMS provider's webhook): opt-outs, opt-ins and replies.

STOP, STOPALL, UNSUBSCRIBE, CANCEL, END or QUIT (the whole text, any case) suppresses the number (no
more texts to it, in any sequence) and ends the running enrollments of the contacts with that number as
`unsubscribed`; their email addresses are not suppressed (the opt-out is from texts). START or UNSTOP
lifts a STOP the number sent. HELP and INFO are the provider's to answer and count for nothing. Any
other text counts as a reply. A text is acted on once per provider message id, however often the
webhook is delivered; signals go out before that is recorded, so a failed delivery is retried whole.
"""

from __future__ import annotations

from dataclasses import dataclass

from sequencer.phones import OPT_IN_KEYWORDS, OPT_OUT_KEYWORDS, PhoneError, keyword, tail, to_e164
from starter.client import Ended, Sequencer
from storage import enrollments, sms, suppressions
from storage.errors import NotFound
from workflows.inputs import ReplySignal, UnsubscribeSignal


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
    return "help" if word else "reply"


async def handle(seq: Sequencer, text: InboundText) -> Handled:
    try:
        number = to_e164(text.from_number)
    except PhoneError:
        return Handled(kind="unknown_sender", contacts=0, enrollments_signaled=0)
    kind = kind_of(text.body)
    signaled = 0
    async with seq.pool.acquire() as conn, conn.transaction():
        found = await sms.contacts_with_number(conn, project_id=seq.project_id, tail=tail(number))
        matched = [contact_id for contact_id, phone, country in found if _same(phone, country, number)]
        first = await sms.record_inbound(
            conn,
            project_id=seq.project_id,
            message_sid=text.message_sid,
            from_number=number,
            to_number=text.to_number,
            kind=kind,
            contacts=len(matched),
        )
        if not first:
            return Handled(kind=kind, contacts=len(matched), enrollments_signaled=0, repeat=True)
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
        if kind in ("opt_out", "reply"):
            for contact_id in matched:
                active = await enrollments.active_for_contact(
                    conn, project_id=seq.project_id, contact_id=contact_id
                )
                if active is None:
                    continue
                key = f"sms:{text.message_sid}"
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
    return Handled(kind=kind, contacts=len(matched), enrollments_signaled=signaled)


def _same(phone: str, country: str | None, number: str) -> bool:
    try:
        return to_e164(phone, country) == number
    except PhoneError:
        return False
