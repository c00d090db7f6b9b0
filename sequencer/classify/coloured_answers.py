"""Answers typed in colour inside the quoted original, without `>` marks (Outlook desktop and web: "meine
Antworten stehen unten in Rot", "answers inline in blue", "réponses en rouge dans le texte").

The plain-text part shows them as lines of the unmarked original, so the text rules cut them with it. The
HTML part still tells them apart: the sender's lines carry a colour of their own (`color:#C00000`,
`<font color=red>`), the original's are black, grey (a signature) or unstyled. They count, in order, only
when the sender's own text announces answers below or inline (`ANNOUNCED`, every rule language): a
coloured line in our own email (a heading, a button) never speaks for the contact."""

from __future__ import annotations

import html
import re

from sequencer.classify.html_quotes import quote_start
from sequencer.classify.text import fold, html_to_text

# "answers below", "Antworten stehen unten in Rot", "réponses dans le texte", "respuestas en rojo",
# "risposte in rosso", "antwoorden hieronder", "respostas em vermelho"
ANNOUNCED = re.compile(
    r"\b(?:answers?|replies|comments|antwort(?:en)?|kommentare|reponses?|commentaires|respuestas?"
    r"|comentarios|rispost[ae]|commenti|antwoord(?:en)?|opmerkingen|respostas?)(?: \S+){0,3}?"
    r" (?:below|inline|in line|in (?:red|blue|green|colou?r|bold)|unten|im text|inline|in (?:rot|blau|grun"
    r"|farbe)|fett|ci-dessous|dans le texte|en (?:rouge|bleu|vert|gras)|abajo|en el texto|en (?:rojo|azul"
    r"|verde|negrita)|entre lineas|sotto|nel testo|in (?:rosso|blu|verde|grassetto)|hieronder|in de tekst"
    r"|in (?:het )?(?:rood|blauw|groen)|vetgedrukt|abaixo|no texto|em (?:vermelho|azul|verde|negrito))\b"
)
# An element with a colour of its own and the text up to its end tag.
_COLOURED = re.compile(
    r"""(?is)<(span|font|p|div)\b[^>]*?(?:style=["'][^"']*?\bcolor:\s*([^;"']+)|\bcolor=["']?([^"'\s>]+))"""
    r"""[^>]*>(.*?)</\1>"""
)
_PLAIN = re.compile(
    r"(?i)^(?:#?0{3}(?:000)?|black|windowtext|inherit|initial|currentcolor|auto|rgb\(0, ?0, ?0\)"
    r"|#?fff(?:fff)?|white)$"
)
_HEX = re.compile(r"^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$", re.IGNORECASE)


def _own_colour(value: str) -> bool:
    """A colour a sender types answers in: neither black, white, nor a grey (r, g and b alike)."""
    value = value.strip().lower()
    if _PLAIN.match(value) or value in {"gray", "grey", "silver", "darkgray", "dimgray"}:
        return False
    found = _HEX.match(value)
    if found:
        red, green, blue = (int(part, 16) for part in found.groups())
        return max(red, green, blue) - min(red, green, blue) > 40
    return True


def coloured_answers(markup: str, own: str) -> list[str]:
    """The sender's answers in colour inside the quoted original of an HTML reply, in order; none unless
    `own` (the text above the quote) announces them, nor those already in it."""
    if not ANNOUNCED.search(" ".join(fold(own).split())):
        return []
    start = quote_start(markup)
    if start is None:
        return []
    seen = " ".join(fold(own).split())
    found: list[str] = []
    for element in _COLOURED.finditer(markup, start):
        if not _own_colour(element.group(2) or element.group(3) or ""):
            continue
        text = " ".join(html.unescape(html_to_text(element.group(4))).split())
        if text and " ".join(fold(text).split()) not in seen:
            found.append(text)
    return found
