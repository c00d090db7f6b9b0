"""A stop of our mail bounded by a day of the week (the eighteenth review of 2026-12-07): "Stop emailing me on
Sundays, weekdays are fine", "Arrêtez de m'écrire le dimanche, en semaine ça va", "Smettete di scrivermi la
domenica", "Parem de me escrever aos domingos", "Stop met mailen op zondag", "Keine Mails mehr montags,
bitte", "No more emails on Mondays please, Tuesdays are better", "not at the weekend": a time asked for our
mail, as `removal_informal.WEEKDAY` reads the informal stop's time, never a removal.

Read by `day_bound` right after a removal hit, in its clause: the day (or the weekend) named as when not to
mail, "on"/"le"/"la"/"aos"/"op"/"am" with it or the plural that says "on every such day" ("montags",
"mondays"). Never how often our mail comes ("Stop emailing me every Monday", "tous les lundis", "cada lunes",
`_OFTEN_BEFORE`), a "since" or "until" before the day (a report, `unsubscribe._SINCE_TIME`, or a pause,
`later_paused`), and never a day in another sentence ("Stop emailing me. Every Monday another one!" is a
removal)."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.removal_informal import WEEKDAY

_WEEKEND = r"(?:weekends?|week-ends?|wochenenden?|fines? de semana|fine settimana|weekend|fins? de semana)"
# the day as when: with its preposition or article, or the plural alone
_ON_DAY = (
    r"(?:(?:on|at|over|le|les|la|il|el|los|las|aos|as|nos|nas|ao|op|in het|tijdens het|am|an|au|en|durante"
    r"|nel|nei|during|the) )+"
    rf"(?:{WEEKDAY}|{_WEEKEND})"
    r"|(?:sundays|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|montags|dienstags|mittwochs"
    r"|donnerstags|freitags|samstags|sonntags|maandags|dinsdags|woensdags|donderdags|vrijdags|zaterdags"
    r"|zondags)"
)
# how often, a report's "since" or a pause's "until" among the words before the day
_OFTEN_BEFORE = (
    r"(?:every|each|chaque|tous|toutes|cada|todos|todas|ogni|tutti|tutte|jeden|jede|alle|elke|iedere|since"
    r"|seit|sinds|depuis|desde|dal|dalla|until|till|bis|hasta|jusqu\w*|fino|tot|ate|next|nachsten|prochain"
    r"|proximo|prossimo|volgende|this|ce|cette|este|esta|questo|questa|diesen|deze|dit)"
)
# ... never another day joined to it, which makes the stop every day ("on weekends or any other day", "on
# Sundays and weekdays", "le dimanche et le reste de la semaine")
_OTHER_DAYS = (
    r"(?:or|and|nor|oder|und|noch|ou|et|ni|o|y|e|of|en) (?:\S+ ){0,4}?(?:days?|weekdays?|tag|tagen?"
    rf"|werktags?|jours?|semaine|dias?|semana|giorn[oi]|settimana|dag|dagen|doordeweeks|week|woche|ever"
    rf"|anytime|{WEEKDAY})"
)
# ... nor widened to every time in other words, after a comma too ("or otherwise", "und auch sonst nicht",
# "or any other time", "ni le reste du temps", "ou pas du tout", "ni nunca", "né in nessun altro momento", "of
# helemaal niet", "nem em outro momento"; the nineteenth review of 2026-12-07)
_ANY_TIME = (
    r"(?:or (?:\S+ ){0,2}?(?:otherwise|at all|ever)|(?:und|oder|noch) (?:\S+ ){0,3}?(?:sonst|uberhaupt"
    r"|uberall)"
    r" (?:\S+ )?(?:nicht|nie|keine)|(?:ni|ou|et) (?:\S+ ){0,3}?(?:du tout|jamais)|(?:ni"
    r"|o) (?:\S+ ){0,2}?nunca"
    r"|(?:ne|o) (?:\S+ ){0,2}?(?:mai|altrimenti)|(?:of|en) (?:\S+ ){0,2}?(?:nooit|helemaal niet|anders niet)"
    r"|(?:nem|ou) (?:\S+ ){0,2}?nunca"
    r"|(?:or|and|nor|oder|und|noch|ou|et|ni|o|y|e|ne|of|en|nem) (?:\S+ ){0,4}?(?:any|other|autre|reste"
    r"|andere\w*|otro|otra|ningun|altro|altra|nessun|outro|outra|ander\w*) (?:\S+ )?(?:time|times|temps|zeit"
    r"|momento|tiempo|tempo|tijd|moment))"
)
# ... nor a day added to a stop ("Stop emailing me on weekends too": weekends as well, no bound)
_TOO = r"(?:too|as well|also|either|auch|aussi|egalement|tambien|anche|pure|ook|tambem)"
DAY_BOUND_AFTER = re.compile(
    rf"(?:(?! {_OFTEN_BEFORE}\b) [^\s.!?;:,()]+){{0,3}}? (?:{_ON_DAY})\b(?![^.!?;\n]*\b{_OFTEN_BEFORE}\b)"
    rf"(?![^.!?;,\n]*?\b{_OTHER_DAYS}\b)"
    rf"(?![^.!?;,\n]*?(?:, ?)?\b{_ANY_TIME}\b)(?! {_TOO}\b)"
)
# ... nor a later sentence that stops it all ("Stop emailing me on weekends. Actually stop altogether.", "En
# fait, arrêtez tout.", "Hören Sie ganz auf.", "Dejen de escribirme del todo.", "Smettete del tutto.", "Stop
# er helemaal mee.", "Parem de vez."): the day check holds back its own sentence, never the stop of another
_STOP_VERB = (
    r"(?:stop|quit|cease|arretez|arrete|cessez|stoppez|horen sie|hort|hor|aufhoren|dejen|deja|dejad|paren"
    r"|parad|parem|smettete|smetti|smettetela|hou|houd|stopt|stoppen)"
)
_ALL = (
    r"(?:altogether|completely|entirely|for good|everything|all of it|at all|tout|completement|definitivement"
    r"|ganz|komplett|ganzlich|endgultig|uberhaupt|del todo|por completo|definitivamente|del tutto"
    r"|completamente|tutto|helemaal|volledig|alles|de vez|tudo|de todo)"
)
STOP_ALL_LATER = re.compile(
    rf"[.!?;\n][^.!?;\n]*?\b(?:{_STOP_VERB}\b[^.!?;\n]{{0,30}}?\b{_ALL}"
    rf"|{_ALL}\b[^.!?;\n]{{0,30}}?\b{_STOP_VERB})\b"
)

# the hit a stop of our mail or "no more mail", never a removal word ("Unsubscribe me on Monday" is a removal,
# the day when it is to be done)
_STOP_HIT = re.compile(
    r"\b(?:stop\w*|arret\w*|cess\w*|smett\w*|parem|pare|para|deja\w*|dejen|dejad|deje|hou|hor|hort|keine"
    r"|no|plus|geen|niente|nada|nao|ne|don't|do|nicht|niet|non|basta|chega|quit)\b"
)


def day_bound(folded: str, found: re.Match[str]) -> bool:
    """The removal hit bounded by a day of the week in its clause ("Stop emailing me on Sundays"): a time
    asked for our mail, no removal."""
    return (
        bool(_STOP_HIT.search(found.group(0)))
        and bool(DAY_BOUND_AFTER.match(folded, found.end()))
        and not STOP_ALL_LATER.search(folded, found.end())
    )
