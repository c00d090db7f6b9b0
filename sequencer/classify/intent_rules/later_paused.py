"""Our mail paused until a date ("Stop the emails until 18 January ... After that I'm happy to take a look",
heldout_aj): a later with its date, never a removal, in every rule language ("Stoppen Sie die Mails bis Mitte
Januar", "bis zum 18. Januar keine Mails", "Arrêtez les mails jusqu'au 18 janvier", "Dejen de escribirme
hasta el 18 de enero", "Sospendete le mail fino al 18 gennaio", "Stop de mails tot 18 januari", "Parem os
e-mails até 18 de janeiro"). Pure data on fold()ed text: `intent_later.later` reads it as a firm later,
`removal.removal_request` spares a removal phrase inside it, `classifier._opening_removal` an opening "Stop"
that it begins.

Only a time after "until" (a day, a month, a season, "after the audit"): "Stop the emails until further
notice" and "Stop the emails. Until you fix the list, ..." stay removals. Up to four words may stand between
the verb and "until", so the texts and the mail paused together are a pause too (heldout_ar: "Stop texting
and emailing me until March", "Stop met sms'en en mailen tot maart", `removal_channels.py`)."""

from __future__ import annotations

from sequencer.classify.intent_rules.later import WHEN
from sequencer.classify.intent_rules.pattern import rx

_MAILS = (
    r"(?:e-?mails?|mails?|messages?|mensajes?|correos?|envios|envois|relances|nachrichten|messaggi|berichten"
    r"|mailings?|mensagens|sequence|outreach|follow-?ups|emailing|mailing)"
)
_THE = (
    r"(?:(?:the|your|all|these|any|die|ihre|alle|diese|les|vos|tous les|los|sus|todos los|le|i|tutte le"
    r"|vostre|de|uw|jullie|alle|os|as|seus|todos os) )?"
)
# a word of the same sentence ("Stoppen Sie die Mails. Bis März ...": the pause never crosses a stop)
_W = r"[^\s.!?;]+"
# the time after "until": a day, a month or a season, the end or the middle of one, or after an event
_DATE = (
    rf"(?:(?:the|den|dem|zum|le|el|la|il|al|alla|de|o|a|a la|fin|fine|ende|mitte|anfang|eind|final|finales"
    rf"|mediados|meados) )?(?:\d{{1,2}}\b|{WHEN}|after\b|nach\b|apres\b|despues\b|dopo\b|depois\b|na\b|end"
    r" of (?!time)\w+|mid-?\w+|early\b|late\b|next\b)"
)
PAUSED_UNTIL = rx(
    rf"(?:stop|pause|hold off(?: on)?|suspend|halt)(?: {_THE}{_MAILS})?(?: {_W}){{0,4}}? (?:until|till|til)"
    rf" {_DATE}",
    rf"no (?:more )?{_MAILS}(?: {_W})?? (?:until|till|til) {_DATE}",
    rf"(?:stoppen|pausieren|unterbrechen|stellen) sie (?:bitte )?{_THE}(?:{_MAILS} )?(?:{_W} ){{0,4}}?bis"
    rf" {_DATE}",
    rf"bis (?:zum |ende |mitte |anfang )?(?:\d{{1,2}}\.? ?)?(?:{WHEN}|\d{{1,2}}\.)(?: {_W}){{0,2}}?"
    rf" (?:bitte )?keine {_MAILS}(?: mehr)?|keine {_MAILS} (?:mehr )?bis {_DATE}",
    rf"(?:arretez|suspendez|mettez en pause|stoppez|cessez)(?: {_THE}{_MAILS})?(?: {_W}){{0,4}}?"
    rf" jusqu'(?:au |a |en |a la )?{_DATE}",
    rf"(?:pas|plus|aucun|aucune) (?:de )?{_MAILS} jusqu'(?:au |a |en |a la )?{_DATE}",
    rf"(?:dejen de (?:escribirme|escribirnos|escribir|enviarme|enviar|contactarme|contactar)|paren|detengan"
    rf"|pausen|suspendan)(?: {_THE}{_MAILS})?(?: {_W}){{0,4}}? hasta {_DATE}",
    rf"(?:ningun|ni un) {_MAILS} (?:mas )?hasta {_DATE}",
    rf"(?:sospendete|fermate|interrompete|mettete in pausa|smettete di scrivermi|smettete di scrivere)(?:"
    rf" {_THE}{_MAILS})?(?: {_W}){{0,4}}? fino (?:a|al|alla|all') ?{_DATE}",
    rf"(?:niente|nessuna|basta) {_MAILS} fino (?:a|al|alla|all') ?{_DATE}",
    rf"(?:stop|stopt|pauzeer|pauzeren)(?: {_THE}{_MAILS})?(?: {_W}){{0,4}}? tot {_DATE}",
    rf"geen {_MAILS} (?:meer )?tot {_DATE}",
    rf"(?:parem|suspendam|pausem|interrompam|deixem de (?:me )?(?:escrever|enviar|mandar))"
    rf"(?: {_THE}{_MAILS})?(?: {_W}){{0,4}}? ate {_DATE}",
    rf"(?:nenhum|nenhuma) {_MAILS} (?:mais )?ate {_DATE}",
)
