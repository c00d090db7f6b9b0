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
# the sender's own return ("Stop the mailings until I'm back from leave", "bis ich aus dem Urlaub zurück
# bin", "jusqu'à mon retour de congé", "hasta que vuelva", "fino al mio rientro", "tot ik terug ben", "até
# eu voltar"): a time as firm as a date
_RETURN = (
    r"(?:i'?m|i am|i get|i come|i'?ll be|we'?re|we are|we get) back\b|i return\b|(?:my|our) return\b"
    r"|(?:ich|wir) (?:[^\s.!?;,]+ ){0,4}?(?:zuruck|wieder da)\b|(?:meiner|unserer) ruckkehr\b"
    r"|(?:mon|notre) retour\b|ce que je (?:sois|revienne|rentre)\b"
    r"|que (?:yo )?(?:vuelva|regrese)\b|(?:mi|nuestro) (?:regreso|vuelta)\b"
    r"|(?:il )?mio (?:rientro|ritorno)\b"
    r"|(?:ik|we) (?:[^\s.!?;,]+ ){0,3}?terug (?:ben|zijn)\b|mijn terugkeer\b"
    r"|eu (?:voltar|regressar)\b|(?:o )?meu (?:regresso|retorno)\b|que eu (?:volte|regresse)\b"
)
# the time after "until": a day, a month or a season, the end or the middle of one, after an event, or the
# sender's return
_DATE = (
    rf"(?:(?:the|den|dem|zum|le|el|la|il|al|alla|de|o|a|a la|fin|fine|ende|mitte|anfang|eind|final|finales"
    rf"|mediados|meados) )?(?:\d{{1,2}}\b|{WHEN}|after\b|nach\b|apres\b|despues\b|dopo\b|depois\b|na\b|end"
    rf" of (?!time)\w+|mid-?\w+|early\b|late\b|next\b|{_RETURN})"
)
# Italian says the return with "finché": "niente email finché non torno dalle ferie"
_IT_UNTIL = (
    rf"(?:fino (?:a|al|alla|all') ?{_DATE}|finche (?:non )?(?:torno|rientro|ritorno|saro (?:di nuovo )?"
    r"(?:tornat[oa]|rientrat[oa]|in ufficio))\b)"
)
# "Leave me alone" until a date is our mail paused too (the fourteenth review of 2026-12-07: "Leave me alone
# till January", "Laissez-moi tranquille jusqu'à la rentrée", "Lasst mich bis März in Ruhe"), in every rule
# language; "until further notice" is no date and stays the removal (`unsubscribe.UNSUBSCRIBE`)
_LEFT_ALONE = (
    r"(?:leave (?:me|us) alone|(?:laissez|laisse)-(?:moi|nous) (?:tranquilles?|en paix)|(?:fichez|fiche"
    r"|foutez|fous)-(?:moi|nous) la paix|(?:lasst|lass|lassen sie) (?:mich|uns) (?:[^\s.!?;,]+ )?in ruhe"
    r"|(?:lasciatemi|lasciami"
    r"|lasciateci|lasciaci|mi lasci|mi lasciate|ci lasciate) in pace|(?:dejadme|dejame|dejeme|dejenme"
    r"|dejadnos|dejanos|dejennos|me dejen|me dejes|nos dejen) en paz|(?:deixem-me|deixa-me|deixe-me"
    r"|deixai-me|me deixa|me deixe|me deixem|nos deixem|deixem-nos) em paz|laat (?:me|mij|ons)"
    r"(?: (?!tot\b)[^\s.!?;,]+)? met rust)"
)
PAUSED_UNTIL = rx(
    rf"{_LEFT_ALONE}(?: {_W}){{0,2}}? (?:(?:until|till|til|bis|hasta|tot|ate) |jusqu'(?:au |a |en |a la )?)"
    rf"{_DATE}|{_LEFT_ALONE}(?: {_W}){{0,2}}? {_IT_UNTIL}",
    rf"(?:lasst|lass|lassen sie) (?:mich|uns) (?:bitte )?bis {_DATE}(?: {_W}){{0,3}}? in ruhe\b",
    rf"(?:stop|pause|hold off(?: on)?|suspend|halt)(?: {_THE}{_MAILS})?(?: {_W}){{0,4}}? (?:until|till|til)"
    rf" {_DATE}",
    rf"no (?:more )?{_MAILS}(?: {_W})?? (?:until|till|til) {_DATE}",
    rf"(?:stoppen|pausieren|unterbrechen|stellen) sie (?:bitte )?{_THE}(?:{_MAILS} )?(?:{_W} ){{0,4}}?bis"
    rf" {_DATE}",
    rf"bis (?:zum |ende |mitte |anfang )?(?:\d{{1,2}}\.? ?)?(?:{WHEN}|\d{{1,2}}\.)(?: {_W}){{0,2}}?"
    rf" (?:bitte )?keine {_MAILS}(?: mehr)?|keine {_MAILS} (?:mehr)?,? ?bis {_DATE}",
    r"(?:arretez|d'arreter|suspendez|de suspendre|mettez en pause|stoppez|cessez"
    rf"|de cesser)(?: {_THE}{_MAILS})?(?: {_W}){{0,4}}?"
    rf" jusqu'(?:au |a |en |a la )?{_DATE}",
    rf"(?:pas|plus|aucun|aucune) (?:de )?{_MAILS} jusqu'(?:au |a |en |a la )?{_DATE}",
    rf"(?:dejen de (?:escribirme|escribirnos|escribir|enviarme|enviar|contactarme|contactar)|paren|detengan"
    rf"|pausen|suspendan)(?: {_THE}{_MAILS})?(?: {_W}){{0,4}}? hasta {_DATE}",
    rf"(?:ningun|ni un) {_MAILS} (?:mas )?hasta {_DATE}",
    r"no (?:me |nos )?(?:envie|envien|mande|manden|escriba"
    rf"|escriban)(?: mas)?(?: {_MAILS})?(?: mas)? hasta {_DATE}",
    rf"(?:sospendete|fermate|interrompete|mettete in pausa|smettete di scrivermi|smettete di scrivere)(?:"
    rf" {_THE}{_MAILS})?(?: {_W}){{0,4}}? {_IT_UNTIL}",
    rf"(?:niente|nessuna|basta) {_MAILS} {_IT_UNTIL}",
    rf"non (?:mi|ci) (?:scrivete|scriva|mandate|mandi|inviate|invii|contattate|contatti)(?: piu)?(?: {_W})?"
    rf" {_IT_UNTIL}",
    rf"(?:stop|stopt|pauzeer|pauzeren)(?: {_THE}{_MAILS})?(?: {_W}){{0,4}}? tot {_DATE}",
    rf"geen {_MAILS} (?:meer )?tot {_DATE}",
    rf"(?:parem|suspendam|pausem|interrompam|deixem de (?:me )?(?:escrever|enviar|mandar))"
    rf"(?: {_THE}{_MAILS})?(?: {_W}){{0,4}}? ate {_DATE}",
    rf"(?:nenhum|nenhuma) {_MAILS} (?:mais )?ate {_DATE}",
)
