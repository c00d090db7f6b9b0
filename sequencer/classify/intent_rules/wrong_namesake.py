"""The mail reached someone else of the same name (heldout_ch: "je hebt de verkeerde Jeroen te pakken"), in
every rule language: "you've got the wrong Mark" (`wrong_person.WRONG_PERSON` reads it in English), "Sie
haben den falschen Thomas erwischt", "vous vous êtes trompé de Pierre", "tiene al Carlos equivocado", "ha
sbagliato Marco", "je hebt de verkeerde Pieter te pakken", "u heeft de verkeerde Pieter gemaild", "pegou o
João errado". Read by
`intent_wrong_person.wrong_person` beside `wrong_person.WRONG_PERSON`: a wrong person.

Never a wrong thing sent or done ("je hebt de verkeerde versie gestuurd", "Sie haben die falsche Datei
geschickt", "ha sbagliato il prezzo": a thing, no person reached). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# the name slot is never a thing got wrong ("la fecha equivocada", "trompé de jour", "de verkeerde factuur",
# "o arquivo errado", review of 2026-12-06, thirteenth)
_THING = (
    r"(?!(?:fecha|date|datum|data|dia|jour|day|tag|giorno|dag|mois|mese|month|monat|maand|mes|semana|week|woche"
    r"|settimana|semaine|ano|jaar|jahr|anno|annee|year|hora|heure|uur|ora|stunde|hour|time|tijd|zeit|factuur"
    r"|factura|facture|fattura|fatura|invoice|rechnung|arquivo|archivo|file|fichier|bestand|datei|document"
    r"|documento|dokument|link|lien|enlace|version|versie|versao|versione|offerte|offer|angebot|oferta|offerta"
    r"|prix|price|preco|precio|prezzo|preis|prijs|adres|address|adresse|endereco|direccion|indirizzo|nummer"
    r"|numero|number|bijlage|anexo|allegato|anhang|pdf|bedrag|montant|importe|importo|valor|betrag|amount)\b)"
)
# the name in full: a surname after the first name, with its particles ("de verkeerde Kees van der Meer te
# pakken", "den falschen Stefan Weber erwischt", "al Luis García equivocado", heldout_co's round)
_NAME = (
    rf"{_THING}\w+(?: (?:(?:van|de|der|den|ter|ten|von|zu|da|di|dos|das|del|du|le|la) ){{0,2}}"
    r"(?!(?:te|gemaild|aangeschreven|benaderd|gebeld|erwischt|angeschrieben|angemailt|kontaktiert|erreicht"
    r"|angerufen|equivocad[oa]|errad[oa])\b)\w+)?"
)
NAMESAKE_REACHED = rx(
    # German: "den falschen Thomas erwischt / angeschrieben"
    rf"(?:den|die) falschen? {_NAME} (?:erwischt|angeschrieben|angemailt|kontaktiert|erreicht"
    r"|angerufen)\b",
    # French: "vous vous êtes trompé de Pierre", "vous avez écrit au mauvais Pierre"
    rf"(?:vous vous etes|tu t'es) trompee?s? de {_THING}(?!(?:prix|date|fichier|document|piece|montant|lien"
    r"|version|produit|offre)\b)\w+|(?:avez|as) (?:ecrit a|contacte|joint) (?:au|le|la) (?:mauvais"
    r"|mauvaise) \w+",
    # Spanish: "tiene al Carlos equivocado", "ha escrito al Carlos equivocado"
    rf"(?:tiene|tienes|ha escrito a|has escrito a|ha contactado a|has contactado a) (?:al|la) {_NAME}"
    r" equivocad[oa]\b",
    # Italian: "ha sbagliato Marco", "ha scritto al Marco sbagliato"
    rf"(?:ha|hai|avete) sbagliato {_THING}(?!(?:il|la|lo|le|gli|i|l'\w+|un|una|prezzo|data|file|allegato"
    r"|documento|completamente|tutto|qualcosa|di)\b)\w+(?=\s*[,.;!]|$)"
    r"|(?:ha|hai|avete) (?:scritto|contattato) (?:al|alla|il|la) \w+ sbagliat[oa]\b",
    # Dutch: "je hebt de verkeerde Pieter te pakken / gemaild / aangeschreven"
    rf"(?:de|het) verkeerde {_NAME} (?:te pakken|gemaild|aangeschreven|benaderd|gebeld)\b",
    # Portuguese: "pegou / apanhou / contactou o João errado"
    rf"(?:pegou|apanhou|contactou|contatou|escreveu (?:a|ao|para o|para a)) (?:o|a) {_NAME} errad[oa]\b",
)
