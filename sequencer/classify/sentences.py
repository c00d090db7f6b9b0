"""Pieces of a fold()ed reply that both intent readings look at (`intent.py`, `removal.py`): an address
written in it, and the sentence around a phrase."""

from __future__ import annotations

import re
from collections.abc import Iterable

ADDRESS = re.compile(r"[\w.!#$%&'*+/=?^`{|}~-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,8}")

# A sentence's end: a stop before a space or the end ("export.xlsx" and "14.01." go on).
STOP = re.compile(r"[.!?;](?=\s|$)|\n")


# A paragraph ending on a word, with no stop: a chat line pasted in ("same. no idea, never talked to them")
_OPEN_PARAGRAPH = re.compile(r"(\w)[ \t]*\n(?:[ \t]*\n)+")


# A line ending on a word, the next one opening with a capitalised "not" of the languages that put it after
# the verb and its object ("Verwijder mij alstublieft / Niet geïnteresseerd", "Bitte löschen Sie mich /
# Nicht interessiert"): a new sentence, never the request's own negation. A line wrapped inside a sentence
# goes on in lower case ("Bitte löschen Sie mich / nicht").
_LINE_THEN_NOT = re.compile(r"(\w)[ \t]*\n(?=[ \t]*(?:Niet|NIET|Nicht|NICHT|Ikke|IKKE|Ikkje|Inte|INTE)\b)")


def paragraphs_closed(text: str) -> str:
    """The text with a full stop after each paragraph that ends without one: a blank line ends a sentence,
    so a negation in the paragraph above never reaches into the one below; so does a line break before a
    capitalised "Niet", "Nicht", "Ikke" or "Inte"."""
    return _LINE_THEN_NOT.sub(r"\1.\n", _OPEN_PARAGRAPH.sub(r"\1.\n\n", text))


# A tag after a comma at a statement's end asks only for a nod ("Vou ver quem é a pessoa certa e te aviso,
# ok?", heldout_cc): "ok?", "okay?", "right?", "yeah?", "ja?", "oder?", "d'accord ?", "ok ?", "vale?",
# "¿vale?", "va bene?", "ok?", "oké?", "goed?", "tá?", "certo?", "né?", "pode ser?" (fold()ed); the sentence
# is said, not asked. Only as the whole last clause, after a comma: "Is that ok?" stays a question.
_TAG_QUESTION = re.compile(
    r",\s*¿?(?:ok|okay|right|yeah|alright|ja|oder|nicht wahr|gell|d'accord|vale|va bene|oke|goed|ta|certo|ne"
    r"|pode ser|combinado)\s*\?$"
)


def asked(folded: str, found: re.Match[str]) -> bool:
    """The sentence that holds `found` ends with a question mark ("will you be there?"), unless it is only a
    tag after a comma ("..., ok?", `_TAG_QUESTION`)."""
    stop = STOP.search(folded, found.end())
    if not (stop and stop.group(0) == "?"):
        return False
    return not _TAG_QUESTION.search(folded, found.end(), stop.end())


def sentence_of(folded: str, found: re.Match[str]) -> str:
    start = max((m.end() for m in STOP.finditer(folded, 0, found.start())), default=0)
    stop = STOP.search(folded, found.end())
    return folded[start : stop.start() if stop else len(folded)]


def before_in_sentence(folded: str, found: re.Match[str]) -> str:
    """The words of `found`'s sentence before it."""
    start = max((m.end() for m in STOP.finditer(folded, 0, found.start())), default=0)
    return folded[start : found.start()]


def blanked(folded: str, found: Iterable[re.Match[str]]) -> str:
    """`folded` with the sentences that hold each of `found` turned into spaces (the length kept, so places
    in it stay places in `folded`): the rest of a reply, read without them."""
    rest = folded
    for match in found:
        sentence = sentence_of(folded, match)
        start = folded.find(sentence)
        rest = rest[:start] + " " * len(sentence) + rest[start + len(sentence) :]
    return rest
