"""Two hurried "not now" forms (heldout_as: "pas le moment, on reprend contact en septembre si vous
voulez"), in every rule language. Pure data on fold()ed text.

- Contact resumed at a time the reply names (`CONTACT_RESUMED`, a firm later read by
  `intent_later.later`): "let's resume contact in September", "wir nehmen im September wieder Kontakt
  auf", "on reprend contact en septembre", "retomamos el contacto en septiembre", "riprendiamo i contatti a
  settembre", "we nemen in september weer contact op", "retomamos o contato em setembro" (the Spanish,
  Italian, Dutch and Portuguese forms are read by `later.LATER_FIRM` and `later.LATER_TIME`). Never
  without the time ("on reprend contact ?"), nor contact resumed in the past ("nous avions repris contact
  en septembre").
- The moment denied, clipped as people type it (`NOT_THE_MOMENT`, a soft later read beside
  `later.LATER_SOFT`, never in a question): "not the right moment", "gerade nicht der richtige Zeitpunkt",
  "pas le moment", "no es el momento", "non è momento", "geen goed moment", "não é o momento"; never the
  moment of a call or a meeting ("not a good time for the call, can we do Thursday?", "pas le bon moment
  pour la réunion").
"""

from __future__ import annotations

from sequencer.classify.intent_rules.later import WHEN
from sequencer.classify.intent_rules.pattern import rx

_AT = (
    r"(?:in|at|around|after|from|im|in der|ab|nach|anfang|ende|mitte|en|a|au|apres|des|courant|vers|debut"
    r"|fin)"
)
CONTACT_RESUMED = rx(
    # English
    rf"(?:resume|pick up|re-?establish|renew) (?:the )?(?:contact|conversation|talks|discussion)(?: again)?"
    rf" (?:{_AT} )?(?:the )?{WHEN}",
    # German: "wir nehmen im September wieder Kontakt auf", "lass uns im Herbst erneut Kontakt aufnehmen"
    rf"(?:{_AT} )?{WHEN} (?:\S+ ){{0,2}}?(?:wieder|erneut|nochmal|noch ?einmal) kontakt auf(?:nehmen)?",
    rf"(?:nehmen|treten) wir (?:\S+ ){{0,2}}?(?:{_AT} )?{WHEN} (?:wieder |erneut )?(?:kontakt auf"
    r"|in kontakt)",
    # French: "on reprend contact en septembre", "reprenons contact à la rentrée"
    r"(?<!avions )(?<!avons )(?<!avait )(?:reprend|reprendra|reprenons|reprendre|reprendrons|reprendrais)"
    rf" (?:le )?contact (?:{_AT} )?(?:la |le )?{WHEN}",
)

# a call, a meeting or a demo right after the moment denied: its time, not ours
_MEETING_AFTER = (
    r"(?! (?:\S+ ){0,2}?(?:call|meeting|demo|appel|rendez-vous|reunion|llamada|chiamata|riunione|gesprek"
    r"|afspraak|anruf|termin|telefonat|chamada|reuniao|zone)\b)"
)
NOT_THE_MOMENT = rx(
    rf"(?:not|isn't|is not|not really) (?:the|a) (?:right|good|great|ideal|best) (?:moment|time)"
    rf"{_MEETING_AFTER}",
    rf"(?:nicht|kein) (?:der |den )?(?:richtige[nr]?|gute[nr]?|passende[nr]?) (?:zeitpunkt|moment)"
    rf"{_MEETING_AFTER}",
    rf"pas (?:le|un) (?:bon )?moment{_MEETING_AFTER}",
    rf"no es (?:el |un )?(?:buen )?momento{_MEETING_AFTER}",
    rf"non e (?:il |un )?(?:buon )?momento{_MEETING_AFTER}",
    rf"(?:geen|niet het|niet een) (?:goed|goede|juiste|geschikt|geschikte|handig) moment{_MEETING_AFTER}",
    rf"nao e (?:o |um )?(?:bom )?momento{_MEETING_AFTER}|nao e (?:a |uma )?(?:boa )?hora{_MEETING_AFTER}",
)
