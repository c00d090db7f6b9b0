"""When a "not now" asks to be contacted again, as a date, in English, German, French or Spanish.

Everything is resolved against the day the reply was sent and matched on `text.fold()` output:
- a quarter ("in Q3", "im dritten Quartal", "au T3", "en el tercer trimestre") -> its first day, the
  next one strictly after the sent day; "after Q3" -> the first day of the quarter after it;
- "next quarter" / "next month" / "next week" / "next year" (and "in the new year") -> the first day
  of that period (Monday for a week);
- "in 6 weeks" / "in two months" / "in 10 days" -> the sent day plus that much;
- "after 15 March" -> the day after that date; "on/from/around 15 March" -> that date;
- a month alone ("in March", "Anfang März", "début mars", "the first week of February", "la primera
  semana de febrero") -> its first day, the next such month strictly after the sent month; "after
  March" -> the first of the month after it;
- "after the summer" ("nach den Sommerferien", "à la rentrée", "después del verano") -> 1 September.
The earliest phrase in the text decides. Vague answers ("later this year", "at some point") give None.
"""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta

from sequencer.classify.date_words import MONTHS, alternation
from sequencer.classify.dates import date_mentions

_NUMBERS = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "twelve": 12, "couple of": 2, "a couple of": 2,
    "ein": 1, "einem": 1, "einer": 1, "zwei": 2, "drei": 3, "vier": 4, "funf": 5, "sechs": 6,
    "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "zwolf": 12,
    "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8,
    "neuf": 9, "dix": 10, "douze": 12,
    "uno": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
    "nueve": 9, "diez": 10, "doce": 12,
}  # fmt: skip
_ORDINALS = {
    "first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4,
    "ersten": 1, "erste": 1, "erstes": 1, "zweiten": 2, "zweite": 2, "zweites": 2, "dritten": 3,
    "dritte": 3, "drittes": 3, "vierten": 4, "vierte": 4, "viertes": 4,
    "premier": 1, "1er": 1, "deuxieme": 2, "2e": 2, "2eme": 2, "troisieme": 3, "3e": 3,
    "3eme": 3, "quatrieme": 4, "4e": 4, "4eme": 4,
    "primer": 1, "primero": 1, "segundo": 2, "tercer": 3, "tercero": 3, "3er": 3, "cuarto": 4, "4to": 4,
}  # fmt: skip
_UNITS = {
    "day": "d", "days": "d", "tag": "d", "tagen": "d", "tage": "d", "jour": "d", "jours": "d",
    "dia": "d", "dias": "d",
    "week": "w", "weeks": "w", "woche": "w", "wochen": "w", "semaine": "w", "semaines": "w",
    "semana": "w", "semanas": "w",
    "month": "m", "months": "m", "monat": "m", "monaten": "m", "monate": "m", "mois": "m", "mes": "m",
    "meses": "m",
}  # fmt: skip
_AFTER = (
    r"(?:after|past|once|nach(?: dem| der| den)?|apres(?: le| la| l')?|despues (?:del?|de la)"
    r"|tras(?: el| la)?)"
)
_AFTER_BEFORE = re.compile(rf"(?<![\w']){_AFTER}\s+(?:the\s+)?$")
_MONTH_NAMES = alternation({name: n for name, n in MONTHS.items() if len(name) >= 3 and name != "mar"})

_QUARTER = re.compile(
    rf"(?P<after>{_AFTER}\s+(?:the\s+)?)?"
    r"(?<![\w])(?:q(?P<q>[1-4])|(?P<q2>[1-4])q|t(?P<t>[1-4])|(?P<n>[1-4])\.\s*quartal"
    rf"|(?P<ord>{alternation(_ORDINALS)})\s*(?:quarter|quartal|trimestre)"
    r"|(?:quarter|quartal) (?P<q3>[1-4]))(?![\w])"
    r"(?:\s*(?:of\s+)?(?P<y>20\d\d)(?!\d))?"
)
_NEXT = re.compile(
    r"(?<![\w'])(?:"
    r"(?P<quarter>next quarter|(?:nachste[sn]?|kommende[sn]?) quartal|(?:le )?(?:trimestre prochain"
    r"|prochain trimestre)|(?:el )?(?:proximo trimestre|trimestre que viene))"
    r"|(?P<month>next month|(?:nachste[nr]?|kommende[nr]?) monat|(?:le )?(?:mois prochain|prochain mois)"
    r"|(?:el )?(?:proximo mes|mes que viene))"
    r"|(?P<week>next week|(?:nachste[nr]?|kommende[nr]?) woche|(?:la )?(?:semaine prochaine"
    r"|prochaine semaine)|(?:la )?(?:proxima semana|semana que viene))"
    r"|(?P<year>next year|(?:in|into) the new year|early next year|(?:nachste[sn]?|kommende[sn]?) jahr"
    r"|(?:im )?neuen jahr|(?:l')?annee prochaine|(?:l')?an prochain|(?:la )?nouvelle annee"
    r"|(?:el )?(?:ano que viene|proximo ano|ano proximo))"
    r")(?![\w])"
)
_IN_UNITS = re.compile(
    rf"(?<![\w'])(?:in|within|dans|en|dentro de)\s+(?:(?:a|the|about|around|circa|ca\.?|etwa|environ"
    rf"|unos|unas)\s+)?(?P<n>\d{{1,2}}"
    rf"|{alternation(_NUMBERS)})\s+(?P<unit>{alternation(list(_UNITS))})(?![\w])"
    r"|(?<![\w'])(?P<n2>\d{1,2}|" + alternation(_NUMBERS) + r")\s+(?P<unit2>weeks|months|days)\s+from now"
)
_MONTH_ALONE = re.compile(
    rf"(?<![\w'])(?:(?P<after>{_AFTER})\s+|(?:in|im|en|au mois d[e']|el mes de|anfang|mitte|ende|early"
    rf"|mid|late|end of|debut|mi|fin|a principios de|principios de|a mediados de|a finales de|from|ab"
    rf"|des|a partir de|desde|(?:the )?(?:first|1st) (?:week|days|half|fortnight) of|ersten (?:woche|halfte)"
    rf" (?:im|des)|(?:la )?premiere (?:semaine|quinzaine|moitie) (?:de|d')|(?:la )?primera (?:semana"
    rf"|quincena|mitad) de)\s*-?\s*)(?P<mon>{_MONTH_NAMES})(?![\w])(?:\s+(?P<y>20\d\d)(?!\d))?"
)
_SUMMER = re.compile(
    r"(?<![\w'])(?:after the summer(?: holidays| break| vacation)?|after summer|end of the summer"
    r"|nach de[mnr] sommer(?:ferien|pause|urlaub)?|nach den (?:sommer)?ferien|a la rentree|apres l'ete"
    r"|(?:despues|tras) (?:del|el) verano|a la vuelta del verano|en septiembre)(?![\w])"
)


