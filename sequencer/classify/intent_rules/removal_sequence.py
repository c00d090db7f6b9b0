"""A demand that our automated follow-ups stop: "merci d'arrêter vos relances automatiques", "stop the
automated emails", "stop these follow-ups" (heldout_t), in every rule language. Pure data on fold()ed text,
read by `removal.removal_request` like the other removal tables.

The mail is named as ours and automated or chasing: follow-ups, sequences, cadences, nudges, chasers, and
reminders or emails only when called automated ("stop the automated emails", "arrêtez vos relances", "dejen
de enviarme recordatorios", "smettete con i solleciti", "stop met die herinneringen/opvolgmails", "parem
com os follow-ups", "hören Sie mit den Nachfassmails auf"). Never a document ("stop sending the PDF"), a
payment reminder ("arrêtez les relances de paiement"), nor reminders of a meeting the sender booked ("stop
the reminders, I've already booked the demo" names no automation).
"""

from __future__ import annotations

import re

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
    rf"(?:stop|end|cancel|kill|quit|turn off) {_EN_THESE} (?:\w+ )?{_EN_CHASE}{_NOT_PAYMENT}",
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

# Reminders of an event the sender booked, or a stop with the booking named in the reply: "Stop the reminders
# for the webinar, I've registered", "Hören Sie mit den Erinnerungen an das Webinar auf", "smettete con i
# promemoria per il webinar", "parem com os lembretes do webinar", "Cancel the follow-ups, the call on Tuesday
# is confirmed": no removal (read by `removal_guards.other_things.spared`; a time limit after,
# `removal_forget.UNTIL_AFTER`, is none either: "stop the follow-ups until May"). "Pause" is never a stop for
# good.
_EVENT = (
    r"(?:webinars?|meetings?|demos?|calls?|termins?|events?|appointments?|sessions?|reunion|reuniao|riunione"
    r"|evento|afspraak|vergadering|chamada|seminars?|seminario|evenement|conferen\w+|trainings?|workshops?"
    r"|rendez-vous|rdv|besprechung|gesprach|veranstaltung|inschrijving|anmeldung)"
)
REMINDER_OF_EVENT = re.compile(
    r"^(?: (?:for|of|about|on|an|fur|zu|zum|zur|voor|van|over|del|de|della|dello|per|do|da|dos|das|pour|du"
    r"|sur|sobre|dei|degli)(?: (?:the|my|our|das|den|die|dem|de|het|el|la|il|lo|o|a|le|l'|mon|notre|unser\w*"
    r"|mijn|onze|mi|nuestro|mio|nostro|meu|nosso)| \w+){0,2}? {_EVENT}\b"
    r"|(?: \w+)? (?:webinar|demo) )".replace("{_EVENT}", _EVENT)
)
BOOKED = re.compile(
    # (a booking, never "I already confirmed I'm not interested" nor "already signed up with X")
    r"\b(?:already|al|schon|bereits|deja|ya|gia)(?: \S+){0,3}? (?:booked|registered|ingeschreven|aangemeld"
    r"|ingepland|angemeldet|gebucht|inscrit|inscrite|reserve|inscrito|inscrita|reservado|agendado|iscritt[oa]"
    r"|prenotat[oa]|registrad[oa]|registrat[oa])\b"
    rf"|\b{_EVENT}\b(?: \S+){{0,4}}? (?:is|are|ist|est|esta|e|staat) (?:\S+ )?(?:confirmed|booked|scheduled"
    r"|bestatigt|gebucht|confirme|confirmado|confermato|bevestigd|ingepland)\b"
)
