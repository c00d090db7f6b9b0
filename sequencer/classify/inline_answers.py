"""Answers typed inline, between the lines of the message they answer (heldout_ao).

Three layouts carry them, and in each the own text is the contact's pieces in order:

- Plain `>` quotes with answers between them: read by `quotes` (the lines between the quoted blocks);
  the text above the quote and the answers below are cut at their own signatures, one apart from the
  other, so "Cumprimentos,\nAna Carvalho" above the quote never swallows the answers under it.
- An unprefixed Outlook original (a header block, then our email without `>` marks) whose answer lines
  carry a mark of their own: the writer's initials in brackets ("[KM] No, we moved to Tipalti") or `>`
  marks on the answer lines alone (">> Non ci serve"). They count only when the text above the original
  announces answers in it (`announces_answers`: "See my comments below", "replies inline", "rispondo nel
  testo", "Respondo no meio da sua mensagem", every rule language); our own lines never carry such a mark,
  and without the announcement a marked line is read as part of the original.
- Gmail HTML with the quote split into several blockquotes (`split_quote_answers`): the text between the
  top-level blockquotes of the quote container and after them. Never the attribution line above the
  first blockquote, nor anything inside a blockquote (our sentences, nested originals and their footers);
  a quote in one piece (a top-post) gives nothing here.
"""

from __future__ import annotations

import re

from sequencer.classify.coloured_answers import ANNOUNCED
from sequencer.classify.html_quotes import quote_start
from sequencer.classify.text import fold

# The verb forms of the announcement: "I've answered inline", "see my comments below", "ich antworte im
# Text", "je réponds dans le texte", "respondo entre líneas", "rispondo nel testo", "ik antwoord tussen
# de regels", "respondo no meio da sua mensagem".
_ANSWERING = re.compile(
    r"\b(?:(?:i(?:'ve| have)? )?(?:answered|replied|responded|commented)|(?:my )?(?:answers|comments|notes)"
    r"|(?:ich )?antworte|(?:je )?reponds|(?:j'ai )?repondu|respondo|contesto|rispondo|ho risposto"
    r"|(?:ik )?antwoord|(?:ik )?reageer|respondi)(?: \S+){0,2}? "
    r"(?:inline|in line|below|between the lines|in (?:the|your) (?:text|mail|email|message)"
    r"|im text|in ihrer (?:mail|nachricht)|zwischen den zeilen|unten"
    r"|dans le texte|dans votre (?:message|mail)|entre les lignes|ci-dessous"
    r"|en el texto|en su (?:mensaje|correo)|entre lineas|abajo|debajo"
    r"|nel testo|nel suo (?:messaggio|testo)|tra le righe|sotto|di seguito|in linea"
    r"|in de tekst|in je (?:mail|bericht)|in uw (?:mail|bericht)|tussen de regels|hieronder"
    r"|no (?:meio|texto|corpo)(?: da sua mensagem| do seu (?:email|e-mail|texto))?|entre (?:as )?linhas"
    r"|abaixo|na sua mensagem)\b"
)
# An answer line inside an unprefixed original: the writer's initials in brackets, or `>` marks.
_MARKED = re.compile(r"^\s*(?:\[[A-Z]{1,3}\]|>+)\s*\S")
_GT_MARK = re.compile(r"^\s*>+\s*")


def announces_answers(text: str) -> bool:
    """Whether the text above the original says the answers are in it ("replies inline"); never in a
    question ("Are your answers below?")."""
    sentences = re.split(r"(?<=[.!?])\s+|\n", fold(text))
    return any(
        ANNOUNCED.search(folded) or _ANSWERING.search(folded)
        for folded in (" ".join(sentence.split()) for sentence in sentences)
        if not folded.endswith("?")
    )


def marked_answers(lines: list[str]) -> list[str]:
    """The answer lines of an unprefixed original (its lines down to the next opener), in order: a line
    carrying the writer's bracketed initials as it stands, a `>`-marked line without its marks."""
    found: list[str] = []
    for line in lines:
        if not _MARKED.match(line):
            continue
        found.append(_GT_MARK.sub("", line) if _GT_MARK.match(line) else line.strip())
    return found


_BLOCKQUOTE = re.compile(r"(?is)<blockquote\b[^>]*>|</blockquote\s*>")


def split_quote_answers(markup: str) -> str | None:
    """The markup written between and after the top-level blockquotes of the first quote container, when
    the quote is split (two top-level blockquotes or more with text between them); None otherwise."""
    start = quote_start(markup)
    if start is None:
        return None
    depth = 0
    top_level = 0
    pieces: list[str] = []
    position = start
    for tag in _BLOCKQUOTE.finditer(markup, start):
        if depth == 0 and top_level:
            pieces.append(markup[position : tag.start()])
        if tag.group(0).startswith("</"):
            depth = max(0, depth - 1)
        else:
            if depth == 0:
                top_level += 1
            depth += 1
        position = tag.end()
    if top_level == 0:
        return None
    tail = markup[position:] if depth == 0 else ""
    if top_level < 2 or not any(_has_text(piece) for piece in pieces):  # pieces: those between them
        return None
    return "<br>".join([*pieces, tail])


def _has_text(markup: str) -> bool:
    return bool(re.sub(r"(?s)<[^>]*>|&nbsp;|\s", "", markup))
