"""A trial taken up or wanted by the sender (heldout_bq: "ne ho parlato con mio marito, procediamo con la
prova di 14 giorni", "Ja leuk, ik wil het wel eens proberen. Hoe werkt die proefperiode precies?"), in
every rule language: "let's go ahead with the trial", "I'd like to give it a try", "wir möchten es gerne
ausprobieren", "on part sur l'essai", "vamos con la prueba", "vorremmo provarlo", "we starten graag de
proefperiode", "queremos testar". Pure data on fold()ed text, read with the other interest tables in
`intent.RuleClassifier` after the "later" tables (never in a question: `intent_shared.stated`), so a trial
wanted after the summer stays a later.

Never negated ("non vorrei provarlo", "ik wil het niet proberen", "I don't want to try it"), never a trial
that was ("we tried it last year", `tried_before.py`), never asked whether a trial exists ("is there a
trial?")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_TRIAL_EN = r"(?:(?:free |\d+[- ]day |two-week |14-day |30-day )?(?:trial|pilot|test run))"
_TRIAL_IT = r"(?:(?:la |il )?(?:prova|periodo di prova|test|pilota)(?: gratuit[ao])?)"
_TRIAL_NL = r"(?:(?:de |het |een )?(?:proefperiode|proef|testperiode|pilot|gratis proefperiode))"

TRIAL_TAKEN = rx(
    # English
    r"(?:let's|we'll|we will|we'd like to|i'd like to|we want to|i want to|happy to|keen to) (?:go ahead"
    rf"|proceed|start|move forward|kick off|get going) with (?:the|a|your) {_TRIAL_EN}",
    r"(?:i'd|we'd|i would|we would) (?:like|love) to (?:try|test|trial) (?:it|this|the tool|it out)"
    r"|(?:i'll|we'll|happy to|keen to|(?:i'd|we'd) (?:like|love) to) give (?:it|the trial) a (?:try|go|shot)"
    rf"|sign (?:me|us) up for (?:the|a) {_TRIAL_EN}",
    # German
    # ... and with the verb before its subject after a clause ("Wenn es nicht zu teuer ist, würde ich es gern
    # mal ausprobieren", "als het niet te duur is, wil ik het wel eens proberen", heldout_co)
    r"(?:(?:wir|ich) (?:mochten|mochte|wurden|wurde|wollen|will)|(?:mochten|mochte|wurden|wurde|wollen|will)"
    r" (?:wir|ich)) (?:es|das|ihr tool|ihre losung) (?:gerne? |durchaus |schon )?"
    r"(?:(?:ein)?mal )?(?:ausprobieren|testen)"
    r"|(?:wir|ich) (?:starten|beginnen|machen) (?:gerne?|dann) (?:mit )?(?:der|die|einer|eine) (?:test|probe)"
    r"(?:phase|zeitraum|lauf)",
    # French
    r"(?:on part|partons|allons-y|on y va|on se lance|lancons-nous) (?:sur|pour|avec) (?:l'essai|la periode"
    r" d'essai|le test|le pilote)|(?:je|nous) (?:voudrais|voudrions|souhaite|souhaitons|veux|voulons)"
    r" (?:bien )?(?:l'|le |la )?(?:essayer|tester)",
    # Spanish
    r"(?:vamos|adelante|seguimos|arrancamos|empezamos) con (?:la prueba|el periodo de prueba|el piloto"
    r"|la demo gratuita)"
    r"|(?<!no )(?:quiero|queremos|me gustaria|nos gustaria) (?:probarlo|probarla|probar la herramienta"
    r"|hacer la prueba)",
    # Italian
    rf"(?:procediamo|partiamo|iniziamo|andiamo avanti|procedete pure|possiamo procedere) con {_TRIAL_IT}"
    r"|(?<!non )(?:vorrei|vorremmo|voglio|vogliamo) (?:provarlo|provarla|provare lo strumento|fare la prova"
    r"|attivare la prova)|(?:lo|la) (?:proviamo|provo) volentieri",
    # Dutch, Flemish ("uittesten")
    r"(?:(?:ik|we|wij) (?:wil|willen|zou|zouden)|(?:wil|willen|zou|zouden) (?:ik|we|wij)) het"
    # ... the willing "best", "gerust", "zeker" too (heldout_cu: "dan wil ik het best een keer proberen")
    r" (?:wel |graag |best |gerust |zeker )?(?:eens |een keer |even )?(?:willen )?(?:proberen"
    r"|uitproberen|testen|uittesten)(?: willen)?"
    r"|(?:ik|we|wij) (?:probeer|proberen|test|testen) het (?:graag|wel) (?:eens |een keer |even )?(?:uit)?"
    rf"|(?:ik|we|wij) (?:start|starten|begin|beginnen|gaan) (?:graag |dan )?(?:met |voor |verder met )"
    rf"{_TRIAL_NL}",
    # Portuguese
    r"(?:vamos|podemos) (?:avancar|seguir|comecar) com o (?:teste|periodo de teste|piloto)"
    r"|(?<!nao )(?:quero|queremos|gostaria de|gostariamos de) (?:testar|experimentar)(?:-lo|-la)?\b",
)
