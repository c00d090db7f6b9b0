"""What an inbound message does to its enrollment, decided in one place from its classification and
the sequence's `on_reply` (pure: the inbox activity carries it out).

- bounce: a permanent failure ends the enrollment (`bounced`); only a dead address (unknown user or
  domain) is suppressed, so a suspended account, a full mailbox or a policy rejection end it with
  the address kept, and the ledger says which. A blocked sender flags the mailbox instead (the
  address is fine, our reputation is not). Transient failures and success reports change nothing.
- complaint: suppress the address, stop as unsubscribed.
- out-of-office: pause until the return date; a ticket system's acknowledgement changes nothing.
- read receipt, positive delivery notification (branch "delivered"), challenge-response request: nothing.
- a person's reply: stop as `replied` with its intent; `unsubscribe` also suppresses the address;
  interested, a referral and "not now" open a `reply_followup` task for the rep (or "not now" with a
  date re-enrolls on it, `on_reply: {not_now: reenroll}`), per the sequence's `on_reply`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any, Literal

from sequencer.classify.model import Classification
from sequencer.models import OnReply

Signal = Literal["bounce", "unsubscribe", "auto_reply", "reply"]

_KEPT = {
    "suspended": "address kept: the account is disabled or suspended, not unknown",
    "mailbox_full": "address kept: the mailbox is full",
    "message_too_large": "address kept: the message was too large",
    "filtered": "address kept: a content filter rejected the message",
    "policy": "address kept: the receiver's policy rejected the message",
    "rate_limited": "address kept: the receiver limited the rate",
    "network": "address kept: a network or DNS failure",
    "system": "address kept: the receiving system failed",
    "expired": "address kept: delivery gave up retrying",
    "other": "address kept: the report names no dead address",
}
_TASK_TITLES = {
    "interested": "Interested reply: follow up",
    "not_now": "Asked to be contacted later",
    "wrong_person": "Referral: contact {referral}",
    "not_interested": "Not interested: review the reply",
    "other": "Reply to read",
}


@dataclass(frozen=True)
class Route:
    signal: Signal | None = None
    suppress: str | None = None  # the suppression reason to add for the contact's address
    flag: str | None = None  # flag the mailbox (a blocked sender)
    intent: str | None = None  # a reply's intent, stored on the enrollment
    task: str | None = None  # title of a reply_followup task for the rep
    task_due: date | None = None
    reenroll_on: date | None = None
    status_reason: str = "bounced"
    branch: str | None = None
    facts: dict[str, Any] = field(default_factory=dict)


def route_inbound(result: Classification, on_reply: OnReply | None = None) -> Route:
    on_reply = on_reply or OnReply()
    kind = result.kind
    if kind == "bounce":
        return _bounce(result)
    if kind == "complaint":
        return Route(signal="unsubscribe", suppress="complaint", branch=result.reason)
    if kind == "receipt":
        return Route(branch="delivered" if result.reason == "delivered" else "read receipt")
    if kind == "challenge":
        return Route(branch="challenge")  # a sender-verification request: stops and suppresses nothing
    if kind == "auto_reply":
        if result.intent == "auto_reply":
            return Route(branch="acknowledgement", facts={"evidence": result.evidence})
        return Route(signal="auto_reply")
    return _reply(result, on_reply)


def _bounce(result: Classification) -> Route:
    facts: dict[str, Any] = {"reason": result.reason, "evidence": result.evidence}
    if result.reason == "delivered":
        return Route(branch="delivered", facts=facts)
    if result.reason == "blocked":
        return Route(
            flag=f"blocked: {result.status or result.smtp_code or 'policy'}", branch="blocked", facts=facts
        )
    if not result.permanent:
        return Route(branch=result.reason, facts=facts)
    suppress = "hard_bounce" if result.suppress_address else None
    facts["address_suppressed"] = suppress is not None
    if suppress is None:
        facts["note"] = _KEPT.get(result.reason or "other", _KEPT["other"])
    reason = f"bounce {result.status or ''} {result.reason or ''}".strip()
    return Route(signal="bounce", suppress=suppress, status_reason=reason, branch=result.reason, facts=facts)


def _reply(result: Classification, on_reply: OnReply) -> Route:
    intent = "unsubscribe" if result.kind == "unsubscribe_request" else (result.intent or "other")
    facts: dict[str, Any] = {
        "intent": intent,
        "evidence": result.evidence,
        "referral": result.referral,
        "follow_up_date": result.follow_up_date.isoformat() if result.follow_up_date else None,
        # The contact's own words the intent was read from (quote and signature cut), for the ledger.
        "text": result.text[:500] if result.text else None,
    }
    if intent == "unsubscribe":
        return Route(signal="reply", suppress="unsubscribe", intent=intent, branch=intent, facts=facts)
    action = getattr(on_reply, intent, "none") if intent != "auto_reply" else "none"
    if intent == "wrong_person" and result.referral is None:
        action = "none"  # nobody named: nothing for the rep to follow up
    if action == "reenroll" and result.follow_up_date is not None:
        facts["reenroll_on"] = result.follow_up_date.isoformat()
        return Route(
            signal="reply", intent=intent, reenroll_on=result.follow_up_date, branch=intent, facts=facts
        )
    task = None
    if action in ("task", "reenroll"):
        task = _TASK_TITLES[intent].format(referral=result.referral)
        facts["task"] = "reply_followup"
    return Route(
        signal="reply",
        intent=intent,
        task=task,
        task_due=result.follow_up_date if intent == "not_now" else None,
        branch=intent,
        facts=facts,
    )