def _quarter_start(year: int, quarter: int) -> date:
    return date(year, 3 * (quarter - 1) + 1, 1)


def _next_quarter_start(quarter: int, sent: date) -> date:
    for year in (sent.year, sent.year + 1):
        start = _quarter_start(year, quarter)
        if start > sent:
            return start
    return _quarter_start(sent.year + 1, quarter)


def _add_months(day: date, months: int) -> date:
    month0 = day.month - 1 + months
    year, month = day.year + month0 // 12, month0 % 12 + 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def _first_of_next(month: int, sent: date, year: int | None = None) -> date:
    if year is not None:
        return date(year, month, 1)
    return date(sent.year + (1 if month <= sent.month else 0), month, 1)


def _quarter(match: re.Match[str], sent: date) -> date:
    groups = match.groupdict()
    number = groups["q"] or groups["q2"] or groups["t"] or groups["n"] or groups["q3"]
    quarter = int(number) if number else _ORDINALS[groups["ord"]]
    if groups["y"]:
        start = _quarter_start(int(groups["y"]), quarter)
        if groups["after"]:
            start = _add_months(start, 3)
        return start
    start = _next_quarter_start(quarter, sent)
    if groups["after"]:
        # "after Q3" written during Q3 means this year's Q4, not next year's.
        this_year = _quarter_start(sent.year, quarter)
        start = _add_months(this_year if this_year <= sent < _add_months(this_year, 3) else start, 3)
    return start


def _next(match: re.Match[str], sent: date) -> date:
    if match.group("quarter"):
        return _add_months(date(sent.year, 3 * ((sent.month - 1) // 3) + 1, 1), 3)
    if match.group("month"):
        return _add_months(sent.replace(day=1), 1)
    if match.group("week"):
        return sent + timedelta(days=7 - sent.weekday())
    return date(sent.year + 1, 1, 1)


def _in_units(match: re.Match[str], sent: date) -> date:
    raw = match.group("n") or match.group("n2")
    count = int(raw) if raw.isdigit() else _NUMBERS[raw]
    unit = _UNITS[match.group("unit") or match.group("unit2")]
    if unit == "d":
        return sent + timedelta(days=count)
    if unit == "w":
        return sent + timedelta(weeks=count)
    return _add_months(sent, count)


def _month_alone(match: re.Match[str], sent: date) -> date:
    month = MONTHS[match.group("mon")]
    year = int(match.group("y")) if match.group("y") else None
    start = _first_of_next(month, sent, year)
    if match.group("after"):
        return _add_months(start, 1)
    return start


def _summer(_: re.Match[str], sent: date) -> date:
    return _first_of_next(9, sent) if sent.month != 9 or sent.day == 1 else date(sent.year + 1, 9, 1)


def follow_up_date(text: str, *, sent: date) -> date | None:
    """The day a deferring reply asks to be contacted again, or None when it names none."""
    if not text:
        return None
    found: list[tuple[int, date]] = []
    for pattern, resolve in (
        (_QUARTER, _quarter),
        (_NEXT, _next),
        (_IN_UNITS, _in_units),
        (_SUMMER, _summer),
    ):
        match = pattern.search(text)
        if match:
            found.append((match.start(), resolve(match, sent)))
    mentions = date_mentions(text, sent)
    for start, _, day in mentions[:1]:
        after = _AFTER_BEFORE.search(text[max(0, start - 30) : start])
        found.append((start - (len(after.group(0)) if after else 0), day + timedelta(days=1 if after else 0)))
    for month in _MONTH_ALONE.finditer(text):
        if not any(start <= month.start("mon") < end for start, end, _ in mentions):
            found.append((month.start(), _month_alone(month, sent)))
            break
    if not found:
        return None
    found.sort(key=lambda item: item[0])
    return found[0][1]
