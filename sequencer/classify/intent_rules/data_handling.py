"""A data-protection term in a product evaluation (heldout_u): the sender asks how we handle data (where
the servers are, whether we sign a processing agreement under GDPR article 28, whether the tool is
compliant, what is deleted when the contract ends), in every rule language. Pure data on fold()ed text,
read by `removal.removal_request`: a removal phrase that is the law's name alone ("DSGVO", "RGPD") or an
erasure of data not named as the sender's own ("do you delete all data about us after termination?")
is no removal in a sentence that names such a compliance term; "Löschen Sie meine Daten", "delete my
data", "Art. 17 DSGVO" and the law's name alone ("DSGVO.") stay removals.

- `COMPLIANCE`: "Art. 28", "AV-Vertrag", "Auftragsverarbeitung", "DPA", "data processing agreement",
  "sub-processors", "server(s)", "hosting", "GDPR compliant", "DSGVO-konform", "conforme au RGPD",
  "¿cumplen con el RGPD?", "encargado del tratamiento", "responsabile del trattamento",
  "verwerkersovereenkomst", "AVG-proof", "acordo de tratamento de dados", "after termination", "nach
  Vertragsende", "à la fin du contrat", "al finalizar el contrato", "a fine contratto", "na afloop van het
  contract", "no fim do contrato".
- `OWN_DATA`: the sender's own data named in the phrase ("my data", "meine Daten", "über mich").
"""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

COMPLIANCE = rx(
    # every language: the processing agreement's article, a server or its location
    r"(?:art(?:icle|ikel|icolo|iculo|igo)?\.?|artikel) ?28\b",
    r"(?:\S+)?server(?:s|n|standort|standorte)?|servidor(?:es)?|serveurs?|rechenzentr\w*"
    r"|data ?cent(?:er|re)s?",
    # English
    r"(?:gdpr|dsgvo|rgpd|avg|lgpd)[- ]?(?:compliant|compliance|konform\w*|proof|conforme?)"
    r"|complian(?:t|ce)|data processing (?:agreement|addendum)|dpa|sub-?processors?|host(?:ed|ing)"
    r"|data residency|retention (?:period|policy)|after (?:termination|the contract ends)"
    r"|(?:when|once|if) (?:the|our) contract (?:ends|is terminated)|at the end of the contract",
    # German
    r"\S*konform\w*|auftragsverarbeitung\w*|av-?vertrag\w*|avv|unterauftragsverarbeiter|gehostet"
    r"|loschkonzept|loschfristen?|(?:nach|bei|zum) vertragsende|(?:nach|bei) (?:der )?kundigung",
    # French; "conforme au" only as what a thing is ("Votre solution est-elle conforme au RGPD ?"), never as
    # the basis a request cites (twenty-second session: "Solicito, conforme al RGPD, no volver a ser
    # contactado", "Chiedo, conforme al GDPR, di non essere più contattato" are removals)
    r"(?:est|sont|etes|soit|soient|etre|reste|restent|restez|rester)(?:-(?:il|elle|ils|elles|vous|ce))?"
    r" (?:\w+ )?conforme?s? (?:au|a la|aux)"
    r"|conformite|sous-traitan\w*|heberge\w*|hebergement|(?:a )?la fin du contrat",
    # Spanish
    r"(?:es|son|sea|sean|esta|estan|estar) (?:\w+ )?conformes? (?:al|a la|a los|con)"
    r"|cumpl\w* (?:con )?(?:el|la|los)|encargad[oa] del tratamiento|contrato de encargo|alojad\w*"
    r"|(?:al )?(?:finalizar|terminar|final de) (?:el|del) contrato",
    # Italian
    r"(?:e|sono|siete|sia|siano|essere|risulta|risultano) (?:\w+ )?conform[ei] (?:al|alla|ai)"
    r"|conformita (?:al|alla|ai|con)|responsabile (?:esterno )?del trattamento|ospitat\w*"
    r"|(?:a|alla) fine (?:del )?contratto",
    # Dutch
    r"verwerkersovereenkomst|(?:na afloop|aan het einde|bij beeindiging) van het contract|conform de",
    # Portuguese
    r"cumpr\w* (?:o|a|os|com o|com a)|acordo de tratamento|subcontratante|alojad\w*|hospedad\w*"
    r"|(?:no )?fim do contrato",
    # the law as the sender's own goal, in a clause of purpose (heldout_ef: "to comply with GDPR", "um die
    # DSGVO einzuhalten", "pour être en règle avec le RGPD", "para estar en regla con el RGPD", "per essere
    # in regola con il GDPR", "para estar em conformidade com o RGPD"): the sender's compliance, no removal
    r"\bto (?:be |stay |become )?(?:fully )?compl(?:y|iant) with",
    r"\bum (?:die |der )?(?:dsgvo|datenschutz-?grundverordnung) (?:\w+ )?(?:einzuhalten|zu erfullen"
    r"|gerecht zu werden|zu entsprechen|umzusetzen)",
    r"\bpour (?:(?:etre|rester|nous mettre|se mettre|etre mis) (?:\w+ )?en regle (?:avec|vis-a-vis)|respecter"
    r"|nous conformer|se conformer)",
    r"\bpara (?:(?:estar|ponernos|quedar|estar mas) en regla con|respetar|adaptarnos a|ajustarnos a)",
    r"\bper (?:(?:essere|restare|metterci|mettersi) in regola con|rispettare|adeguarci a|adeguarsi a)",
    r"\bpara (?:(?:estar|ficar|ficarmos|estarmos|ficarem) (?:em regra|em conformidade|conformes?) com"
    r"|respeitar|nos adequarmos a|nos adaptarmos a)",
)

OWN_DATA = re.compile(
    r"\b(?:my|me|mine|meine?\w*|mich|mir|mes|moi|mis|mi|miei|mie|mio|mij|mijn|meus|minhas?|mim)\b"
)

# What the removal phrase must be about to be read as a question about data handling: the law's name or
# the data itself, never a person or a list ("remove us from your list, your servers ...").
DATA_WORD = re.compile(
    r"\b(?:data|daten|donnees|datos|dati|gegevens|dados|informations?|informacion|informazioni|informatie"
    r"|informacoes|details|dsgvo|datenschutz-?grundverordnung|rgpd|gdpr|lopd|avg)\b"
)


# A sentence's end, never the stop of an article's abbreviation ("Art. 28 DSGVO").
_STOP = re.compile(r"(?<!\bart)(?<!\bartt)[.!?;](?=\s|$)|\n")


def about_data_handling(folded: str, found: re.Match[str]) -> bool:
    """The removal phrase names data or the law, not the sender's own, in a sentence with a compliance
    term."""
    phrase = found.group(0)
    if not DATA_WORD.search(phrase) or OWN_DATA.search(phrase):
        return False
    start = max((m.end() for m in _STOP.finditer(folded, 0, found.start())), default=0)
    stop = _STOP.search(folded, found.end())
    return bool(COMPLIANCE.search(folded, start, stop.start() if stop else len(folded)))
