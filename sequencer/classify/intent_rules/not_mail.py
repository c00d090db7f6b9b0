"""What a reply may no longer want to receive that is not our mail: a document, a delivery or post
("nous ne souhaitons plus recevoir de factures papier", "não queremos receber mais faturas em papel",
"wir möchten keine Rechnungen mehr per Post"). A rule that reads "no longer receive" without naming
the mail puts `NOT_MAIL_NEXT` after its verb, so such a request about an invoice or a catalogue is no
removal. Pure data on fold()ed text, in every rule language."""

from __future__ import annotations

_THINGS = (
    # English
    r"invoices?|bills?|statements?|deliveries|shipments?|samples?|parcels?|packages?|goods|faxe?s?"
    r"|catalogues?|catalogs?|brochures?|paper|printed|hard[- ]?cop(?:y|ies)|letters? by post"
    # German
    r"|rechnungen|papierrechnungen|lieferungen|proben|muster|pakete|kataloge|prospekte|briefe|post"
    r"|papierform"
    # French
    r"|factures?|livraisons?|echantillons?|colis|catalogues?|prospectus|courriers? (?:papier|postal|postaux)"
    r"|papier|documents? papier|releves?"
    # Spanish
    r"|facturas?|entregas?|muestras?|paquetes?|catalogos?|folletos?|papel|cartas? (?:por correo postal"
    r"|en papel)|extractos?"
    # Italian
    r"|fatture|fattura|consegne|campioni|pacchi|cataloghi|catalogo|depliant|carta|cartace[ie]|estratti"
    # Dutch
    r"|facturen|factuur|leveringen|monsters|pakketten|catalogi|catalogus|folders|papieren|papier|post"
    # Portuguese
    r"|faturas?|facturas?|entregas?|amostras?|encomendas?|catalogos?|folhetos?|papel|boletos?|extratos?"
)
# Mail named beside the thing makes it a removal after all: "catálogos nem e-mails", "prospectus par
# mail", "folhetos por e-mail", "de fax ni de mails publicitaires".
_MAIL_TOO = (
    r"e-?mails?|mails?|courriels?|correos?|messages?|mensagens?|mensajes?|messaggi|berichten|nachrichten"
    r"|newsletters?|electroniques?"
)
_AND = r"(?:nem|ni|ou|or|nor|and|et|e|y|o|oder|und|of|en)"
_ARTICLE = r"(?:\S*?'|(?:de|des|les|vos|os|as|los|las|le|gli|die|de la) )?"
_JOINED = rf"(?:\s+\S+)?\s+(?:{_AND}|par|por|per|via|by)\s+{_ARTICLE}"
# Documents of an account (invoices, statements, quotes) stay documents when sent by mail: "Não me enviem mais
# faturas por email, só por correio", "Ne m'envoyez plus de devis papier" (review of 2026-12-06, eighth);
# only mail named beside them with "and", "or", "nor" makes the request a removal ("faturas nem e-mails")
_DOCUMENTS = (
    r"invoices?|bills?|statements?|quotes?|quotations?|rechnungen|papierrechnungen|angebote|factures?|devis"
    r"|releves?|facturas?|presupuestos?|extractos?|fatture|fattura|preventivi|estratti|facturen|factuur"
    r"|offertes|faturas?|orcamentos?|boletos?|extratos?"
)
_OR = rf"(?:\s+\S+)?\s+{_AND}\s+{_ARTICLE}"
# After the verb: up to two words ("de", "mais", "vos", "any more") and then the thing, unless mail is
# named with it ("catálogos nem e-mails", "folhetos por e-mail"; never "faturas em papel, apenas por
# e-mail", which asks for mail).
NOT_MAIL_NEXT = (
    rf"(?! (?:\S+ ){{0,2}}(?:d'|l')?(?:(?:{_DOCUMENTS})\b(?!{_OR}(?:{_MAIL_TOO})\b)"
    rf"|(?:{_THINGS})\b(?!{_JOINED}(?:{_MAIL_TOO})\b)))"
)
