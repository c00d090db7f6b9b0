"""What a specific RFC 3463 enhanced status says by itself (pure data; `reasons.decide` weighs it
against the server's words)."""

from __future__ import annotations

from sequencer.classify.model import Reason

# Specific statuses decide alone unless the words contradict them (see `reasons.py`).
# Keys are "class-less" subject.detail; x.y.0 codes are absent on purpose: they say "other".
STATUS_TABLE: dict[str, Reason] = {
    "1.0": "user_unknown",  # other address status (only with words that do not say otherwise)
    "1.1": "user_unknown",  # bad destination mailbox address
    "1.3": "user_unknown",  # bad destination mailbox address syntax
    "1.6": "user_unknown",  # mailbox has moved, no forwarding address
    "1.10": "user_unknown",  # recipient address has null MX (Microsoft: recipient not found)
    "1.2": "host_unknown",  # bad destination system address
    "4.4": "host_unknown",  # unable to route
    "1.4": "other",  # ambiguous address
    "1.7": "policy",  # bad sender's mailbox address syntax
    "1.8": "policy",  # bad sender's system address
    "2.1": "suspended",  # mailbox disabled, not accepting messages
    "2.2": "mailbox_full",
    "2.3": "message_too_large",
    "2.4": "system",  # mailing list expansion problem
    "3.1": "system",  # mail system full
    "3.2": "system",  # system not accepting network messages
    "3.3": "system",
    "3.4": "message_too_large",
    "3.5": "system",  # system incorrectly configured
    "4.1": "network",  # no answer from host
    "4.2": "network",  # bad connection
    "4.3": "network",  # directory server / routing server failure
    "4.5": "system",  # mail system congestion
    "4.6": "system",  # routing loop detected
    "4.7": "expired",  # delivery time expired
    "5.3": "rate_limited",  # too many recipients
    "7.1": "policy",  # delivery not authorized, message refused
    "7.13": "suspended",  # user account disabled
    "7.17": "user_unknown",  # mailbox owner has changed
    "7.18": "host_unknown",  # domain owner has changed
    "7.23": "policy",  # SPF validation failed
    "7.25": "blocked",  # reverse DNS validation failed
    "7.26": "policy",  # multiple authentication checks failed (DMARC)
    "7.28": "filtered",  # mail flood of similar abusive messages
    # RFC 7505 says "sender address has null MX"; a report that reached us cannot mean our domain (it
    # takes mail), so it is Sendmail's use of the code for the recipient domain's null MX.
    "7.27": "host_unknown",
}
# Statuses exact enough that the words only explain them (Gmail's DMARC text says "blocked" too).
EXACT: frozenset[str] = frozenset({"7.13", "7.23", "7.25", "7.26"})
# Whole classes: x.5.x protocol trouble, x.6.x media/content, x.7.x security and policy.
STATUS_CLASSES: dict[str, Reason] = {"5": "system", "6": "filtered", "7": "policy"}
