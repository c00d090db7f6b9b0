"""A closing and the sender's name on one line without its comma, over a short card of a title, trade or
firm (heldout_bs: "Trotzdem danke für die Mühe.\n\nGruß Klaus Dietrich\nElektromeister"): the signature,
in every rule language ("Regards Tom Baker\nElectrician", "Viele Grüße Anna Roth\nAssistenz der
Geschäftsführung", "Cordialement Claire Martin\nÉlectricienne", "Saludos Ana Ruiz\nContable", "Saluti
Marco Rossi\nIdraulico", "Groeten Jan de Vries\nInstallateur", "Abraços Rui Costa\nEletricista").
Never a sentence that goes on after the name ("Danke Peter für die schnelle Antwort"), one with sentences
under it, nor a line that is not set apart from the text above it."""

from __future__ import annotations

import re

from sequencer.classify.closing_phrases import CLOSING_ALONE
from sequencer.classify.footers import is_register_line
from sequencer.classify.signature_cards import PHONE, ends_sentence, is_name, is_prose
from sequencer.classify.text import fold


def _closing_then_name(line: str) -> bool:
    """One to three words of a closing, then a name, nothing else on the line."""
    words = line.split()
    for cut in range(1, min(len(words) - 1, 3) + 1):
        head, tail = " ".join(words[:cut]), " ".join(words[cut:])
        if CLOSING_ALONE.fullmatch(fold(head)) and is_name(tail) and len(tail.split()) >= 2:
            return True
    return False


def closing_name_over_card(lines: list[str], index: int) -> bool:
    """The line at `index` is a closing and a full name set apart by a blank line above it, with one to
    three short card lines under it and nothing else to the end."""
    if index == 0 or lines[index - 1].strip() or not _closing_then_name(lines[index].strip()):
        return False
    below = [line for line in lines[index + 1 :] if line.strip()]
    return 1 <= len(below) <= 3 and all(
        len(line.strip()) <= 60 and not is_prose(line) and not ends_sentence(line) for line in below
    )


# a firm's legal form ending its name with a full stop ("B.V.", "N.V.", "Ltd.", "S.A.", "S.r.l.", "Lda.")
_LEGAL_FORM = re.compile(
    r"\b(?:b\.v\.|n\.v\.|v\.o\.f\.|ltd\.|inc\.|co\.|s\.a\.|s\.l\.|s\.r\.l\.|s\.p\.a\.|lda\.|e\.k\.)$", re.I
)
# a phone number alone on its line ("06-12345678", "+32 470 12 34 56", "T. 06-12345678"): the cards' phone
# number (`signature_cards.PHONE`) after a label
_PHONE_LINE = re.compile(rf"(?:(?:tel|tel\.|t|m|mob|gsm|phone)[.:]? ?)?{PHONE.pattern}", re.I)


def closing_first_name_over_firm_card(lines: list[str], index: int) -> bool:
    """The line at `index` (a closing and a first name, "Gr. Dennis", checked by the caller) is set apart by a
    blank line above it, with a firm's card under it, blank lines between or not: one to four short lines,
    one of them a phone number or a register line ("De Groot Installatietechniek B.V.\n06-12345678\nKvK
    61234567", heldout_bz). Never a card with a sentence in it."""
    if index == 0 or lines[index - 1].strip():
        return False
    below = [line.strip() for line in lines[index + 1 :] if line.strip()]
    return (
        1 <= len(below) <= 4
        and all(
            len(line) <= 60 and not is_prose(line) and (not ends_sentence(line) or _LEGAL_FORM.search(line))
            for line in below
        )
        and any(_PHONE_LINE.fullmatch(line) or is_register_line(line) for line in below)
    )
