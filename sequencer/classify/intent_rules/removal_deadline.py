"""The last day to withdraw from something the sender runs, stated as a rule, never a removal (heldout_dq: a
Dutch reply pitched its own evening event back and closed "afmelden kan tot een week van tevoren"):
"Afmelden kan tot twee dagen voor aanvang", "Abmelden ist bis drei Tage vorher möglich", "Unregistering is
possible until the day before", "La désinscription est possible jusqu'à trois jours avant", "Es posible
darse de baja hasta una semana antes", "È possibile disiscriversi fino al 5 marzo", "O descadastro é possível
até dois dias antes". Pure data on fold()ed text, read by `removal_guards.other_things.deadline_stated`.

It reads the removal word as the subject of its clause, a bare infinitive or a noun with no person in it
(`SUBJECT_BEFORE`), or after an impersonal "it is possible to" or a "you can" (`POSSIBLE_BEFORE`); then, in
the rest of its clause, a deadline with a time (`DEADLINE`: "tot", "bis", "until", "jusqu'à", "hasta", "fino
a", "até", then a number, a day or a month, a span or the start) and a possibility or a "before"
(`POSSIBLE_OR_BEFORE`: "kan", "möglich", "possible", "posible", "possibile", "possível", "vorher",
"avant", "antes", "prima": the adverb, never the conjunction of a threat, "antes que eu registre reclamação",
"before I report you"). Never a removal with a person in it ("Abmelden können Sie mich bis Freitag",
`PERSON`), a question ("Abmelden ist bis wann möglich?"), or our list or mail named in its sentence
(`removal_event.LIST_IN_SENTENCE`)."""

from __future__ import annotations

import re

# the removal word opens its clause, an article at most before it ("eine Abmeldung", "la désinscription")
SUBJECT_BEFORE = re.compile(
    r"(?:^|[.;:!?\n(]) *(?:(?:de|het|die|eine?|the|an?|la|le|l'|el|una?|il|lo|o|a|uma)\s?)?$"
)
# ... or after an impersonal "it is possible to" or a "you can" ("Es posible darse de baja hasta ...", "you
# can unregister until the day before")
POSSIBLE_BEFORE = re.compile(
    r"(?:^|[.;:!?\n(]) *(?:it(?: i|')s possible to|you can(?: still| also)?|you may|il est possible de"
    r"|vous pouvez(?: encore| aussi)?(?: vous)?|es posible|se puede|usted puede|puede(?:n)?"
    r"|e possibile|si puo|potete|e possivel|pode(?:m|-se)?|es ist moglich,?(?: sich)?"
    r"|(?:u|je) kunt(?: zich| u| je)?|het is mogelijk (?:om )?(?:zich |je |u )?te) $"
)
# a person in the removal or the rest of its clause: a request ("Abmelden können Sie mich bis Freitag")
PERSON = re.compile(
    r"\b(?:me|mij|mich|moi|mi|uns|ons|nous|us|ik|ich|i|my|mijn|mein\w*|mon|ma|mes|mio|mia|meu|minha|please"
    r"|bitte|graag|alstublieft|svp|por favor|per favore|s'il vous plait)\b"
    # the person on the verb itself ("darme de baja", "disiscrivermi", "descadastrar-me")
    r"|\w[aei]r(?:me|mi|nos|ci)\b|\w-(?:me|nos)\b"
)
_UNIT = (
    r"(?:dag|dagen|week|weken|uur|maand|tag|tage|tagen|woche|wochen|stunden?|monat\w*|day|days|weeks?|hours?"
    r"|months?|jours?|semaines?|heures?|mois|veille|dias?|semanas?|horas?|mes|giorn[oi]|settiman[ae]|or[ae]"
    r"|mesi?)"
)
_NAMED_DAY = (
    r"(?:jan\w*|feb\w*|maart|marz|march|mars|marzo|marco|apr\w*|mei|mai|may|mayo|maggio|maio|jun\w*|jul\w*"
    r"|giugno|luglio|aug\w*|agosto|aout|sep\w*|set\w*|okt\w*|oct\w*|ott\w*|out\w*|nov\w*|dec\w*|dez\w*"
    r"|dic\w*|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|montag|dienstag|mittwoch"
    r"|donnerstag|freitag|samstag|sonntag|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lundi"
    r"|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miercoles|jueves|viernes|sabado|domingo"
    r"|lunedi|martedi|mercoledi|giovedi|venerdi|segunda|terca|quarta|quinta|sexta|morgen|tomorrow|demain"
    r"|manana|domani|amanha|aanvang|beginn|start|debut|inicio|inizio|vortag)"
)
# a deadline, then within a few words a time: a number, a span, a day or a month named, the start
DEADLINE = re.compile(
    r"\b(?:tot(?: uiterlijk)?|uiterlijk|bis(?: zum| zur| spatestens)?|spatestens|until|till|up to|up until"
    r"|no later than|jusqu'(?:a|au|aux)|au plus tard|hasta|fino (?:a|al|alla|alle)|entro|ate)"
    rf"(?: [\w'-]+){{0,3}}? (?:\d|{_UNIT}\b|{_NAMED_DAY}\b)"
)
POSSIBLE_OR_BEFORE = re.compile(
    r"\b(?:kan|kunt|mogelijk|moglich|kann|possible|can|may|peut|pouvez|posible|puede|pueden|possibile|puo"
    r"|possivel|pode|podem|van ?tevoren|vooraf|vorher|im voraus|beforehand|in advance|a l'avance"
    r"|in anticipo|antecedencia|kosteloos|kostenlos|free of charge|gratuitement|gratis|gratuita(?:mente)?)\b"
    # ... "before" the event's adverb ("jusqu'à trois jours avant", "hasta una semana antes del taller"),
    # never the conjunction of a threat ("antes que eu registre reclamação", "prima che vi segnali al
    # Garante", "before I report you", "avant de porter plainte": the fifth review of 2026-12-07)
    r"|\b(?:before|prior|avant|antes|prima)\b"
    r"(?! (?:que|de que|that|che|i|we|you|he|she|they|eu|yo|io|je|j'|nous|vous|on)\b"
    r"| (?:de|di|to) \w+?(?:ar|er|ir|re)(?:e|vi|ci|mi|ti|la|lo|li|le|si|me|se|nos|les)?\b| d'\w)"
)
# the rest of the removal's clause: up to a comma, a stop or a question mark (a date's "10." stays in it)
CLAUSE_REST = re.compile(r"(?:[^.,;:!?\n]|(?<=\d)\.(?= ))*")
