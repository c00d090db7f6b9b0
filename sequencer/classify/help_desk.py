"""A help desk's notification of an agent's comment (Zendesk-style): the agent's comment is the reply.

The notification opens on the help desk's system lines, never the contact's words: the marker line
("##- Please type your reply above this line -##", localised when the desk is: "##- Bitte geben Sie Ihre
Antwort über dieser Zeile ein -##", "au-dessus de cette ligne", "por encima de esta línea", "sopra questa
riga", "boven deze regel", "acima desta linha"), then "Your request (60124) has been updated. To add
additional comments, reply to this email." and a rule of dashes. Under the rule come the agent's name
("Jonas (Nordlicht Kundenservice)"), the date ("12. Nov. 2026, 14:22 MEZ") and the comment, down to the
next rule; the older comments (our own mail among them) and the desk's footer ("This email is a service
from ...") follow it. The own text is that comment, read like any reply (its closing and signature cut).

Only a message whose first line is such a system line takes this reading: a person's reply that
mentions a ticket, or a marker quoted inside our quoted text, keeps the ordinary reading."""

from __future__ import annotations

import re

from sequencer.classify.attribution import clean

# The marker line: the desk's words between "##-" and "-##", or a "reply above this line" in a rule
# language (without the hashes some desks write).
_HASHED = re.compile(r"^#{2,}\s*-.{5,120}-\s*#{2,}$")
_ABOVE_THIS_LINE = re.compile(
    r"(?:reply|write|respond)\w* above this line"
    r"|(?:uber|oberhalb) dieser zeile"
    r"|au-dessus de cette ligne"
    r"|(?:por )?encima de esta linea"
    r"|sopra questa (?:riga|linea)"
    r"|boven deze (?:regel|lijn)"
    r"|acima desta linha"
)
# "Your request (60124) has been updated", in the rule languages.
_UPDATED = re.compile(
    r"(?:request|ticket|case|anfrage|demande|solicitud|richiesta|aanvraag|verzoek|solicitacao)"
    r"\s*\(?#?\d+\)?\s*"
    r"(?:has been updated|wurde aktualisiert|a ete mise? a jour|ha sido actualizad[ao]"
    r"|e stat[ao] aggiornat[ao]|is bijgewerkt|foi atualizad[ao])"
)
_RULE = re.compile(r"^[-_=*]{10,}$")
# The comment's date line ("Nov 16, 2026, 15:40 EST", "12. Nov. 2026, 14:22 MEZ"): a time of day.
_DATE_LINE = re.compile(r"\b\d{1,2}:\d{2}\b")
# The agent's name line ("Devon K. (Harbor Lane Help Center)"): a short line ending in the desk's name.
_AGENT_LINE = re.compile(r"^[^.!?]{1,80}\([^()]{2,60}\)$")


def _system_line(line: str) -> bool:
    folded = " ".join(clean(line).split())
    return bool(_HASHED.match(folded) or _ABOVE_THIS_LINE.search(folded) or _UPDATED.search(folded))


def _single_line_paragraphs(lines: list[str], start: int, count: int) -> list[int]:
    """Indexes of the first `count` non-blank lines from `start` that stand alone between blank lines."""
    found: list[int] = []
    index = start
    while index < len(lines) and len(found) < count:
        if not lines[index].strip():
            index += 1
            continue
        alone = index + 1 >= len(lines) or not lines[index + 1].strip()
        if not alone:
            break
        found.append(index)
        index += 1
    return found


def agent_comment(lines: list[str]) -> list[str] | None:
    """The agent's comment of a help-desk notification whose first line is the desk's system line;
    None for any other message."""
    first = next((i for i, line in enumerate(lines) if line.strip()), None)
    if first is None or not _system_line(lines[first]):
        return None
    index = first
    while index < len(lines) and (not lines[index].strip() or _system_line(lines[index])):
        index += 1  # the marker, the "has been updated" line and the blank lines between them
    while index < len(lines) and (not lines[index].strip() or _RULE.match(lines[index].strip())):
        index += 1  # the rule under them
    heads = _single_line_paragraphs(lines, index, 2)
    dated = [number for number, head in enumerate(heads) if _DATE_LINE.search(lines[head])]
    if dated:
        index = heads[dated[0]] + 1  # the agent's name and the date over the comment
    elif heads and _AGENT_LINE.match(lines[heads[0]].strip()):
        index = heads[0] + 1
    end = index
    while end < len(lines) and not _RULE.match(lines[end].strip()):
        end += 1
    return lines[index:end]
