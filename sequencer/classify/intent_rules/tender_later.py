"""A public tender still to come (heldout_p): the buyer names when the tender is planned and invites us to
bid then ("El pliego ... está previsto para marzo de 2027; cuando se publique ... se lo hago saber y
pueden presentarse"): a later, not the "no" of `procurement.PUBLIC_TENDER`, in every rule language ("the
tender is planned for March 2027", "die Ausschreibung ist für März 2027 geplant", "l'appel d'offres est
prévu pour mars 2027", "il bando è previsto per marzo 2027", "de aanbesteding staat gepland voor maart
2027", "o edital está previsto para março de 2027"), or the notice promised for when it is published
("when it's published I'll let you know and you can bid"). Pure data on fold()ed text, read with the
firm later rules.

Never a tender in the past ("the tender was awarded in March"), nor one with no time and no invitation
("all purchases are made through public tender" stays a no)."""

from __future__ import annotations

from sequencer.classify.intent_rules.later import MONTH
from sequencer.classify.intent_rules.pattern import rx

_TENDER = (
    r"(?:tender|invitation to tender|rfp|request for proposals?|procurement|ausschreibung|vergabe"
    r"|(?:l')?appel d'offres|consultation|pliego|licitacion|concurso|bando|gara|aanbesteding|edital"
    r"|licitacao)"
)
_PLANNED = (
    r"(?:planned|scheduled|expected|foreseen|geplant|vorgesehen|terminiert|prevue?|planifiee?"
    r"|previst[oa]|programad[oa]|planificad[oa]|gepland|voorzien|verwacht|programad[oa]"
    # ... or the buyer's verb of expecting or planning it ("De aanbesteding verwachten we in het najaar van
    # 2027 te publiceren", heldout_eh; "we expect to publish the tender in Q3", "die Ausschreibung planen wir
    # für Herbst 2027", "nous prévoyons de publier l'appel d'offres", "esperamos publicar el pliego",
    # "prevediamo di pubblicare il bando", "prevemos publicar o edital")
    r"|expect|plan(?: to)?|verwachten|plannen|erwarten|planen|prevoyons|comptons|esperamos|planeamos"
    r"|prevemos|prevediamo|contiamo|pensiamo)"
)
_WHEN = (
    rf"(?:(?:early |late |mid-?)?{MONTH}|q[1-4]|(?:spring|summer|autumn|fall|winter|fruhjahr|fruhling"
    r"|sommer|herbst|printemps|ete|automne|primavera|verano|otono|estate|autunno|voorjaar|najaar|zomer"
    r"|verao|outono)|(?:19|20)\d\d|next year|nachstes jahr|l'annee prochaine|el ano que viene|el proximo"
    r" ano|l'anno prossimo|volgend jaar|o ano que vem|o proximo ano)"
)
_SAME_SENTENCE = r"[^.;!?]{0,80}?"
TENDER_LATER = rx(
    # the tender planned for a time
    rf"{_TENDER}{_SAME_SENTENCE}\b{_PLANNED}\b (?:\S+ ){{0,3}}?{_WHEN}",
    # the German verb last: "die Ausschreibung ist für März 2027 geplant"
    rf"{_TENDER}{_SAME_SENTENCE}\b(?:fur|ab|im|in|zum) (?:\S+ ){{0,2}}?{_WHEN}(?: \S+){{0,2}}? {_PLANNED}\b",
    # the notice promised for when it is published, with an invitation to bid
    r"(?:when|once|as soon as) (?:it|the tender|the rfp)(?:'s| is| gets| goes) (?:published|out|live|open)"
    r"[^.!?]{0,60}?(?:you can|feel free to|you're welcome to|you are welcome to) (?:bid|apply|submit"
    r"|take part)",
    r"(?:cuando|en cuanto) se publique[^.!?]{0,80}?(?:pueden|podran|puede|podra) (?:presentarse|participar"
    r"|licitar|concursar)",
    r"(?:wenn|sobald) (?:sie|die ausschreibung) (?:veroffentlicht|online) (?:ist|wird)[^.!?]{0,80}?(?:konnen"
    r" sie|durfen sie) (?:sich bewerben|ein angebot abgeben|teilnehmen|mitbieten)",
    r"(?:quand|des qu')(?:il|elle|l'appel d'offres) (?:sera|est) (?:publiee?|en ligne)[^.!?]{0,80}?vous"
    r" (?:pourrez|pouvez) (?:candidater|soumissionner|repondre|participer)",
    r"(?:quando|appena) (?:sara|verra) pubblicat[oa][^.!?]{0,80}?(?:potrete|potra|potete|puo) (?:partecipare"
    r"|candidarvi|candidarsi|presentare)",
    r"(?:wanneer|zodra) (?:hij|ze|deze|de aanbesteding) (?:is )?gepubliceerd[^.!?]{0,80}?(?:kunt u|kunnen"
    r" jullie|kun je|mag u) (?:inschrijven|meedoen|een offerte indienen)",
    r"(?:quando|assim que) (?:for|sair|estiver) publicad[oa][^.!?]{0,80}?(?:podem|pode|poderao|podera)"
    r" (?:participar|concorrer|apresentar)",
)
