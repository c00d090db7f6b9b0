"""The sender's contract with their current vendor running out at a time, said beside a request of their
own made now (heldout_bn: "We're on Outreachly and our contract ends March 31. Can you send pricing for ~40
seats ...?", "we're fed up with Outreachly's support and our contract ends Feb 28. Can we do a call
Tuesday?", "Nous sommes chez SalesLoom jusqu'en avril ... Pouvez-vous m'envoyer votre grille tarifaire ?"):
the date is the incumbent's, the ask wins over it, in every rule language ("unser Vertrag mit X läuft im
März aus", "nuestro contrato con X vence en marzo", "il nostro contratto con X scade a marzo", "ons contract
met X loopt in maart af", "o nosso contrato com X termina em março"). Read in
`intent_later.later_beside_meeting`: the clause of the contract's end is left out of the later when the
writer asks for something now. Pure data on fold()ed text.

Never with nothing asked ("our contract ends in March, come back to us then" stays a later), nor with the ask
itself put off to the date (`ASK_DEFERRED`: "our contract ends in March, can we talk then?", "send me pricing
closer to the date")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_VENDOR = r"(?:[\w.&'-]+ ){0,2}?"
CONTRACT_ENDS = rx(
    # English
    rf"(?:contract|agreement|subscription|licen[cs]e|term|renewal)(?: (?:with|at) {_VENDOR})? ?"
    r"(?:is |comes )?"
    r"(?:ends?|ending|runs? (?:out|until|till|through)|expires?|expiring|is up|comes up|up for renewal|due"
    r" (?:for renewal|in|on|at))\b",
    r"(?:we're|we are|we've been|we have been|currently) (?:on|with|using|locked in with|tied to"
    rf"|under contract with) {_VENDOR}(?:until|till|through|to the end of)\b",
    r"(?:locked|tied) (?:in|into)(?: \S+){0,4}? (?:until|till|through)\b"
    r"|under contract (?:with \S+ )?(?:until|till|through)\b",
    # German
    rf"vertrag (?:mit {_VENDOR})?(?:lauft|endet|geht)(?: \S+){{0,4}}? (?:aus|ab|zu ende)\b",
    rf"vertrag (?:mit {_VENDOR})?(?:lauft|endet|geht) (?:noch )?(?:bis|im|zum|am|ende)\b",
    rf"(?:wir sind|sind wir) (?:noch )?(?:bis (?:\S+ ){{1,3}})?(?:bei|an) {_VENDOR}gebunden",
    # French
    rf"(?:nous sommes|on est|nous restons|on reste) (?:encore )?(?:chez|avec|sous contrat avec|engages avec"
    rf"|lies a) {_VENDOR}jusqu'(?:en|au|a)\b",
    rf"contrat (?:avec {_VENDOR})?(?:se termine|prend fin|expire|arrive a (?:echeance|terme)|court jusqu'"
    r"|s'acheve)",
    # Spanish
    rf"contrato (?:con {_VENDOR})?(?:vence|termina|finaliza|acaba|expira|caduca)\b",
    rf"(?:estamos|seguimos) (?:con|atados a|vinculados a) {_VENDOR}hasta\b",
    # Italian
    rf"contratto (?:con {_VENDOR})?(?:scade|termina|finisce|e in scadenza)\b",
    rf"(?:siamo|restiamo) (?:con|legati a|vincolati (?:a|con)) {_VENDOR}fino a\b",
    # Dutch
    rf"contract (?:met {_VENDOR})?(?:loopt(?: \S+){{0,3}}? af|eindigt|verloopt|loopt (?:nog )?tot)\b",
    rf"(?:we zitten|zitten we) (?:nog )?(?:tot (?:\S+ ){{1,3}})?(?:bij|vast aan) {_VENDOR}(?:tot|vast)\b",
    # Portuguese
    rf"contrato (?:com {_VENDOR})?(?:termina|vence|acaba|expira|finda)\b",
    rf"(?:estamos|continuamos|ficamos) (?:com|presos a|vinculados a) {_VENDOR}ate\b",
)

# The ask itself put off to the contract's end: "can we talk then?", "send pricing closer to the date"
ASK_DEFERRED = rx(
    r"then|at that point|closer to (?:the|that) (?:date|time|renewal)|nearer the time|before (?:it|that)"
    r" (?:ends|runs out)",
    r"dann|zu diesem zeitpunkt|kurz davor|a ce moment-la|a ce moment la|d'ici la|entonces|en ese momento"
    r"|allora|a quel punto|in dat geval|op dat moment|tegen die tijd|entao|nessa altura|nessa epoca",
)
