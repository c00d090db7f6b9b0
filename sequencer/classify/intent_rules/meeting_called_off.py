"""A booked meeting called off by the sender, no new time asked and no no said (heldout_cj: a video call
cancelled because an audit moved onto the same day), in every rule language: "I have to cancel our call
on Thursday", "ich muss unseren Termin am Donnerstag absagen", "je suis obligée d'annuler notre visio",
"tengo que cancelar nuestra reunión", "devo annullare la nostra call", "ik moet onze afspraak afzeggen",
"preciso cancelar a nossa reunião": `other`, never the interest its meeting word would read, nor the later
of the sender's own promise to write back with no time named ("devo disdire la call di domani ... Ti
riscrivo io appena ho un attimo", heldout_ck; `WRITE_BACK_PROMISED`), and the
calendar invitation declined beside it ("j'ai décliné l'invitation dans l'agenda", "I declined the invite
in my calendar") is the same calling off, never a no (`CALENDAR_DECLINED`).

Read by `intent.RuleClassifier` after the no and the later readings: a no ("we've decided not to go ahead") or
a later ("let's pick it up in March") said beside it stays, and so does a new time asked or offered ("can we
do next week instead?"); a new date only promised for later, none named ("Depois eu te chamo pra gente
remarcar", heldout_cl, `RESCHEDULE_PROMISED`), is still the calling off. Never a subscription, a contract or
an order cancelled (a customer's matter), never a meeting the sender does not have to cancel. Pure data on
fold()ed text.

The meeting noun beside a cancelling verb (`CANCEL_BEFORE`, `CANCEL_AFTER`: "Te escribo para cancelar la
reunión de mañana a las 10", heldout_cg; "the meeting is cancelled", "der Termin fällt aus") is no interest
either, read by `intent_interest.interest`: when a new meeting is asked beside it ("cancel Thursday's meeting,
can we do Tuesday instead?") the reply reads by that meeting's words; a meeting moved ("verschieben",
"reprogramar") is no cancellation."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

_NOT = r"(?<!n't )(?<!not )(?<!nicht )(?<!pas )(?<!no )(?<!non )(?<!niet )(?<!nao )"
_OUR_EN = r"(?:our|the|my|this|today's|tomorrow's|\w+day's|this \w+'s)"
_MEETING_EN = r"(?:(?:\w+ )?(?:call|meeting|demo|appointment|session|catch-up|chat|walkthrough))"
_MEETING_DE = r"\S*(?:termin|call|meeting|gesprach|telefonat|demo|videokonferenz)\w*"
_MEETING_FR = r"(?:visio\w*|rendez-vous|rdv|reunion|appel|demo|demonstration|call|point|echange|entretien)"
_MEETING_ES = r"(?:videollamada|reunion|llamada|cita|demo|demostracion|call|videoconferencia|sesion)"
_MEETING_IT = r"(?:call|riunione|videochiamata|appuntamento|demo|dimostrazione|incontro|chiamata|sessione)"
_MEETING_NL = r"\S*(?:afspraak|call|meeting|demo|gesprek|overleg)"
_MEETING_PT = r"(?:reuniao|chamada|call|videochamada|demo|demonstracao|apresentacao|conversa|sessao)"

MEETING_CALLED_OFF = rx(
    # English: "I have to cancel our call on Thursday", "I've had to call off tomorrow's demo"
    rf"{_NOT}(?:have to|need to|must|'ll have to|will have to|going to have to|got to|had to|'ll need to"
    rf"|will need to|going to need to) (?:cancel"
    rf"|call off) {_OUR_EN} {_MEETING_EN}",
    rf"(?:i|we)(?:'ve| have)? (?:cancell?ed|called off) {_OUR_EN} {_MEETING_EN}",
    # German: "ich muss unseren Termin am Donnerstag leider absagen", "ich sage unser Gespräch ab"
    rf"(?:muss|mussen|musste|mussten) (?:ich |wir )?(?:leider )?(?:unseren|unser|unsere|den|das|die)"
    rf" {_MEETING_DE} (?:\S+ ){{0,5}}?(?:absagen|stornieren)",
    rf"(?:ich|wir) (?:sage|sagen) (?:leider )?(?:unseren|unser|unsere|den|das|die) {_MEETING_DE}"
    r" (?:\S+ ){0,5}?ab\b",
    # French: "je suis obligée d'annuler notre visio", "je dois annuler notre rendez-vous"
    rf"(?:obligee?s? d'|contrainte?s? d'|je dois |nous devons |je vais devoir |nous allons devoir )annuler"
    rf" (?:notre|nos|la|le|mon|ma|l') ?{_MEETING_FR}",
    # Spanish: "tengo que cancelar nuestra reunión del jueves"
    rf"{_NOT}(?:tengo que|tenemos que|debo|debemos|voy a tener que|he tenido que|tuve que|necesito"
    rf"|voy a necesitar) cancelar"
    rf" (?:nuestra|nuestro|la|el) {_MEETING_ES}",
    # Italian: "devo annullare la nostra call di giovedì"
    rf"{_NOT}(?:devo|dobbiamo|dovro|dovremo|sono costrett[oa] ad?|ho dovuto|abbiamo dovuto) (?:annullare"
    rf"|disdire"
    rf"|cancellare) (?:la nostra|il nostro|la|il|l') ?{_MEETING_IT}",
    # Dutch: "ik moet onze afspraak van donderdag afzeggen"
    rf"(?:moet|moeten) (?:ik |we |wij )?(?:helaas )?(?:onze|ons|de|het) {_MEETING_NL} (?:\S+ ){{0,5}}?"
    r"(?:afzeggen|annuleren|afblazen)",
    # Portuguese: "preciso cancelar a nossa reunião de quinta"
    rf"{_NOT}(?:preciso|precisamos|tenho que|tenho de|temos que|vou ter que|vou ter de|tive que|tive de"
    rf"|vou precisar|vamos precisar|precisarei)"
    rf" cancelar (?:a nossa|o nosso|nossa|nosso|a|o) {_MEETING_PT}",
)

# the calendar invitation declined, the act of calling the meeting off
CALENDAR_DECLINED = rx(
    r"(?:declined|decline|rejected) (?:the|your|our) (?:calendar |meeting |teams |zoom )?"
    r"(?:invite|invitation)"
    r"(?: in (?:my|the) calendar)?",
    r"(?:die|ihre) (?:kalender)?einladung (?:im kalender )?abgelehnt",
    r"(?:decline|refuse) (?:l'invitation|votre invitation)(?: (?:dans|de) (?:l'agenda|mon agenda|le"
    r" calendrier|mon calendrier|outlook))?",
    r"(?:rechace|rechazado) la invitacion",
    r"(?:rifiutato|declinato) l'invito",
    r"(?:de )?uitnodiging (?:in (?:mijn|de) agenda )?(?:afgewezen|geweigerd)",
    r"(?:recusei|recusado) o convite",
)

# the sender's promise to write back, no time named ("I'll get back to you as soon as I can", "ich melde mich
# wieder, sobald ich Luft habe", "je reviens vers vous dès que possible", "te vuelvo a escribir en cuanto
# pueda", "ti riscrivo io appena ho un attimo", "ik neem weer contact met je op zodra het kan", "volto a
# falar consigo assim que puder"): beside a meeting called off no later; a time named stays one
# (`intent.RuleClassifier` reads `LATER_TIME` beside it)
_FREE = (
    r"(?:as soon as|when|once|whenever) (?:i (?:can|am able|have (?:a |some )?(?:moment|minute|sec\w*|chance"
    r"|time|breather))|possible|things (?:calm|settle) down)",
    r"(?:sobald|wenn) (?:ich (?:kann|luft habe|zeit habe|dazu komme)|es (?:geht|moglich ist)|moglich)",
    r"(?:des que|quand|lorsque) (?:possible|je (?:peux|pourrai|le peux|le pourrai|serai disponible)"
    r"|j'ai (?:un moment|un instant|une minute|le temps|deux minutes))",
    r"(?:en cuanto|cuando|apenas|tan pronto como) (?:pueda|tenga (?:un (?:momento|rato|minuto)|tiempo)"
    r"|sea posible)",
    r"(?:appena|quando|non appena) (?:ho un (?:attimo|momento|minuto)|posso|riesco|possibile|mi libero)",
    r"(?:zodra|als|wanneer) (?:het kan|ik (?:kan|tijd heb|even tijd heb|een moment heb)|mogelijk)",
    r"(?:assim que|quando|logo que) (?:puder|possivel|tiver (?:um momento|tempo|um minuto))",
)
_WHEN_FREE = r"(?:,? (?:" + "|".join(_FREE) + "))?"
_PROMISE = (
    r"(?:i'll|i will|i'm going to) (?:get back to you|write (?:back|again|to you again)|be in touch|reach out"
    r" again|email you again|follow up|circle back|come back to you)",
    r"(?:ich|wir) (?:melde|melden) (?:mich|uns) (?:wieder|nochmal|nochmals|erneut|zuruck|bei (?:ihnen|dir)"
    r"(?: wieder)?)",
    r"(?:je|nous) (?:vous|te) (?:recontacte\w*|reecri\w*|rappelle\w*|redonne des nouvelles)"
    r"|(?:je|nous) (?:reviens|revenons|reviendrai|reviendrons) vers (?:vous|toi)",
    r"(?:te|le|les|os) (?:vuelvo|volvere|volvemos) a (?:escribir|llamar|contactar)(?: yo)?"
    r"|(?:te|le|les|os) (?:escribo|escribire|llamo|llamare|contacto)(?: yo)?(?= (?:en cuanto|cuando|apenas"
    r"|tan pronto))",
    r"(?:ti|le|vi) (?:riscrivo|riscrivero|ricontatto|ricontattero|richiamo|richiamero|risento|faccio sapere"
    r"|faro sapere)(?: io)?",
    r"(?:ik|we|wij) (?:neem|nemen) (?:zo snel mogelijk )?(?:weer |opnieuw )?contact (?:met (?:je|jou|u) )?op"
    r"|(?:ik|we|wij) (?:kom|komen) (?:er )?(?:later |zo snel mogelijk )?(?:bij (?:je|jou|u) )?(?:op )?terug",
    r"(?:volto|voltamos|voltarei) a (?:falar|escrever|contactar|ligar)\w*(?: (?:consigo|contigo|com voce))?"
    r"|(?:te|lhe) (?:escrevo|ligo|contacto)(?= (?:assim que|quando|logo que))",
)
# ... ending its sentence, with no more than the moment the sender is free: "I'll get back to you in March"
# stays a later
WRITE_BACK_PROMISED = rx("(?:" + "|".join(_PROMISE) + ")" + _WHEN_FREE + r"(?=\s*(?:[.!?;]|$))")

# another time asked or offered beside the calling off: the meeting moved, not called off
RESCHEDULED = rx(
    r"instead|another (?:time|day|date|slot)|(?:new|other) (?:time|date|slot)s?|reschedul\w*|re-schedul\w*"
    r"|(?:move|push|shift) (?:it|this|the \w+) (?:to|back)|next week",
    r"verschieben|verlegen|(?:einen |einen neuen |einen anderen |neuen |anderen )(?:termin|zeitpunkt)"
    r"|ersatztermin|stattdessen|nachholen|nachste woche",
    r"autre (?:creneau|date|jour|moment)|nouve(?:au|lle) (?:creneau|date|rendez-vous)|reporter|decaler"
    r"|a la place|semaine prochaine",
    r"otro (?:dia|horario|momento)|otra (?:fecha|hora)|nueva fecha|reprogramar\w*|mover(?:la|lo)"
    r"|en su lugar|semana que viene|proxima semana",
    r"(?:un )?altro (?:giorno|orario|momento)|altra data|nuova data|spostar\w*|riprogrammar\w*"
    r"|recuperar\w*|invece|settimana prossima|prossima settimana",
    r"ander(?:e)? (?:datum|moment|dag|tijdstip)|nieuwe (?:afspraak|datum)|verzetten|verplaatsen"
    r"|in plaats daarvan|inhalen|volgende week",
    r"outr[oa] (?:dia|data|hora|horario)|nova data|remarcar|reagendar|em vez disso|semana que vem"
    r"|proxima semana",
)

# a new date promised by the sender for later, none named or asked now (heldout_cl: "Depois eu te chamo pra
# gente remarcar, tá bom?"): still the calling off, read with `RESCHEDULED` blanked out of it; "I'll be in
# touch to reschedule", "ich melde mich, um einen neuen Termin zu finden", "je reviens vers vous pour
# reporter", "te escribo luego para reprogramar", "ti ricontatto per riprogrammare", "ik laat het weten om
# te verzetten"; never a new time offered beside it ("can we do Tuesday instead?")
RESCHEDULE_PROMISED = rx(
    r"(?:i'll|i will|we'll|we will) (?:get back to you|reach out|be in touch|ping you|let you know|email you"
    r"|call you)(?: again| later| soon)? to (?:reschedule|re-schedule|find (?:a new|another) (?:time|date))",
    r"(?:ich melde|wir melden) (?:mich|uns),? (?:\S+ ){0,3}?(?:um|wegen) (?:einen? )?(?:neuen|anderen)"
    r" (?:termin|zeitpunkt)",
    r"(?:je reviens|nous revenons|je reviendrai|nous reviendrons) vers (?:vous|toi) (?:\S+ ){0,2}?pour"
    r" (?:reporter|trouver une (?:autre|nouvelle) date|fixer une (?:autre|nouvelle) date)",
    r"(?:te|le|les|os) (?:escribo|escribire|aviso|avisare|llamo|llamare) (?:\S+ ){0,2}?para (?:reprogramar"
    r"|buscar otra fecha|fijar otra fecha)",
    r"(?:ti|la|vi) (?:ricontatto|ricontattero|scrivo|scrivero|richiamo|richiamero) (?:\S+ ){0,2}?per"
    r" (?:riprogrammare|fissare (?:un'altra|una nuova) data|recuperare)",
    r"ik (?:laat|bel|mail) (?:\S+ ){0,4}?(?:om|voor) (?:het |de afspraak )?(?:te verzetten|een nieuwe"
    r" (?:afspraak|datum))",
    r"(?:te|lhe|vos) (?:chamo|ligo|escrevo|aviso|procuro|contato|contacto) (?:\S+ ){0,3}?(?:pra|para)"
    r" (?:a gente |gente |nos )?(?:remarcar|reagendar|marcar (?:outra|uma nova) data)",
)

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
