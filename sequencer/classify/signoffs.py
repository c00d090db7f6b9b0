"""Where the sender's own words end: sign-offs, signatures, device lines, disclaimers and banners.

A reply is cut at the first of these below its first line: a closing formula on a line of its own
("Best regards,", "Mit freundlichen Grüßen", "Cordialement", "Cordiali saluti", "Met vriendelijke
groet", "Cumprimentos", "Pozdrawiam", "Med vänlig hälsning", "Terveisin", "S pozdravem", "С
уважением", "З повагою", "よろしくお願いいたします", "此致"; "감사합니다", "ありがとうございました" and
"非常感谢" only at the end; blessings, "God bless", "Dios le bendiga", alone or after a thanks; Vietnamese,
Indonesian, Filipino, Hebrew, Arabic, Hindi, Croatian, Serbian, Slovenian, Slovak and Bulgarian closings;
a formal letter's closing sentence, "Je vous prie d'agréer ... mes salutations distinguées", "In attesa
di un Vostro riscontro, porgo distinti saluti"), a closing "Thanks." line, the
"-- " delimiter, a "Sent from my iPhone" line in any language, or a legal disclaimer. A line that
is only a name ("Tony", "-Abhishek", "/John") after the text is the sender's signature too, never a line
that holds a word of a sentence ("Send Pricing", "Next Steps", "Kein Interesse"); so is a name over short
card lines with a postal address ("Henk van Dijk / Bakkerij Van Dijk / Kerkstraat 9, Zwolle"). Gateway
banners ("CAUTION: This email originated from outside ...") at the top are not the sender's words.
All patterns work on `fold()`ed lines. This module decides where the own words end; what it reads
lives beside it: the closing formulas in `closing_phrases`, device lines, disclaimers and banners in
`footers`, name lines and signature cards in `signature_cards`.
"""

from __future__ import annotations

import re

from sequencer.classify.closing_name_card import closing_first_name_over_firm_card, closing_name_over_card
from sequencer.classify.closing_phrases import (
    AWAITING_SENTENCE,
    CJK_END_SIGNOFF,
    CJK_SIGNOFF,
    CLOSING_ALONE,
    COLON_SIGNOFF,
    DELIMITER,
    FORMAL_CLOSING,
    GREETING,
    IN_ADVANCE,
    KISS_AFTER,
    KISS_BEFORE,
    LUCK,
    NOT_FORMAL,
    PLACE_SIGNOFF,
    POSTSCRIPT,
    SEASON_SIGNOFF,
    SIGNOFF,
    THANKS_ANYWAY,
    THANKS_SENTENCE,
)
from sequencer.classify.footers import (
    banner_end,
    banner_tag_at_end,
    clean,
    is_banner,
    is_device_line,
    is_disclaimer,
    is_external_banner,
    is_register_line,
)
from sequencer.classify.name_apart_card import name_apart_over_card
from sequencer.classify.signature_cards import (
    PHONE,
    PREFIXED_NAME,
    card_lines,
    ends_sentence,
    is_name,
    is_own_cjk_name,
    is_own_lone_name,
    is_own_short_name,
    is_prose,
    name_line,
    name_over_address_under_sentence,
    pronoun_name_line,
    signature_card,
    signature_line,
    titled_name_under_sentence,
)
from sequencer.classify.team_signature import team_signature_start
from sequencer.classify.text import fold


def _thanks_over_closing(lines: list[str], index: int) -> bool:
    """A thanks sentence, a blank line, then a closing formula that is no thanks itself; Outlook on the web
    leaves four blank lines between its paragraphs (heldout_al: "Thanks again." over "Best regards,").
    The "-- " delimiter is no closing formula: a thanks over it is the closing (heldout_bt: "Merci!\n\n--
    \nMarie-Ève"). So is an awaiting sentence over a closing (heldout_cg: "Quedamos atentos a su respuesta."
    over "Atentamente,", `AWAITING_SENTENCE`)."""
    said = fold(lines[index])
    if not (THANKS_SENTENCE.match(said) or AWAITING_SENTENCE.match(said)):
        return False
    if index + 1 >= len(lines) or lines[index + 1].strip():
        return False
    below = _next_filled(lines, index, gap=4)
    return (
        below is not None
        and is_signoff(below)
        and not THANKS_SENTENCE.match(fold(below))
        and not DELIMITER.match(fold(below))
    )


