"""A meeting slot proposed with its day or date and its clock time, in a question or a proposal: interest,
also inside a later ("Week after New Year works best, how about Tuesday Jan 6 at 10am ET?", "Ok pour un
échange mais après les fêtes. Le jeudi 8 janvier à 14h, ça vous va ?", heldout_bm): the rep must answer the
slot. Pure data on fold()ed text, read by `intent_interest.slot_proposed`, in every rule language:
"how about Tuesday Jan 6 at 10am?", "passt Ihnen Dienstag, der 6. Januar um 10 Uhr?", "le jeudi 8 janvier à
14h, ça vous va ?", "¿qué tal el martes 6 de enero a las 10?", "martedì 6 gennaio alle 10 va bene?", "kan
dinsdag 6 januari om 10 uur?", "terça, 6 de janeiro às 10h, pode ser?"; or the sender's availability
offered ("I'm available Tuesday the 15th at 3pm", "Tenho disponibilidade na terça, dia 15, às 15h").

Never a later alone ("after CNY, let's talk", no clock time), a time ruled out ("not before Tuesday at 10",
"until January 6 at 10"), nor a slot told, not proposed ("the office is closed on Tuesday Jan 6 at 10": no
question, no proposal word in its sentence)."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.interest import DAY
from sequencer.classify.intent_rules.later import MONTH
from sequencer.classify.intent_rules.pattern import rx

_SHORT_MONTH = (
    r"(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|okt|dez|mrt|fev|abr|ago|set|out|dic|gen|ene)\.?"
)
_MONTHS = rf"(?:{MONTH}|{_SHORT_MONTH})"
_DATE = (
    rf"(?:{_MONTHS} \d{{1,2}}(?:st|nd|rd|th)?"
    rf"|(?:the )?\d{{1,2}}(?:st|nd|rd|th|er)?\.?(?: of| de| di)? {_MONTHS})"
)
_AT = r"(?:at|@|um|a|a las|alle|om|as|for)"
_CLOCK = r"\d{1,2}(?:[:.h]\d\d)? ?(?:am|pm|uhr|h|uur|horas|heures|hrs|u)?(?![\w/])"
# never ruled out or a limit ("not before Tuesday at 10", "until January 6 at 10", "bis Dienstag um 10")
_NOT_LIMIT = (
    r"(?<!not before )(?<!not until )(?<!until )(?<!till )(?<!nicht vor )(?<!bis )(?<!pas avant )"
    r"(?<!jusqu'au )(?<!antes del )(?<!hasta el )(?<!prima di )(?<!fino a )(?<!niet voor )(?<!tot )"
    r"(?<!antes de )(?<!ate )"
)
SLOT = rx(
    rf"{_NOT_LIMIT}(?:(?:{DAY}),? (?:(?:the|den|der|le|el|il|op|dia|o) )?"
    rf"(?:{_DATE}|\d{{1,2}}(?:st|nd|rd|th)?\.?)"
    rf"|{_DATE}|{DAY}),? {_AT} {_CLOCK}",
)
# ... proposed: its sentence asks, or proposes in so many words
PROPOSAL = re.compile(
    r"\?|\b(?:how about|what about|works (?:best|for (?:me|us))|let's|shall we|would|could we|can we"
    r"|send (?:an |me an |us an |a )?(?:invite|invitation)|passt|ginge|geht|konnen wir|ca vous va|ca te va"
    r"|vous convient|on dit|je propose|que tal|te viene|le viene|propongo|va bene|andrebbe|ti va"
    r"|kan dat|schikt"
    r"|past (?:dat|het)|zullen we|pode ser|que tal|serve|fica bom|proponho|ich schlage|i propose|i suggest"
    # ... or the sender's own availability offered (heldout_dh: "Tenho disponibilidade na terça, dia 15, às
    # 15h"), never negated ("non sono disponibile", "não tenho disponibilidade")
    r"|(?<!not )(?<!non )(?<!nao )(?<!no )(?<!niet )(?:i have availability|i(?:'m| am) (?:available|free)"
    r"|we(?:'re| are) (?:available|free)|ich habe zeit|ich bin (?:verfugbar|frei)|je suis disponible"
    r"|nous sommes disponibles|(?:tengo|tenemos) disponibilidad|(?:estoy|estamos) disponibles?"
    r"|(?:ho|abbiamo) disponibilita|(?:sono|siamo) disponibil[ei]|ik ben beschikbaar|wij zijn beschikbaar"
    r"|(?:tenho|temos) disponibilidade|(?:estou|estamos) disponive(?:l|is)))\b"
)
