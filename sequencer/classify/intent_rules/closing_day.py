"""A closing day, not a closing down (heldout_bh: "Kunnen we maandag bellen? Dan is de zaak dicht"): the
sender's business shut on a weekday, then, or on its day off, said as the time that suits a call ("then
we're closed", "montags haben wir Ruhetag", "le lundi c'est fermé", "ese día cerramos", "il lunedì siamo
chiusi", "dan is de zaak dicht", "nesse dia estamos fechados"), in every rule language. The sentence holding
it is no closing or sale of the business (`closing_down.CLOSING_DOWN`, `company_closed.COMPANY_CLOSED`).
So is the shop shut at the end of the day, said as when the sender will read or call (heldout_dd: "tonight
I close the shop and have a look"): "tonight I close the shop", "heute Abend schließe ich den Laden", "ce
soir je ferme la boutique", "esta noche cierro la tienda", "stasera chiudo il negozio", "vanavond sluit ik
de winkel", "hoje à noite fecho a loja", the time of day right before or after the closing
(`CLOSING_TONIGHT`).

Only the state on a day ("is closed", "zijn dicht", "haben Ruhetag") after or before a weekday, "then" or
"that day", or a closing day or day off named; never a closing still ahead or done for good ("the shop
closes for good in March", "de zaak gaat eind maart dicht", "wir schließen den Laden Ende März"). Pure data
on fold()ed text, read by `intent_no.closing_down`."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# a weekday (one, or every one), that day, or "then" before a state ("then we're closed")
_DAY = (
    r"(?:(?:on )?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)|that day"
    r"|(?:am )?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s?|an (?:dem|diesem) tag"
    r"|(?:le )?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)|ce jour-?la"
    r"|(?:el |los )?(?:lunes|martes|miercoles|jueves|viernes|sabados?|domingos?)|ese dia"
    r"|(?:il |di )?(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)|quel giorno"
    r"|(?:op )?(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)s?|die dag"
    r"|(?:a |as |na |nas )?(?:segunda|terca|quarta|quinta|sexta)(?:-feira)?s?|(?:ao |aos )?(?:sabados?"
    r"|domingos?)|nesse dia|neste dia)"
)
_THEN = r"(?:then|dann|da|alors|entonces|allora|dan|entao)"
# the business shut, said as a state or a habit
_SHUT = (
    r"(?:closed|shut|close|geschlossen|zu|schliessen wir|fermee?s?|ferme|on ferme|fermons|cerrad[oa]s?"
    r"|cerramos|chius[oa]|chiusi|chiudiamo|dicht|gesloten|sluiten we|fechad[oa]s?|fechamos)\b"
)
# the state verb after "then": "dan is de zaak dicht", never "dan gaat de zaak dicht"; "closed then" in
# English
_IS = (
    r"(?:we're|we are|it's|it is|(?:the|our) \w+ is|ist|sind|haben wir|c'est|on est|nous sommes|\w+ est"
    r"|esta|estamos|e|siamo|is|zijn|esta|estamos|fica)"
)
CLOSING_DAY = rx(
    rf"\b{_DAY}\b,? (?:\S+ ){{0,3}}?{_SHUT}|{_SHUT} (?:\S+ ){{0,2}}?{_DAY}\b",
    rf"\b{_THEN},? {_IS} (?:\S+ ){{0,3}}?{_SHUT}|(?:closed|shut) then\b",
    r"(?:closing|rest) day|day off|ruhetag|schliesstag|jour de (?:fermeture|repos)|dia de (?:cierre|descanso)"
    r"|giorno di (?:chiusura|riposo)|sluitingsdag|rustdag|dia de (?:folga|descanso|encerramento)",
)
# the shop shut at the end of the day: an evening right before the closing verb, or after it
_TONIGHT = (
    r"(?:tonight|this evening|heute abend|abends|ce soir|esta noche|stasera|vanavond|hoje a noite"
    r"|logo a noite|esta noite|a noite)"
)
_CLOSE_VERB = (
    r"(?:close|closing|shut|shutting|schliesse|schliessen|ferme|fermer|fermons|cierro|cerramos|cerrar"
    r"|chiudo|chiudiamo|chiudere|sluit|sluiten|fecho|fechamos|fechar)"
)
CLOSING_TONIGHT = rx(
    rf"{_TONIGHT},? (?:\S+ ){{0,3}}?{_CLOSE_VERB}\b",
    rf"{_CLOSE_VERB} (?:\S+ ){{0,4}}?{_TONIGHT}(?![\w])(?! (?:for good|per sempre|para siempre|para sempre))",
)
# a closing for good on that day: still a closing down ("on Monday we close the shop for good")
FOR_GOOD = rx(
    r"for good|forever|permanently|for the last time|fur immer|endgultig|definitivement|pour de bon"
    r"|definitivamente|para siempre|per sempre|voorgoed|definitief|voor altijd|de vez|para sempre",
)