def _thanks_sentence_last(lines: list[str], index: int) -> bool:
    """A thanks in advance as a sentence ("Thanks in advance.", "Merci d'avance.", "Alvast bedankt.") as the
    text's last line, with no name, card or other closing under it (heldout_bl: "DELETE FROM prospects WHERE
    ...;\n\nCOMMIT;\n\nThanks in advance."): the sender's last sentence. A bare "Thanks." there (heldout_aq),
    "Thanks in advance," with its comma, or one over a name (heldout_m) is the closing it looks like."""
    folded = fold(lines[index])
    if not THANKS_SENTENCE.match(folded) or not IN_ADVANCE.search(folded):
        return False
    return not any(line.strip() for line in lines[index + 1 :])


def _thanks_anyway_over_name(lines: list[str], index: int) -> bool:
    """A thanks-anyway line with a name on the very next line, and nothing after that name but a card of one
    to three lines right under it (heldout_cg: "Gracias igual!\nSebastián\nPosada ... - La Barra") and a
    device line ("Gracias igualmente\nPaco\n\nEnviado desde mi iPhone")."""
    if not THANKS_ANYWAY.match(fold(lines[index])) or index + 1 >= len(lines):
        return False
    after = lines[index + 2 :]
    if after and after[0].strip() and _card_under_name(after):
        after = after[next((n for n, line in enumerate(after) if not line.strip()), len(after)) :]
    rest = [line for line in after if line.strip() and not is_device_line(line)]
    return is_name(lines[index + 1]) and not rest


# A web address, a mail address or a phone number alone on a card's line ("kettleandclay.example",
# "www.example.com/shop", "naomi@kettleandclay.example", "+1 503 555 0199")
_CARD_CONTACT = re.compile(r"^\s*(?:(?:https?://|www\.)?[\w-]+(?:\.[\w-]+)+(?:/\S*)?|\S+@\S+\.\w+)\s*$")


# The dash, dot or bar joining a card line's parts ("Posada Las Gaviotas - La Barra, Maldonado", heldout_cg)
_CARD_PARTS = re.compile(r"\s+[-–·•|]\s+")


def _card_under_name(rest: list[str]) -> bool:
    """One to three lines of a card under the name, up to a blank line or the end (heldout_ae: "Kettle &
    Clay | handmade ceramics / kettleandclay.example"): each a card's line (`card_lines`), a web or mail
    address or a phone number; never a sentence ("Good luck with it, / Naomi / We'll be in touch.")."""
    block = []
    for line in rest:
        if not line.strip():
            break
        block.append(line)
    return 1 <= len(block) <= 3 and all(
        card_lines([line])
        or card_lines([part for part in _CARD_PARTS.split(line.strip()) if part])
        or _CARD_CONTACT.match(line)
        or PHONE.fullmatch(line.strip())
        for line in block
    )


def _luck_over_name(lines: list[str], index: int) -> bool:
    """A wish of luck, then the name, and a blank line, the end or a card right after it."""
    found = LUCK.match(fold(lines[index]))
    if not found:
        return False
    if found.group("name").strip():
        name, after = lines[index].rsplit(",", 1)[-1] if "," in lines[index] else "", index + 1
    else:
        name, after = (lines[index + 1] if index + 1 < len(lines) else ""), index + 2
    return (
        bool(name.strip())
        and is_name(name.strip())
        and (after >= len(lines) or not lines[after].strip() or _card_under_name(lines[after:]))
    )


def _luck_alone(line: str) -> bool:
    """A wish of luck alone on its line ("Suerte.", "Viel Erfolg!", "Succes"): the sender's last words,
    never a name set apart (heldout_az), like a lone "Good luck." or "Thanks!" line."""
    found = LUCK.match(fold(line))
    return found is not None and not found.group("name").strip()


def _over_name(table: re.Pattern[str], lines: list[str], index: int) -> bool:
    """The line at `index` is the table's closing and the very next line a name."""
    return bool(table.match(fold(lines[index]))) and index + 1 < len(lines) and is_name(lines[index + 1])


def _kiss_over_name(lines: list[str], index: int) -> bool:
    """The English kiss alone on its line ("x", "xx", "xo") with a name on the very next line and nothing
    but a blank line or the end under it (heldout_an: "x\nPriscilla"); "3\nx\n4 pallets" is a sum."""
    return _over_name(KISS_AFTER, lines, index) and (index + 2 >= len(lines) or not lines[index + 2].strip())


