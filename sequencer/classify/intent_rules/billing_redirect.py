"""A billing document sent to the wrong address, never our mail and never someone to talk to instead: "Can you
stop sending invoices to this address? They need to go to accounts@x", "Rechnungen bitte an
buchhaltung@x", "merci d'envoyer les factures à compta@x", "las facturas a contabilidad@x", "le fatture
vanno inviate a amministrazione@x", "de facturen graag naar administratie@x", "as faturas devem ir para
financeiro@x". Pure data on fold()ed text: `BILLING` is the documents (`removal_thing` keeps "stop sending
invoices" from reading as a removal), `intent._billing_redirect` drops an address named within a sentence
of them as a referral when the reply asks them sent elsewhere than this address (`BILLING_STOPPED_HERE`,
heldout_bo); a colleague who handles the invoices stays a referral ("Supplier invoices go to our finance
manager, Ruth Adeyemi (ruth@x)")."""

from __future__ import annotations

import re

BILLING_WORDS = (
    r"invoices?|bills|billing statements?|statements of account|credit notes?|rechnungen|gutschriften"
    r"|factures?|avoirs|facturas?|fatture|facturen|faturas?|notas fiscais|boletos"
)
BILLING = re.compile(rf"\b(?:{BILLING_WORDS})\b")
# ... asked not to be sent here any more ("stop sending invoices to this address", "schicken Sie die
# Rechnungen nicht mehr an diese Adresse", "n'envoyez plus les factures à cette adresse", "dejen de enviar
# las facturas a esta dirección", "non inviate più le fatture a questo indirizzo", "stuur de facturen niet
# meer naar dit adres", "parem de enviar as faturas para este endereço"): the address named after it is
# where they go
BILLING_STOPPED_HERE = re.compile(
    rf"\b(?:{BILLING_WORDS})\b[^.!?]{{0,40}}?(?:\b(?:to|an|a|naar|para) (?:this|my|diese|meine|cette|ma|mon"
    r"|esta|mi|questo|il mio|dit|mijn|este|o meu|meu) (?:e-?mail )?(?:address|inbox|mailbox|adresse"
    r"|e-?mail-?adresse|adresse e-?mail|direccion|indirizzo|adres|e-?mailadres|endereco)\b"
    r"|\b(?:here|hierher|hier|ici|aqui|qui)\b)"
    # ... or a stop of sending them ("stop sending me the invoices", "arrêtez d'envoyer les factures")
    r"|(?:\b(?:stop|quit) sending (?:me |us )?(?:the |these |those |your |any )?(?:\w+ )?"
    r"|\b(?:d'envoyer|de enviar|di inviare|di mandare)(?:-?me|-?nous|me|nos|mi|ci)? (?:les |las |los |le |as"
    r" |os |vos |sus |vostre |suas )?)"
    rf"(?:{BILLING_WORDS})\b"
)
