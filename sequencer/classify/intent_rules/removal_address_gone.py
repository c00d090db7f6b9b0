"""An address out of use, then "please remove it" ("This address is no longer in use. Please remove it.",
"Cette adresse n'est plus utilisée, merci de la supprimer", "Dit adres wordt niet meer gebruikt, verwijder
het"), in every rule language: a removal request for the address we write to, the object only a pronoun.
Pure data on fold()ed text, read by `removal.removal_request` with the same negation checks.

Both halves are needed, the second within a sentence or two of the first: "this address is no longer in
use, write to jan@x instead" names no removal, and "please remove it" alone has nothing to point to."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_GONE = {
    "en": r"(?:this|the|my|that) (?:e-?mail )?(?:address|mailbox|inbox|account) (?:is|has been|will be)"
    r" (?:no longer|not) (?:in use|used|monitored|active|valid|checked|read|maintained)"
    r"|(?:this|the|my|that) (?:e-?mail )?(?:address|mailbox|inbox) (?:is|has been|will be)"
    r" (?:closed|deactivated|discontinued|shut down)",
    "de": r"(?:diese|die|meine) (?:e-?mail-?)?(?:adresse|postfach) (?:wird|ist) (?:nicht mehr|nicht langer)"
    r" (?:genutzt|benutzt|aktiv|gultig|betreut|gelesen|abgerufen|in gebrauch|in benutzung)"
    r"|(?:diese|die|meine) (?:e-?mail-?)?(?:adresse|postfach) (?:wird|ist) (?:deaktiviert|geschlossen"
    r"|aufgelost|stillgelegt)",
    "fr": r"cette (?:adresse|boite)(?: e-?mail| mail| courriel| aux lettres)? n'est plus (?:utilisee|active"
    r"|valide|consultee|lue|relevee)|cette (?:adresse|boite)(?: e-?mail| mail| courriel)? (?:est|sera)"
    r" (?:desactivee|fermee)",
    "es": r"esta (?:direccion|cuenta|casilla)(?: de correo)? ya no (?:se usa|se utiliza|esta activa|es valida"
    r"|se consulta|se revisa|se lee)|esta (?:direccion|cuenta|casilla)(?: de correo)? (?:esta|sera|fue)"
    r" (?:desactivada|cerrada|dada de baja)",
    "it": r"questo (?:indirizzo|account|casella)(?: e-?mail| di posta)? non (?:e|viene) piu"
    r" (?:utilizzato|usato|attivo|valido|consultato|letto)"
    r"|questo (?:indirizzo|account)(?: e-?mail)? (?:e|sara|e stato) (?:disattivato|chiuso|dismesso)",
    "nl": r"dit (?:e-?mail)?(?:adres|account) (?:wordt|is) niet meer (?:gebruikt|in gebruik|actief|geldig"
    r"|gelezen|bekeken)|dit (?:e-?mail)?(?:adres|account) (?:wordt|is) (?:opgeheven|gedeactiveerd|gesloten)",
    "pt": r"este (?:endereco|e-?mail|conta)(?: de e-?mail)? (?:ja nao|nao) (?:e |esta )?(?:mais )?(?:usado"
    r"|utilizado|ativo|valido|monitorado|lido|consultado)"
    r"|este (?:endereco|e-?mail)(?: de e-?mail)? (?:foi|sera) (?:desativado|encerrado)",
}
# "please remove it", the address as a pronoun (or "this address" again), from a list or not
_REMOVE_IT = {
    "en": r"(?:remove|delete|drop|erase) (?:it|this address|the address|this one)\b",
    "de": r"(?:entfernen|loschen|streichen) sie (?:sie|diese|die adresse)\b"
    r"|(?:sie|diese|die adresse) (?:bitte )?(?:aus \w+ \w+ )?(?:zu )?(?:entfernen|loschen|streichen)\b",
    "fr": r"(?:la supprimer|la retirer|l'effacer|supprimez[- ]la|retirez[- ]la|effacez[- ]la"
    r"|enlevez[- ]la)\b",
    "es": r"(?:eliminenla|eliminela|borrenla|borrela|quitenla|quitela|eliminarla|borrarla|quitarla"
    r"|denla de baja|darla de baja)\b",
    "it": r"(?:rimuovetelo|rimuovetela|cancellatelo|cancellatela|eliminatelo|eliminatela|toglietelo"
    r"|rimuoverlo|rimuoverla|cancellarlo|cancellarla|eliminarlo|eliminarla)\b",
    "nl": r"(?:verwijder|verwijdert u|verwijderen) (?:het|dit adres|deze|dat)\b"
    r"|(?:het|dit adres|deze) (?:te )?verwijderen\b",
    "pt": r"(?:remova[- ]o|removam[- ]no|apague[- ]o|apaguem[- ]no|exclua[- ]o|excluam[- ]no|retire[- ]o"
    r"|retirem[- ]no|remove[- ]lo|apaga[- ]lo|exclui[- ]lo)\b",
}
# what may stand between the two halves: a sentence or two, no new paragraph
_BETWEEN = r"[^\n]{0,90}?"

ADDRESS_GONE = rx(*(rf"(?:{_GONE[lang]}){_BETWEEN}(?:{_REMOVE_IT[lang]})" for lang in _GONE))
