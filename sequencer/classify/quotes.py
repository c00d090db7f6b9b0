"""What the sender wrote this time: a reply's own text without the quoted original or the signature.

A reply usually sits above our own email (Gmail's "On ... wrote:", Outlook's "From: ... Sent: ..."
block, "-----Original Message-----", ">" lines) and ends in a signature, a phone sign-off or a legal
disclaimer. Our sales copy ("reply 'stop' and I won't write again") and a disclaimer's "if you are not
the intended recipient" must never decide what the contact meant, so both are cut before classifying.
Bottom-posted replies (quote first, answer below) keep the lines after the quote.
"""

from __future__ import annotations

import re

from sequencer.classify.text import fold

# Lines that open a quoted original (matched on fold()ed lines).
_QUOTE_OPENERS = re.compile(
    r"^\s*(?:"
    r"-{2,}\s*(?:original message|ursprungliche nachricht|message d'origine|mensaje original"
    r"|forwarded message|weitergeleitete nachricht|message transfere|mensaje reenviado)\s*-{0,}"
    r"|_{8,}|-{8,}"
    r"|on .{0,160}(?:wrote|writes)\s*:?"
    r"|am .{0,160}schrieb.{0,80}:?"
    r"|le .{0,160}a ecrit\s*:?"
    r"|el .{0,160}escribio\s*:?"
    r"|(?:from|von|de|da)\s?:\s.{0,120}(?:sent|gesendet|envoye|enviado|inviato)?"
    r"|(?:sent|gesendet|envoye|enviado)\s?:\s"
    r")\s*$"
)
# Outlook's header block: "From: x" then "Sent: y" (any language) within the next lines.
_HEADER_LINE = re.compile(
    r"^\s*\*?(?:from|von|de|da|sent|gesendet|envoye|enviado( el)?|to|an|a|para"
    r"|subject|betreff|objet|asunto)\*?\s?:"
)
_SIGNOFFS = re.compile(
    r"^\s*(?:--\s*|__+\s*"
    r"|(?:best|kind|warm|many thanks and|with)?\s*regards|best(?: wishes)?|cheers|thanks(?: again)?"
    r"|thank you|many thanks|sincerely|all the best|talk soon|br"
    r"|(?:mit )?(?:freundlichen|besten|herzlichen|lieben|viele) grussen?|mfg|lg|viele grusse|beste grusse"
    r"|gruss|grusse|danke(?: und gruss)?"
    r"|cordialement|bien (?:cordialement|a vous)|bonne (?:journee|soiree)|salutations(?: distinguees)?"
    r"|merci(?: d'avance| beaucoup)?|a bientot|amities|bien a toi"
    r"|(?:un )?saludos?(?: cordiales)?|atentamente|un abrazo|gracias|muchas gracias|cordialmente|besos"
    r")[\s,.!]*$"
)
_DEVICE = re.compile(
    r"^\s*(?:sent from my|sent from (?:outlook|mail|yahoo)|get outlook for|von meinem \S+ gesendet"
    r"|gesendet von|envoye de mon|envoye depuis|enviado desde|obtener outlook)"
)
_DISCLAIMER = re.compile(
    r"^\s*(?:this (?:e-?mail|message|communication)(?: and any (?:files|attachments?)[^.]*)? (?:is|are|may)"
    r" (?:confidential|intended|privileged)|confidentiality notice|disclaimer|please consider the environment"
    r"|diese (?:e-?mail|nachricht)[^.]{0,60}(?:vertraulich|enthalt)|ce (?:message|courriel|mail)[^.]{0,60}"
    r"(?:confidentiel|strictement)|este (?:mensaje|correo)[^.]{0,60}(?:confidencial|dirige))"
)


def _opens_quote(lines: list[str], index: int) -> bool:
    line = fold(lines[index])
    if line.lstrip().startswith(">"):
        return True
    if _QUOTE_OPENERS.match(line):
        if _HEADER_LINE.match(line) and not line.lstrip().startswith(("on ", "am ", "le ", "el ")):
            # "From: x" only counts as a quote when more header lines follow (Outlook's block).
            following = [fold(text) for text in lines[index + 1 : index + 5] if text.strip()]
            return sum(1 for text in following[:3] if _HEADER_LINE.match(text)) >= 1
        return True
    # Gmail wraps a long "On ... wrote:" over two lines.
    if index + 1 < len(lines) and re.match(r"^\s*(?:on|am|le|el) ", line):
        joined = f"{line} {fold(lines[index + 1])}"
        return bool(re.search(r"(?:wrote|schrieb|a ecrit|escribio)\s*:?\s*$", joined))
    return False


def _cut_signature(lines: list[str]) -> list[str]:
    for index, line in enumerate(lines):
        folded = fold(line)
        if index > 0 and (_SIGNOFFS.match(folded) or _DEVICE.match(folded) or _DISCLAIMER.match(folded)):
            return lines[:index]
        if index == 0 and (_DEVICE.match(folded) or _DISCLAIMER.match(folded)):
            return []
    return lines


def own_text(body: str) -> str:
    """The text the sender wrote in this message: above the quote (or below it, when bottom-posted),
    without the signature. Empty when the message has no text of its own."""
    lines = body.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    above: list[str] = []
    below: list[str] = []
    quoted = False
    for index, line in enumerate(lines):
        if not quoted and _opens_quote(lines, index):
            quoted = True
            continue
        if not quoted:
            above.append(line)
        elif not line.lstrip().startswith(">") and line.strip():
            below.append(line)
        elif below and line.lstrip().startswith(">"):
            break
    own = [line for line in above if line.strip()]
    if (
        not own
        and below
        and all(not fold(line).startswith(("from:", "von:", "de:", "sent:")) for line in below[:1])
    ):
        # Bottom-posted: the quote came first (only when what follows is not an Outlook original).
        own = below
    kept = _cut_signature(own)
    text = "\n".join(kept if kept else own[:1]).strip()
    return text
