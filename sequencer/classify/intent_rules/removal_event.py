"""A registration for an event cancelled, never a removal from our mail (heldout_cf): "tive de cancelar a
minha inscrição no encontro de Lisboa ... Volte a contactar-me em agosto", "cancelé mi inscripción al
encuentro de Lisboa", "j'ai annulé mon inscription à la rencontre", "ho annullato la mia iscrizione
all'incontro", "ik heb mijn inschrijving voor de bijeenkomst geannuleerd", "ich habe meine Anmeldung zum
Treffen storniert", "I cancelled my registration for the event". Pure data on fold()ed text, read by
`removal._event_cancelled`: the registration word in the removal phrase, an event named right after it
(`EVENT_AFTER`), and no list or mailing named in its sentence (`LIST_IN_SENTENCE`: "cancelem a minha inscrição
no webinar e na vossa lista" stays a removal). "Quero cancelar a minha inscrição" alone is a removal."""

from __future__ import annotations

import re

REGISTRATION = re.compile(r"inscricao|inscripcion|inscription|iscrizione|inschrijving|anmeldung|registration")
EVENT_AFTER = re.compile(
    r"^ (?:(?:no|na|em|para o|para a|ao|a|al|a la|para el|para la|en el|en la|del|de la|all'|alla|allo"
    r"|al|per l'|per il|zum|zur|fur (?:das|die|den)|voor (?:de|het)|bij (?:de|het)|for|to|at|on) (?:the )?)"
    r"(?:\S+ )?(?:encontro|evento|webinar|webinario|workshop|seminario|seminar|conferencia|conference"
    r"|congresso|congreso|curso|course|formacao|formacion|formazione|jantar|cena|diner|dinner|pequeno-almoco"
    r"|desayuno|colazione|ontbijt|fruhstuck|breakfast|feira|feria|fiera|beurs|messe|fair|palestra|charla"
    r"|vortrag|talk|rencontre|incontro|bijeenkomst|treffen|meetup|meet-up|event|evenement|veranstaltung"
    r"|sessao|sesion|sessione|sessie|session|tour|visita|visit|demo day|roadshow|summit|cimeira|cumbre)\b"
)
LIST_IN_SENTENCE = re.compile(
    r"\b(?:lista|liste|list|lijst|verteiler|newsletter|mailing\w*|nieuwsbrief|e-?mails|correos|mensagens)\b"
)