def _season_over_name(lines: list[str], index: int) -> bool:
    """A season's greeting alone on its line with a name on the very next line ("Buone feste,\nStefano",
    heldout_ag), or the signature's delimiter there (Gmail's marked signature block taken out,
    `html_quotes.without_signature`); without either under it the greeting is a sentence of the text."""
    if _over_name(SEASON_SIGNOFF, lines, index):
        return True
    below = next((line for line in lines[index + 1 :] if line.strip()), None)
    return (
        below is not None and bool(SEASON_SIGNOFF.match(fold(lines[index]))) and bool(DELIMITER.match(below))
    )


def is_signoff(line: str) -> bool:
    folded = fold(line)
    return bool(
        SIGNOFF.match(folded)
        or CJK_SIGNOFF.match(folded)
        or DELIMITER.match(folded)
        or COLON_SIGNOFF.match(folded)
    )


def _closing_and_name(line: str) -> bool:
    """ "Abs, Camila", "Best, Tom": a closing and a name on one line, nothing else on it; the closing may
    be shortened with a full stop instead of the comma ("Gr. Henk Mulder", "Mvg. Jan", "Cdt. Olivier",
    "Sds. Ana", heldout_bq), never a title ("Dr. Henk Mulder") or a sentence ("Bedankt. Ik bel morgen")."""
    for mark in (",", "."):
        closing, found, name = line.partition(mark)
        name = name.strip()
        if found and name and CLOSING_ALONE.fullmatch(fold(closing)) and is_name(name):
            return True
    return False


def _typed_closing_and_name(line: str, names: frozenset[str] = frozenset()) -> bool:
    """ "lg Tobias", "gr Sander", "cdt Olivier", "abs Camila": a closing typed in a hurry, lower case and
    without its comma, and the name after it, nothing else on the line (heldout_bj); the closing in small
    letters (a capitalised "Grace Hopper" or "Best Tom" is read as a name elsewhere) and a name in capitals
    ("lg tobias" or "gr 14u" is no name), or in small letters when it is the sender's own first name ("gr
    henk" from Henk Vos, heldout_bz)."""
    words = line.split()
    for cut in range(1, min(len(words), 4)):
        head, tail = " ".join(words[:cut]), " ".join(words[cut:])
        if (
            head[:1].islower()
            and CLOSING_ALONE.fullmatch(fold(head))
            and (is_name(tail) or is_own_lone_name(tail, names))
        ):
            return True
    return False


def kiss_and_name(line: str) -> bool:
    """ "x Priscilla", "Priscilla x", "Bisous Claire", "Liefs, Femke": a kiss and a name, nothing else on the
    line (`closing_phrases.KISS_BEFORE`, `KISS_AFTER`); "x-ray results" or "Plan x" are none."""
    words = line.replace(",", " ").split()
    for cut in range(1, min(len(words), 3)):
        head, tail = " ".join(words[:cut]), " ".join(words[cut:])
        if KISS_BEFORE.match(fold(head)) and is_name(tail):
            return True
    return len(words) >= 2 and bool(KISS_AFTER.match(fold(words[-1]))) and is_name(" ".join(words[:-1]))


def _next_filled(lines: list[str], index: int, gap: int = 3) -> str | None:
    """The next line with text after `index`, at most `gap` blank lines between (HTML leaves several)."""
    for line in lines[index + 1 : index + 2 + gap]:
        if line.strip():
            return line
    return None


def _starts_name_block(lines: list[str], index: int) -> bool:
    """A closing and a first name on one line ("Cheers, Claire", "Grazie, Luca", "Gr. Henk", "gr Henk"), or
    a first name alone ("Aisha"), right above a full name line ("Claire Dunning | General Counsel", "Aisha
    Rahman (she/her)"): the signature starts there. The first name may be the short form the full name begins
    with, three letters or more ("Phil" over "Philip Grant | Interim Head of Finance", heldout_ax)."""
    line = lines[index]
    below = _next_filled(lines, index)
    if below is None or not name_line(below):
        return False
    if _closing_and_name(line) or _typed_closing_and_name(line):
        return True
    word = line.strip()
    below_first = below.strip().split()[0] if below.strip() else ""
    return (
        is_name(word)
        and len(word.split()) == 1
        and (fold(below_first) == fold(word) or (len(word) >= 3 and fold(below_first).startswith(fold(word))))
        and len(below.strip().split(" | ")[0].split()) >= 2
    )


