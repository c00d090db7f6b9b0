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

NAMESAKE_REACHED = rx(
    # German: "den falschen Thomas erwischt / angeschrieben"
    r"(?:den|die) falschen? \w+ (?:erwischt|angeschrieben|angemailt|kontaktiert|erreicht|angerufen)\b",
    # French: "vous vous êtes trompé de Pierre", "vous avez écrit au mauvais Pierre"
    r"(?:vous vous etes|tu t'es) trompee?s? de (?!(?:prix|date|fichier|document|piece|montant|lien|version"
    r"|produit|offre)\b)\w+|(?:avez|as) (?:ecrit a|contacte|joint) (?:au|le|la) (?:mauvais|mauvaise) \w+",
    # Spanish: "tiene al Carlos equivocado", "ha escrito al Carlos equivocado"
    r"(?:tiene|tienes|ha escrito a|has escrito a|ha contactado a|has contactado a) (?:al|la) \w+"
    r" equivocad[oa]\b",
    # Italian: "ha sbagliato Marco", "ha scritto al Marco sbagliato"
    r"(?:ha|hai|avete) sbagliato (?!(?:il|la|lo|le|gli|i|l'\w+|un|una|prezzo|data|file|allegato|documento"
    r"|completamente|tutto|qualcosa|di)\b)\w+(?=\s*[,.;!]|$)"
    r"|(?:ha|hai|avete) (?:scritto|contattato) (?:al|alla|il|la) \w+ sbagliat[oa]\b",
    # Dutch: "je hebt de verkeerde Pieter te pakken / gemaild / aangeschreven"
    r"(?:de|het) verkeerde \w+ (?:te pakken|gemaild|aangeschreven|benaderd|gebeld)\b",
    # Portuguese: "pegou / apanhou / contactou o João errado"
    r"(?:pegou|apanhou|contactou|contatou|escreveu (?:a|ao|para o|para a)) (?:o|a) \w+ errad[oa]\b",
)
