"""Why a delivery failed: the one reason table, and the decision that explains itself.

Order of evidence (each decision names what decided it, `evidence`):

0. A **greylisting** answer under a temporary status ("451 4.7.1 ... Greylisted", a bare "450 4.2.0
   try again later"): a deferral, `other` (`greylisted`); the final failure after retries is `expired`.
1. A **specific** enhanced status (RFC 3463) in the report: 5.1.1 unknown user, 5.2.2 mailbox full,
   5.7.x security/policy, ... (`reason_status.STATUS_TABLE`).
2. The **diagnostic text** (the remote server's own words, the DSN's Diagnostic-Code first, then the
   notice's prose): phrases in `reason_phrases.PHRASES`, checked in the table's order.
3. An address-level status is trusted only when the words do not contradict it. Servers answer
   "550 5.1.1" for spam rejections and policy blocks too; a phrase that names a block, a filter, a
   policy, a rate limit, a disabled account or a full mailbox wins over the status (and so never
   suppresses a real address). A vague status (x.y.0, or none) lets the words decide alone.

Only `user_unknown` and `host_unknown`, on a permanent failure, say the *address* is dead and
suppress it. `suspended` (disabled, inactive, locked accounts) ends the enrollment but keeps the
address: accounts come back. Everything else is about our sender, our content, or the moment.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from sequencer.classify.model import Reason
from sequencer.classify.reason_phrases import (
    BARE_REJECTION,
    GREYLISTED,
    HARD_CUE,
    PHRASES,
    RETRY_LATER,
    SENDER_CHECK,
    SENDER_REFUSED,
    STRONG_ADDRESS,
)
from sequencer.classify.reason_status import EXACT, STATUS_CLASSES, STATUS_TABLE
from sequencer.classify.text import fold

ADDRESS_REASONS: frozenset[Reason] = frozenset({"user_unknown", "host_unknown"})


@dataclass(frozen=True)
class Decision:
    reason: Reason
    evidence: str | None  # the status code or the matched phrase, as found (folded text)


_NON_ADDRESS_OVERRIDES: frozenset[Reason] = frozenset(
    {"rate_limited", "blocked", "filtered", "policy", "suspended", "mailbox_full", "message_too_large"}
)
_AFTER_DATA = re.compile(r"(?:after|in reply to) (?:end of )?data|after (?:the )?message|at data")


# An address in a diagnostic names a mailbox, and a link's path names a page: neither is the
# server's reason ("<filtered@example.com>... User Unknown", "see https://example.org/reason/#filtered").
# A link's host stays: "553 http://www.spamhaus.org/query/bl?ip=..." names the blocklist.
_ADDRESS = re.compile(r"[\w.!#$%&'*+/=?^`{|}~-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}")
_LINK = re.compile(r"\b(?:https?://)([\w-]+(?:\.[\w-]+)+)[^\s<>\"')]*")


# Some servers print their reason as one token ("550 BAD_RECIPIENT", "NO_SUCH_USER"): read it as words.
_JOINED = re.compile(r"(?<=[a-z])_(?=[a-z])")
# Postfix, Exim and folded DSN fields wrap a diagnostic onto indented continuation lines ("Host or
# domain\n    name not found"): the reason phrases read the wrapped line as one.
_CONTINUATION = re.compile(r"[ \t]*\n[ \t]+(?=\S)")


def words_of(text: str) -> str:
    """fold()ed text with continuation lines joined, addresses blanked out, links cut to their host
    and words joined by `_` parted, for the reason phrases."""
    flat = _CONTINUATION.sub(" ", fold(text))
    return _JOINED.sub(" ", _ADDRESS.sub("<address>", _LINK.sub(r"\1", flat)))


def text_cue(text: str) -> Decision | None:
    """The first phrase of the table found in text, or None."""
    cue = words_of(text)
    for reason, pattern in PHRASES:
        match = pattern.search(cue)
        if match:
            return Decision(reason, match.group(0).strip())
    return None


def status_reason(status: str) -> Reason | None:
    """The reason a specific status implies by itself; None for x.y.0 and unknown codes."""
    parts = status.split(".")
    if len(parts) != 3:
        return None
    key = f"{parts[1]}.{parts[2]}"
    if key in STATUS_TABLE:
        return STATUS_TABLE[key]
    return STATUS_CLASSES.get(parts[1]) if parts[2] != "0" or parts[1] in ("6", "7") else None


def _strong_address(texts: tuple[str, ...]) -> Decision | None:
    for text in texts:
        match = STRONG_ADDRESS.search(words_of(text))
        if match:
            words = match.group(0)
            host = words.startswith(("host", "domain", "no mx"))
            return Decision("host_unknown" if host else "user_unknown", words)
    return None


def decide(status: str | None, *texts: str) -> Decision:
    """The failure reason for a status and the server's words (the Diagnostic-Code first)."""
    decision = _decide(status, *texts)
    checked = about_our_sender(*texts) if decision.reason in ADDRESS_REASONS else None
    if checked is not None:
        # "550-Verification failed for <us> ... 550 5.1.1 User unknown ... Sender verify failed": the
        # unknown address is ours, as the receiver's check of our sender saw it; the recipient is fine.
        return Decision("policy", f"{checked} ({decision.evidence})" if decision.evidence else checked)
    return decision


