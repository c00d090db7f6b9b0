"""An hour said to suit (heldout_ca, a time-zone clarification confirming our slot: "Votre invitation indique
16h, c'est bien 16h heure de Paris ? Je serai à New York ce jour-là donc pour moi ce serait 11h, ça me va"),
in every rule language: "so 4am in New York, that works", "also 10 Uhr bei mir, das passt", "10h heure de
Paris, donc 4h à New York, ça marche", "a las 10 hora de Madrid me va bien", "alle 10 ora italiana va bene",
"om 10 uur Nederlandse tijd past prima", "às 10h de Lisboa serve": the slot accepted, interest. A day said to
suit is read in `interest.INTERESTED`; this reads the hour alone, its time zone words between.

Pure data on fold()ed text, read by `intent_interest.hour_suits` with `interest.INTERESTED`, only in a reply
about a meeting (`MEETING_NAMED`: an invitation, a call, a slot, a time zone): "We start at 9am, that works
for our team" is the sender's own day. Never negated ("11h ne me va pas", "10 Uhr passt leider nicht", "2pm
doesn't work"), never asked ("11h, ça vous va ?", "does 2pm work?"), and the hour and the word that suits it
in one sentence."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# an hour: "2pm", "14:00", "11h", "16h30", "10 Uhr", "10 uur", "a las 10", "alle 10", "às 10"
_HOUR = (
    r"(?<![\w:.])(?:\d{1,2}(?:[:.h]\d\d)? ?(?:am|pm|h|uhr|uur|hrs)(?!\w)|\d{1,2}[:.]\d\d(?![\d:.])"
    r"|(?:a las|alle|as|om|um) \d{1,2}(?![\d\w]))"
)
# the words between: a time zone, a place, "for me" (no sentence end)
_BETWEEN = r"(?:[^.!?]){0,40}?"
# ... then a word that it suits, never negated nor asked
_SUITS = (
    r"(?:(?:that |this |it )?(?:works|suits me|suits us|is fine|is good|is perfect)"
    r"|(?:das |es )?(?:passt|geht|klappt)(?: (?:mir|uns|gut|prima|perfekt))?"
    r"|(?:ca |cela |c'est |ce qui )?(?:me va|me convient|nous va|nous convient|marche|m'arrange|parfait)"
    r"|(?:me|nos) (?:va|viene) bien|me sirve|(?:esta|es) perfecto"
    r"|(?:mi |ci )?va bene|(?:mi |ci )?andrebbe bene|funziona|e perfetto"
    r"|(?:dat |het )?(?:past|schikt|lukt)(?: (?:mij|me|ons|prima|goed))?|is (?:prima|goed|perfect)"
    r"|(?:me )?serve|(?:me )?convem|(?:esta|fica) (?:bom|otimo|perfeito)|da para mim"
    # ... or would suit, in the conditional (heldout_ce: "Mittwoch 10 Uhr würde passen, schickst du mir einen
    # Link?"): "would work", "würde mir gut passen", "m'irait", "me vendría bien", "zou goed uitkomen"
    r"|would (?:work|suit (?:me|us)|be (?:fine|good|great|perfect))"
    r"|(?:wurde|ware) (?:mir |uns |bei mir |bei uns |fur mich |fur uns )?(?:gut |auch )?"
    r"(?:passen|gehen|klappen|passend|gut|ok|okay|prima|perfekt)|(?:m'irait|nous irait|me conviendrait"
    r"|nous conviendrait|ce serait parfait)|(?:me|nos) (?:vendria|iria) bien|(?:mi |ci )?(?:andrebbe"
    r"|starebbe) bene|(?:zou|zou me|zou ons) (?:goed |prima )?(?:passen|uitkomen|lukken)"
    r"|(?:seria|daria) (?:bom|otimo|perfeito|para mim))"
)
# ... the question mark of the same clause, never that of a request after a comma ("..., schickst du mir einen
# Link?")
_NOT_NEGATED = r"(?! (?:pas|nicht|leider nicht|niet|non|nao|not|no)\b)(?!\s*\?)(?![^.!?,]{0,40}\?)"
HOUR_SUITS = rx(
    rf"{_HOUR}{_BETWEEN}[,;:]? (?<!not )(?<!ne )(?<!non )(?<!no )(?<!nao )(?<!niet ){_SUITS}(?!\w)"
    rf"{_NOT_NEGATED}",
)
# a reply about a meeting: an invitation, a call, a slot, a time zone, in every rule language
MEETING_NAMED = rx(
    r"(?<!\w)(?:invit\w*|meeting|call|slot|demo|appointment|calendar|time ?zone|[a-z]+ time"
    r"|termin\w*|einladung|gesprach|telefonat|zeitzone|[a-z]+ zeit"
    r"|rendez-vous|rdv|reunion|creneau|appel|visio|fuseau horaire|heure de [a-z]+"
    r"|cita|llamada|invitacion|zona horaria|hora de [a-z]+"
    r"|appuntamento|riunione|incontro|chiamata|invito|fuso orario|ora (?:di [a-z]+|italiana)"
    r"|afspraak|uitnodiging|vergadering|gesprek|tijdzone|[a-z]+ tijd"
    r"|reuniao|chamada|convite|fuso horario|horario"
    # the meeting's link ("schickst du mir einen Link?", "send me the Zoom link")
    r"|(?:zoom|teams|meet|meeting|einladungs|video)?-?link|zoom|teams|enlace|lien|collegamento)(?!\w)",
)
