"""The sender taken off a list of people, never off our mail: an event's attendee list, a guest list, a
waiting list or the speakers' list ("Could you take me off the attendee list so the seat goes to someone
else?", heldout_di), in every rule language: "remove me from the guest list", "take me off the waiting
list", "nehmen Sie mich von der Teilnehmerliste", "retirez-moi de la liste des participants", "quíteme de
la lista de asistentes", "toglietemi dalla lista dei partecipanti", "haal me van de deelnemerslijst",
"tirem-me da lista de participantes". A withdrawal from an event or a queue: read by
`removal_guards.other_things.people_list`, the list named right after the removal phrase or inside it.

A list of our mail named in the same sentence ("take me off the attendee list and your mailing list",
`MAIL_NAMED`) keeps it a removal; so does our mail's list alone ("take me off your list"). The people a
list holds and the one-word lists ("deelnemerslijst") are `people_lists`'. Pure data on fold()ed text.

The people a mailing holds as well ("inscritos", "iscritti", "inscrits": its subscribers,
`SUBSCRIBER_PEOPLE`) are an event's only with the event named in the sentence ("la lista de inscritos del
taller", `removal_event.EVENT_NOUN`) or implied by attending it (`ATTENDING`: "take me off the registrants
list, I won't be able to attend after all"): "Quítenme de la lista de inscritos" is a removal. A list of
participants, attendees or guests stays an event's even when it is the reader's ("Can you take me off your
participants list? I can't make it on Thursday")."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.people_lists import PEOPLE, PEOPLE_COMPOUND
from sequencer.classify.intent_rules.removal_event import EVENT_WORD

# attending an event, said or denied ("I won't attend", "no podré asistir"), `ATTENDING`
_ATTEND = (
    r"(?:attend|attending|make it|be there|asistir|acudir|ir|venir|kommen|teilnehmen|participar|assister"
    r"|participer|venire|partecipare|esserci|comparecer|aanwezig zijn|deelnemen|komen)"
)
# ... an event's own list, attending it said later in its sentence (the eighteenth review of 2026-12-07:
# "Take me off the conference list, I won't attend"): its people; "the webinar list" alone may be our mail
_EVENT_LIST = (
    rf"(?:(?:{EVENT_WORD})s? list|(?:liste|lista|lijst) (?:de la|de l'|du|del|de|della|dello|dell'|van de"
    rf"|van het|voor de|voor het|do|da|des|der|vom|zum) ?(?:{EVENT_WORD}))(?=[^.!?;\n]*\b{_ATTEND}\b)"
)

# the list of people: "attendee list", "guest list", "liste des participants", "deelnemerslijst"
PEOPLE_LIST = (
    r"(?:(?:attendee|attendance|guest|speaker|participant|waiting|wait|registrant|invitee|rsvp|seating)s?"
    r"(?:'s?)? list"
    r"|(?:list|liste|lista|lijst) (?:degli|dei|delle|di|d'|des|de|del|da|do|dos|das|der|van|met|of|voor)"
    rf"(?: \w+)? ?{PEOPLE}"
    rf"|{PEOPLE_COMPOUND}|{_EVENT_LIST})\b"
)
# right after the removal phrase, a determiner and a word or two between ("off the December attendee list"),
# the sender's address named first at most ("la baja de mi correo de la lista de asistentes", "de mi
# dirección"; the tenth review of 2026-12-07)
_MY_ADDRESS = (
    r"(?: (?:de|del|of|do|da|van) (?:mi|my|meu|o meu|mijn|mon|il mio|la mia) (?:direccion|correo|cuenta"
    r"|address|e-?mail address|endereco|adres|e-?mailadres|adresse|indirizzo)(?: de correo| electronico)?)?"
)
PEOPLE_LIST_AFTER = re.compile(
    rf"{_MY_ADDRESS}"
    r"(?: (?:from|off|of|von|aus|de|da|dalla|dallo|della|van|uit|do|dos))?(?: (?:the|this|that|your|our|der"
    r"|die|dem|den|la|le|el|il|lo|het|a|o|onze|uw|jullie|je|vostra|sua|votre|vuestra|su|sua|vossa))?"
    rf"(?: [\w'-]+){{0,2}}? {PEOPLE_LIST}"
)
PEOPLE_LIST_IN = re.compile(PEOPLE_LIST)
# the list's noun that may end the removal phrase ("tirem-me da lista" + " de participantes")
LIST_NOUN_END = re.compile(r"(?:list|liste|lista|lijst)$")
# our mail's own list named in the sentence: a removal beside the withdrawal
MAIL_NAMED = re.compile(
    r"\b(?:mailing|newsletters?|e-?mails?|mails|marketing|verteiler|nieuwsbrief\w*|mailinglijst|verzendlijst"
    r"|boletin\w*|correos|diffusion|envios|distribution|distribuzione|distribucion|infolettre)\b"
)
# the people a mailing's list holds as well as an event's: its subscribers
SUBSCRIBER_PEOPLE = re.compile(
    r"\b(?:inscritos|inscritas|iscritti|iscritte|inscrits|inscrites|registrants)\b"
)
# an event implied by attending it, named or not ("take me off the registrants list, I won't be able to
# attend", "al final no podré asistir el jueves"): the subscribers are an event's
ATTENDING = re.compile(rf"\b{_ATTEND}\b")