def _postscript_at(lines: list[str], start: int) -> int | None:
    """The line where a postscript starts at or after `start`, before any disclaimer or device line (a
    company card's register line is none: `footers.is_register_line`). A device line right over the
    postscript is none either: the sender typed it under what the phone added (heldout_eh: "Siobhán\n\n
    Sent from my iPhone\n\nP.S. Could you take me off the list as well please")."""
    for index in range(start, len(lines)):
        if is_disclaimer(lines[index]) and not is_register_line(lines[index]):
            # a notice in a block of its own (a blank line above it) may have the sender's P.S. under it;
            # one glued to the name ends the text
            apart = index > 0 and not clean(lines[index - 1]).strip()
            return _postscript_under_notice(lines, index) if apart else None
        if is_device_line(lines[index]):
            below = _next_filled(lines, index)
            if below is None or not POSTSCRIPT.match(fold(below)):
                return None
        if POSTSCRIPT.match(fold(lines[index])):
            return index
    return None


def _postscript_under_notice(lines: list[str], index: int) -> int | None:
    """A postscript typed right under the legal notice the mail program put below the signature (heldout_ek:
    "Cordialement,\nIsabelle Marchand\n...\nCe message et ses pièces jointes sont confidentiels ...\n\nP.S. :
    merci de ne plus m'adresser de sollicitations"): the sender's own words, as under a device line; the
    notice's own further lines pass, anything else below it ends the text."""
    for below in range(index + 1, len(lines)):
        if not clean(lines[below]).strip() or is_disclaimer(lines[below]):
            continue
        return below if POSTSCRIPT.match(fold(lines[below])) else None
    return None


def _trim(lines: list[str]) -> list[str]:
    while lines and not clean(lines[0]).strip():
        lines = lines[1:]
    while lines and not clean(lines[-1]).strip():
        lines = lines[:-1]
    return lines


# a finished sentence and a closing typed after it on the same line ("... niente. Grazie", "... list. Thanks")
_SENTENCE_THEN_TAIL = re.compile(r"[.!?]\s+([^.!?]+?)[,!.]?\s*$")


def _closing_after_sentence(line: str) -> bool:
    """The line ends on a closing alone after its last finished sentence ("... non mi serve niente.
    Grazie")."""
    tail = _SENTENCE_THEN_TAIL.search(line)
    return bool(tail and CLOSING_ALONE.fullmatch(fold(tail.group(1))))


def _signs_as_sender(lines: list[str], names: frozenset[str]) -> bool:
    """A last line that is the sender's own name, right under a finished sentence ("Not for us.\nJohn"
    from John Smith, "... per favore.\ndavide" in lower case): a signature even without a blank line. The
    finished sentence may have a closing typed after it on its line ("... niente. Grazie\nSalvo", heldout_dx):
    the name under the closing cannot go on a sentence."""
    if len(lines) < 2 or not names or not (ends_sentence(lines[-2]) or _closing_after_sentence(lines[-2])):
        return False
    if is_own_lone_name(lines[-1], names):
        return True
    if not is_name(lines[-1]):
        return False
    words = {fold(word) for word in re.findall(r"\w+", lines[-1])}
    return bool(words) and words <= names


def _place_opener(lines: list[str], index: int) -> bool:
    """ "Greetings from Sundaram Textiles." with the sender's sentences below it: how they open their
    letter, not a closing. As the last of the text, or over a name or a card ("Saludos desde Madrid\nJuan"),
    it is the closing it looks like. Right under the salutation ("Dear Jordan,\n\nGreetings from Dubai.")
    it opens the letter however many blank lines an HTML paragraph leaves before the next sentence."""
    if not PLACE_SIGNOFF.match(fold(lines[index])):
        return False
    under_salutation = _only_salutation_above(lines, index)
    below = _next_filled(lines, index, gap=len(lines) if under_salutation else 3)
    return below is not None and is_prose(below)


def _only_salutation_above(lines: list[str], index: int) -> bool:
    """The only filled line above `index` is the salutation ("Dear Jordan,", "Bonjour,")."""
    above = [line for line in lines[:index] if line.strip()]
    return len(above) == 1 and bool(GREETING.match(fold(above[0])))