# A sender check named as a rule or a possible cause, not as what happened to this message: "we also
# reject mail when we cannot verify the sender", "possible reasons: ... could not verify the sender".
_CONDITION = re.compile(
    r"\b(?:when|whenever|if|unless|may|might|possibl[ey]|possible (?:reasons?|causes?)|reasons?|causes?"
    r"|such as|for example|e g)\b"
)
_CLAUSE_START = re.compile(r"[.;:!?()\n]")


def about_our_sender(*texts: str) -> str | None:
    """The words, in any of the texts, that say the receiver's check of our sender address failed (as
    a verdict on this message, not in a clause that names the check as a rule or a possible cause)."""
    for text in texts:
        flat = words_of(text)
        for found in SENDER_CHECK.finditer(flat):
            before = flat[max(0, found.start() - 80) : found.start()]
            clause = _CLAUSE_START.split(before)[-1]
            if not _CONDITION.search(clause):
                return found.group(0)
    return None


# The temporary statuses greylisting answers with when it says no more than "try again later".
_GREYLIST_STATUSES = frozenset({"4.7.1", "4.2.0"})


def greylisted(status: str | None, answer: str) -> Decision | None:
    """A greylisting answer under a temporary status (or none): "451 4.7.1 Recipient address rejected:
    Greylisted", "Greylisting in action", a bare "450 4.2.0 try again later". The receiver deferred a
    sender it had not seen yet: `other` (a delay; the final failure after retries is `expired`), never
    the receiver's policy nor an unknown recipient."""
    if status is not None and not status.startswith("4"):
        return None
    said = words_of(answer)
    found = GREYLISTED.search(said)
    if found:
        return Decision("other", f"{status} {found.group(0)} (greylisting)" if status else found.group(0))
    retry = RETRY_LATER.search(said)
    if retry is None or status not in _GREYLIST_STATUSES:
        return None
    cue = text_cue(answer)
    if cue is not None and not BARE_REJECTION.fullmatch(cue.evidence or ""):
        return None  # the answer names its own cause ("too many connections", "listed at spamhaus")
    return Decision("other", f"{status} {retry.group(0)} (greylisting)")


