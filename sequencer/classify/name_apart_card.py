"""A name alone signing the text, set apart by a blank line from the card below it, a card that opens on
no name (heldout_bk: "... send an invite?\n\nTom\n\nHadley Print & Pack\n0113 555 0199\n\nP.S. Parking at
the new place is a nightmare"): the name and the card are the signature, whatever postscript follows
(`signoffs._card_above_postscript`). Read on the raw lines, by `signoffs._card_start`.

The name is the sender's own (one to three words, each one of their names), a line alone between blank
lines, under the sender's words; the card is one to four short lines of no sentence with a signature's
mark (a phone number, an extension, a legal form, a job title, a postal address, the business and
its street after a dash: "Boutique Rossi – Via Garibaldi, Torino", heldout_ck; or a firm named for the
sender: the name line's surname on the card's first line beside other words, "Teresa Amaral\n\n
Amaral Arquitetos\nGuimarães", heldout_cl; "Müller Architekten", "Cabinet Dupont"). A shared mailbox
signed with the first name of whoever reads it stands for the own name when the card names the
mailbox's business (heldout_ck: "Anna" over the shop's card, from the shop's address). Never a name the text
introduces (the line above ends with ":"), never someone else's name ("Please contact\n\nMarco Rossi\n\n
Rossi Holdings\n+39 02 5550 1234" names whom to write to), never lines without a mark ("Tom\n\nSee you
Thursday")."""

from __future__ import annotations

import re

from sequencer.classify.postal import is_postal_line, is_street_after_dash
from sequencer.classify.signature_cards import (
    CARD_JOINT,
    COMPANY,
    COMPANY_CAPS,
    EXTENSION,
    PHONE,
    card_lines,
    is_name,
    is_title_line,
)
from sequencer.classify.text import fold

_INTERNATIONAL_PHONE = re.compile(r"^\s*(?:[a-z]{1,4}\.?:? ?)?\+\d[\d ()./-]{6,}\s*$", re.IGNORECASE)


def _own_name(line: str, names: frozenset[str]) -> bool:
    words = [fold(word) for word in re.findall(r"\w+", line)]
    return bool(names) and 1 <= len(words) <= 3 and set(words) <= names


def _mailbox_signed(line: str, block: list[str], names: frozenset[str]) -> bool:
    """A shared mailbox signed by the person reading it: a first name alone above a card that names the
    mailbox's own business, two words of the From name or more ("Anna" over "Boutique Rossi – Via Garibaldi,
    Torino" from "Boutique Rossi <info@...>")."""
    card = {fold(word) for word in re.findall(r"\w+", " ".join(block))}
    return bool(names) and len(line.split()) == 1 and is_name(line) and len(names & card) >= 2


def _marked(block: list[str]) -> bool:
    joined = " ".join(block)
    return bool(
        PHONE.search(joined)
        or EXTENSION.search(fold(joined))
        or COMPANY.search(fold(joined))
        or COMPANY_CAPS.search(joined)
        or any(is_title_line(line) or is_postal_line(line) or is_street_after_dash(line) for line in block)
    )


def _parts_marked(parts: list[str]) -> bool:
    """A signature's mark among a card line's parts joined by a bar or a dot, a title in any case ("Finance
    Director | Pike & Co Surveyors")."""
    return _marked(parts) or any(is_title_line(fold(part)) for part in parts)


def _firm_of_name(line: str, name: str) -> bool:
    """The card's first line is a firm named for the sender: the surname of a name of two words or more
    among two to four words, not the name line again ("Amaral Arquitetos" under "Teresa Amaral")."""
    surname = fold(name.split()[-1]) if len(name.split()) >= 2 else ""
    words = [fold(word) for word in re.findall(r"\w+", line)]
    return (
        bool(surname)
        and 2 <= len(words) <= 4
        and surname in words
        and words != [fold(w) for w in name.split()]
    )


def _card_paragraphs_above(lines: list[str], start: int, block: list[str], names: frozenset[str]) -> int:
    """A card whose lines each stand in a paragraph of their own, as an HTML reply's blocks give them
    (heldout_cq: "Graham Pike\n\nFinance Director | Pike & Co Surveyors\n\nT 0117 555 0188"): the
    one-line paragraphs above the last one joined to it (put into `block`), while each is a card line with
    a signature's mark of its own and never a name; where the card starts."""
    while len(block) < 4:
        end = start
        while end > 0 and not lines[end - 1].strip():
            end -= 1
        if end == start or end < 2 or lines[end - 2].strip():
            return start  # no blank line above, or a paragraph of more than one line
        line = lines[end - 1].strip()
        parts = [part for part in CARD_JOINT.split(line) if part]
        if is_name(line) or _own_name(line, names) or not card_lines(parts) or not _parts_marked(parts):
            return start
        block.insert(0, line)
        start = end - 1
    return start


def name_apart_over_card(lines: list[str], names: frozenset[str]) -> int | None:
    """The line of the sender's own name set apart above a card without a name, if the text ends so."""
    end = len(lines)
    while end > 0 and not lines[end - 1].strip():
        end -= 1
    start = end
    while start > 0 and lines[start - 1].strip():
        start -= 1
    block = [line.strip() for line in lines[start:end]]
    start = _card_paragraphs_above(lines, start, block, names)
    # a business and its street after a dash is a card's line however many words it takes, and so is a
    # phone number in its international form ("+34 915 550 190"); a line joining its parts with a bar or a
    # dot is read part by part ("Finance Director | Pike & Co Surveyors")
    shaped = card_lines(
        [
            part
            for line in block
            if not is_street_after_dash(line) and not _INTERNATIONAL_PHONE.match(line)
            for part in CARD_JOINT.split(line)
            if part
        ]
    )
    if not 1 <= len(block) <= 4 or not shaped:
        return None
    name = start - 1
    while name > 0 and not lines[name].strip():
        name -= 1  # one blank line or more between, as an HTML reply's empty blocks give
    if (
        name < 2
        or name == start - 1
        or lines[name - 1].strip()
        or not (_own_name(lines[name], names) or _mailbox_signed(lines[name], block, names))
    ):
        return None
    parts = [part for line in block for part in CARD_JOINT.split(line) if part]
    if not (_marked(block) or _parts_marked(parts) or _firm_of_name(block[0], lines[name])):
        return None
    above = [line for line in lines[: name - 1] if line.strip()]
    if not above or above[-1].rstrip().endswith(":"):
        return None
    return name
