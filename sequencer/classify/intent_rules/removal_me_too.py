"""Someone taken off the list, and the sender too (review of 2026-12-06, fourteenth, an old gap): "Togli pure
Paolo dalla lista. E togli pure anche me", "Quita a Anna de la lista y a mí también", "Haal Pieter van jullie
lijst, en mij ook graag", "Tirem a Ana da lista, e a mim também", "rimuovi anche il mio indirizzo dalla
lista". English, German and French read it already ("take Sarah off your list, and me too": the other's
removal matches, and `removal_described.ME_TOO_AFTER` keeps it the sender's). Pure data on fold()ed text,
read by `removal.removal_request` with the same negation and scope checks.

Two forms:
- the other's removal off a list, then "and me too" in its sentence or right after it;
- a removal verb with "also me / also my address" and a list named in its sentence or in the one before.

Never the sender staying ("but not me", "ma non me", "pero a mí no": no me-too words then), never off a copy
or a thread (no list named), never someone else alone."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.people_lists import PEOPLE

# a list of our mail, never of an event's people ("la lista dei relatori", "de lijst met sprekers", "a lista
# de convidados", `people_lists.PEOPLE`)
_LIST = (
    r"(?:lista|liste|listas|listen|lijst|lijsten|list|lists|mailing(?: list)?|mailinglijst|verzendlijst"
    r"|bestand|indirizzario|elenco|newsletter|nieuwsbrief|base de datos|base de dados|base|envios|verteiler"
    rf"|database|distribuzione|distribucion|diffusion)(?! (?:\w+ ){{0,2}}?{PEOPLE}\b)"
)
_OFF_IT = r"(?:dalla|dalle|dal|dai|dall'|da)"
_OFF_ES = r"(?:de|del)"
_OFF_NL = r"(?:van|uit)"
_OFF_PT = r"(?:da|das|do|dos|de)"
_WHOSE = (
    r"(?: (?:la|las|el|los|su|sus|vuestra|vuestras|tu|tus|vostra|vostre|tua|sua|la|le|il|jullie|uw|je|de|het"
    r"|vossa|vossas|sua|suas|tua|a|o|as|os))*"
)
# "and me too" in each language, in its sentence or the next: "e anche me", "y a mí también", "en mij ook",
# "e a mim também"
_ME_TOO = (
    r"(?:(?:e|y|en|and|und|et) )?(?:(?:togli(?:ete|etemi)?|rimuov\w*|cancell\w*|quit\w*|sac\w*|borr\w*"
    r"|elimin\w*|haal|verwijder\w*|schrap|tir\w*|remov\w*|apag\w*) )?(?:pure )?"
    r"(?:anche me|anche a me|pure me|anch'io|me compreso|a mi tambien|a mi igual|tambien a mi"
    r"|yo tambien|mij ook|mij eveneens|mij graag ook|ook mij|ik ook|a mim tambem|tambem a mim|eu tambem"
    r"|a mim igualmente)"
)
# the list, what may follow it in the clause, and "and me too"
_THEN_ME = rf"{_LIST}\b[^.!?\n]{{0,20}}?[.,;!]? *{_ME_TOO}\b"
ME_TOO_REMOVAL = rx(
    # the other's removal off a list, then "and me too"
    rf"(?:togli|togliete|rimuovi|rimuovete|cancella|cancellate|elimina|eliminate|levate|leva)(?: pure)?"
    rf" [^.!?\n]{{1,40}}? {_OFF_IT}{_WHOSE} (?:\w+ )?{_THEN_ME}",
    r"(?:quita|quiten|quitad|saca|saquen|sacad|borra|borren|borrad|elimina|eliminen|eliminad|da de baja"
    rf"|den de baja|dad de baja)(?: a)? [^.!?\n]{{1,40}}? {_OFF_ES}{_WHOSE} (?:\w+ )?{_THEN_ME}",
    r"(?:haal|haalt|verwijder|verwijdert|schrap|schrapt)"
    rf" [^.!?\n]{{1,40}}? {_OFF_NL}{_WHOSE} (?:\w+ )?{_THEN_ME}",
    r"(?:tirem|tira|removam|remova|retirem|retira|apaguem|apague|excluam|exclua)(?: a| o)? [^.!?\n]{1,40}?"
    rf" {_OFF_PT}{_WHOSE} (?:\w+ )?{_THEN_ME}",
    # a removal verb with "also me / also my address", the list named in its sentence or the one before
    rf"{_LIST}\b[^\n]{{0,80}}?(?:[.!;] +)?(?:e |y |en )?(?:togli(?:ete)?|rimuovi|rimuovete|cancella"
    rf"|cancellate|elimina|eliminate)(?: pure)? (?:anche|pure)"
    r" (?:me|il mio indirizzo|la mia (?:e-?mail|mail|casella))\b",
    rf"(?:togli(?:ete)?|rimuovi|rimuovete|cancella|cancellate|elimina|eliminate)(?: pure)? (?:anche|pure)"
    rf" (?:me|il mio indirizzo|la mia (?:e-?mail|mail|casella)) {_OFF_IT}{_WHOSE} (?:\w+ )?{_LIST}\b",
)
