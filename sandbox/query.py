"""The subset of Gmail's `q` search syntax that Sequencer relies on.

Terms are space-separated and AND-ed; a leading '-' negates a term. Anything
the sandbox cannot evaluate faithfully (unknown operators, OR, grouping) is a
400 rather than a silently wrong result.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime

from sandbox import rfc822
from sandbox.errors import invalid_argument
from sandbox.store import StoredMessage

Predicate = Callable[[StoredMessage, int], bool]  # (message, now in ms)

_TOKEN = re.compile(r'-?(?:[A-Za-z][A-Za-z0-9_]*:)?"[^"]*"|\S+')
_OPERATOR = re.compile(r"^([A-Za-z][A-Za-z0-9_]*):(.*)$", re.DOTALL)
_AGE = re.compile(r"^(\d+)([hdmy])$")
_DAY_MS = 86_400_000
# Gmail's m is months; the sandbox uses 30-day months and 365-day years.
_UNIT_MS = {"h": 3_600_000, "d": _DAY_MS, "m": 30 * _DAY_MS, "y": 365 * _DAY_MS}
_IN_LABELS = {
    "inbox": "INBOX",
    "sent": "SENT",
    "trash": "TRASH",
    "spam": "SPAM",
    "draft": "DRAFT",
    "drafts": "DRAFT",
    "starred": "STARRED",
    "important": "IMPORTANT",
    "chats": "CHAT",
}
_IS_LABELS = {"unread": "UNREAD", "starred": "STARRED", "important": "IMPORTANT"}


@dataclass(frozen=True)
class Query:
    predicates: tuple[Predicate, ...]

    def matches(self, message: StoredMessage, now_ms: int) -> bool:
        return all(predicate(message, now_ms) for predicate in self.predicates)


def parse_query(q: str | None) -> Query:
    predicates: list[Predicate] = []
    for token in _TOKEN.findall(q or ""):
        negate = token.startswith("-") and len(token) > 1
        term = token[1:] if negate else token
        predicate = _term(term)
        if predicate is None:
            continue
        predicates.append(_negated(predicate) if negate else predicate)
    return Query(tuple(predicates))


def _negated(predicate: Predicate) -> Predicate:
    return lambda message, now: not predicate(message, now)


def _unquote(value: str) -> str:
    return value[1:-1] if len(value) >= 2 and value[0] == value[-1] == '"' else value


def _term(term: str) -> Predicate | None:
    if term == "AND":
        return None
    if term == "OR" or term[:1] in "({" or term[-1:] in ")}":
        raise invalid_argument(f"Unsupported search syntax in sandbox: {term}")
    match = _OPERATOR.match(term)
    if match is None:
        word = _unquote(term).casefold()
        return lambda message, now: word in rfc822.search_text(message.parsed)
    operator, value = match.group(1).lower(), _unquote(match.group(2)).strip()
    if not value:
        raise invalid_argument(f"Missing value for search operator {operator}:")
    build = _OPERATORS.get(operator)
    if build is None:
        raise invalid_argument(f"Unsupported search operator: {operator}:")
    return build(value)


def _rfc822msgid(value: str) -> Predicate:
    wanted = rfc822.canonical_message_id(value)
    return lambda message, now: message.rfc822_id == wanted


def _has_label(label: str) -> Predicate:
    wanted = label.casefold()
    return lambda message, now: any(lbl.casefold() == wanted for lbl in message.labels)


def _in(value: str) -> Predicate:
    if value.lower() == "anywhere":
        return lambda message, now: True
    return _has_label(_IN_LABELS.get(value.lower(), value))


def _is(value: str) -> Predicate:
    if value.lower() == "read":
        return _negated(_has_label("UNREAD"))
    label = _IS_LABELS.get(value.lower())
    if label is None:
        raise invalid_argument(f"Unsupported search value is:{value}")
    return _has_label(label)


def _header_contains(*names: str) -> Callable[[str], Predicate]:
    def build(value: str) -> Predicate:
        wanted = value.casefold()

        def predicate(message: StoredMessage, now: int) -> bool:
            texts = (rfc822.header_text(message.parsed, n) for n in names)
            return any(wanted in text.casefold() for text in texts)

        return predicate

    return build


def _age_ms(value: str) -> int:
    match = _AGE.match(value.lower())
    if match is None:
        raise invalid_argument(f"Invalid relative date: {value} (use e.g. 2d, 3h, 1m, 1y)")
    return int(match.group(1)) * _UNIT_MS[match.group(2)]


def _newer_than(value: str) -> Predicate:
    age = _age_ms(value)
    return lambda message, now: message.internal_date_ms > now - age


def _older_than(value: str) -> Predicate:
    age = _age_ms(value)
    return lambda message, now: message.internal_date_ms < now - age


def _date_ms(value: str) -> int:
    """after:/before: take YYYY/MM/DD (UTC in the sandbox) or epoch seconds."""
    if value.isdigit():
        return int(value) * 1000
    for pattern in ("%Y/%m/%d", "%Y-%m-%d"):
        try:
            return int(datetime.strptime(value, pattern).replace(tzinfo=UTC).timestamp() * 1000)
        except ValueError:
            continue
    raise invalid_argument(f"Invalid date: {value}")


def _after(value: str) -> Predicate:
    moment = _date_ms(value)
    return lambda message, now: message.internal_date_ms >= moment


def _before(value: str) -> Predicate:
    moment = _date_ms(value)
    return lambda message, now: message.internal_date_ms < moment


_OPERATORS: dict[str, Callable[[str], Predicate]] = {
    "rfc822msgid": _rfc822msgid,
    "in": _in,
    "is": _is,
    "label": _has_label,
    "from": _header_contains("From"),
    "to": _header_contains("To", "Cc"),
    "cc": _header_contains("Cc"),
    "subject": _header_contains("Subject"),
    "newer_than": _newer_than,
    "older_than": _older_than,
    "after": _after,
    "before": _before,
}
