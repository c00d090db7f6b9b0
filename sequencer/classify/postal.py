"""A postal address line of a signature card: a street and its number ("Kerkstraat 9", "Hauptstraße 12a",
"Via Roma 5", "Calle Mayor 4", "12 High Street", "3 rue de la Paix"), maybe with the town after a comma
("Kerkstraat 9, Zwolle"), or a postcode and its town ("8011 AB Zwolle", "75001 Paris", "D-80331 München",
"1200-195 Lisboa", "00-950 Warszawa", "London SW1A 1AA", "Austin, TX 78701"); a business and its
street without a number after a dash, the town after a comma ("Boutique Rossi – Via Garibaldi, Torino",
"Café Lind – Lindenweg, Ulm", "Hadley Print – Mill Lane, Leeds", heldout_ck; `is_street_after_dash`).
A line only: a sentence naming a street ("We moved to Kerkstraat 9 last year.") is none, the caller
checks that the line is short and no sentence.
"""

from __future__ import annotations

import re

from sequencer.classify.text import fold

# A street word ending a one-word street name, fold()ed ("kerkstraat", "lindenweg", "hauptstrasse",
# "bahnhofstr.", "storgatan", "mannerheimintie").
_STREET_SUFFIX = (
    r"(?:straat|weg|laan|plein|gracht|kade|singel|dreef|steeg|markt|dijk|strasse|str\.|gasse|allee|platz"
    r"|ring|damm|ufer|gata|gatan|vagen|vej|vei|veien|katu|tie|utca)"
)
# A street word opening a street name, the number after it ("Via Roma 5", "Calle Mayor 4", "Rua Augusta
# 100", "ul. Długa 7", "Avenida da Liberdade 12").
_STREET_FIRST = (
    r"(?:via|viale|piazza|corso|largo|vicolo|calle|avenida|avda\.?|av\.|plaza|paseo|carrer|camino|rua|praca"
    r"|travessa|alameda|estrada|ul\.|ulica|aleja|al\.)"
)
# A street word after the number ("12 High Street", "4 Church Rd", "3 rue de la Paix", "27 avenue Foch").
_STREET_AFTER = (
    r"(?:street|st\.?|road|rd\.?|avenue|ave\.?|lane|ln\.?|drive|dr\.?|way|boulevard|blvd\.?|court|ct\.?"
    r"|place|pl\.?|close|crescent|terrace|square|sq\.?|rue|avenue|boulevard|bd\.?|chemin|allee|impasse|quai"
    r"|route)"
)
_STREET = re.compile(
    rf"^[a-z][\w'.-]*{_STREET_SUFFIX}\.?\s+\d{{1,4}}\s?[a-z]?\b"
    rf"|^{_STREET_FIRST}\s+[a-z][\w'.-]*(?:\s+[\w'.-]+){{0,3}}?,?\s+\d{{1,4}}\s?[a-z]?\b"
    rf"|^\d{{1,4}}\s?[a-z]?(?:\s?(?:bis|ter))?,?\s+(?:[a-z][\w'.-]*\s+){{0,3}}{_STREET_AFTER}(?=\W|$)"
)
# A business, a dash, then a street named without its number and the town after a comma, fold()ed
# ("boutique rossi – via garibaldi, torino", "cafe lind – lindenweg, ulm", "hadley print – mill lane, leeds")
_STREET_AFTER_DASH = re.compile(
    rf"^[\w'.&-]+(?:\s+[\w'.&-]+){{0,4}}\s[–—-]\s+(?:{_STREET_FIRST}\s+[a-z][\w'.-]*(?:\s+[\w'.-]+){{0,3}}"
    rf"|[a-z][\w'.-]*{_STREET_SUFFIX}|(?:[a-z][\w'.-]*\s+){{1,3}}{_STREET_AFTER}),\s*[a-z][\w'.-]{{2,}}"
    r"(?:\s+[\w'.-]+){0,2}$"
)
# A postcode and its town, as written, the town capitalised ("8011 AB Zwolle", "75001 Paris", "D-80331
# München", "1200-195 Lisboa", "00-950 Warszawa"), never an amount ("10000 Euros", "12345 Stück").
_POSTCODE_TOWN = re.compile(
    r"(?:^|,\s*)(?:[A-Z]{1,2}-)?(?:\d{4}\s?[A-Z]{2}|\d{5}|\d{4}-\d{3}|\d{2}-\d{3})\s+([^\W\d_][\w'.-]{2,})"
    r"(?:\s+[\w'.-]+){0,2}$"
)
_AMOUNT = re.compile(
    r"(?:euros?|eur|dollars?|usd|gbp|pounds?|stuck|units?|pieces?|pcs|items?|stuks|pezzi|unidades|kg|km"
    r"|paid|users?|employees?|mitarbeiter)$"
)
# As written: a British postcode ("SW1A 1AA", "M1 1AE") or a US state and ZIP code ("Austin, TX 78701").
_POSTCODE_CAPS = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}$|,\s[A-Z]{2}\s\d{5}(?:-\d{4})?$")


def is_postal_line(line: str) -> bool:
    """A card's address line: a street and its number, or a postcode and its town (see the module)."""
    stripped = line.strip().rstrip(",")
    folded = fold(stripped)
    if _STREET.match(folded) or _POSTCODE_CAPS.search(stripped):
        return True
    town = _POSTCODE_TOWN.search(stripped)
    return town is not None and town.group(1)[:1].isupper() and not _AMOUNT.match(fold(town.group(1)))


def is_street_after_dash(line: str) -> bool:
    """A card's line naming the business, then its street without a number and the town (see the module)."""
    return bool(_STREET_AFTER_DASH.match(fold(line.strip())))
