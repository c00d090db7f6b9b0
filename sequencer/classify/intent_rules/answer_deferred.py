"""Our offer named as the thing the sender will answer later ("Antes de contestar a su propuesta, me gustaría
saber ...", heldout_di), in every rule language: "before I answer your proposal", "bevor ich auf Ihr Angebot
antworte", "avant de répondre à votre proposition", "antes de responder a su propuesta", "prima di
rispondere alla sua proposta", "voordat ik op uw voorstel reageer", "antes de responder à sua proposta".
The noun (`interest.BARE_NOUN`: "propuesta", "Angebot", "proposition") is our mail there, no request for
one; read by `intent_interest.interest` on the words right before the noun.

Only "before" with the verb of answering and the reader's possessive: "send me a proposal before Friday"
and "before the meeting, send the proposal" stay interest. Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

BEFORE_ANSWERING = rx(
    r"before (?:i |we )?(?:answer|answering|reply(?:ing)? to|respond(?:ing)? to|get(?:ting)? back to you on)"
    r" (?:your|the) (?:\w+ ){0,2}$",
    r"bevor (?:ich|wir) (?:auf |zu )?(?:ihr|ihre|ihren|dein|deine|deinen|euer|eure)n? (?:\w+ ){0,2}$",
    r"avant de (?:repondre|donner suite|revenir vers vous) (?:a|sur) (?:votre|ta|vos|tes) (?:\w+ ){0,2}$",
    r"antes de (?:contestar|responder|responderle|contestarle) (?:a )?(?:su|tu|vuestra|sus|tus)"
    r" (?:\w+ ){0,2}$",
    r"prima di (?:rispondere|risponderle|dare seguito) (?:alla|al|alle|ai) (?:sua|vostra|tua|suo|vostro"
    r"|tuo|sue|vostre) (?:\w+ ){0,2}$",
    r"(?:voordat|voor) (?:ik|we|wij) (?:op|in op) (?:uw|jullie|je|jouw) (?:\w+ ){0,2}$",
    r"antes de (?:responder|lhe responder|dar resposta) (?:a|à) (?:sua|vossa|tua) (?:\w+ ){0,2}$",
)
