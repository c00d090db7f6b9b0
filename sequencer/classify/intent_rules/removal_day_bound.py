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
    rf"|werktags?|jours?|semaine|dias?|semana|giorn[oi]|settimana|dag|dagen|doordeweeks|week|woche|ever|anytime|{WEEKDAY})"
)
DAY_BOUND_AFTER = re.compile(
    rf"(?:(?! {_OFTEN_BEFORE}\b) [^\s.!?;:,()]+){{0,3}}? (?:{_ON_DAY})\b(?![^.!?;\n]*\b{_OFTEN_BEFORE}\b)"
    rf"(?![^.!?;,\n]*?\b{_OTHER_DAYS}\b)"
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
    return bool(_STOP_HIT.search(found.group(0))) and bool(DAY_BOUND_AFTER.match(folded, found.end()))
