"""A thing asked not to be sent, never the mail itself: "Stop sending me the PDF, send a link instead",
"please stop sending the attachments", "stop sending the printed catalogue", "arrêtez de m'envoyer le
PDF", "dejen de enviarme los adjuntos", "smettete di inviarmi il PDF", "parem de me enviar o anexo",
"σταματήστε να μου στέλνετε το PDF", "sluta skicka PDF:en"; a billing document ("stop sending invoices to
this address, they go to accounts@...", "parem de enviar as faturas para este endereço"). Pure data on
fold()ed text, read by `removal_guards.not_this_removal.not_this_removal` right after a removal phrase whose
verb is one of sending (`SENDING`).

The thing is a file or a format (a PDF, an attachment, a file, a zip, a "version", a printed or paper
copy), named right after the verb, an object pronoun and an article or a possessive between: "stop sending
me these emails", "arrêtez de m'envoyer vos mails" and "stop sending me your newsletter" name the mail and
stay requests, and so does a reply that asks the mail itself to stop anywhere else."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.billing_redirect import BILLING_WORDS
from sequencer.classify.text import fold

# The removal phrase's verb is one of sending ("stop sending", "don't send me", "dejen de enviarme").
SENDING = re.compile(
    fold(
        r"send|envoy|envia|mand|invia|stuur|schick|στελν|στειλ|skick|sende|wysył|przysył|присыл|отправл"
        r"|надсил|posíl|lähet|trimit|küld|gönder|slat|pošilj|siunč|sūt|saat"
    )
)
_ME = r"(?:(?:me|us|mir|uns|moi|nous|nos|mi|ci|mij|ons|μου|μας|mig|meg|oss|mnie|nam|мне|нам|mi|nám) )?"
_ARTICLE = (
    r"(?:(?:the|this|that|these|those|your|all the|any more|any|le|la|les|l'|vos|votre|ces|ce|des|el|los|las"
    r"|sus|su|estos|estas|il|lo|gli|i|le|l'|vostri|vostro|questi|questo|de|het|die|deze|dit|uw|jullie|o|a|os|as"
    r"|seus|suas|esse|esses|den|das|dem|diese|ihre|eure|το|τα|τον|την|τους|τις|αυτά|αυτό) ?)?"
)
# the thing: a file or a format, or a printed or paper copy of the mail
_THING = fold(
    r"(?:pdfs?|pdf:en|pdf-?(?:version|datei|bestand|anhang)\w*|attachments?|attached files?|files?|zips?"
    r"|zip files?"
    r"|(?:\w+ )?versions?|printed \w+|paper (?:\w+)|hard ?cop(?:y|ies)|print (?:copy|copies|edition|version)"
    r"|anh(?:a|ä)nge?|dateien?|gedruckte \w+|pi(?:è|e)ces? jointes?|fichiers?|version \w+|catalogue (?:papier"
    r"|imprim(?:é|e))|adjuntos?|archivos?|versi(?:ó|o)n \w+|cat(?:á|a)logo (?:impreso|en papel)|allegati?"
    r"|(?:il )?file|versione \w+|catalogo cartaceo|bijlagen?|bestanden|papieren \w+|anexos?|arquivos?"
    r"|vers(?:ã|a)o \w+|cat(?:á|a)logo impresso|συνημμένα|συνημμένο|αρχείο|αρχεία|έντυπο \w+|bilagor|bilagan"
    r"|filer|vedhæftede filer|vedlegg|załącznik\w*|pliki?|вложени\w+|файл\w*|přílohy?"
    # a billing document, going to the wrong address ("stop sending invoices to this address, they go to
    # accounts@...", "parem de enviar as faturas para este endereço"): billing, never our mail
    rf"|{BILLING_WORDS})"
)
# ... and the mail not named beside it ("stop sending me these PDFs and emails" asks all the same)
_AND_MAIL = (
    r"(?! (?:and|or|&|und|oder|et|ou|y|o|e|en|of) (?:\w+ )?(?:e-?mails|mails|messages|newsletters?|correos"
    r"|mensajes|messaggi|berichten|nachrichten|mensagens|courriels))"
)
SENT_THING = re.compile(rf"^ (?:{fold(_ME)})?{fold(_ARTICLE)}(?:{_THING})(?![\w-]){_AND_MAIL}")
# ... and the same at the opening of a reply ("Please stop sending the credit notes here, they go to ap@x",
# "Stop sending me the PDF, send a link"), read by `classifier._opening_removal` after its "please"
OPENING_THING = re.compile(r"^stop sending" + SENT_THING.pattern[1:])
