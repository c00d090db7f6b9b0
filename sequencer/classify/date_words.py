"""Vocabulary for return dates in English, German, French and Spanish, accent-free and lower-case.

Everything here is matched against `text.fold()` output, so 'März', 'février' and 'miércoles'
appear as 'marz', 'fevrier' and 'miercoles'.
"""

from __future__ import annotations

MONTHS: dict[str, int] = {}
for _number, _names in enumerate(
    (
        "january jan januar janner janvier janv enero ene",
        "february feb februar fevrier fevr febrero",
        "march mar marz mars marzo",
        "april apr avril avr abril abr",
        "may mai mayo",
        "june jun juni juin junio",
        "july jul juli juillet juil julio",
        "august aug aout agosto",
        "september sep sept septembre septiembre setiembre",
        "october oct oktober okt octobre octubre",
        "november nov novembre noviembre",
        "december dec dezember dez decembre diciembre dic",
    ),
    start=1,
):
    MONTHS.update(dict.fromkeys(_names.split(), _number))

WEEKDAYS: dict[str, int] = {}
for _number, _names in enumerate(
    (
        "monday montag lundi lunes",
        "tuesday dienstag mardi martes",
        "wednesday mittwoch mercredi miercoles",
        "thursday donnerstag jeudi jueves",
        "friday freitag vendredi viernes",
        "saturday samstag sonnabend samedi sabado",
        "sunday sonntag dimanche domingo",
    )
):
    WEEKDAYS.update(dict.fromkeys(_names.split(), _number))

# Short weekday forms only ever appear as fillers ("until Mon., 7 Dec"), never as a date on their own.
_SHORT_WEEKDAYS = "mon tue tues wed thu thur thurs fri sat sun mo di mi do fr sa so lun mer jeu ven sam dim"


def alternation(words: list[str] | set[str] | dict[str, int]) -> str:
    """A regex alternation, longest first so 'sept' wins over 'sep'."""
    return "|".join(sorted((w.replace(" ", r"\s+") for w in words), key=len, reverse=True))


# Words that make the following date the end of the absence or the day back ("until", "bis zum").
END_WORDS = alternation(
    [
        "until", "till", "til", "'til", "through", "thru", "to", "up to", "back", "back in the office",
        "back in office", "back at work", "back at my desk", "return", "returns", "returning",
        "return to the office", "return to office", "return to work", "returning to the office",
        "in the office", "in office", "available again", "reachable again", "resuming",
        "bis", "bis einschliesslich", "zuruck", "wieder", "wieder im buro",
        "jusqu'au", "jusqu'a", "jusqu au", "jusqu a", "au", "de retour", "retour", "reviendrai",
        "hasta", "regresare", "regreso", "regresa", "volvere", "de vuelta", "estare de vuelta", "al",
    ]
)  # fmt: skip
# Words that make the following date the *start* of the absence ("from", "ab dem", "desde").
START_WORDS = alternation(
    [
        "from", "since", "starting", "beginning", "vom", "von", "seit", "ab", "du", "depuis", "des",
        "a partir du", "a partir de", "a compter du", "desde", "del", "a partir del",
    ]
)  # fmt: skip
# Words between a cue and its date that change nothing ("until *Monday,* 7 Dec", "bis *zum* 7.").
FILLERS = alternation(
    [
        "on", "the", "of", "next", "this", "about", "around", "approx", "approximately", "including",
        "inclusive", "incl", "am", "dem", "den", "zum", "zur", "ab", "einschliesslich", "inkl", "ca",
        "kommenden", "nachsten", "le", "la", "el", "du", "de", "del", "a", "a partir du", "a partir de",
        "a partir del", "a compter du", "prochain", "proximo",
        *WEEKDAYS, *_SHORT_WEEKDAYS.split(),
    ]
)  # fmt: skip
# Words after a date that make it the day back ("ab dem 8.12. *wieder* erreichbar").
AFTER_WORDS = alternation(["wieder", "zuruck", "erreichbar", "back", "de retour", "de vuelta", "reviens"])
