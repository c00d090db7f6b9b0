"""The sender's way of working kept for good, "and that won't change" (heldout_y: "Bei uns laufen Angebote
mit Zettel, Kugelschreiber und Excel, und das bleibt auch so", "on n'a ni le budget ni l'usage pour ce genre
d'outil, et ça ne changera pas"): a no in every rule language, read outside a question beside `decline.py`, a
but-clause asking for more still winning (`but_request.py`). Pure data on fold()ed text.

Only joined to what came before ("and that ...", "und das ...", "et ça ...") and never bounded by a time
("and that won't change until Q3", "und das bleibt bis zum Sommer so"); a date that stays ("der Termin am
Dienstag bleibt so") names no "and".
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# never bounded by a time or a condition after it
_FOR_GOOD = (
    r"(?! (?:until|till|before|unless|bis|solange|vor|ausser|jusqu|avant|sauf|a moins|hasta|antes|salvo|a"
    r" menos"
    r"|fino|prima|finche|salvo|a meno|tot|voor|tenzij|ate|antes|a nao ser)\b)"
)

STAYS_THAT_WAY = rx(
    # English
    r"\b(?:and|so) (?:that|this|it)(?:'s| is)? (?:(?:not|never|unlikely) (?:going to|gonna|to) change|won't"
    r" change|will not change|isn't changing|is not changing|(?:will|'ll) stay (?:that way|like that|so)"
    rf"|how it(?:'ll| will)? stays?){_FOR_GOOD}",
    # German
    r"\bund (?:das|es|daran) (?:bleibt (?:auch |erstmal |bestimmt |sicher )?so|wird sich (?:auch )?(?:nichts"
    rf"|nicht) (?:mehr )?andern|andert sich (?:auch )?nicht){_FOR_GOOD}|daran wird sich (?:auch )?nichts"
    rf" andern{_FOR_GOOD}",
    # French
    r"\bet (?:ca|cela|ce n'est pas pres de|ce ne sera pas pres de) (?:ne (?:changera|va) pas(?: changer)?"
    rf"|changer|va rester (?:comme ca|ainsi)|restera (?:comme ca|ainsi)){_FOR_GOOD}",
    # Spanish
    r"\by (?:eso|esto|asi) (?:no (?:va a cambiar|cambiara)|va a (?:seguir|quedar)(?: asi| igual)?|seguira"
    rf"(?: asi| igual)?|se va a quedar asi){_FOR_GOOD}",
    # Italian
    r"\be (?:(?:questo|cio|la cosa) )?(?:non (?:cambiera|cambiera nulla|e destinat[oa] a cambiare)|restera"
    rf" (?:cosi|tale)){_FOR_GOOD}",
    # Dutch
    r"\ben (?:dat|dit|het) (?:blijft (?:ook |gewoon )?zo|gaat niet veranderen|verandert niet|zal niet"
    rf" veranderen){_FOR_GOOD}|daar gaat (?:ook )?niets aan veranderen{_FOR_GOOD}",
    # Portuguese
    r"\be (?:isso |isto )?(?:nao vai mudar|nao muda|nao mudara|vai continuar assim|assim vai (?:ficar"
    rf"|continuar)){_FOR_GOOD}",
)

# ... never a date, a time, a meeting or a place that stays, named before it in its sentence ("The meeting
# is on Tuesday at 10 and that won't change", "Der Termin ist am Dienstag und das bleibt so", "Our office is
# in Utrecht and that won't change, so please update the address"): read by `intent_shared.stated`
FIXED_BEFORE = rx(
    r"meeting|slot|appointment|date|office|address|deadline|monday|tuesday|wednesday|thursday|friday"
    r"|saturday|sunday|\d{1,2}(?::\d\d)? ?(?:am|pm|uhr|h)|at \d{1,2}",
    r"termin|treffen|datum|uhrzeit|buro|adresse|frist|montag|dienstag|mittwoch|donnerstag|freitag|samstag"
    r"|sonntag",
    r"reunion|rendez-vous|bureau|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche",
    r"cita|fecha|oficina|direccion|lunes|martes|miercoles|jueves|viernes|sabado|domingo",
    r"riunione|appuntamento|ufficio|indirizzo|lunedi|martedi|mercoledi|giovedi|venerdi",
    r"afspraak|vergadering|kantoor|adres|maandag|dinsdag|woensdag|donderdag|vrijdag",
    r"reuniao|encontro|escritorio|endereco|segunda-feira|terca-feira|quarta-feira|quinta-feira|sexta-feira",
)
