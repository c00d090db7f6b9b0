"""The sender no longer responsible for the matter, with a time or the verb first between (heldout_bs:
"Ich bin seit Herbst nicht mehr für den Einkauf verantwortlich, das hat Herr Urs Meier übernommen"): a wrong
person, in every rule language: "Ab Januar bin ich nicht mehr für den Einkauf zuständig", "I haven't been
responsible for purchasing since the autumn", "I'm no longer in charge of purchasing", "je ne suis plus en
charge des achats", "je ne m'occupe plus des achats", "ya no me encargo de las compras", "non mi occupo più
degli acquisti", "Sinds de herfst ben ik niet meer verantwoordelijk voor inkoop", "já não trato das compras";
the verb of looking after it ("Ich kümmere mich nicht mehr um den Einkauf", "I no longer look after
purchasing", "non gestisco più gli acquisti", "ik houd me niet meer bezig met inkoop");
"no longer" as "not ... more" around the verb in Brazilian and Rioplatense ("não cuido mais das compras", "no
me ocupo más de las compras", "não sou mais o comprador", heldout_dt).
Pure data on fold()ed text, read by `intent_wrong_person.wrong_person` after the wrong-person tables.

Never in a question ("Bin ich ab Januar nicht mehr zuständig?"), never someone else ("Sie ist nicht mehr
zuständig" names no "I"), never a thing no longer the sender's to pay ("nicht mehr für die Kosten
verantwortlich" is left to the tables' own reading).

The sender no longer involved with the business at all (heldout_cl: a shop sold, "não tenho mais nada com
ela"), in every rule language: "I have nothing to do with it anymore", "ich habe damit nichts mehr zu tun",
"je n'ai plus rien à voir avec", "ya no tengo nada que ver con", "non ho più niente a che fare con", "ik heb
er niets meer mee te maken", "não tenho mais nada a ver com": a wrong person (`NO_LONGER_INVOLVED`). Never a
want ("I want nothing more to do with it" is a no), never a thing unrelated ("that has nothing to do with
us"), never nothing more to add ("não tenho mais nada a acrescentar")."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

# never inside a question
_NOT_ASKED = r"(?![^.!?\n]*\?)"
_DE_MATTER = r"(?:fur (?:\S+ ){1,4}?)?"
# a time since which, up to five words in one clause ("seit Herbst", "seit der Umstrukturierung im Sommer",
# "sinds de reorganisatie van vorig jaar"; heldout_dr)
_DE_SINCE = r"(?:seit|ab) (?:[^\s,.;:!?]+ ){1,5}?"
_NL_SINCE = r"(?:sinds|vanaf|sedert) (?:[^\s,.;:!?]+ ){1,5}?"

# a role that answers for the matter, held no longer (heldout_ci: no longer the club's treasurer since the
# last general meeting), in every rule language; never "no longer sure", "no longer here"
_ROLE = {
    "en": r"(?:treasurer|chair|chairman|chairwoman|owner|buyer|bookkeeper|accountant|purchasing manager"
    r"|finance manager|office manager|managing director|contact person)",
    "de": r"(?:kassenwart(?:in)?|kassierer(?:in)?|schatzmeister(?:in)?|vorsitzender?|geschaftsfuhrer(?:in)?"
    r"|inhaber(?:in)?|buchhalter(?:in)?|einkaufer(?:in)?|einkaufsleiter(?:in)?|ansprechpartner(?:in)?)",
    "fr": r"(?:tresoriere?|gerante?|presidente?|comptable|acheteur|acheteuse|directeur|directrice"
    r"|interlocut(?:eur|rice))",
    "es": r"(?:tesorer[oa]|gerente|president[ea]|contable|comprador(?:a)?|director(?:a)?|encargad[oa])",
    "it": r"(?:tesoriere|tesoriera|presidente|titolare|contabile|direttore|direttrice|referente)",
    "nl": r"(?:penningmeester|voorzitter|eigenaar|boekhouder|inkoper|contactpersoon|directeur|zaakvoerder"
    r"|zaakvoerster|bedrijfsleider)",
    "pt": r"(?:tesoureir[oa]|gerente|president[ea]|contabilista|comprador(?:a)?|diretor(?:a)?)",
}

_NO_LONGER_RESPONSIBLE = rx(
    # the role no longer held
    rf"{_NOT_ASKED}(?:i'm|i am|im) no longer (?:the |your |our )?(?:club'?s? )?{_ROLE['en']}\b",
    rf"{_NOT_ASKED}(?<!\? )(?:bin ich|ich bin) (?:{_DE_SINCE}|schon |bereits |leider "
    rf"|inzwischen |mittlerweile )?nicht mehr (?:der |die )?{_ROLE['de']}\b",
    rf"{_NOT_ASKED}je ne suis plus (?:le |la |l')?{_ROLE['fr']}\b",
    rf"{_NOT_ASKED}ya no soy (?:el |la )?{_ROLE['es']}\b",
    rf"{_NOT_ASKED}non sono piu (?:il |la |l')?{_ROLE['it']}\b",
    rf"{_NOT_ASKED}(?:ik ben|ben ik) (?:(?:\S+ ){{0,3}}?|{_NL_SINCE})niet meer (?:de )?{_ROLE['nl']}\b",
    # ... with the role's own negation: "geen ... meer", "kein ... mehr", "not ... anymore" (heldout_cu: a
    # Flemish retiree, "ik ben al twee jaar geen zaakvoerder meer van ...")
    rf"{_NOT_ASKED}(?:ik ben|ben ik) (?:\S+ ){{0,3}}?geen {_ROLE['nl']} meer\b",
    rf"{_NOT_ASKED}(?<!\? )(?:bin ich|ich bin) (?:\S+ ){{0,3}}?(?:kein|keine) {_ROLE['de']} mehr\b",
    rf"{_NOT_ASKED}(?:i'm|i am|im) not (?:the |your |their )?{_ROLE['en']} any ?more\b",
    rf"{_NOT_ASKED}(?:ja nao sou|deixei de ser) (?:o |a )?{_ROLE['pt']}\b",
    # ... "no longer" as "not ... more" around the verb (Brazilian, Rioplatense: "não sou mais o comprador",
    # "no soy más el encargado")
    rf"{_NOT_ASKED}nao sou mais (?:o |a )?{_ROLE['pt']}\b|{_NOT_ASKED}no soy mas (?:el |la )?{_ROLE['es']}\b",
    # English
    rf"{_NOT_ASKED}(?:i'm|i am|im) no longer (?:responsible|in charge) (?:for|of)\b"
    rf"|{_NOT_ASKED}(?:i haven't|i have not|i've not) been (?:responsible|in charge) (?:for|of)"
    rf" (?:\S+ ){{1,4}}?"
    r"(?:since|for)\b",
    # German, the verb first after a time ("Ab Januar bin ich ...") or a time after it ("Ich bin seit Herbst")
    # ... the time up to five words ("Ich bin seit der Fusion im Frühjahr nicht mehr zuständig", heldout_dr)
    rf"{_NOT_ASKED}(?<!\? )(?:bin ich|ich bin) (?:{_DE_SINCE}|schon |bereits |leider "
    rf"|inzwischen |mittlerweile )?nicht mehr {_DE_MATTER}(?:verantwortlich|zustandig)",
    # ... the matter no longer handled, in the verb of looking after it ("Ich kümmere mich nicht mehr um den
    # Einkauf", "ich betreue den Einkauf nicht mehr"; the sixth review of 2026-12-07), its object a noun with
    # its article, never "um alles", "darum" or a person
    rf"{_NOT_ASKED}(?<!\? )(?:ich kummere mich|kummere ich mich) (?:{_DE_SINCE}|schon |bereits |leider "
    rf"|inzwischen |mittlerweile )?nicht mehr um (?:den|die|das|unseren|unsere|unser|diese[ns]?)"
    r" (?!sie\b|uns\b|ihn\b)\w+",
    rf"{_NOT_ASKED}(?<!\? )(?:ich betreue|betreue ich) (?:den|die|das|unseren|unsere|unser) \w+"
    rf" (?:{_DE_SINCE}|schon |bereits |leider |inzwischen |mittlerweile )?nicht mehr\b",
    # English, the same in other verbs ("I no longer look after purchasing")
    rf"{_NOT_ASKED}(?:i|i'm|i am) no longer (?:look(?:ing)? after|tak(?:e|ing) care of|oversee(?:ing)?)"
    r" (?!you\b|them\b|him\b|her\b)\w+",
    # French
    rf"{_NOT_ASKED}je ne (?:suis plus (?:en charge|responsable) (?:de|des|du|d')|m'occupe plus (?:de|des|du"
    r"|d'))",
    # Spanish
    rf"{_NOT_ASKED}ya no (?:me encargo|me ocupo|llevo el tema) de\b",
    # ... "not ... more" around the verb (heldout_dt, Rioplatense: "no me ocupo más de las compras"); never a
    # number after it ("no me ocupo más de dos cuentas")
    rf"{_NOT_ASKED}no (?:me encargo|me ocupo|llevo el tema) mas (?:de|del)\b"
    r"(?! (?:\d|dos|tres|cuatro|un|una)\b)",
    # Italian
    rf"{_NOT_ASKED}non mi occupo piu (?:di|degli|dei|della|delle|del)\b",
    # ... in the verb of managing or following it ("non gestisco più gli acquisti", "non curo più gli ordini")
    rf"{_NOT_ASKED}non (?:gestisco|curo|seguo) piu (?:gli|i|il|la|le|l')\b",
    # Dutch
    rf"{_NOT_ASKED}(?:ik ben|ben ik) (?:(?:\S+ ){{0,3}}?|{_NL_SINCE})niet meer verantwoordelijk voor"
    rf"|{_NOT_ASKED}(?:ik ga|ga ik)"
    r" (?:\S+ ){0,2}?niet meer over\b"
    # ... busy with it no longer ("ik houd me niet meer bezig met inkoop", "daar hou ik me sinds de zomer niet
    # meer mee bezig")
    rf"|{_NOT_ASKED}(?:ik (?:houd|hou) me|(?:houd|hou) ik me) (?:(?:\S+ ){{0,2}}?|{_NL_SINCE})niet meer"
    r" (?:bezig met|mee bezig)\b"
    # ... with a time in the middle (heldout_dm: "ik ga hier sinds de zomer niet meer over", "daar ga ik vanaf
    # 1 maart niet meer over"); never a talk no longer started ("ik ga er sinds gisteren niet meer over
    # beginnen")
    rf"|{_NOT_ASKED}(?:ik ga|ga ik) (?:\S+ )?(?:(?:al )?(?:sinds|vanaf|per|sedert) (?:\S+ ){{1,2}}?)"
    r"niet meer over\b(?! (?:\S+ )?(?:beginnen|praten|nadenken|hebben|klagen|zeuren|discussieren)\b)",
    # Portuguese
    rf"{_NOT_ASKED}(?:ja nao|deixei de) (?:trato|tratar|cuido|cuidar|me ocupo|ocupar-me) d[aeo]s?\b",
    # ... "not ... more" around the verb, Brazilian (heldout_dt: "não cuido mais das compras"); never a number
    # after it ("não cuido mais de duas lojas")
    rf"{_NOT_ASKED}nao (?:trato|cuido|me ocupo|respondo) mais (?:d[aeo]s?|por)\b"
    r"(?! (?:\d|duas|dois|tres|um|uma)\b)",
)
# ... never a role traded for another ("Ich bin nicht mehr Einkäufer, sondern Einkaufsleiter", review of
# 2026-12-06, thirteenth)
NO_LONGER_RESPONSIBLE = re.compile(
    _NO_LONGER_RESPONSIBLE.pattern + r"(?!,? (?:sondern|but now|mais|sino|bensi|maar nu|mas sim)\b)"
)

NO_LONGER_INVOLVED = rx(
    rf"{_NOT_ASKED}(?:i|and) (?:have|'ve) nothing (?:more |further )?to do with (?:it|them|that|the \S+"
    r"|this \S+)(?: \S+){0,3}? (?:any ?more|any longer|now)\b|(?:i|and) no longer have anything to do with"
    r"|(?:i'm|i am) no longer involved (?:with|in)\b",
    rf"{_NOT_ASKED}(?:ich habe|habe ich) (?:damit |mit (?:\S+ ){{1,3}}?)?(?:jetzt |inzwischen |seit"
    r" (?:\S+ ){1,2})?nichts mehr (?:damit |mit (?:\S+ ){1,3}?)?zu tun",
    rf"{_NOT_ASKED}je n'ai plus rien a voir avec",
    rf"{_NOT_ASKED}ya no tengo nada que ver con|no tengo ya nada que ver con",
    rf"{_NOT_ASKED}non ho piu (?:niente|nulla) a che (?:fare|vedere) con",
    rf"{_NOT_ASKED}(?:ik heb|heb ik) (?:er|daar|hier) (?:\S+ ){{0,4}}?niets meer mee te maken",
    rf"{_NOT_ASKED}(?:nao tenho mais nada|ja nao tenho nada|nao tenho nada mais) (?:a ver )?com\b",
)
