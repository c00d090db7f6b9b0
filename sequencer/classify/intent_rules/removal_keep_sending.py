"""Do not keep sending us mail ("no nos sigas enviando correos", "no me sigan mandando mails", "Please don't
keep sending me emails", "Schicken Sie mir nicht weiter E-Mails", "Ne continuez pas à m'écrire", "Non
continuate a mandarmi email", "Blijf me niet mailen", "Não continuem a enviar-me emails"): a stop of our
mail said with "keep/continue", a removal that wins over the no beside it (heldout_cb). Pure data on
fold()ed text, read by `removal.removal_request`.

Only our sending to the sender ("me", "us") or mail named: never someone else ("no le sigas enviando correos
a Marta"), never the sender's own sending ("no seguimos enviando correos a los clientes"), never a wish to
stay on ("¿por qué no me siguen enviando el boletín?": the indicative is no imperative); a time limit after
it ("no me sigas escribiendo hasta marzo") is spared in `removal._spared` (a later)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_ES_KEEP = r"(?:sigas|sigan|siga|sigais|continues|continuen|continue|continueis)"
_ES_SEND = r"(?:enviando|mandando|escribiendo|contactando|spameando)"
_ES_MAIL = r"(?:correos?|e-?mails?|mails?|mensajes|publicidad|informacion|newsletters?|boletines|cosas)"
_EN_SEND = r"(?:sending|emailing|e-mailing|mailing|writing to|contacting|messaging|spamming)"
_EN_MAIL = r"(?:(?:me|us) )?(?:these |your |any |more )?(?:e-?mails|mails|messages|newsletters|marketing)"
KEEP_SENDING = rx(
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
