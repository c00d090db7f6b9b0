"""A removal asked for the whole firm, in the first person plural: "Non scriveteci più", "No nos escriban
más", "Não nos escrevam mais", "Schreiben Sie uns nicht mehr", "Ne nous écrivez plus", "Dejen de escribirnos",
"Vi prego di cancellarci", "Cancellate il nostro indirizzo", "Verwijder ons uit uw bestand" (review of
2026-12-06, seventh: each read nothing where its "me" form is a removal). `for_me` says the plural object
(next to a verb of writing or removing) and the possessive of an address or of the data in the singular, and
the removal reading reads that text again when it read nothing in the reply as written
(`intent.RuleClassifier.classify`), so every removal table and its guards serve both. Nothing else changes:
"nous ne sommes pas intéressés" keeps its subject, "notre newsletter" and "bei uns" stay the sender's own,
and English needs none of it (its tables read "us" already). Pure data on fold()ed text."""

from __future__ import annotations

import re
from collections.abc import Callable

_FR_VERBS = (
    r"(?:ecrire|ecrivez|contacter|contactez|envoyer|envoyez|solliciter|sollicitez|relancer|relancez"
    r"|retirer|retirez|desinscrire|desinscrivez|supprimer|supprimez|rayer|rayez|enlever|enlevez|effacer"
    r"|effacez|adresser|adressez|appeler|appelez|importuner|importunez|deranger|derangez)"
)
_ES_VERBS = (
    r"(?:escriban|escriba|escribais|envien|envie|envieis|manden|mande|contacten|contacte|eliminen|elimine"
    r"|borren|borre|quiten|quite|saquen|saque|den|de|molesten|moleste|llamen|llame|incluyan|incluya|sigan"
    r"|siga)"
)
_PT_VERBS = (
    r"(?:escrevam|escreva|enviem|envie|mandem|mande|contactem|contacte|contatem|contate|removam|remova"
    r"|retirem|retire|tirem|tire|excluam|exclua|apaguem|apague|incomodem|incomode|liguem|ligue|incluam"
    r"|inclua)"
)
_IT_VERBS = (
    r"(?:scrivete|scriva|contattate|contatti|mandate|mandi|inviate|invii|disturbate|disturbi|chiamate)"
)

# the things a removal deletes: an address or the data (never "notre newsletter", "our product": the sender's
# own things, which the removal guards read)
_ADDRESS = (
    r"(?:adresse|adressen|e-?mail-?adresse|mailadresse|daten|kontaktdaten|adress|coordonnees|donnees|indirizzo"
    r"|indirizzi|dati|contatti|email|e-?mail|direccion|correo|correos|datos|endereco|enderecos|contacto|contato"
    r"|dados|adres|e-?mailadres|mailadres|gegevens)"
)
_DE_VERBS = (
    r"(?:schreiben|schicken|senden|zusenden|zuschicken|mailen|kontaktieren|nehmen|streichen|entfernen|loschen"
    r"|tragen|austragen|belastigen|anschreiben|anrufen)"
)

_REWRITES: tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...] = (
    # German: "schreiben Sie uns nicht mehr" (dative), "nehmen Sie uns aus dem Verteiler" (accusative),
    # "löschen Sie unsere Adresse"
    (
        re.compile(r"\b(schreiben|schicken|senden|zusenden|zuschicken|mailen) sie (bitte )?uns\b"),
        r"\1 sie \2mir",
    ),
    (re.compile(rf"\b({_DE_VERBS}) sie (bitte )?uns\b"), r"\1 sie \2mich"),
    (re.compile(rf"\bunser(e|en|er)? (?={_ADDRESS}\b)"), r"mein\1 "),
    # French: "ne nous écrivez plus", "merci de nous retirer", "retirez-nous", "notre adresse", "nos données"
    (re.compile(rf"\b(ne|de|pas|plus|jamais) nous (?=[aeiouyh])(?={_FR_VERBS}\b)"), r"\1 m'"),
    (re.compile(rf"\b(ne|de|pas|plus|jamais) nous (?={_FR_VERBS}\b)"), r"\1 me "),
    (re.compile(rf"\b({_FR_VERBS})-nous\b"), r"\1-moi"),
    (re.compile(rf"\bnotre (?={_ADDRESS}\b)"), "mon "),
    (re.compile(rf"\bnos (?={_ADDRESS}\b)"), "mes "),
    # Spanish: "no nos escriban más", "dejen de escribirnos", "bórrennos", "nuestra dirección"
    (re.compile(rf"\bnos (?={_ES_VERBS}\b)"), "me "),
    (re.compile(r"\b(\w+(?:ar|er|ir|en|an))nos\b"), r"\1me"),
    (re.compile(rf"\bnuestr[oa] (?={_ADDRESS}\b)"), "mi "),
    (re.compile(rf"\bnuestr[oa]s (?={_ADDRESS}\b)"), "mis "),
    # Portuguese: "não nos escrevam mais", "tirem-nos da lista", "o nosso endereço"
    (re.compile(rf"\bnos (?={_PT_VERBS}\b)"), "me "),
    (re.compile(r"-nos\b"), "-me"),
    (
        re.compile(rf"\bnoss([oa])(s?) (?={_ADDRESS}\b)"),
        lambda m: {"o": "meu", "a": "minha"}[m.group(1)] + m.group(2) + " ",
    ),
    # Italian: "non scriveteci più", "cancellarci", "non ci scrivete", "il nostro indirizzo"
    (re.compile(r"\b(\w+(?:te|r))ci\b"), r"\1mi"),
    (re.compile(rf"\bnon ci (?={_IT_VERBS}\b)"), "non mi "),
    (
        re.compile(rf"\bnostr([oaie]) (?={_ADDRESS}\b)"),
        lambda m: {"o": "mio", "a": "mia", "i": "miei", "e": "mie"}[m.group(1)] + " ",
    ),
    # Dutch: "schrijf ons niet meer aan", "verwijder ons uit", "ons adres", "onze gegevens"; "ons" is the
    # object before a particle, a negation, a please or the sentence's end, else the possessive
    (
        re.compile(
            r"\bons(?= (?:uit|van|niet|nooit|geen|aub|a\.u\.b\.|alstublieft|alsjeblieft|graag|meer|even|af"
            r"|svp|voortaan|direct|onmiddellijk|per direct)\b|\s*[.,;!?]|\s*$)"
        ),
        "mij",
    ),
    (re.compile(rf"\bon(s|ze) (?={_ADDRESS}\b)"), "mijn "),
)


def for_me(folded: str) -> str:
    """`folded` with the first person plural object and possessive said in the singular."""
    for pattern, replacement in _REWRITES:
        folded = pattern.sub(replacement, folded)
    return folded
