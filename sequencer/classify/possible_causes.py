"""A notice's list of *possible* causes is not the diagnosis of this failure.

Some delivery software prints the same paragraph in every notice, above the line that says what
happened to this recipient:

    The most common reasons are:
    - the address was mistyped or does not exist;
    - the recipient's mailbox is full.
    ...
    <bo@example.org>:
    The mailbox is over its quota.

Read as words, the list names a dead address in every notice it is printed in, whatever the
diagnosis under it says. `without_possible_causes` takes such a list out of the notice's prose
before the reason phrases read it: an introducing line that announces possible, common or likely
reasons or causes (English, Dutch, German, French, Spanish) and ends with a colon, and the list
items under it (lines that open with a bullet, and their wrapped continuations) up to a blank line,
a separator line or the recipient's own paragraph. An introducing line with no list under it is
left alone, and so is everything else in the notice.
"""

from __future__ import annotations

import re

from sequencer.classify.text import fold

_INTRO = re.compile(
    r"(?:(?:most )?(?:common|frequent|likely|occurr?ing|usual|typical|possible|probable)"
    r"|meest voorkomende|mogelijke|mogliche|haufigste|haeufigste|posibles|possibles)\s+"
    r"(?:reasons?|causes?|redenen|oorzaken|grunde|gruende|ursachen|raisons|causas|motivos)\b"
    r"|(?:reasons?|causes?|raisons|causas|motivos|ursachen|grunde|oorzaken|redenen)\s+"
    r"(?:possibles|probables|posibles|frecuentes|moglich|mogelijk)"
    r"|(?:this|it) (?:can|could|may|might) (?:be|have been) (?:caused by|due to)"
)
_BULLET = re.compile(r"^\s*(?:[-*\u2022\u00b7]|o\s|\d{1,2}[.)]\s|[a-z][.)]\s)")
_SEPARATOR = re.compile(r"^\s*[-=_*#~]{4,}\s*$")
_RECIPIENT = re.compile(r"^\s*<[^<>\s]+@[^<>\s]+>")


def without_possible_causes(text: str) -> str:
    """The notice's prose without the lists of possible causes it prints for every failure."""
    lines = text.splitlines()
    kept: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        end = _list_end(lines, i) if _is_intro(line) else i
        if end > i + 1:
            i = end  # the introducing line and its items
            continue
        kept.append(line)
        i += 1
    return "\n".join(kept) if len(kept) != len(lines) else text


def _is_intro(line: str) -> bool:
    folded = fold(line).strip()
    return folded.endswith(":") and bool(_INTRO.search(folded))


def _list_end(lines: list[str], intro: int) -> int:
    """The index after the last item of the list under lines[intro]; intro + 1 when no list follows."""
    i = intro + 1
    if i >= len(lines) or not _BULLET.match(lines[i]):
        return intro + 1
    while i < len(lines):
        line = lines[i]
        if not line.strip() or _SEPARATOR.match(line) or _RECIPIENT.match(line):
            break
        i += 1
    return i
