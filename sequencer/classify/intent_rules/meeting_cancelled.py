"""A meeting cancelled by the sender ("Te escribo para cancelar la reunión de mañana a las 10", heldout_cg;
"I have to cancel tomorrow's meeting", "Ich muss den Termin morgen leider absagen", "je dois annuler le
rendez-vous de demain", "devo annullare la riunione di domani", "ik moet de afspraak van morgen afzeggen",
"preciso cancelar a reunião de amanhã"): the meeting noun there (`interest.BARE_NOUN`: "reunión",
"Termin", "rendez-vous") is no interest. Pure data on fold()ed text, read by `intent_interest.interest`.

Only the cancelled noun stops counting: a new meeting asked beside it ("cancel Thursday's meeting, can we
do Tuesday instead?") still reads by its own words; a meeting moved ("verschieben", "reprogramar") is no
cancellation."""

from __future__ import annotations

import re

# the cancelling verb a few words before the noun, in its sentence ("cancelar la reunión", "annuler le
# rendez-vous", "disdire l'appuntamento", "cancel our call", "desmarcar a reunião")
CANCEL_BEFORE = re.compile(
    r"(?<![\w'])(?:cancel|cancell?ing|cancelar|cancelarla|anular|suspender|absagen|abzusagen|stornieren"
    r"|annuler|annulons|annulez|decommander|annullare|disdire|annulleren|afzeggen|desmarcar)"
    r"(?: \S+){0,4} $"
)
# the noun, then the cancelling verb a few words after it ("den Termin morgen um 10 leider absagen", "de
# afspraak van morgen afzeggen"), or the meeting said cancelled ("la reunión queda cancelada", "the meeting
# is cancelled", "der Termin fällt aus")
CANCEL_AFTER = re.compile(
    r"(?: \S+){0,6}? (?:absagen|abzusagen|stornieren|afzeggen|annuleren|cancelad[oa]|anulad[oa]|abgesagt"
    r"|storniert|annulee?|annullat[oa]|geannuleerd|afgezegd|cancell?ed|fallt aus|gaat niet door)(?![\w'])"
)