def _decide(status: str | None, *texts: str) -> Decision:
    answer = next((text for text in texts if text.strip()), "")
    grey = greylisted(status, answer)
    if grey is not None:
        # Only the first words decide (the server's answer before the notice's prose, which may say
        # "we will try again later" of any delay).
        return grey
    cue = next((found for found in map(text_cue, texts) if found), None)
    after_data = any(_AFTER_DATA.search(words_of(text)) for text in texts)
    by_status = status_reason(status) if status else None
    # The words of the first text that has any (the Diagnostic-Code before the notice's prose) rule:
    # a sendmail summary "5.1.1 User unknown" does not outvote the server's "5.7.1 IP blacklisted".
    first = next((i for i, text in enumerate(texts) if text_cue(text)), len(texts) - 1)
    refused = _sender_refused(texts)
    if (
        refused is not None
        and by_status not in ADDRESS_REASONS
        and (cue is None or cue.reason in _SENDER_SIDE)
    ):
        # "Rejected by recipient's filter settings", and the notice says the setting refuses our domain:
        # the recipient banned our sender, whatever we send (blocked, not a content filter).
        return Decision("blocked", f"{status} {refused}" if status else refused)
    strong = _strong_address(texts[: first + 1])
    beside = _filter_beside(strong, texts[: first + 1])
    if beside is not None:
        return beside
    if (
        strong is not None
        and (cue is None or cue.reason in ADDRESS_REASONS or not HARD_CUE.search(cue.evidence or ""))
        and (
            by_status in (None, *ADDRESS_REASONS)
            # "550 5.2.1 <x>... User Unknown": many MTAs send x.2.1 for any refused mailbox; the
            # words decide when they name an unknown user and nothing disabled or suspended.
            or (by_status == "suspended" and cue is not None and cue.reason in ADDRESS_REASONS)
        )
        and not (cue is not None and cue.evidence == _DIRECTORY_REJECTION)
    ):
        # "Barracuda: 550 5.1.1 user unknown", "not listed in Domino Directory": the words name a dead
        # address, and nothing in them says filter or blocklist. Under a security/policy status
        # (5.7.x: "550 5.7.1 ... User unknown") the status is the filter context: the words are no proof.
        if by_status in ADDRESS_REASONS and not _names_the_domain(status, strong, texts):
            return Decision(by_status, f"{status} {strong.evidence}")
        return Decision(strong.reason, f"{status} {strong.evidence}" if status else strong.evidence)
    if by_status in ADDRESS_REASONS:
        if _names_the_domain(status, cue, texts):
            # "5.1.0 Domain x does not accept mail (nullMX)", "556 5.1.10 ... has null MX": a status
            # that names no side of the address; the words name the domain.
            return Decision("host_unknown", f"{status} {cue.evidence if cue else ''}")
        if (
            cue is not None
            and cue.reason == "suspended"
            and status is not None
            and status.split(".", 1)[-1] in _DEAD_MAILBOX
            and _CLOSED.search(cue.evidence or "")
        ):
            # "550 5.1.1 This mailbox has been closed": a bad-mailbox status with words that say the
            # mailbox is gone for good (closed, terminated, deleted), not disabled for a while.
            return Decision(by_status, f"{status} {cue.evidence}")
        if cue is not None and cue.reason in _NON_ADDRESS_OVERRIDES | {"network", "system"}:
            # "550 5.1.1 ... blocked by policy": the words say what really happened.
            if not (cue.reason in ("network", "system") and by_status == "user_unknown"):
                return cue
        if cue is not None and cue.reason == by_status:
            return Decision(by_status, f"{status} {cue.evidence}")
        return Decision(by_status, status)
    if by_status is not None:
        if cue is not None and cue.reason not in ADDRESS_REASONS:
            exact = status is not None and status.split(".", 1)[-1] in EXACT
            if _refines(by_status, cue.reason) and not exact:
                return cue
            return Decision(by_status, f"{status} {cue.evidence}")
        if by_status == "network" and cue is not None and cue.evidence == _DIRECTORY_REJECTION:
            return cue
        return Decision(by_status, status)
    if cue is None:
        return Decision("other", status)
    if cue.reason in ADDRESS_REASONS and after_data and not _STRONG_AFTER_DATA.search(cue.evidence or ""):
        # Accepted at RCPT, refused after the content was seen: a filter, not a missing mailbox.
        return Decision("filtered", f"{cue.evidence} (after DATA)")
    return cue


_SENDER_SIDE: frozenset[Reason] = frozenset({"filtered", "policy", "blocked"})


def _sender_refused(texts: tuple[str, ...]) -> str | None:
    """The words, in any of the texts, that say the recipient's settings refuse our domain or address."""
    for text in texts:
        found = SENDER_REFUSED.search(words_of(text))
        if found:
            return found.group(0)
    return None


# Bad-mailbox statuses (x.1.1 bad destination mailbox, x.1.6 moved) and the words that, under them,
# say the account was closed for good rather than disabled or suspended for a while.
_DEAD_MAILBOX = frozenset({"1.1", "1.6"})
_CLOSED = re.compile(r"closed|terminated|discontinued|deleted|removed|cancell?ed")


# RFC 7505's own words for a domain that publishes a null MX.
_NULL_MX = re.compile(r"null ?mx|no smtp service")


def _names_the_domain(status: str | None, words: Decision | None, texts: tuple[str, ...]) -> bool:
    """Words that name the domain under a status that names no side of the address: x.1.0 with any
    words that name the domain, x.1.10 (which Microsoft also sends for an unknown recipient) only with
    the null MX spelled out ("has null MX", "(nullMX)")."""
    if words is None or words.reason != "host_unknown" or status is None:
        return False
    detail = status.split(".", 1)[-1]
    return detail == "1.0" or (detail == "1.10" and any(_NULL_MX.search(words_of(text)) for text in texts))


