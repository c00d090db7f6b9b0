"""The sender's own mailing as the object of the removal verb: the sender dropping the newsletter the
sender sends, no removal from our mail. Pure data on fold()ed text, read by
`removal_guards.other_things.own_mailing_dropped` on the words right after the removal phrase (its object),
or right before it where the object comes first (German, Dutch):

- the mailing owned: "dar de baja nuestro boletín", "descadastrar a nossa newsletter", "unseren Newsletter
  abbestellen" (`OWN_OBJECT_AFTER`, `OWN_OBJECT_BEFORE`);
- the mailing then the sender sending it: "dar de baja la newsletter que les mandamos a los clientes",
  "cancel the newsletter we send to our members", "den Newsletter, den wir an unsere Kunden verschicken,
  abbestellen" (`SENT_OBJECT_AFTER`, `SENT_OBJECT_BEFORE`).

- the list in the phrase, then the sender's own mailing it belongs to, the sender acting ("vou retirar da
  lista da nossa newsletter todos os fornecedores", "I'll take off the list of our newsletter everyone we
  don't work with", "voy a sacar de la lista de nuestro boletín a los proveedores"; heldout_dz): the sender
  tidying the sender's own list (`LIST_ENDS`, `OWN_LIST_AFTER`, `I_BEFORE`).

Never the reader's mailing ("dar de baja su newsletter", "la newsletter que nos mandan": the reader sends
it, `WE_SEND` is the first person plural only), never "from/de" before the mailing ("darme de baja de la
newsletter": a removal from it), never an address or account of the mailing ("unsubscribe our newsletter
address from your list", `NOT_THE_MAILING`).
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.removal_topic import MAILING, OUR

# an address or account of the mailing, no mailing: "our newsletter address", "nuestra cuenta de newsletter"
NOT_THE_MAILING = re.compile(
    r"(?: \w+)? (?:account|address|inbox|adresse|direccion|cuenta|conta|indirizzo|adres|konto|postfach"
    r"|e-?mail|mail)\b"
)
# the first person plural sending: "we send", "les mandamos", "nous envoyons", "che mandiamo", "die we
# sturen", "den wir verschicken", "que a gente manda"; never a third person ("que nos mandan")
WE_SEND = (
    r"(?:we (?:\w+ )?(?:send|sent|put out|run)|(?:nosotros |nos )?(?:les |le |lhes )?(?:mandamos|enviamos)"
    r"|(?:nous|on) (?:leur |vous )?(?:envoyons|envoie|avons envoye)"
    r"|(?:noi )?(?:gli |vi )?(?:mandiamo|inviamo)"
    r"|(?:we|wij) (?:\w+ ){0,4}(?:sturen|versturen|verzenden)"
    r"|wir (?:\w+ ){0,4}(?:verschicken|versenden|schicken)"
    r"|a gente (?:\w+ )?(?:manda|envia))"
)
_ARTICLE = r"(?:the|la|el|le|les|il|lo|a|o|de|het|den|die|das|this|esa|ese|esta|este|essa|esse|questa)"
_RELATIVE = r"(?:that|which|que|qui|qu'|che|die|den|das|dat)"
OWN_OBJECT_AFTER = re.compile(
    rf" (?:(?:a|o|as|os|la|il|le|the) )?{OUR} (?:own |propi[oa] |propri[oa] )?(?:\w+ )?{MAILING}\b"
)
SENT_OBJECT_AFTER = re.compile(
    rf" {_ARTICLE} (?:\w+ )?{MAILING}(?: \w+)?,?(?: {_RELATIVE})? (?:\w+ )?{WE_SEND}\b"
)
# the list the phrase ends on is the sender's own mailing's: "retirar da lista da nossa newsletter", "off the
# list of our newsletter", "de la liste de notre newsletter", "dalla lista della nostra newsletter"
OWN_LIST_AFTER = re.compile(
    rf" (?:of|for|de|del|de la|da|do|das|dos|della|dello|dei|delle|van|voor) (?:(?:a|o|as|os|la|il|le|the|het"
    rf"|de) )?{OUR} (?:own |propri[oa] |propi[oa] )?(?:\w+ )?{MAILING}\b"
)
# ... the phrase ending on that list ("retirar da lista", "off the list")
LIST_ENDS = re.compile(r"\b(?:lists?|listas?|listes?|listen|lijst(?:en)?|database|base)$")
# the sender alone acting, the first person singular before the phrase ("vou", "voy a", "I'll", "je vais")
I_BEFORE = re.compile(r"\b(?:i|i'll|i'm|ich|je|j'|yo|voy|io|vado|ik|eu|vou|irei)\b")
# German and Dutch: the object before the verb, one word at most between ("unseren Newsletter jetzt
# abbestellen")
OWN_OBJECT_BEFORE = re.compile(rf"\b{OUR} (?:\w+ )?{MAILING}(?: \w+)? $")
SENT_OBJECT_BEFORE = re.compile(rf"\b{MAILING}, {_RELATIVE} (?:\w+ )?{WE_SEND}\b[^.!?;,]*, $")
# the sender named in the removal phrase itself ("darme de baja", "melden Sie mich ab"): the sender's removal
SELF_IN_PHRASE = re.compile(r"\b(?:me|mich|uns|us|moi|mi|mij|ons|nos|nous|ci)\b|\w(?:me|nos)\b")
# the sender's side as the subject before the phrase in its sentence: "we", "wir", "nous", "nosotros", "noi",
# "wij", "a gente", or a verb in the first person plural ("estamos por", "vamos", "vogliamo", "allons")
WE_BEFORE = re.compile(
    r"\b(?:we|we're|wir|nous|nosotros|nosotras|noi|wij|a gente)\b|\b\w+(?:amos|emos|imos|iamo|ons)\b"
)
