"""A removal word quoted as a word other people send ("your footer says people can just reply
"unsubscribe"", "bei uns antworten die Leute einfach mit „Abmelden“", "les gens répondent « STOP »"): a
mention of how unsubscribe replies work, never the sender's own request. Pure data on fold()ed text,
read by `intent._mentioned`.

The sentence holds a word in quotation marks a few words after a verb of replying or typing, names other
people and never the sender (`FIRST_PERSON`); every removal phrase in it is part of the description
("... reply "unsubscribe" and you'll stop writing"). 'I replied "unsubscribe" twice' stays a request, and
so does a removal phrase in any other sentence of the reply."""

from __future__ import annotations

import re

_OPEN = r"[\"'“”„«‚‘] ?"
# a verb of replying, typing or writing, a few words ("with", "the word", "die Leute einfach mit") and a
# short word or two in quotation marks
MENTION = re.compile(
    r"\b(?:reply|replies|replying|replied|respond|responds|answer|answers|type|types|typing|write|writes"
    r"|send|sends|text|texts|antworten|antwortet|antworte|schreiben|schreibt|tippen|tippt|senden|repondre"
    r"|repondent|repond|ecrire|ecrivent|ecrit|tapent|taper|envoyer|envoient|responder|responden|responde"
    r"|escribir|escriben|escribe|enviar|envian|rispondere|rispondono|risponde|scrivere|scrivono|scrive"
    r"|inviare|inviano|antwoorden|antwoordt|beantwoorden|typen|typt|sturen|stuurt|schrijven|schrijft"
    r"|respondem|escrever|escrevem|escreve|mandar|mandam|manda)"
    r"(?: \S+){0,4}? " + _OPEN + r"[\w-]+(?: [\w-]+)? ?[\"'“”«»‘’]"
)
# the other people the sentence is about
MENTION_OTHERS = re.compile(
    r"\b(?:people|anyone|everyone|everybody|recipients?|readers?|members?|subscribers?|contacts|customers?"
    r"|users?|they|leute|jeder|empfanger|leser|mitglieder|abonnenten|kunden|gens|destinataires|lecteurs"
    r"|membres|abonnes|clients|gente|destinatarios|lectores|miembros|socios|suscriptores|clientes"
    r"|persone|destinatari|lettori|membri|iscritti|clienti|mensen|iedereen|ontvangers|lezers|leden"
    r"|abonnees|klanten|pessoas|destinatarios|leitores|membros|assinantes)\b"
)
