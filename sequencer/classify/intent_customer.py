"""A reply from someone who already deals with us (heldout_bd): our customer, partner or a former one,
read right after the wrong-person step of `intent.RuleClassifier` (tables in `intent_rules/customer.py`).

- Seats or licences added with a quote or a request ("we already use Acme ... we'd want to add about 15
  seats. Can you send me a quote?") -> interested, whatever "already use" stands beside it.
- With the customer said ("we're customers already", "siamo già clienti", "we already use Acme" with our
  own name): a churned customer not coming back -> not_interested; a support matter (a ticket, something
  broken, a refund chased, the contract's cancellation asked, a roadmap question) -> other, unless a
  quote is asked beside it.
Nothing here reads a reply that does not say it is ours (a prospect's "our sync is broken" is left to
the other steps)."""

from __future__ import annotations

import re
from collections.abc import Collection

from sequencer.classify.intent_interest import interest
from sequencer.classify.intent_rules.customer import (
    CUSTOMER_SAID,
    NOT_COMING_BACK,
    SEATS_ADDED,
    SUPPORT_ASKED,
)
from sequencer.classify.intent_rules.offer import QUOTE_ASKED
from sequencer.classify.model import Intent

_GENERIC = {"gmail", "outlook", "hotmail", "yahoo", "icloud", "example", "mail", "test", "com", "co"}


def our_names(ours: Collection[str]) -> set[str]:
    """Our own name as the addresses on our side spell it: "jordan@acme.test" -> "acme"."""
    names = set()
    for address in ours:
        labels = address.rpartition("@")[2].lower().split(".")
        if len(labels) >= 2 and len(labels[-2]) >= 3 and labels[-2] not in _GENERIC:
            names.add(labels[-2])
    return names


def customer_said(folded: str, ours: Collection[str]) -> re.Match[str] | None:
    """The sender says they are our customer or partner, now or before ("we're customers already", "we
    already use Acme" with our own name)."""
    found = CUSTOMER_SAID.search(folded)
    if found:
        return found
    for name in sorted(our_names(ours)):
        found = re.search(
            rf"(?<![\w'])(?:(?:we're|we are|we've been|i'm) already using|(?:we|i) already (?:use|pay for))"
            rf" {re.escape(name)}\b",
            folded,
        )
        if found:
            return found
    return None


def customer_reading(folded: str, ours: Collection[str]) -> tuple[Intent, re.Match[str]] | None:
    """What a reply from our own customer means, or None when nothing here decides."""
    seats = SEATS_ADDED.search(folded)
    if seats and (QUOTE_ASKED.search(folded) or interest(folded)):
        return "interested", seats
    if customer_said(folded, ours) is None:
        return None
    found = NOT_COMING_BACK.search(folded)
    if found:
        return "not_interested", found
    found = SUPPORT_ASKED.search(folded)
    if found and not QUOTE_ASKED.search(folded):
        return "other", found
    return None
