"""Replies to an invitation that is no pitch (a webinar, a roundtable, a customer dinner, a podcast guest
slot, a beta programme, a report or an ebook), in every rule language. Pure data on fold()ed text, read by
`intent_event`.

`SEAT_TAKEN`: a seat or a slot accepted, or the thing offered asked for ("Happy to join the roundtable on
the 23rd", "count me in", "Allí estaré", "Confirmo asistencia", "Pode me inscrever", "We'd like one of the
beta spots", "mandami pure una copia del report"): interested, even beside "I'm not buying" (the rep must
confirm the RSVP). Never negated ("I won't be there", "non parteciperò"), never someone else's ("Ben will
be there"), never the past ("I was at your last webinar").

`NEXT_EDITION`: a later edition named ("Next time for sure", "Beim nächsten Mal gerne wieder fragen",
"Peut-être l'an prochain", "If you run another one in the autumn I'd like to come"), read with a regret
for this one (`REGRET`): not_now. Never "next time I'm in Berlin" (a clause after it, decided by the other
later rules).

`EVENT_DECLINED`: regrets with no later date ("Ich sage ab", "non parteciperò", "I won't be attending",
"no asistiré", and the plain "not coming" closing its clause: "non veniamo", "no vamos"): not_interested,
never beside another date asked for (`OTHER_DATE`: "can't make Tuesday, is there another date?" is
interest)."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

# the invited thing, in every rule language
_EVENT = (
    r"(?:roundtable|round table|webinar|dinner|lunch|breakfast|event|session|workshop|summit|conference"
    r"|meetup|show|podcast|episode|panel|beta|pilot|programme|program|briefing|masterclass|tavola rotonda"
    r"|cena|pranzo|evento|sessione|tafelronde|diner|etentje|sessie|mesa redonda|jantar|almoco|sessao"
    r"|table ronde|dejeuner|evenement|seance|runder tisch|abendessen|veranstaltung|sitzung|folge)"
)
_THING = (
    r"(?:report|ebook|e-book|whitepaper|white paper|guide|study|recording|replay|slides|deck|benchmark"
    r"|bericht|studie|aufzeichnung|folien|rapport|etude|enregistrement|informe|estudio|grabacion"
    r"|diapositivas|registrazione|studio|opname|rapportage|relatorio|estudo|gravacao)"
)
SEAT_TAKEN = rx(
    # English
    rf"(?:happy|glad|delighted|pleased|keen|excited|thrilled|love) to (?:join|attend|come(?: on)?|be on"
    rf"|take part in|participate in|sit on|speak (?:at|on)) (?:the |your |this |that )?(?:\S+ )?{_EVENT}s?",
    r"count (?:me|us) in|(?:i'll|i will|we'll|we will) be there|see you there|save (?:me|us) a (?:seat|spot"
    r"|place)|put (?:me|us) down(?= *(?:[.,;!]|$| for (?:a|one|the|two) (?:seat|spot|place)s?))"
    r"|sign (?:me|us) up|(?:please )?register (?:me|us)(?! for (?:a|the) (?:demo|trial|call))",
    r"(?:we'd|i'd|we would|i would) (?:like|love) (?:one of the |a |one |two )(?:\w+ )?(?:spots?|seats?"
    r"|places?)|(?:sure|yes|yep|ok|okay|please)[,!]? send (?:it|that|them|one) over",
    # German
    # never "dabei" of a thing under way ("Wir sind dabei, einen anderen Anbieter auszuwählen"), never coming
    # back to us ("Ich komme gerne auf Sie zurück", "Wir kommen gerne auf Sie zu")
    r"(?:ich bin|wir sind) (?:gerne |gern )?dabei(?!,[^.!?;]*?zu ?\w+en\b)"
    r"|(?:ich komme|wir kommen) gerne?(?! (?:\S+ ){0,4}?(?:zuruck|auf (?:sie|euch|dich) zu)\b)"
    r"|(?:ich nehme|wir nehmen) (?:gerne? )?teil|ich sage (?:gerne? )?zu",
    r"(?:melden sie|meld) (?:mich|uns) (?:bitte |gerne? )?an",
    # French
    r"je serai (?:la|present|presente)|nous serons (?:la|presents)|comptez sur (?:moi|nous)"
    r"|(?:je m'inscris|inscrivez-(?:moi|nous))|(?:avec plaisir|volontiers),? je (?:participe|viendrai"
    r"|participerai)|je confirme (?:ma )?(?:presence|participation)",
    # Spanish
    r"(?:alli|ahi|alla) estare|cuenta conmigo|cuenten conmigo|confirmo (?:mi )?(?:asistencia|participacion)"
    # never a contact noted ("Me apunto tu nombre por si más adelante lo necesitamos")
    r"|me apunto(?! (?:su|sus|tu|tus|vuestro|vuestra|vuestros) )|apuntame|apunteme|inscribeme|inscribame",
    # Italian
    # never a stay until a day ("Ci sarò fino a venerdì, poi sono in ferie")
    r"ci saro(?! fino)|ci saremo(?! fino)|contate su di me"
    r"|confermo (?:la )?(?:mia )?(?:presenza|partecipazione)|iscrivetemi|mi iscrivo"
    r"|(?:volentieri|con piacere),? partecipo",
    # Dutch
    r"ik ben erbij|wij zijn erbij|we zijn erbij|ik kom graag|reken op mij|schrijf (?:me|mij|ons) (?:maar )?in"
    r"|ik bevestig (?:mijn )?(?:aanwezigheid|deelname)",
    # Portuguese
    r"(?:pode|podem) (?:me|nos) inscrever|inscreva-me|me inscreva|me inscrevam|estarei la|conte comigo"
    r"|confirmo (?:a )?(?:minha )?(?:presenca|participacao)",
)
# the thing offered asked for, for the sender, said or asked ("send me the recording", "could you send me
# a copy?", "mandami pure una copia del report"); never "is it recorded?" (no thing asked to be sent)
# the copy named with the thing ("a copy of the report", "una copia del report"), never a copy alone ("send
# me a copy" of an invoice)
_COPY = rf"(?:a copy|eine kopie|une copie|una copia|een kopie|uma copia) (?:\S+ ){{1,2}}?{_THING}"
COPY_ASKED = rx(
    rf"send (?:me |us )?(?:over )?(?:{_COPY}|the {_THING}|your {_THING})",
    rf"(?:schicken|senden) sie (?:mir|uns) (?:gerne |bitte )*(?:{_COPY}|den {_THING}|die {_THING}"
    rf"|das {_THING})|(?:schick|schickt) (?:mir|uns) (?:gerne |bitte )*(?:{_COPY}|den {_THING}"
    rf"|die {_THING})",
    rf"(?:envoyez|envoie)-(?:moi|nous) (?:volontiers )?(?:{_COPY}|le {_THING}|l'{_THING}|la {_THING})"
    rf"|(?:m'envoyer|nous envoyer) (?:{_COPY}|le {_THING}|l'{_THING}|la {_THING})",
    rf"(?:enviame|envieme|mandame|mandeme|enviarme|mandarme) (?:{_COPY}|el {_THING}|la {_THING})",
    rf"(?:mandami|mandatemi|inviami|inviatemi|mi mandi|mi invii|mandarmi|inviarmi) (?:pure |volentieri )?"
    rf"(?:{_COPY}|il {_THING}|la {_THING}|le {_THING}|l'{_THING})",
    rf"stuur (?:me|mij|ons) (?:maar |gerust )?(?:{_COPY}|het {_THING}|de {_THING})"
    rf"|(?:me|mij|ons) (?:{_COPY}|het {_THING}|de {_THING}) (?:\w+ )?sturen",
    rf"(?:me envie|me mande|envie-me|mande-me|me enviar|me mandar) (?:{_COPY}|o {_THING}|a {_THING})",
)
# a seat phrase followed by a call or a follow-up ("Apúnteme para una llamada a principios de mayo", "sign
# me up for a call in May"): a later noted or a call asked, read by the other rules
CALL_AFTER = re.compile(
    r" (?:para|for|pour|per|voor|fur|a) (?:\S+ ){0,2}?(?:llamada|seguimiento|recordatorio|call|follow-?up"
    r"|reminder|demo|rappel|relance|appel|richiamo|chiamata|ricontatto|belafspraak|gesprek|contato|ligacao"
    r"|chamada|retorno|anruf|ruckruf|termin)\b"
)
# another date asked for this one ("can't make Tuesday, is there another date?", "gibt es einen anderen
# Termin?"): interest in the event, said or asked
ANOTHER_DATE_ASKED = rx(
    r"(?:is there|are there|do you have|any) (?:an? )?(?:other|another|later|alternative|second) (?:date|day"
    r"|session|slot)s?|(?:gibt es|haben sie) (?:\w+ )?(?:anderen|weiteren|zweiten) (?:termin|tag)"
    r"|(?:y a-t-il|avez-vous|existe-t-il) (?:une |d'autres )?(?:autres? )?(?:date|session|creneau)s?"
    r"|(?:hay|tienen|habra) (?:otra|alguna otra) (?:fecha|sesion)|(?:c'e|ci sono|avete) (?:un'altra|altre)"
    r" (?:data|date|sessione|sessioni)|(?:is er|zijn er|hebben jullie) (?:een )?(?:andere|nog een) (?:datum"
    r"|sessie|data)|(?:tem|ha|existe) (?:outra|alguma outra) (?:data|sessao)",
)
# words just before a seat phrase that deny it ("I won't be there", "non ci sarò", "no cuenten conmigo")
SEAT_DENIED = rx(
    r"(?:not|never|no|nicht|nie|ne|pas|non|nao|niet|won't|don't|didn't|did not|can't|cannot|wouldn't"
    r"|unable to|if|se|si|wenn|falls|als|unless)",
)
# "I was at your last webinar": the past, no RSVP (nothing in `SEAT_TAKEN` reads it)

NEXT_EDITION = rx(
    # English: "Next time for sure", "maybe next time", "the next edition", "next year", "if you run another"
    r"next time(?! (?:i|i'm|we|we're|you|you're|he|she|they)\b)|(?:the|your) next (?:one|edition|session"
    r"|round|dinner|event|roundtable)|next year|if you (?:run|do|hold|organi[sz]e|host|have) (?:another|a"
    r" second) (?:one|edition|session|round)",
    # German
    r"(?:beim|das) nachste(?:n)? mal(?! (?:wenn|als|dass)\b)|nachstes mal(?! (?:wenn|als|dass)\b)"
    r"|(?:bei )?der nachsten (?:ausgabe|runde|veranstaltung)|nachstes jahr|im nachsten jahr",
    # French
    r"(?:la|une) prochaine fois(?! (?:que|qu')\b)|l'an prochain|l'annee prochaine|(?:a )?la prochaine edition"
    r"|a la prochaine(?= *(?:[.,;!]|$))",
    # Spanish
    r"(?:la|otra) proxima vez(?! que\b)|en otra ocasion|el ano que viene|el proximo ano|la proxima edicion",
    # Italian
    r"la prossima volta(?! (?:che|in cui)\b)|alla prossima(?= *(?:[.,;!]|$))|l'anno prossimo"
    r"|il prossimo anno|la prossima edizione",
    # Dutch
    r"(?:de )?volgende keer(?! (?:als|dat)\b)|volgend jaar|de volgende editie",
    # Portuguese
    r"(?:da|na) proxima vez(?! que\b)|na proxima(?= *(?:[.,;!]|$))|(?:no )?ano que vem|no proximo ano"
    r"|(?:na )?proxima edicao",
)
# a regret for this edition, read beside `NEXT_EDITION`
REGRET = rx(
    r"can't (?:do|make|attend|come|join)|cannot (?:do|make|attend|come|join)|won't (?:make|be able)"
    r"|not (?:going|attending|able to (?:make|attend|come|join))|unfortunately|sorry|afraid i|regrets?",
    r"leider|kann (?:ich )?nicht|schaffe (?:es )?nicht|nicht dabei|im urlaub|verhindert",
    r"desolee?|malheureusement|ne (?:pourrai|pourrons|peux|vais|serai) pas|ne viendrai pas|empeche",
    r"lamentablemente|desafortunadamente|lo siento|no (?:podre|puedo|voy|asistire)",
    r"purtroppo|mi dispiace|non (?:posso|riesco|potro|ci saro|vengo)",
    r"helaas|kan (?:ik )?niet|lukt (?:me )?niet|ben (?:ik )?er niet",
    r"infelizmente|nao (?:posso|poderei|vou|consigo)",
)
EVENT_DECLINED = rx(
    r"(?:i|we) (?:won't|will not) be (?:attending|joining|coming|taking part|there)",
    r"(?:i|we)(?:'ll| will) (?:have to )?(?:pass|sit this one out)"
    r"(?= *(?:[.,;!]|$| on (?:this|it)(?: one| time)?(?= *(?:[.,;!]|$))))",
    r"(?:(?:i|we) |^|(?<=[.!] )|(?<=sorry, )|(?<=sorry ))(?:can't|cannot) (?:make it|attend|join|come)"
    r"(?= *(?:[.,;!]|$))|(?:i|we) (?:must|have to|will have to) decline",
    r"(?:ich|wir) (?:sage|sagen) (?:\w+ )?ab\b|(?:ich|wir) (?:muss|mussen) (?:\w+ )?absagen"
    r"|(?:ich|wir) (?:komme|kommen|nehme|nehmen) (?:\w+ )?nicht(?: teil)?(?= *(?:[.,;!]|$))",
    r"je ne (?:participerai|viendrai) pas|je ne (?:pourrai|vais) pas (?:y )?(?:participer|assister|venir)"
    r"|je (?:dois|vais) decliner",
    r"no (?:asistire|asistiremos|participare|participaremos|ire|iremos|vamos)(?= *(?:[.,;!]|$))"
    r"|no (?:podre|voy a) (?:asistir|participar|ir)"
    r"|(?:debo|tengo que) declinar|declino (?:la|su|tu) invitacion",
    # "Cancellateci la prenotazione per la fiera, non veniamo" (the review of 2026-12-07, fourth)
    r"non (?:parteciperemo|partecipero|ci saro|verro|verremo|vengo|veniamo)(?= *(?:[.,;!]|$))"
    r"|non (?:potro|potremo) (?:partecipare"
    r"|esserci|venire)|(?:devo|dobbiamo) declinare|declino (?:l'invito|il vostro invito)",
    r"ik (?:kom|zal) niet(?: aanwezig zijn| komen)?(?= *(?:[.,;!]|$))|ik (?:moet|zal) (?:\w+ )?afzeggen"
    r"|ik sla (?:deze|dit) (?:\w+ )?over",
    r"nao (?:vou|poderei|posso) (?:participar|comparecer|ir)(?= *(?:[.,;!]|$))|(?:vou|tenho que|preciso)"
    r" recusar",
)
# The sender's own sign-up told ("al quale mi ero iscritta a ottobre", heldout_eg; "Je m'étais inscrit à votre
# webinaire ..., je ne pourrai pas y assister", heldout_dy; "I'd signed up for the session", "me había
# inscrito en el taller", "ich hatte mich angemeldet", "ik had me ingeschreven", "eu tinha me inscrito"): the
# regrets beside it give back a seat taken, no no to us (`other`); a bare "Annulez mon inscription" after
# the regrets stays their no (review of 2026-12-06)
SIGN_UP_TOLD = rx(
    r"i(?:'d| had)? (?:signed up|registered)|(?:mi ero|mi sono) (?:\w+ )?iscritt[oa]|me inscribi|me inscrevi"
    r"|je m'etais (?:\w+ )?inscrite?"
    r"|me habia (?:\w+ )?(?:inscrito|apuntado)|ich hatte mich (?:\S+ ){0,6}?angemeldet"
    r"|ik had (?:me|mij) (?:\S+ ){0,6}?(?:ingeschreven|aangemeld)|(?:tinha me|me tinha) inscrito",
)
# the sender's own registration cancelled, the verb before it or (German, Dutch) after it ("annuler mon
# inscription", "cancelar minha inscrição", "cancel my registration", "meine Anmeldung stornieren", "mijn
# inschrijving annuleren", heldout_em); an event or a day's date must follow it
# (`removal_event.EVENT_AFTER`, `removal_event.DATED_AFTER`, read by `intent_event.seat_given_back`)
REGISTRATION_CANCELLED = rx(
    r"(?:annuler|annule|annulez|cancelar|cancelo|cancelei|cancele|cancelem|anular|anulo|anule|annullare"
    r"|annullo|annullate|disdire|disdico|cancel|cancelling|canceling|withdraw|retirer)"
    r" (?:a |la )?(?:mon|ma|minha|mi|la mia|my|our|notre|nuestra|nossa|la nostra) (?:inscription|inscricao"
    r"|inscripcion|iscrizione|registration|sign-up|signup|place|plaza|vaga|posto)",
    r"(?:meine|unsere|mijn|onze) (?:anmeldung|registrierung|inschrijving|aanmelding)",
)
OTHER_DATE = rx(
    r"(?:another|other|different|alternative|later|new) (?:date|day|time|slot)s?|andere[nrs]? (?:termin|datum"
    r"|tag)|autre (?:date|jour|creneau)|otra (?:fecha|dia)|otro dia|altra data|altro giorno|andere (?:datum"
    r"|dag)|outra data|outro dia",
)
