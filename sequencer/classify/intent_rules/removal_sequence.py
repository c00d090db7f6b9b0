"""A demand that our automated follow-ups stop: "merci d'arrêter vos relances automatiques", "stop the
automated emails", "stop these follow-ups" (heldout_t), in every rule language. Pure data on fold()ed text,
read by `intent._unsubscribe` like the other removal tables.

The mail is named as ours and automated or chasing: follow-ups, sequences, cadences, nudges, chasers, and
reminders or emails only when called automated ("stop the automated emails", "arrêtez vos relances", "dejen
de enviarme recordatorios", "smettete con i solleciti", "stop met die herinneringen/opvolgmails", "parem
com os follow-ups", "hören Sie mit den Nachfassmails auf"). Never a document ("stop sending the PDF"), a
payment reminder ("arrêtez les relances de paiement"), nor reminders of a meeting the sender booked ("stop
the reminders, I've already booked the demo" names no automation).
"""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_AUTO_EN = r"(?:automated|automatic|auto(?:-generated)?|canned|templated|mass|bulk|drip)"
_NOT_PAYMENT = (
    r"(?! (?:de|d'|di|del|for|about|on|van|voor|zu|fur|sobre|da|do) ?(?:paiement|factures?|pago|facturas?"
    r"|pagamento|fattur[ae]|betaling|facturen|zahlung|rechnung\w*|invoices?|payments?|the invoice))"
)
_EN_CHASE = r"(?:follow[- ]?ups?|sequences?|cadences?|nudges|chasers|drip(?: campaign)?|bumps)"
_EN_THESE = r"(?:the|these|those|your|this|all (?:the|these|your)|all this)"
_FR_CHASE = (
    r"(?:relances|sequences|rappels automatiques|(?:e-?mails|mails|messages|envois|courriels) automatiques)"
)
_ES_CHASE = (
    r"(?:recordatorios|seguimientos|secuencias|follow[- ]?ups|(?:correos|e-?mails|mails|mensajes|envios)"
    r" automaticos)"
)
_IT_CHASE = r"(?:solleciti|promemoria|follow[- ]?up|sequenze|(?:e-?mail|mail|messaggi|invii) automatic[ih]e?)"
_NL_CHASE = (
    r"(?:herinneringen|herinneringsmails|opvolgmails|opvolg-?e-?mails|follow[- ]?ups?|reminders"
    r"|automatische (?:e-?mails|mails|berichten))"
)
_PT_CHASE = r"(?:follow[- ]?ups?|lembretes|sequencias|cobrancas|(?:e-?mails|mensagens|envios) automatic[oa]s)"
_DE_CHASE = (
    r"(?:nachfass-?(?:e-?)?mails|nachfassaktionen|nachfassen|erinnerungen|erinnerungsmails|follow-?ups"
    r"|sequenzen|automatischen (?:e-?mails|mails|nachrichten))"
)

STOP_SEQUENCE = rx(
    # English
    rf"(?:stop|end|cancel|kill|quit|turn off|pause) {_EN_THESE} (?:\w+ )?{_EN_CHASE}{_NOT_PAYMENT}",
    rf"(?:stop|end|cancel|kill|quit|turn off) {_EN_THESE} {_AUTO_EN} (?:e-?mails|mails|messages|reminders"
    rf"|follow[- ]?ups|outreach){_NOT_PAYMENT}",
    rf"take (?:me|us) out of {_EN_THESE} (?:\w+ )?{_EN_CHASE}",
    # French ("merci d'arrêter vos relances", "cessez ces relances automatiques")
    rf"(?:d'|de )?(?:arreter|arretez|cesser|cessez|stopper|stoppez|suspendez) (?:vos|ces|tes|les|toutes ces"
    rf"|toutes vos) (?:\w+ )?{_FR_CHASE}{_NOT_PAYMENT}",
    # Spanish ("dejen de enviarme recordatorios", "paren con los seguimientos")
    rf"(?:dejen?|deja|dejad|deje|dejar) de (?:enviar|mandar)(?:me|nos)? (?:sus |los |estos |tantos )?"
    rf"{_ES_CHASE}{_NOT_PAYMENT}",
    rf"(?:paren|pare|parad|detengan|detenga|basta)(?: ya)? (?:con |de )?(?:sus |los |estos |tantos |las |esas"
    rf" |estas )?{_ES_CHASE}{_NOT_PAYMENT}",
    # Italian ("smettete con i solleciti", "basta con questi promemoria automatici")
    rf"(?:smettete|smettetela|smettila|smetti|basta|interrompete|fermate|sospendete)(?: con| di mandarmi"
    rf"| di inviarmi)? (?:i |le |questi |queste |i vostri |le vostre |tutti questi )?(?:\w+ )?{_IT_CHASE}"
    rf"{_NOT_PAYMENT}",
    # Dutch ("stop met die herinneringen", "stop deze opvolgmails")
    rf"(?:stop|stopt|stoppen|hou op|houd op|kap) (?:\S+ )?(?:met )?(?:die|deze|jullie|uw|de|al die|al deze)"
    rf" (?:\w+ )?{_NL_CHASE}{_NOT_PAYMENT}",
    # Portuguese ("parem com os follow-ups", "chega de lembretes")
    rf"(?:parem|pare|parar|chega|deixem|deixe)(?: de enviar| de mandar)?(?: com| de)? (?:os |as |esses |essas"
    rf" |estes |estas |seus |suas |tantos |tantas )?{_PT_CHASE}{_NOT_PAYMENT}",
    # German ("hören Sie mit den Nachfassmails auf", "stoppen Sie Ihre Erinnerungen")
    rf"(?:horen|hort|hor) (?:sie |bitte |doch |endlich )*(?:mit|auf mit) (?:den|diesen|ihren|euren|dem"
    rf"|diesem|ihrem) (?:\w+ )?{_DE_CHASE}(?: auf)?\b",
    rf"(?:stoppen|beenden|unterlassen|lassen) sie (?:bitte |doch |endlich )*(?:ihre|die|diese|ihre) (?:\w+ )?"
    rf"{_DE_CHASE}{_NOT_PAYMENT}",
)
