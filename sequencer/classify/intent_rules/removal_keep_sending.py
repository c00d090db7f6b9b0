"""Do not keep sending us mail ("no nos sigas enviando correos", "no me sigan mandando mails", "Please don't
keep sending me emails", "Schicken Sie mir nicht weiter E-Mails", "Ne continuez pas à m'écrire", "Non
continuate a mandarmi email", "Blijf me niet mailen", "Não continuem a enviar-me emails"): a stop of our
mail said with "keep/continue", a removal that wins over the no beside it (heldout_cb). Pure data on
fold()ed text, read by `removal.removal_request`.

Only our sending to the sender ("me", "us") or mail named: never someone else ("no le sigas enviando correos
a Marta"), never the sender's own sending ("no seguimos enviando correos a los clientes"), never a wish to
stay on ("¿por qué no me siguen enviando el boletín?": the indicative is no imperative); a time limit after
it ("no me sigas escribiendo hasta marzo") is spared in `removal_guards.other_things.spared` (a later)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_ES_KEEP = r"(?:sigas|sigan|siga|sigais|continues|continuen|continue|continueis)"
_ES_SEND = r"(?:enviando|mandando|escribiendo|contactando|spameando)"
_ES_MAIL = r"(?:correos?|e-?mails?|mails?|mensajes|publicidad|informacion|newsletters?|boletines|cosas)"
_EN_SEND = r"(?:sending|emailing|e-mailing|mailing|writing to|contacting|messaging|spamming)"
_EN_MAIL = r"(?:(?:me|us) )?(?:these |your |any |more )?(?:e-?mails|mails|messages|newsletters|marketing)"
# ... never a matter of the sender's own business named after it, the mail to go elsewhere (review of
# 2026-12-06, seventh: "Don't keep writing to me about the invoice, write to accounting", "No me sigan
# escribiendo sobre la factura", "Blijf me niet mailen over de factuur", "Schreiben Sie mir nicht weiter wegen
# der Rechnung"); "about this" and "about your product" stay removals
_ABOUT = (
    r"(?:about|regarding|re|concerning|over|on|sobre|por|acerca d[aoe]|wegen|uber|bezuglich|zu|au sujet de"
    r"|concernant|pour|a propos de|per|su|riguardo a?|circa|m\.b\.t\.|betreffende|a respeito de)"
)
_OWN_MATTER = (
    r"(?:invoices?|bills?|payments?|orders?|deliver(?:y|ies)|shipments?|contracts?|quotes?|tickets?|claims?"
    r"|accounts?|bookings?|reservations?|reminders?|factura|facturas|pedidos?|pagos?|entregas?|envios?"
    r"|contratos?|presupuestos?|reclamaci\w+|cuentas?|reservas?|rechnung\w*|bestellung\w*|zahlung\w*"
    r"|lieferung\w*|vertrag\w*|angebot\w*|mahnung\w*|buchung\w*|factures?|commandes?|paiements?"
    r"|livraisons?|contrats?|devis|reclamations?|fattur\w+|ordin[ei]|pagament[oi]|consegn[ae]|contratt[oi]"
    r"|preventiv[oi]|reclam[oi]|prenotazion[ei]|factu(?:u?r|ren)\w*|bestelling\w*|betaling\w*|levering\w*"
    r"|contract\w*|offertes?|klacht\w*|boeking\w*|herinnering\w*|faturas?|pagamentos?|orcamentos?"
    r"|reclamac\w+)"
)
# the matter with an article or the sender's own possessive, never ours ("wegen Ihres Angebots", "about your
# quote": our offer, a removal)
_THE_OWN = (
    r"(?:the|my|our|la|el|las|los|mi|mis|nuestra|nuestro|nuestras|nuestros|der|die|das|den|dem|meine[rnm]?"
    r"|unsere[rnm]?|le|les|ma|mon|mes|notre|nos|il|lo|i|gli|mia|mio|miei|mie|nostra|nostro|nostri|nostre"
    r"|de|het|mijn|onze|a|o|as|os|minha|meu|minhas|meus|nossa|nosso)"
)
_NOT_OWN_MATTER = (
    rf"(?![^\s.!?;,]*(?: [^\s.!?;,]+){{0,2}}? {_ABOUT} (?:{_THE_OWN} |l')(?:[^\s.!?;,]+ )?{_OWN_MATTER}\b)"
)
_KEEP_SENDING = (
    # "no nos sigas enviando correos", "no me sigan escribiendo", "no me sigás mandando cosas"
    rf"no (?:me|nos) {_ES_KEEP} {_ES_SEND}",
    # "no sigas enviándome correos", "no sigan mandando mails"
    rf"no {_ES_KEEP} (?:enviandome|enviandonos|mandandome|mandandonos|escribiendome|escribiendonos"
    rf"|contactandome|contactandonos|{_ES_SEND} {_ES_MAIL})",
    # "please don't keep sending me emails", "do not continue to email us"
    rf"(?:don't|dont|do not|please don't|never) (?:keep(?: on)?|continue) {_EN_SEND} (?:me|us)\b(?! the\b)",
    r"(?:don't|dont|do not) continue to (?:send|e-?mail|mail|write to|contact|message) (?:me|us)\b"
    r"(?! the\b)",
    rf"(?:don't|dont|do not) (?:keep(?: on)?|continue) sending {_EN_MAIL}",
    # "schicken Sie mir nicht weiter E-Mails", "senden Sie uns nicht weiterhin Mails"
    r"(?:schicken|senden|schreiben|mailen|kontaktieren) sie (?:mir|uns|mich) (?:bitte )?nicht"
    r" (?:mehr )?weiter(?:hin)?|(?:schick|sende|schreib|mail) (?:mir|uns) (?:bitte )?nicht (?:mehr )?"
    r"weiter(?:hin)?",
    # "ne continuez pas à m'écrire", "merci de ne pas continuer à nous envoyer des mails"
    r"(?:ne (?:continuez|continue) pas|ne pas continuer) (?:a|de) (?:m'|me |nous )?(?:envoyer|ecrire"
    r"|contacter|relancer|solliciter|spammer|mailer)",
    # "non continuate a mandarmi email", "non continuare a scriverci"
    r"non (?:continuate|continui|continuare|continuino|continuate piu) a (?:mandarmi|inviarmi|scrivermi"
    r"|contattarmi|mandarci|inviarci|scriverci|contattarci|mandare|inviare)"
    # never a document named ("non continuate a mandarmi il preventivo in PDF")
    r"(?! (?:il|lo|la|i|gli|le) (?:\w+ )?(?:pdf|preventiv|offert|fattur|document|allegat|listin|catalog"
    r"|link))",
    # "blijf me niet mailen", "blijft u ons niet benaderen"
    r"(?:blijf|blijft u|blijven jullie) (?:me|mij|ons) (?:alsjeblieft |aub |a\.u\.b\. |toch )?niet"
    r" (?:\w+ )?(?:mailen|e-?mailen|schrijven|benaderen|contacteren|lastigvallen|spammen)",
    # "não continuem a enviar-me emails", "não continue me mandando e-mails", "não fiquem me mandando email"
    r"nao (?:continuem|continue|continuar) (?:a )?(?:me |nos )?(?:enviar|mandar|escrever|contactar|contatar)"
    r"(?:-me|-nos|me|nos)?\b|nao (?:continuem|continue|fiquem|fique) (?:me |nos )?(?:enviando|mandando"
    r"|escrevendo|contatando|contactando)",
)
KEEP_SENDING = rx(*(rf"(?:{part}){_NOT_OWN_MATTER}" for part in _KEEP_SENDING))
