"""Lists of people, never of our mail: taken off "la lista dei relatori", "de gastenlijst", "a lista de
espera" or "die Teilnehmerliste" is a withdrawal from an event or a queue, no removal. The one place for the
words the removal tables that name a list leave out (`unsubscribe`, `removal_informal`, `removal_grateful_if`,
`removal_me_too`) and the withdrawal `removal_people_list` reads. Pure data on fold()ed text."""

from __future__ import annotations

# the people an event's or a queue's list holds, in every rule language
PEOPLE = (
    r"(?:relatori|ospiti|invitati|partecipanti|iscritti al|attesa|sprekers|deelnemers|gasten|genodigden"
    r"|wachtenden|asistentes|invitados|ponentes|participantes|inscritos|espera|convidados|oradores|palestrantes"
    r"|teilnehmer|referenten|redner|gaste|speakers|guests|attendees|participants)"
)
# right after the list's noun: "lista dei relatori", "lista de espera", "list of speakers", "lijst met
# sprekers"
NOT_PEOPLE_AFTER = rf"(?! (?:degli|dei|delle|di|d'|de|dos|das|der|van|met|of|voor)(?: \w+)? ?{PEOPLE}\b)"
# the list named as one word with its people (Dutch, German): "gastenlijst", "sprekerslijst", "wachtlijst",
# "Teilnehmerliste", "Warteliste"
PEOPLE_COMPOUND = (
    r"(?:spreker|wacht|deelnemer|gasten|genodigden|aanwezigheid|kandidaten|reserve|teilnehmer|warte|gaste"
    r"|redner|referenten)s?(?:lijst|liste)"
)
NO_PEOPLE_COMPOUND = rf"(?!{PEOPLE_COMPOUND})"
