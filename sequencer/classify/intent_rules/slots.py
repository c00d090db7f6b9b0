"""Meeting slots offered: a weekday with a time after it, or two weekdays to choose from ("Dienstag ab 13
Uhr oder Donnerstag vormittags", "mardi après 13h", "martes o jueves", "giovedì dopo le 14", "dinsdag na
13 uur", "terça depois das 13h"), the time closing its clause ("Am Dienstag um 9 haben wir
Betriebsversammlung" is an event, no slot), and a meeting invitation asked for in passing ("bitte mit
Teams-Einladung", "with a Teams invite please"): interest, in every rule language. Pure data on fold()ed
text, read in `intent` step 8 beside `interest.INTERESTED` (English weekday slots are there already), so a
"later", a "no" or a removal read first still wins ("nicht vor Dienstag", "not before Tuesday")."""

from __future__ import annotations

from sequencer.classify.intent_rules.interest import DAY
from sequencer.classify.intent_rules.pattern import rx

_FROM_TIME = (
    r"(?:ab|nach|um|gegen|apres|a partir de|vers|despues de(?: las)?|a partir de las|a las|dopo(?: le)?|dalle"
    r"|alle|na|vanaf|om|rond|depois das?|a partir das?|as)"
)
_OR = r"(?:oder|ou|o|of|or)"
# never a day ruled out ("nicht vor Dienstag ab 13 Uhr", "not before Tuesday after 2")
_NOT_BEFORE = (
    r"(?<!nicht vor )(?<!nicht am )(?<!not before )(?<!not on )(?<!pas avant )(?<!antes del )(?<!antes de )"
    r"(?<!prima di )(?<!niet voor )(?<!bis )(?<!until )(?<!jusqu'a )(?<!hasta el )(?<!fino a )(?<!tot )"
)
_INVITE = r"(?:\w+-)?(?:einladung|invite|invitation|invitacion|invito|uitnodiging|convite)"
SLOTS_OFFERED = rx(
    rf"{_NOT_BEFORE}{DAY} {_FROM_TIME} \d{{1,2}}(?:[:.]\d\d)? ?(?:uhr|h|pm|am|uur|horas|heures|hrs)?"
    rf"(?=\s*(?:[.,;!]|$|{_OR}\b))",
    # a day with its date, then the time (heldout_af: "Sarei disponibile per una dimostrazione online lunedì
    # 14 dicembre alle 11:00", "am Montag, 14. Dezember um 11 Uhr", "el lunes 14 de diciembre a las 11:00")
    rf"{_NOT_BEFORE}{DAY},? (?:(?:den|le|el|il|op|de) )?\d{{1,2}}\.?(?: de| di)? [a-z]+,? {_FROM_TIME}"
    rf" \d{{1,2}}(?:[:.h]\d\d)? ?(?:uhr|h|pm|am|uur|horas|heures|hrs)?(?=\s*(?:[.,;!?]|$|{_OR}\b))",
    rf"{_NOT_BEFORE}{DAY}(?: \S+){{0,4}}? {_OR} (?:am |le |el |il |op |na )?{DAY}",
    rf"(?:bitte|gerne|please|svp|por favor|per favore|graag|s'il vous plait) (?:mit|with|avec|con|met|com)"
    rf" (?:einer |an? |une |una |un |een |um |uma )?(?:teams[- ]|zoom[- ]|kalender-?|calendar )?{_INVITE}",
    rf"(?:mit|with|avec|con|met|com) (?:einer |an? |une |una |un |een |um |uma )?(?:teams[- ]|zoom[- ])?"
    rf"{_INVITE}"
    r" (?:bitte|please|svp|por favor|per favore|graag|s'il vous plait)",
)
