"""The sender and a colleague taken off together, the colleague named between (heldout_cf): "wil je mij en
mijn collega Eline (in cc) van jullie lijst halen?", "meld mij en mijn collega Eline af", "¿podéis quitarme a
mí y a mi compañera Eline (en copia) de vuestra lista?", "retirez-moi et ma collègue Eline de votre liste",
"nehmen Sie mich und meine Kollegin Eline aus dem Verteiler", "remove me and my colleague Ellen (cc'd) from
your list". `without_colleague` is the text with the colleague left out ("meld mij af"), read again by
`removal.removal_request` when nothing was found: the sender's own removal, the colleague's beside it. Never
the colleague alone ("remove my colleague Eline, not me"): only after the sender's pronoun; a negation stays
where it was. Italian and Portuguese with the strong pronoun after an infinitive ("togliere me e la mia
collega") are not read: "togliere me dalla lista" is not read either."""

from __future__ import annotations

import re

# the colleague's name: up to three words, never the preposition or particle that goes on with the removal
_NAME_WORD = (
    r"(?!(?:van|uit|af|de|der|den|het|von|aus|vom|from|off|out|of|de|del|della|dalla|dal|dai|dalle|da|do|das"
    r"|dos|des|du|la|le|les|your|uw|jullie|ihrer|ihrem|vostra|vostro|vuestra|vuestro|vossa|vosso|sua|su|votre"
    r"|vos|too|ook|auch|aussi|tambien|anche|tambem|niet|nicht|not|no|non|nao|pas)\b)[\w'-]+"
)
# the sender's team, department or office as a whole or its rest, in the rule languages
_GROUP_NOUN = (
    r"(?:team|teams|afdeling|dienst|redactie|kantoor|abteilung|redaktion|buro|mannschaft|department|office"
    r"|staff|equipe|service|bureau|redaction|equipo|departamento|oficina|redaccion|squadra|ufficio|reparto"
    r"|redazione|equipa|setor|sector|redacao)"
)
_GROUP = (
    r"(?:de rest van (?:het |de |ons |onze |mijn )?|de hele |het hele |heel |(?:die|das|den|der) (?:ganzen?"
    r"|gesamten?|restlichen?) |(?:meine?n?|unsere?n?) (?:ganzen?|gesamten?) |den rest (?:der|des|meiner"
    r"|meines|unserer|unseres) |the rest of (?:the |my |our )|(?:the |my |our )?(?:whole|entire) "
    r"|(?:tout|toute) (?:le |la |l'|mon |ma |notre )?|le reste (?:de |du |de la |de l')(?:mon |ma |notre )?"
    r"|(?:todo|toda) (?:el |la |mi |nuestro |nuestra )"
    r"|el resto (?:del |de la |de mi |de nuestro |de nuestra )"
    r"|(?:tutto|tutta) (?:il |la |l'|il mio |la mia |il nostro |la nostra )|il resto (?:del |della |dell')"
    r"|(?:todo|toda) (?:o |a |o meu |a minha |o nosso |a nossa )|o resto (?:do |da |de )(?:meu |minha |nosso"
    r" |nossa )?)"
    rf"{_GROUP_NOUN}"
)
COLLEAGUE_BESIDE = re.compile(
    r"\b(?:(?P<me>mij|me|mich|moi)|a (?:mi|mim))"
    r" (?:en|und|et|y|e|and) (?:a |a la |al |à |ao |a o |a a )?"
    r"(?:(?:mijn|meine?n?|ma|mon|mes|mi|mis|la mia|il mio|i miei|le mie|a minha|o meu|os meus|as minhas|minha"
    r"|meu|my) (?:collega'?s?|collegi|colleghe|kollegin(?:nen)?|kollegen?|collegue?s?|companer[oa]s?"
    r"|colegas?|colleagues?)"
    # ... or the sender's whole group or the rest of it beside the sender ("mij en de rest van het team",
    # "mich und die ganze Abteilung", "me and the rest of my team", "moi et toute l'équipe"): the sender's
    # own removal stands in it
    rf"|{_GROUP})"
    rf"(?: {_NAME_WORD}){{0,3}}"
    r"(?: \((?:in|en|em|im|cc|bcc)[^)]{0,12}\))?"
)


def without_colleague(folded: str) -> str:
    """The text with "and my colleague X (in cc)" after the sender's pronoun left out."""
    # the strong Spanish/Portuguese "a mí" goes with the colleague: the verb's own "-me" names the sender
    return " ".join(COLLEAGUE_BESIDE.sub(lambda found: found.group("me") or "", folded).split())
