"""Contact asked for again "then", at a time or a return named just before (heldout_aq: "the office is only
back properly mid-January. Shout again then and we can have a chat"): not_now, in every rule language
("Shout again then", "try me again then", "give me a shout again then"; "Écrivez-moi à nouveau à ce
moment-là", "Escríbame de nuevo entonces", "Escreva-me novamente nessa altura"; German, Italian and Dutch
"melden Sie sich dann wieder", "mi scriva di nuovo allora", "mail me dan opnieuw" are read in `later`).
Pure data on fold()ed text, read with `intent_later.later`.

The time or the return is named in the same or the sentence before, and "again" is said: "Send the deck
and connect with me again then" names no time, "call me then" after "we're back in January" no "again",
and a question ("Shall I try you again then?") is ours to ask, not theirs to ask."""

from __future__ import annotations

from sequencer.classify.intent_rules.later import _MONTH
from sequencer.classify.intent_rules.pattern import rx

# A month, a new year or a return named before ("mid-January", "mi-janvier", "a mediados de enero", "em
# meados de janeiro", "we're back", "de retour", "de vuelta", "de volta").
_TIME_BEFORE = (
    rf"(?:\b{_MONTH}\b|new year|nouvel an|ano nuevo|ano novo|\bback\b|de retour|rentr\w+|de vuelta"
    r"|volvemos|regres\w+|de volta|voltamos|regressamos)"
)
# within the sentence or the one before, never across a question
_GAP = r"[^?]{0,160}?"
_AGAIN_THEN = {
    "en": r"(?:(?:shout|ping|try|call|e-?mail|mail|message|nudge|contact|write to|reach out to|drop|give)"
    r"(?: me| us)?(?: a (?:shout|call|ring|buzz|line|note|mail))?|get in touch|reach out|follow up)"
    r" again,? then\b",
    "fr": r"(?:(?:re)?ecrivez|(?:re)?contactez|ecris|contacte)-?(?:moi|nous) (?:a nouveau|de nouveau)"
    r",? (?:a ce moment-?la|alors|a cette date|a ce moment)",
    "es": r"(?:escribame|escribeme|contacteme|contactame|escribanos|contactenos|llameme|llamame)"
    r" (?:(?:de nuevo|otra vez|nuevamente),? entonces|entonces,? (?:de nuevo|otra vez|nuevamente))",
    "pt": r"(?:escreva|fale|contacte|contate|ligue)(?:-me| comigo| para mim)"
    r" (?:novamente|de novo|outra vez),? (?:nessa altura|entao|nessa data|nessa epoca)",
}
AGAIN_THEN = rx(*(rf"{_TIME_BEFORE}{_GAP}(?<![?] )(?:{phrase})(?! *\?)" for phrase in _AGAIN_THEN.values()))
