"""A wish to go ahead, or the next steps asked for (heldout_cb: "Lo he comentado con mi socio y queremos
seguir adelante. ¿Cuáles son los siguientes pasos?"): interest, in every rule language: "we want to go
ahead", "what are the next steps?", "wir möchten weitermachen", "wie sind die nächsten Schritte?", "nous
souhaitons avancer", "quelles sont les prochaines étapes ?", "queremos avanzar", "¿cuáles son los próximos
pasos?", "vogliamo procedere", "quali sono i prossimi passi?", "we willen verder", "wat zijn de volgende
stappen?", "queremos avançar", "quais são os próximos passos?". A string of alternatives on fold()ed text,
one part of `interest.INTERESTED`.

Never negated ("we don't want to go ahead", "no queremos seguir adelante"), never the next steps of
something else ("what are the next steps to cancel?"), never going ahead with someone else ("with our current
vendor")."""

from __future__ import annotations

_NOT = r"(?<!not )(?<!n't )(?<!no )(?<!nicht )(?<!ne )(?<!non )(?<!niet )(?<!nao )(?<!never )"
# ... never with someone else or what the sender has now (review of 2026-12-06, seventh: "We want to go ahead
# with our current vendor", "queremos seguir adelante con nuestro proveedor actual", "wir möchten weitermachen
# mit unserem bisherigen Anbieter"): a no
_ELSEWHERE = (
    r"(?! (?:with|con|mit|avec|met|com) (?:(?:a|an|one|un|una|une|um|uma|een|einem|einer|the|el|la|le|il|de"
    r"|o|our|my|nuestro|nuestra|notre|il nostro|la nostra|l'|onze|mijn|unserem|unserer|o nosso|a nossa)"
    r" ?)?(?:\S+ )?(?:another|other|different|current|existing|present|own|competitor|otro|otra|otros"
    r"|actual|anderen?|bisherigen|bestehenden|aktuellen|autre|actuel|actuelle|altro|altra|attuale|andere"
    r"|huidige|bestaande|outro|outra|atual|concurrent|concorrente|competencia|konkurrenz)\b)"
)
# the next steps asked, the question ending there ("What are the next steps?"), not "... to cancel?"
_ASKED = r"(?=\s*\?)"

GO_AHEAD = (
    # English
    rf"{_NOT}(?:we|i) (?:want|would like|'d like|wish) to (?:go ahead|proceed|move forward|move ahead)"
    rf"{_ELSEWHERE}"
    rf"|what (?:are|would be) (?:the )?next steps{_ASKED}"
    # German
    rf"|{_NOT}(?:wir mochten|wir wollen|wir wurden gerne?) (?:gerne? )?(?:weitermachen|loslegen|den nachsten"
    rf" schritt gehen){_ELSEWHERE}|(?:wie|was) (?:sind|waren) (?:die )?nachsten schritte{_ASKED}"
    # French
    rf"|{_NOT}(?:nous souhaitons|nous voulons|on veut|nous aimerions) (?:avancer|aller de l'avant|poursuivre)"
    rf"{_ELSEWHERE}"
    rf"|quelles (?:sont|seraient) les prochaines etapes{_ASKED}"
    # Spanish
    rf"|{_NOT}(?:queremos|quisieramos|nos gustaria) (?:seguir adelante|avanzar|continuar adelante|dar el"
    rf" siguiente paso){_ELSEWHERE}|(?:cuales|que) (?:son|serian) (?:los )?(?:siguientes|proximos)"
    rf" pasos{_ASKED}"
    # Italian
    rf"|{_NOT}(?:vogliamo|vorremmo) (?:procedere|andare avanti|fare il passo successivo){_ELSEWHERE}"
    rf"|quali (?:sono|sarebbero) i (?:prossimi|passi successivi)(?: passi)?{_ASKED}"
    # Dutch
    rf"|{_NOT}(?:we|wij) (?:willen|zouden graag) (?:graag )?(?:verder|doorgaan|de volgende stap zetten)"
    rf"{_ELSEWHERE}"
    rf"|wat (?:zijn|zouden) (?:de )?volgende stappen(?: zijn)?{_ASKED}"
    # Portuguese
    rf"|{_NOT}(?:queremos|gostariamos de) (?:avancar|seguir em frente|prosseguir|dar o proximo passo)"
    rf"{_ELSEWHERE}"
    rf"|quais (?:sao|seriam) os (?:proximos|seguintes) passos{_ASKED}"
)
