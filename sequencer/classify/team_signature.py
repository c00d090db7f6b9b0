"""A shared mailbox's team signature at the end of a reply (heldout_av: "Info - Talbot & Rowe"
<info@x> signs "Talbot & Rowe / Front office"): the last paragraph, set apart by a blank line, whose
first line is only words of the sender's display name (the organisation the mailbox belongs to), the
sender being a shared mailbox (a role word in its address or name: "info", "office", "kontakt"), with at
most three short lines under it (the team: "Front office", "Kundenservice", "Service des achats"). It is
the sender's signature, never their words.

A paragraph that says anything (a sentence end, a long line, a word not of the sender's name on its first
line: "Talbot & Rowe will call you") is kept, and so is a text that is nothing but that paragraph."""

from __future__ import annotations

import re

from sequencer.classify.text import fold

_SENTENCE_END = re.compile(r"[.!?:;]\s*$|[.!?]\s")
# The role word of a shared mailbox's address or name ("info@", "Office - Talbot & Rowe", "kontakt@"), in
# the rule languages: only such a sender signs with the organisation; a person's own name over a line
# ("Graham Lyle / ist ab Montag wieder da") is read by the signature rules.
_ROLE = frozenset(
    "info office kontakt contact service support hello team admin mail post reception empfang sales accounts"
    " legal enquiries inquiries help helpdesk kundenservice kundendienst buchhaltung sekretariat zentrale"
    " verwaltung accueil secretariat servicio atencion recepcion contatto ufficio segreteria receptie"
    " algemeen klantenservice geral contato contacto atendimento secretaria".split()
)


def team_signature_start(lines: list[str], names: frozenset[str]) -> int | None:
    """Where a team signature of the sender's organisation ends the text (`lines` trimmed), if one does;
    `names`: the folded words of the sender's display name and address."""
    if not names & _ROLE or not lines or not lines[-1].strip():
        return None
    top = len(lines)
    while top > 0 and lines[top - 1].strip():
        top -= 1
    paragraph = lines[top:]
    if top == 0 or len(paragraph) > 4 or not any(line.strip() for line in lines[:top]):
        return None
    if any(len(line.strip()) > 40 or _SENTENCE_END.search(line) for line in paragraph):
        return None
    words = re.findall(r"\w+", fold(paragraph[0]))
    if len(words) < 2 or not all(word in names and word not in _ROLE for word in words):
        return None
    return top
