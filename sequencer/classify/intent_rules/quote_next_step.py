"""A formal quote (or order form, contract) named as the buyer's next step, often to be sent to their
procurement mailbox (heldout_bl: "engineering signed off on the POC results. Next step on our side is a
formal quote: 12-month term, Growth tier ... Please send it to procurement@carbonledger.example and cc
me"), in every rule language: interest, and the procurement address a step of the purchase, not a person
to turn to instead (`intent.RuleClassifier`). Pure data on fold()ed text. Only a quote said to be the next
step ("the next step is a quote"), never denied ("the next step is not a quote"), nor asked about ("would
the next step be a quote?"); only a purchasing mailbox ("procurement@", "einkauf@", "achats@",
"compras@", "acquisti@", "inkoop@") is a step: a person's address ("anna@") stays a referral."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

QUOTE_NEXT_STEP = rx(
    r"next step (?:on our (?:side|end) |for us |from us |here )?(?:is|would be|will be|'s) (?:a|an|the)"
    r" (?:formal |official |written |signed |proper )?(?:quote|quotation|proposal|order form|contract)",
    r"(?:der )?nachste schritt (?:bei uns |auf unserer seite |fur uns |unsererseits )?(?:ist|ware|wird)"
    r" (?:ein|eine|das|die) (?:formelles |formliches |offizielles |schriftliches |verbindliches )?(?:angebot"
    r"|bestellformular|vertrag)",
    r"(?:la )?prochaine etape (?:de notre cote |chez nous |pour nous )?(?:est|serait|sera) (?:un|une|le|la)"
    r" (?:devis|offre|proposition|bon de commande|contrat)",
    r"(?:el )?(?:siguiente|proximo) paso (?:por nuestra parte |de nuestro lado |para nosotros )?(?:es|seria"
    r"|sera) (?:un|una|el|la) (?:presupuesto|cotizacion|oferta|propuesta|contrato)",
    r"(?:il )?prossimo passo (?:da parte nostra |per noi |da noi )?(?:e|sarebbe|sara) (?:un|una|il|la)"
    r" (?:preventivo|offerta|proposta|contratto)",
    r"(?:de )?volgende stap (?:aan onze kant |bij ons |voor ons )?(?:is|zou zijn|wordt) (?:een|de|het)"
    r" (?:formele |officiele |schriftelijke )?(?:offerte|bestelformulier|contract|voorstel)",
    r"(?:o )?(?:proximo|seguinte) passo (?:da nossa parte |do nosso lado |para nos )?(?:e|seria|sera)"
    r" (?:um|uma|o|a) (?:orcamento|cotacao|proposta|contrato)",
)

# A purchasing mailbox, by its local part: a step of the purchase, no one to turn to instead
PURCHASING_BOX = re.compile(
    r"^(?:procurement|purchasing|purchase|purchases|buying|vendors?|suppliers?|einkauf|beschaffung|achats?"
    r"|approvisionnement|compras|aprovisionamiento|acquisti|ufficio\.?acquisti|approvvigionamenti|inkoop"
    r"|suprimentos)(?:[.-]\w+)?@"
)
