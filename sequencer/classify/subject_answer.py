"""An answer typed into the subject line over an empty body.

Some people answer in the subject: they replace "Re: Purchase approvals at X" by "Remove me", or type
after it ("Re: Purchase approvals at X - REMOVE ME FROM YOUR LIST", "Re: ... at X  not interested
thanks") and send the body empty (or only a device line and the quoted original). When the own text is
empty, `subject_answer` gives the words to read instead: the subject without its reply prefixes ("Re:",
"AW:", "RE :", "Antw:", "R:", "RES:", "SV:", "Vs:", "Odp:", "答复:", ...) and without our original
subject. Our subject is known when the quoted header block names it ("Subject: ..."); otherwise only the
words after a separator (" - ", "  ", " | ") count when the subject is a reply, and a subject with no
reply prefix is the sender's own. "Re: <our subject>" alone gives nothing.

A body read with its subject (`words_to_read`): a body that only points at the subject ("See subject -
mobile's below.", "Timing is in the subject line :)", "siehe Betreff", "voir objet", "ver asunto", "vedi
oggetto", "Zie onderwerp.", "ver assunto") is read after the subject's answer, and a formal closing
alone ("Regards" over a signature, whose own text is empty) like an empty body. A subject that is only a
removal word the sender surely typed ("STOP!!! Re: <our subject>", `typed_removal`) is read over an empty
body or a body of a word or two that says nothing else ("Seriously.", "Now!", "Bitte.",
`removal_word_alone.FILLER`). Any other body never reads its subject; a pointer with nothing typed in
the subject ("see subject" under "Re: <our subject>") is read as it stands.

Words typed in front of a capitalised reply prefix inside the subject ("STOP!!! Re: <our subject>") are
the sender's, whatever our subject was.
"""

from __future__ import annotations

import re
from email.message import Message

from sequencer.classify.attribution import quoted_subject
from sequencer.classify.intent_rules.removal_word_alone import FILLER, WORD_ALONE
from sequencer.classify.signoffs import is_signoff
from sequencer.classify.text import body_text, fold, header

# Reply and forward prefixes as clients write them in their languages, fold()ed, with a counter
# ("Re[2]:", "RE (2):") and a space before the colon (French "RE :").
_REPLY_PREFIX = re.compile(
    r"^\s*(?:re|aw|antw|antwort|r|res|rif|sv|vs|vl|odp|odg|ynt|cevap|απ|σχετ|отв|ответ|valasz|ref|fw|fwd"
    r"|tr|wg|rv|enc|doorst|atb|答复|回复|回覆|答覆|返信|회신|رد|השב)"
    r"\s*(?:\[\d+\]|\(\d+\))?\s*[:：]",
)
_SEPARATOR = re.compile(r"\s+[-–—|]+\s+|\s{2,}")
# A reply prefix as clients write it inside the subject, after words typed in front of it ("STOP!!! Re:
# <our subject>"), on the subject as sent: capitalised, never the lower-case "re:" of "a question re: X".
_INNER_PREFIX = re.compile(
    r"\s(?=(?:Re|RE|R|AW|Aw|Antw|ANTW|SV|Sv|WG|Wg|Fwd|FWD|Fw|FW|TR|Tr|RES|Res|RV|Rv|Rif|RIF|Odp|ODP|VS|Vs)"
    r"\s*(?:\[\d+\]|\(\d+\))?\s*:)"
)
# The subject named as where the answer is, on fold()ed text, in the seven rule languages: "see (the)
# subject (line)", "as per subject", "(it's) in the subject", "siehe Betreff", "s. Betreff", "steht im
# Betreff", "voir (l')objet", "cf. objet", "(c'est) dans l'objet", "ver (el) asunto", "véase el asunto",
# "(está) en el asunto", "vedi (l')oggetto", "come da oggetto", "(è) nell'oggetto", "zie (het) onderwerp",
# "staat in het onderwerp", "ver (o) assunto", "vide assunto", "conforme (o) assunto", "(está) no assunto".
_SUBJECT_WORD = r"(?:subject(?: line)?|betreff(?:zeile)?|objet|asunto|oggetto|onderwerp(?:regel)?|assunto)"
POINTS_AT_SUBJECT = re.compile(
    r"(?<![\w'])(?:"
    rf"(?:please )?(?:see|read|check|as per|per|refer to) (?:the |my )?{_SUBJECT_WORD}"
    rf"|(?:is|are|'s|it's|its|all) in (?:the |my )?{_SUBJECT_WORD}"
    rf"|(?:bitte )?(?:siehe|s\.|vgl\.|lesen sie) (?:den |die )?{_SUBJECT_WORD}|(?:steht|stehen|alles) (?:im"
    rf"|in der)"
    rf" {_SUBJECT_WORD}"
    rf"|(?:voir|voyez|cf\.?|lire) (?:l'|l' )?{_SUBJECT_WORD}|(?:est|tout est) dans l'{_SUBJECT_WORD}"
    rf"|(?:ver|vea|veas|vean|vease|leer|lea) (?:el )?{_SUBJECT_WORD}|(?:esta|todo esta) en el {_SUBJECT_WORD}"
    rf"|(?:vedi|vedere|veda|leggi|legga|come da|come in) (?:l'|l' )?{_SUBJECT_WORD}|(?:e"
    rf"|tutto e) nell'{_SUBJECT_WORD}"
    rf"|(?:zie|lees) (?:het |de )?{_SUBJECT_WORD}|(?:staat|alles staat) in (?:het|de) {_SUBJECT_WORD}"
    rf"|(?:ver|veja|vide|conforme|leia) (?:o )?{_SUBJECT_WORD}|(?:esta|ta|tudo esta) no {_SUBJECT_WORD}"
    r")(?![\w])"
)
# What may stand beside the pointer in a body that only points: a greeting, a smiley, a word on the phone
# number given below or in the signature ("mobile's below", "meine Nummer unten"), a thanks, a closing.
_BESIDE_POINTER = re.compile(
    r"(?:hi|hello|hey|dear|hallo|moin|servus|bonjour|salut|hola|buenos dias|ciao|buongiorno|salve|hoi|dag"
    r"|goedemiddag|ola|bom dia|boa tarde)(?: \w+)?"
    r"|(?:my |the )?(?:mobile|cell|phone|number|mobile number|cell number|phone number|contact details"
    r"|details)"
    r"(?:'s| is| are)? (?:below|in my signature|in the signature|underneath)"
    r"|(?:meine )?(?:handynummer|nummer|telefonnummer|mobilnummer)(?: steht| finden sie)? (?:unten"
    r"|in der signatur)"
    r"|(?:mon )?(?:numero|portable|telephone)(?: est)? (?:ci-dessous|en dessous|dans (?:ma|la) signature)"
    r"|(?:mi )?(?:numero|movil|celular|telefono)(?: esta)? (?:abajo|debajo|en (?:mi|la) firma)"
    r"|(?:il mio )?(?:numero|cellulare)(?: e)? (?:sotto|qui sotto|in firma|nella firma)"
    r"|(?:mijn )?(?:nummer|mobiele nummer|telefoonnummer|mobiel)(?: staat)? (?:hieronder|onder|in (?:mijn"
    r"|de) handtekening)"
    r"|(?:meu )?(?:numero|celular|telemovel|telefone)(?: esta)? (?:abaixo|em baixo|na (?:minha )?assinatura)"
    r"|thanks?|thx|ty|danke|merci|gracias|grazie|dank(?:je|u)?|obrigad[oa]"
    # what is in the subject: "Timing is in the subject line", "Meine Antwort steht im Betreff"
    r"|(?:the |my |our |meine |die |unsere |la |ma |notre |mi |nuestra |il |la mia |het |mijn |ons |a |minha"
    r" |nossa )?(?:answer|reply|response|timing|date|details|everything|antwort|termin|reponse|respuesta"
    r"|fecha|risposta|data|antwoord|datum|resposta)"
)
_LEFTOVER = re.compile(r"[\W_]+")