def _courtesy_under_salutation(lines: list[str], index: int) -> bool:
    """A closing formula right under the salutation with the sender's sentences below it ("Bonjour,\nBonne fin
    d'année à vous !\nMerci de me retirer de votre liste.", "Hello,\nThanks in advance.\nPlease remove me
    ...", review of 2026-12-06, thirteenth): a courtesy that opens the letter, never the cut that would
    leave the body out (`_place_opener` is the same for "Greetings from Dubai.")."""
    if not _only_salutation_above(lines, index):
        return False
    below = _next_filled(lines, index, gap=3)
    if below is None:
        return False
    # a short sentence is enough here ("Ne m'écrivez plus."): three words or more that end it
    return is_prose(below) or (len(below.split()) >= 3 and below.rstrip().endswith((".", "!", "?")))


def _only_a_closing(lines: list[str], names: frozenset[str]) -> bool:
    """The body opens on a formal closing ("Regards", "Mit freundlichen Grüßen") with nothing under it
    but the signature (a name first, no sentence anywhere below): the sender wrote no words of their own
    (the answer is in the subject, or nowhere)."""
    folded = fold(lines[0])
    if not (SIGNOFF.match(folded) and FORMAL_CLOSING.search(folded)) or NOT_FORMAL.search(folded):
        return False
    below = _next_filled(lines, 0)
    if below is None:
        return True
    end = _postscript_at(lines, 1)
    rest = lines[1 : end if end is not None else len(lines)]
    return signature_line(below, names) and not any(is_prose(line) for line in rest)


def _cjk_closing_at_end(lines: list[str], index: int) -> bool:
    """A Korean, Japanese or Chinese closing with only a signature's short lines under it."""
    if not CJK_END_SIGNOFF.match(fold(lines[index])):
        return False
    return all(
        len(line.strip()) <= 40 and not line.rstrip().endswith((".", "!", "?", "。", "！", "？", ":"))
        for line in lines[index + 1 :]
        if line.strip()
    )


def cut_signature(lines: list[str], names: frozenset[str] = frozenset()) -> list[str]:
    """The sender's lines up to the first sign-off, device line or disclaimer, without a trailing
    name set apart by a blank line (or the sender's own name, `names` folded, under a finished
    sentence); the first line stays unless it is a device line or disclaimer."""
    lines = _trim(lines)
    while lines and (is_banner(lines[0]) or is_device_line(lines[0])):
        lines = _trim(lines[banner_end(lines) if is_banner(lines[0]) else 1 :])
    if lines and _only_a_closing(lines, names):
        return _postscripts(lines, 1, names)
    kept = lines
    for index, line in enumerate(lines):
        if (
            is_device_line(line)
            or is_disclaimer(line)
            or (index > 0 and (is_external_banner(line) or banner_tag_at_end(lines, index)))
        ):
            kept = lines[:index]
            break
        if index > 0 and (_thanks_over_closing(lines, index) or _thanks_sentence_last(lines, index)):
            continue
        if index > 0 and _courtesy_under_salutation(lines, index):
            continue
        if index > 0 and (
            (is_signoff(line) and not _place_opener(lines, index))
            or _thanks_anyway_over_name(lines, index)
            or _luck_over_name(lines, index)
            or _season_over_name(lines, index)
            or _kiss_over_name(lines, index)
            or _cjk_closing_at_end(lines, index)
            or closing_name_over_card(lines, index)
            or (_closing_and_name(line) and closing_first_name_over_firm_card(lines, index))
        ):
            kept = lines[:index]
            break
        if index > 0 and PREFIXED_NAME.match(line) and len(line.strip()) <= 40:
            kept = lines[:index]
            break
        if index > 0 and (pronoun_name_line(line) or _starts_name_block(lines, index)):
            kept = lines[:index]
            break
    kept = _trim(kept)
    team = team_signature_start(kept, names)
    if team is not None:  # a shared mailbox signed with its organisation and team
        kept = _trim(kept[:team])
    card = _card_start(kept, names)
    if card is None:
        card = _card_above_postscript(kept, names)
    if card is not None:
        kept = _trim(kept[:card])
    named = _name_above_postscript(kept, names) if card is None else None
    if named is not None:  # the name above the postscript signs the text; nothing more is read off
        kept = _trim(kept[:named])
    elif _ends_on_name(kept, names):
        kept = _trim(kept[:-1])
    return [*kept, *_postscripts(lines, len(kept), names)]