# A filter named in the same answer as the "unknown user": "550 5.1.1 Unknown user - message blocked by
# recipient's content policy". The words that say dead address are the filter's answer to our message,
# so even an explicit 5.1.1 proves nothing about the address.
FILTER_BESIDE = re.compile(
    r"content (?:polic|filter|rules?\b|scan)"
    r"|(?:message|mail|e-?mail) (?:was |has been )?(?:blocked|rejected|refused|filtered)"
    r" (?:by|due to|because of) (?:the |our |a )?(?:recipient'?s? )?(?:content|spam|mail|filter|anti-?spam)"
    r"|blocked by (?:the )?recipient|recipient'?s? (?:content|spam|mail) (?:filter|polic)"
)


def _filter_beside(strong: Decision | None, texts: tuple[str, ...]) -> Decision | None:
    if strong is None or strong.reason != "user_unknown":
        return None
    for text in texts:
        cue = words_of(text)
        if STRONG_ADDRESS.search(cue):
            found = FILTER_BESIDE.search(cue)
            if found:
                return Decision("filtered", f"{strong.evidence} ({found.group(0)})")
    return None


# Generic security statuses: 5.7.0, 5.7.1, and any 5.7.x the status table does not name.
_GENERIC_SECURITY = re.compile(r"^5\.7\.\d{1,3}$")
# Words that say the recipient was refused, not that it is unknown: under 5.7.1 Postfix's access
# table answers "Recipient address rejected: Access denied", a policy.
_REFUSAL_ONLY = re.compile(r"denied|rejected|refused|unavailable|not available|not accepted")
# ... unless they go on to say the address is unknown ("Recipient address rejected: user x does not exist").
_NAMES_UNKNOWN = re.compile(r"unknown|n[o']t exist|no such|not found|non-?existent")


def refused_recipient(status: str | None, *texts: str) -> Decision | None:
    """An unknown address named under a generic 5.7.x (5.7.0, 5.7.1, or one the status table does not
    name) that answered `RCPT` (the caller knows the command): "550 5.7.1 No such user!", qmail's
    "badrcptto ... (#5.7.1)". Many servers send 5.7.x for any refused recipient; at RCPT, with words
    that name the address and no blocklist or filter, the words decide. Not after DATA (a filter's
    answer), not under a specific 5.7.x (5.7.13 disabled, 5.7.26 DMARC)."""
    if status is None or not _GENERIC_SECURITY.match(status) or about_our_sender(*texts):
        return None
    detail = status.split(".", 1)[1]
    if detail != "7.1" and detail in STATUS_TABLE:
        return None  # a specific 5.7.x (5.7.13 disabled, 5.7.25 reverse DNS, 5.7.26 DMARC) says its own why
    cue = next((found for found in map(text_cue, texts) if found), None)
    if cue is None or cue.reason not in ADDRESS_REASONS:
        return None
    if _REFUSAL_ONLY.search(cue.evidence or "") and not _NAMES_UNKNOWN.search(cue.evidence or ""):
        return None
    if any(HARD_CUE.search(words_of(text)) for text in texts):
        return None
    return Decision(cue.reason, f"{status} {cue.evidence} (refused at RCPT)")


# Microsoft 365's answer (5.4.1) for a recipient its directory does not know.
_DIRECTORY_REJECTION = "recipient address rejected: access denied"
_STRONG_AFTER_DATA = re.compile(r"user unknown|unknown user|no such|not exist|not found")


def _refines(by_status: Reason, by_words: Reason) -> bool:
    """Whether the words may sharpen a specific non-address status (5.7.1 + "spamhaus" is blocked)."""
    if by_status in ("policy", "blocked", "filtered"):
        return by_words in ("policy", "blocked", "filtered", "rate_limited", "suspended")
    if by_status == "suspended":
        return by_words in ("rate_limited", "mailbox_full")  # Gmail sends x.2.1 for rate limiting
    if by_status in ("system", "network"):
        return by_words in ("system", "network", "rate_limited", "blocked", "filtered", "policy", "expired")
    return False


def suppresses(permanent: bool | None, reason: Reason) -> bool:
    """Only a permanent failure that says the address is dead (unknown user or domain) suppresses it."""
    return permanent is True and reason in ADDRESS_REASONS
