"""The return date an out-of-office reply announces, in English, German, French or Spanish.

Rules, in order of preference:
1. A date right after an end cue ("until", "back on", "bis zum", "jusqu'au", "hasta el", a range dash)
   or right before a return cue ("ab dem 8.12. wieder") is returned as written: "until X" -> X,
   "back on X" -> X. A date after a start cue ("from", "vom", "du", "desde") is never returned.
2. Else a weekday cued the same way ("back Monday", "ab Montag wieder") -> the next such weekday
   strictly after `sent`.
3. Else (unless `require_cue`) the first date on or after `sent` written with a month name or a year.
Years: a date without a year is its next occurrence on or after the sent date (so "until 3 January"
written in December is next year); two-digit years are 20xx.
Numeric dates: yyyy-mm-dd is ISO; otherwise day first (d/m/y, d.m.y, d-m-y, "8.12.") unless the
second number is over 12 and so cannot be a month ("12/25" is 25 December). Month names fix the order
("Dec 7"). Day first is deliberate even for ambiguous English text: a "back 02/01" from a stale
European autoresponder is far more common in our mail than a US writer, and a wrong guess one way is
no worse than the other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from sequencer.classify.date_words import AFTER_WORDS, END_WORDS, FILLERS, MONTHS, START_WORDS, WEEKDAYS
from sequencer.classify.date_words import alternation as _alt
from sequencer.classify.text import fold

_MONTH = rf"(?P<mon>{_alt(MONTHS)})\b\.?"
_PATTERNS = (
    re.compile(r"(?<![\d.])(?P<y>\d{4})[-/.](?P<m>\d{1,2})[-/.](?P<d>\d{1,2})(?![\d])"),
    re.compile(
        rf"(?<![\d.])(?P<d>\d{{1,2}})(?:st|nd|rd|th|er|eme|o)?\.?\s*(?:of\s+|de\s+)?{_MONTH}"
        r"(?:,?\s*(?:del?\s+)?(?P<y>\d{4})(?!\d))?"
    ),
    re.compile(rf"\b{_MONTH}\s*(?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?![\d:])(?:,?\s*(?P<y>\d{{4}})(?!\d))?"),
    re.compile(
        r"(?<![\d./:-])(?P<a>\d{1,2})(?P<sep>[./-])(?P<b>\d{1,2})(?P=sep)(?P<y>\d{4}|\d{2})(?![\d]|\.\d)"
    ),
    re.compile(r"(?<![\d./:-])(?P<a>\d{1,2})/(?P<b>\d{1,2})(?![\d/]|\.\d)"),
    re.compile(r"(?<![\d./:-])(?P<a>\d{1,2})\.(?P<b>\d{1,2})\.(?!\d)"),
)
_SEP = r"[\s,.]"
_FILL = rf"(?:(?:{FILLERS}){_SEP}+)*"
# A range dash ("7-8 December", "Monday-Friday") ends the absence like "until" does.
_END = rf"(?:(?<![\w'])(?:{END_WORDS})(?:{_SEP}+|$)|\s*[-\u2013]\s*)"
_END_BEFORE = re.compile(rf"{_END}{_FILL}$")
_START_BEFORE = re.compile(rf"(?<![\w'])(?:{START_WORDS}){_SEP}+{_FILL}$")
_AFTER = re.compile(rf"^[\s,.]*(?:[\w']+\s+){{0,3}}?(?:{AFTER_WORDS})\b")
_WEEKDAY = re.compile(rf"(?<![\w'])(?P<wd>{_alt(WEEKDAYS)})\b")
# Quoted earlier mail: its dates (our own send date, say) are not the sender's return date.
_QUOTE_START = re.compile(
    r"(?m)^(?:-{2,}\s*(?:original message|ursprungliche nachricht|message d'origine|mensaje original)"
    r"|on .{0,100} wrote:|am .{0,100} schrieb|le .{0,100} a ecrit|el .{0,100} escribio"
    r"|(?:from|von|de|sent|gesendet|envoye|enviado):\s)"
)


@dataclass(frozen=True)
class _Found:
    start: int
    end: int
    day: date
    loose: bool  # numeric with no year ("12/7", "8.12."): too easily a score or a time to trust uncued


def _next_on_or_after(month: int, day: int, today: date) -> date | None:
    for year in range(today.year, today.year + 5):  # 29 February waits for a leap year
        try:
            candidate = date(year, month, day)
        except ValueError:
            if month > 12 or day > 31:
                return None
            continue
        if candidate >= today:
            return candidate
    return None


def _make(year: str | None, month: int, day: int, today: date) -> date | None:
    if year is None:
        return _next_on_or_after(month, day, today)
    full = int(year) + (2000 if len(year) == 2 else 0)
    try:
        return date(full, month, day)
    except ValueError:
        return None


def _numeric(a: int, b: int, year: str | None, sep: str, today: date) -> date | None:
    if sep != "." and b > 12 and a <= 12:
        return _make(year, a, b, today)  # month first only when the second part cannot be a month: "12/25"
    return _make(year, b, a, today)


def _candidates(text: str, today: date) -> list[_Found]:
    found: list[_Found] = []
    for pattern in _PATTERNS:
        for match in pattern.finditer(text):
            groups = match.groupdict()
            if groups.get("mon"):
                day = _make(groups["y"], MONTHS[groups["mon"]], int(groups["d"]), today)
            elif groups.get("m"):
                day = _make(groups["y"], int(groups["m"]), int(groups["d"]), today)
            else:
                sep = groups.get("sep") or ("." if match.group(0).endswith(".") else "/")
                day = _numeric(int(groups["a"]), int(groups["b"]), groups.get("y"), sep, today)
            if day is not None:
                loose = not groups.get("mon") and not groups.get("y")
                found.append(_Found(match.start(), match.end(), day, loose))
    found.sort(key=lambda f: (f.start, -(f.end - f.start)))
    kept: list[_Found] = []
    for item in found:
        if not kept or item.start >= kept[-1].end:
            kept.append(item)
    return kept


def date_mentions(text: str, today: date) -> list[tuple[int, int, date]]:
    """Every date written in `text` (fold()ed) as (start, end, day); a year-less one is its next
    occurrence on or after `today`. Shared with the follow-up dates of replies."""
    return [(item.start, item.end, item.day) for item in _candidates(text, today)]


def _role(text: str, start: int, end: int) -> str:
    before = text[max(0, start - 60) : start]
    if _END_BEFORE.search(before) or _AFTER.search(text[end : end + 40]):
        return "end"
    return "start" if _START_BEFORE.search(before) else "none"


def _prepare(text: str) -> str:
    folded = fold(text)
    quote = _QUOTE_START.search(folded)
    if quote:
        folded = folded[: quote.start()]
    lines = [line for line in folded.splitlines() if not line.lstrip().startswith(">")]
    return " ".join(" ".join(lines).split())[:6000]


def parse_return_date(text: str, *, sent: datetime, require_cue: bool = False) -> date | None:
    """The day the sender is back (or last away, as written); None when the text gives none."""
    if not isinstance(text, str) or not text.strip():
        return None
    today = sent.date()
    prepared = _prepare(text)
    found = _candidates(prepared, today)
    roles = [_role(prepared, item.start, item.end) for item in found]
    for item, role in zip(found, roles, strict=True):
        if role == "end":
            return item.day
    weekday = next((m for m in _WEEKDAY.finditer(prepared) if _role(prepared, *m.span()) == "end"), None)
    if weekday:
        ahead = (WEEKDAYS[weekday.group("wd")] - today.weekday()) % 7 or 7
        return today + timedelta(days=ahead)
    if require_cue:
        return None
    for item, role in zip(found, roles, strict=True):
        if role == "none" and not item.loose and item.day >= today:
            return item.day
    return None