def _without_prefixes(subject: str) -> tuple[str, bool]:
    text, replied = subject.strip(), False
    while _REPLY_PREFIX.match(text):
        text, replied = _REPLY_PREFIX.sub("", text, count=1).strip(), True
    return text, replied


def _words(text: str) -> str:
    return " ".join(text.split())


def subject_answer(msg: Message) -> str:
    """What the sender typed into the subject, for a reply whose own text is empty ('' if nothing)."""
    subject, replied = _without_prefixes(fold(header(msg, "Subject")))
    if not subject:
        return ""
    ours = quoted_subject(body_text(msg).splitlines())
    if ours:
        ours = _words(_without_prefixes(ours)[0])
        typed = _words(subject)
        if typed == ours or ours.startswith(typed):
            return ""  # our subject, maybe cut short
        if ours in typed:
            return _words(typed.replace(ours, " ")).strip(" -–—|:,;.")
        return typed  # they replaced our subject with their answer
    if not replied:
        return _words(subject)
    parts = _SEPARATOR.split(subject.strip(), maxsplit=1)
    return _words(parts[1]).strip(" -–—|:,;.") if len(parts) == 2 else ""


def typed_removal(msg: Message) -> str:
    """A removal word the sender surely typed as the whole subject ("STOP!!!", "Unsubscribe", "Abmelden"):
    typed in front of a reply prefix ("STOP!!! Re: <our subject>"), typed beside or instead of our subject
    when the quoted header names ours, or a subject with no reply prefix at all. Never words that may be
    our own subject's ("Re: <our subject> - Stop" when ours is not known). '' when none."""
    raw = header(msg, "Subject").strip()
    inner = _INNER_PREFIX.search(raw)
    if inner:
        typed = _words(_without_prefixes(fold(raw[: inner.start()]))[0])
    else:
        replied = _without_prefixes(fold(raw))[1]
        typed = subject_answer(msg) if quoted_subject(body_text(msg).splitlines()) or not replied else ""
    return typed if WORD_ALONE.match(typed) else ""


def points_at_subject(text: str) -> bool:
    """The body only points at the subject for its answer ("See subject - mobile's below.", "Zie
    onderwerp."): the pointer and, beside it, nothing but a greeting, a smiley, a word on the phone number
    below, a thanks or a closing line."""
    lines = [line for line in text.splitlines() if line.strip() and not is_signoff(line)]
    folded = " ".join(fold(" ".join(lines)).split())
    if not POINTS_AT_SUBJECT.search(folded):
        return False
    rest = _BESIDE_POINTER.sub(" ", POINTS_AT_SUBJECT.sub(" ", folded))
    return not _LEFTOVER.sub("", rest)


def words_to_read(msg: Message, text: str) -> str:
    """What the intent rules read for a reply with own text `text`: the subject's answer over an empty
    own text (a formal closing over a signature reads empty), the subject's answer then the body when the
    body only points at it ("See subject"), else the body alone. A "Thanks" that is the whole body is the
    sender's answer: the subject is not read for it ("Re: Acme - cut your unsubscribe rate in half")."""
    if not text.strip() or FILLER.match(" ".join(fold(text).split())):
        # "STOP!!!" typed into the subject over "Seriously.": the body says nothing else, the subject asks
        typed = typed_removal(msg)
        if typed:
            return typed
    if not text.strip():
        return subject_answer(msg) or text
    if points_at_subject(text):
        typed = subject_answer(msg)
        return f"{typed}.\n{text}" if typed else text
    return text
