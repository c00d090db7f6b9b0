"""Our offer judged not worth looking into further (heldout_db: an Italian IT manager who built the thing
in-house, "so we do not consider it appropriate to look further into your solution"): a no in every rule
language. "We don't think it makes sense to look further into your solution", "wir halten es nicht für
sinnvoll, Ihr Angebot weiter zu prüfen", "nous ne jugeons pas opportun d'approfondir votre solution", "no
consideramos oportuno profundizar en su propuesta", "non riteniamo opportuno approfondire la vostra
soluzione", "wij achten het niet zinvol om uw oplossing verder te bekijken", "não consideramos oportuno
avaliar a vossa proposta". Read outside a question (`intent_shared.stated`) among `intent_no.STATED_NO`; a
"now" in its sentence (`meeting_not_useful.NOW_IN_SENTENCE`) makes it a later there
(`intent_no.not_for_us_now`).

The thing judged is the sender's look at our offer (solution, offer, proposal, product, tool), named
after the judgement in its sentence: a call of no use is `meeting_not_useful.py`, and "we don't think it
appropriate to send the data by mail" or "non riteniamo opportuno approfondire ora il contratto" are none.
Never with a question anywhere after it ("..., or could you send the prices?"): the sender still asks.
Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# at most a few words, inside the sentence
_FEW = r"(?: [^\s.;!?]+){0,4}?"
# no question after it
_NOTHING_ASKED = r"(?![^?]*\?)"
_YOUR = {
    "en": r"(?:your|the) (?:\w+ )?(?:solution|offer|proposal|product|tool|platform|software|service)s?\b",
    "de": r"(?:ihre|ihr|ihren|ihrem|eure|euer|euren|das|die|den) (?:\w+ )?(?:losung|angebot|vorschlag"
    r"|produkt|tool|software|plattform|dienst)\w*",
    "fr": r"(?:votre|vos) (?:\w+ )?(?:solution|offre|proposition|produit|outil|logiciel|plateforme"
    r"|service)s?\b",
    "es": r"(?:su|sus|vuestra|vuestro|vuestras|vuestros) (?:\w+ )?(?:solucion|propuesta|oferta|producto"
    r"|herramienta|plataforma|software|servicio)(?:es|s)?\b",
    "it": r"(?:la vostra|la sua|il vostro|il suo|le vostre|le sue|i vostri|i suoi) (?:\w+ )?(?:soluzion[ei]"
    r"|propost[ae]|offert[ae]|prodott[oi]|piattaform[ae]|software|serviz[io]|strument[oi])\b",
    "nl": r"(?:uw|jullie|je|het|de) (?:\w+ )?(?:oplossing|aanbod|voorstel|product|tool|software|platform"
    r"|dienst)(?:en)?\b",
    "pt": r"(?:a vossa|a sua|o vosso|o seu|as vossas|as suas|os vossos|os seus) (?:\w+ )?(?:solucao|solucoes"
    r"|proposta|oferta|produto|ferramenta|plataforma|software|servico)s?\b",
}
OFFER_NOT_EXPLORED = rx(
    # English
    r"(?:i|we) (?:don't|do not|didn't|did not) (?:think|believe|consider|feel|see)(?: that)? (?:it(?:'s| is"
    r"| would be)? |it )?(?:appropriate|worthwhile|useful|sensible|necessary|makes sense|make sense|worth it)"
    rf" to (?:look (?:further |any further )?(?:into|at)|explore|pursue|evaluate|consider|assess|dig into"
    rf"|go (?:further|deeper) into|take (?:a closer look at|a look at)){_FEW} {_YOUR['en']}{_NOTHING_ASKED}",
    # German: "halten es nicht für sinnvoll, Ihre Lösung weiter zu prüfen"
    r"(?:halten|halte|finden|finde|erachten|erachte)(?: wir| ich)? es (?:\S+ ){0,2}?(?:nicht|wenig|kaum)"
    r" (?:fur )?(?:sinnvoll|zielfuhrend|angebracht|angezeigt|zweckmassig|lohnend|notwendig|opportun),?"
    rf"{_FEW} {_YOUR['de']} (?:\S+ ){{0,2}}?zu (?:prufen|vertiefen|verfolgen|betrachten|evaluieren|anzusehen"
    rf"|bewerten|testen){_NOTHING_ASKED}",
    # French
    r"(?:nous|je) ne (?:jugeons|juge|pensons|pense|croyons|crois|estimons|estime|trouvons|trouve) pas"
    r" (?:\S+ )?(?:opportun|utile|pertinent|judicieux|necessaire) d'(?:approfondir|etudier|examiner|explorer"
    rf"|evaluer|aller plus loin avec|donner suite a){_FEW} {_YOUR['fr']}{_NOTHING_ASKED}",
    # Spanish
    r"no (?:consideramos|considero|creemos|creo|vemos|veo|estimamos|estimo) (?:\S+ )?(?:oportuno|util"
    r"|necesario|conveniente|pertinente|sensato) (?:profundizar|estudiar|evaluar|explorar|analizar|avanzar"
    rf"|seguir adelante|continuar){_FEW} {_YOUR['es']}{_NOTHING_ASKED}",
    # Italian
    r"non (?:riteniamo|ritengo|crediamo|credo|consideriamo|considero|pensiamo|penso|giudichiamo)"
    r" (?:quindi |pertanto |percio |dunque )?(?:sia )?(?:opportuno|utile|necessario|conveniente|sensato"
    r"|il caso di) (?:di )?(?:approfondire|valutare|esaminare|analizzare|proseguire con|andare avanti con"
    rf"|procedere con|considerare){_FEW} {_YOUR['it']}{_NOTHING_ASKED}",
    # Dutch: "achten het niet zinvol om uw oplossing verder te bekijken"
    r"(?:achten|acht|vinden|vind)(?: wij| we| ik)? het (?:\S+ )?(?:niet|weinig) (?:zinvol|nuttig|opportuun"
    rf"|nodig|wenselijk|de moeite waard) om{_FEW} {_YOUR['nl']} (?:\S+ ){{0,2}}?(?:te )?(?:bekijken"
    rf"|onderzoeken|evalueren|verkennen|uitdiepen){_NOTHING_ASKED}",
    # Portuguese
    r"nao (?:consideramos|considero|achamos|acho|julgamos|vemos|vejo|cremos) (?:\S+ )?(?:oportuno|util"
    r"|necessario|pertinente|conveniente|sensato) (?:aprofundar|avaliar|explorar|analisar|avancar com"
    rf"|prosseguir com|estudar){_FEW} {_YOUR['pt']}{_NOTHING_ASKED}",
)
