"""An original without `>` marks above a bottom-posted answer (WEB.DE, GMX, some webmails: "Gesendet:
... Von: "Rep" <rep@x> ... Betreff: ..." then our email as it was, then the reply).

A message that opens on a header block usually has the sender's text right under it (a webmail's own
copy, Polish Onet, EdgeTier's bottom-posted reply). But when the block's From names someone whose name
stands alone on a line below (the original's signature, "Jonas Keller"), the text down to there is that
person's message: its signature card and footer paragraphs (a link, "reply "stop"", "Kein Interesse?
Antworten Sie mit „Abmelden“") belong to it too, and the answer starts at the first paragraph after
them. With nothing after the original, the old reading stands.

The same holds under an attribution line with nothing above it (Yahoo bottom posting: "On Monday, ...,
Priya Raman <priya@x> wrote:" over our emails without `>` marks, the answer typed under all of them):
the answer starts after the last line that is the attribution's author's name alone, past the footers
(`answer_under_attribution`)."""

from __future__ import annotations

import re

from sequencer.classify.attribution import clean
from sequencer.classify.intent_rules.removal_mention import MENTION

# The From field of a header block and the display name in it ("Von: "Jonas Keller" <j@x>",
# "**From:** Rep Person <rep@x>", "De : Camille Roux").
_FROM_NAME = re.compile(
    r"^\s*\*{0,2}\s*(?:from|von|de|da|van|od|expediteur|mittente|absender|remetente)\s*\*{0,2}\s?:\s*\*{0,2}"
    r"\s*\"?([^\"<>@\n]+?)\"?\s*(?:<[^>]*>|\[[^\]]*\])?\s*$"
)
# A footer paragraph of the original: a link, a word to reply with in quotation marks, the usual lines.
# A removal word alone ("Bitte abmelden.") is no footer: a sender's bottom-posted request must count.
_FOOTER = re.compile(r"https?://|www\.|you (?:are receiving|received) this|sie erhalten diese")


def _author(lines: list[str], first: int, start: int) -> str | None:
    """The folded display name the header block's From field names, two words or more."""
    for line in lines[first:start]:
        found = _FROM_NAME.match(clean(line).replace("*", " ").strip())
        if found:
            name = " ".join(found.group(1).split())
            return name if len(name.split()) >= 2 else None
    return None


def _paragraphs(lines: list[str], start: int) -> list[tuple[int, int]]:
    """(first, past-last) line indexes of the blank-separated paragraphs from `start`."""
    found: list[tuple[int, int]] = []
    index = start
    while index < len(lines):
        if not lines[index].strip():
            index += 1
            continue
        end = index
        while end < len(lines) and lines[end].strip():
            end += 1
        found.append((index, end))
        index = end
    return found


def _footer(text: str) -> bool:
    folded = " ".join(clean(text).split())
    return bool(_FOOTER.search(folded) or MENTION.search(folded))


# The words before the address on an attribution line ("..., Priya Raman <priya@x> wrote:", "... hat
# Priya Raman <priya@x> Folgendes geschrieben:", "Op ... schreef Priya Raman <priya@x>:").
_BEFORE_ADDRESS = re.compile(r"^(.*?)\"?\s*<[^<>@\s]+@[^<>\s]+>")


# An attribution that names the author without an address (Thunderbird: "On 11/09/2026 09:14 AM, Jordan
# Lee wrote:", "Op 09-11-2026 om 09:14 schreef Sam Ortega:", "Am ... schrieb Jonas Keller:"): the words
# before the verb, or after it where the verb comes first.
_NAME_AFTER_VERB = re.compile(r"\b(?:schreef|schrieb|skrev)\s+([^<>@:\d]+?)\s*:\s*$")
_NAME_BEFORE_VERB = re.compile(
    r"^(.*?)\s+(?:wrote|a ecrit|escribio|ha scritto|escreveu|schreef|schrieb)\s*:\s*$"
)


def _name_words(line: str) -> list[str]:
    """The words that end in the author's name on an attribution line, or none."""
    folded = clean(line).strip()
    found = _BEFORE_ADDRESS.search(folded)
    if found:
        return re.sub(r"[\",]", " ", found.group(1)).split()
    after = _NAME_AFTER_VERB.search(folded)
    if after:
        words = after.group(1).split()
        return words if len(words) <= 3 else []
    before = _NAME_BEFORE_VERB.match(folded)
    return re.sub(r"[\",]", " ", before.group(1)).split() if before else []


def _author_names(line: str) -> set[str]:
    """The author's name as it may stand alone below: the last two or three words before the address
    (or before the verb, or after it, when the line gives no address)."""
    words = _name_words(line)
    if not words:
        return set()
    names = {" ".join(words[-count:]) for count in (2, 3) if len(words) >= count}
    return {name for name in names if not re.search(r"\d", name)}


def answer_under_attribution(lines: list[str], index: int) -> int | None:
    """Where an answer starts below the unmarked original an attribution line at `index` heads (nothing
    above it); None when the author's name never stands alone below, or nothing but footers follows."""
    authors = _author_names(lines[index])
    if not authors:
        return None
    paragraphs = _paragraphs(lines, index + 1)
    signed = [
        number
        for number, (top, end) in enumerate(paragraphs)
        if any(" ".join(clean(line).split()) in authors for line in lines[top:end])
    ]
    return _first_past_footers(lines, paragraphs[signed[-1] + 1 :]) if signed else None


def answer_start(
    lines: list[str], first: int, start: int, sender_names: frozenset[str] = frozenset()
) -> int | None:
    """Where a bottom-posted answer starts under an unmarked original that opens the message at the
    header block `first`..`start`; None when the text under the block is not that author's message, or
    the author is the sender (`sender_names`, folded words: a webmail's copy of their own message)."""
    author = _author(lines, first, start)
    if not author or set(author.split()) <= sender_names:
        return None
    paragraphs = _paragraphs(lines, start)
    for number, (top, end) in enumerate(paragraphs):
        if any(" ".join(clean(line).split()) == author for line in lines[top:end]):
            return _first_past_footers(lines, paragraphs[number + 1 :])
    return None


def _first_past_footers(lines: list[str], paragraphs: list[tuple[int, int]]) -> int | None:
    """The top of the first of `paragraphs` (under the original's signature) that is no footer of it."""
    for top, end in paragraphs:
        if not _footer("\n".join(lines[top:end])):
            return top
    return None