def _ends_on_name(lines: list[str], names: frozenset[str]) -> bool:
    """The last line is the sender's name signing the text: a name set apart by a blank line, the sender's
    own name under a finished sentence, or a closing and a name on one line ("Cheers, Claire")."""
    if len(lines) < 2:
        return False
    # a thanks sentence kept over a closing formula ("Vielen Dank.\n\nMit freundlichen Grüßen", "Merci.\n\n
    # Cordialement") looks like a name of two capitalised words and is the sender's last sentence (heldout_bs)
    if THANKS_SENTENCE.match(fold(lines[-1])):
        return False
    content = [line for line in lines if line.strip() and not _salutation_only(line)]
    if (
        len(content) >= 2
        and not lines[-2].strip()
        and (
            (is_name(lines[-1]) and not _luck_alone(lines[-1]))
            or is_own_cjk_name(lines[-1], names)
            or is_own_lone_name(lines[-1], names)
            or is_own_short_name(lines[-1], names)
        )
    ):
        return True
    if _signs_as_sender(lines, names):
        return True
    return len(content) >= 2 and (
        _closing_and_name(lines[-1]) or _typed_closing_and_name(lines[-1], names) or kiss_and_name(lines[-1])
    )


# the salutation with the reply typed after it on its line ("Oi Dana, não temos interesse, obrigada.",
# "Hi Tom, not for us, thanks.", "Bonsoir. Pas pour nous, merci."): a finished sentence of two words or more
# after the salutation's comma, colon, full stop or exclamation mark ("Dear Mr. Smith," is no sentence)
_TEXT_AFTER_SALUTATION = re.compile(r"^[^,:;!?.]+[,:.!]\s*\S+\s+\S.*[.!?]\s*$")


def _salutation_only(line: str) -> bool:
    """A salutation line with no reply on it: "Hi Dana,", "Bonjour Madame", never "Oi Dana, não temos
    interesse, obrigada." (the whole reply typed after the salutation on its line, heldout_eb), which counts
    as text above a name signing it."""
    return bool(GREETING.match(fold(line))) and not _TEXT_AFTER_SALUTATION.match(line.strip())


def _name_above_postscript(lines: list[str], names: frozenset[str]) -> int | None:
    """A name alone signing the text with a postscript set apart below it (heldout_ar: "... one in
    Canada?\n\nWalter\n\nP.S. we're on NetSuite, if that matters"): the name as if it ended the text;
    the postscript is kept (`_postscripts`). A name inside the postscript's paragraph is none of it."""
    index = _postscript_at(lines, 1)
    if index is None or lines[index - 1].strip():
        return None
    above = _trim(lines[:index])
    return len(above) - 1 if _ends_on_name(above, names) else None


def _card_start(lines: list[str], names: frozenset[str]) -> int | None:
    """Where a signature card without a closing word ends the text, if one does."""
    card = signature_card(lines, names)
    if card is None:
        card = titled_name_under_sentence(lines)
    if card is None:
        card = name_over_address_under_sentence(lines)
    if card is None:  # "Tom\n\nHadley Print & Pack\n0113 555 0199" (heldout_bk)
        card = name_apart_over_card(lines, names)
    return card


def _card_above_postscript(lines: list[str], names: frozenset[str]) -> int | None:
    """A signature card without a closing word with a postscript set apart below it (heldout_an: "Alan
    Whitcombe\nBursar, Greyfriars Trust\n\nPS your calendar link is broken btw"): the card as if it ended
    the text; the postscript is kept (`_postscripts`)."""
    index = _postscript_at(lines, 1)
    if index is None or lines[index - 1].strip():
        return None
    return _card_start(_trim(lines[:index]), names)


def _postscripts(lines: list[str], start: int, names: frozenset[str]) -> list[str]:
    """The postscripts below the signature, each the paragraph its marker opens (a company card or a
    legal footer under it is no more the sender's words than the signature above it)."""
    found: list[str] = []
    index = _postscript_at(lines, start) if 0 < start < len(lines) else None
    while index is not None:
        end = next((i for i in range(index + 1, len(lines)) if not lines[i].strip()), len(lines))
        found += ["", *cut_signature(lines[index:end], names)]
        index = _postscript_at(lines, end)
    return found
