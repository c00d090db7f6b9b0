"""A "no" that decides whatever time it names: nothing will be bought ("we're moving onto their finance
stack over the next year, so we won't be buying anything in this area"), or a freeze that rules it out
("volledige budgetstop op nieuwe software, dus dit gaan we niet doen", "hiring freeze, so we won't"), in
every rule language. Pure data on fold()ed text, read by `intent.RuleClassifier` before the "later"
tables; "we won't be buying anything until Q3" is a later (`UNTIL` right after it).

Locked in with the current provider for years to come (heldout_av: "we're locked in with our current
provider for the next three years so this won't go anywhere", `LOCKED_IN`) is such a "no" too, like a
multi-year contract just signed, or a contract whose years are named ("locked into a three-year contract
with Sage", heldout_cn), or its years said bare ("we're locked in for three years", heldout_cz); never a
lock-in that was or has lasted so far, one whose end is named, nor one asked about.

This thing not to be bought ("we're not going to buy this", "no lo vamos a comprar", formally "the school does
not intend to purchase a new platform", heldout_cl), unless a condition follows ("we won't buy it without a
trial"), and the sender at a competitor (`COMPETITOR`) are such a "no" too (heldout_az)."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

_FREEZE = (
    r"(?:(?:hiring|budget|spending|purchasing|procurement|investment) freeze|budgetstopp?|ausgabenstopp"
    r"|einstellungsstopp|investitionsstopp|gel (?:des budgets|budgetaire|des embauches|des depenses"
    r"|des achats)"
    r"|(?:congelacion|congelamiento) (?:de|del) (?:presupuesto|las contrataciones|gastos|compras)|(?:blocco"
    r"|congelamento) (?:del budget|dei budget|delle assunzioni|della spesa|degli acquisti)|vacaturestop"
    r"|investeringsstop|personeelsstop|inkoopstop|(?:congelamento|bloqueio) (?:de|do) (?:orcamento"
    r"|contratacoes|gastos|compras))"
)
# no condition right after it ("ik ga geen abonnement nemen zonder proefperiode" is no "no")
_NO_CONDITION = (
    r"(?!(?: \S+){0,3}? (?:without|unless|if|ohne|wenn|sans|si|sin|senza|se|zonder|tenzij|als|sem)\b)"
)
WONT_BUY = rx(
    r"(?:we|we're|we are) (?:won't|will not|wont|aren't going to|are not going to|not going to) be (?:buying"
    r"|purchasing|investing in|adding|signing up for) (?:anything|any (?:new )?\w+|new \w+)",
    r"wir werden (?:in diesem bereich |hier |dafur )?nichts (?:kaufen|anschaffen|einkaufen)",
    r"nous n'(?:acheterons|investirons|achetons) rien",
    r"no vamos a (?:comprar|contratar|adquirir) nada",
    r"non (?:compreremo|acquisteremo|acquistiamo) (?:nulla|niente)",
    r"(?:we|wij) gaan (?:op dit gebied |hier )?niets (?:kopen|aanschaffen|afnemen)",
    r"nao vamos (?:comprar|contratar|adquirir) nada",
    # this thing or a competing one not to be bought ("we're not going to buy this", "we won't be buying a
    # competing forecasting tool", heldout_az), in every rule language
    r"(?:we|we're|we are|we'll) (?:won't|will not|wont|aren't going to|are not going to|not going to|never)"
    r" (?:be )?(?:buy|buying|purchase|purchasing) (?:this|it|that|one|a competing|a competitor's|from a"
    r" competitor)\b(?! (?:without|unless|if|unless)\b)",
    r"(?:wir werden|werden wir) (?:das|es|dies|so etwas|sowas) (?:\S+ ){0,2}?nicht (?:kaufen|anschaffen)"
    r"|(?:das|so etwas|sowas) werden wir (?:\S+ ){0,2}?nicht (?:kaufen|anschaffen)",
    r"(?:nous n'allons pas|on ne va pas) (?:l'|le |la |les )?acheter|nous ne (?:l'|les )?acheterons pas",
    r"no (?:lo |la |los )?vamos a (?:comprar|contratar)(?:lo|la)?(?! nada)\b",
    r"non (?:lo |la |li )?(?:compreremo|acquisteremo|compriamo)(?! (?:nulla|niente))\b",
    r"(?:we|wij) gaan (?:dit|dat|het) (?:\S+ ){0,2}?niet (?:kopen|aanschaffen|afnemen)"
    r"|(?:dit|dat) gaan (?:we|wij) niet (?:kopen|aanschaffen|afnemen)",
    r"nao (?:o |a )?vamos (?:comprar|contratar)(?:-lo|-la)?(?! nada)\b",
    # no purchases of this kind to be made, no subscription to be taken (heldout_bq: "non faremo acquisti
    # di questo tipo", "Ik ga geen abbonement nemen op zoiets"), in every rule language; never with a
    # condition after it ("without a trial", `_NO_CONDITION`)
    r"(?:we|i|we're|i'm) (?:won't|will not|are not going to|aren't going to|am not going to|not going to)"
    r" (?:make|be making) (?:any )?purchases (?:of this kind|like this|of that kind)"
    r"|(?:i|we|i'm|we're) (?:won't|will not|am not going to|not going to|are not going to|aren't going to)"
    rf" (?:take out|sign up for|buy|pay for) (?:a|any) subscription\b{_NO_CONDITION}",
    r"(?:wir werden|ich werde) (?:keine|kein) (?:solchen? |derartigen? )?(?:anschaffungen|kaufe|abo"
    rf"|abonnement)\b(?: \S+){{0,3}}? (?:tatigen|abschliessen|machen|nehmen)\b{_NO_CONDITION}",
    r"(?:nous ne ferons|on ne fera) (?:pas d'|aucun )achats? de ce (?:type|genre)"
    rf"|je ne (?:vais|compte) pas (?:prendre|souscrire) (?:un |d'|a un )abonnement\b{_NO_CONDITION}",
    r"no (?:haremos|vamos a hacer) (?:ninguna )?compras? de este tipo"
    rf"|no (?:voy a|vamos a) (?:contratar|coger|sacar|pagar) (?:una|ninguna) suscripcion\b{_NO_CONDITION}",
    r"non (?:faremo|facciamo|faro) (?:alcun |nessun )?acquist[oi] (?:di questo tipo|del genere|simili)"
    r"|non (?:faro|faremo|prendero|prenderemo|sottoscrivero|sottoscriveremo|attivero|attiveremo)"
    rf" (?:alcun |nessun |un )?abb?onn?ament[oi]\b{_NO_CONDITION}",
    r"(?:we|wij) gaan geen aankopen (?:van dit soort |in die richting )?doen"
    r"|(?:ik ga|we gaan|wij gaan|ik neem|wij nemen|we nemen) geen (?:abb?onn?ement|abo)(?:en)?"
    rf"(?: (?:nemen|afsluiten))?\b{_NO_CONDITION}",
    r"nao (?:faremos|vamos fazer) (?:nenhuma )?compras? (?:deste|desse) tipo"
    rf"|nao (?:vou|vamos) (?:fazer|assinar|contratar) (?:uma|nenhuma) assinatura\b{_NO_CONDITION}",
    # no intention to acquire one, said formally of the sender's organisation (heldout_cl: "informamos que o
    # Colégio não pretende adquirir uma nova plataforma"), in every rule language; never with a condition
    # after it ("without a trial", `_NO_CONDITION`)
    r"(?:(?:do|does|we|i) not (?:intend|plan|wish) to (?:acquire|purchase|buy|procure)\b"
    rf"|(?:has|have) no (?:intention|plans?) (?:of|to) (?:acquir|purchas|buy|procur)\w*){_NO_CONDITION}",
    r"(?:beabsichtigt|beabsichtigen|planen|plant) (?:\S+ ){0,2}?nicht,? (?:\S+ ){0,5}?(?:zu erwerben"
    rf"|anzuschaffen|zu kaufen)\b{_NO_CONDITION}",
    r"(?:n'envisage|n'envisageons|n'a pas l'intention|n'avons pas l'intention|ne prevoit|ne prevoyons)"
    rf" (?:pas )?d'(?:acquerir|acheter)\b{_NO_CONDITION}",
    r"no (?:pretende|pretendemos|pretendo|tiene previsto|tenemos previsto|tiene intencion de|tenemos"
    rf" intencion de|planea|planeamos) (?:adquirir|comprar)\b{_NO_CONDITION}",
    r"non (?:intende|intendiamo|intendo|prevede|prevediamo|ha intenzione di|abbiamo intenzione di)"
    rf" (?:acquistare|acquisire|comprare)\b{_NO_CONDITION}",
    r"(?:is|zijn|ben) (?:\S+ ){0,2}?niet van plan (?:\S+ ){0,5}?(?:aan te schaffen|te kopen|te"
    rf" verwerven)\b{_NO_CONDITION}",
    r"nao (?:pretende|pretendemos|pretendo|tem intencao de|temos intencao de|planeja|planejamos|preve"
    rf"|prevemos) (?:adquirir|comprar)\b{_NO_CONDITION}",
    # a freeze, then "so we won't / dit gaan we niet doen" in the same sentence
    rf"{_FREEZE}[^.!?;]{{0,80}}?(?:(?:so|which means) we (?:won't|will not|can't|cannot|aren't going to)"
    r"|(?:daher|deshalb|also) (?:werden|machen) wir (?:das |hier )?(?:nicht|nichts)|(?:donc )?(?:nous ne"
    r"|on ne)"
    r" (?:le |la |les )?(?:ferons|fera|pourrons|pourra|va|allons) (?:pas|rien)|(?:asi que|por lo que|por eso)"
    r" no (?:lo |la )?(?:vamos a|haremos|podemos)|quindi non (?:lo |la )?(?:faremo|possiamo|procederemo)"
    r"|dus (?:dit|dat|het) gaan (?:we|wij) niet doen|(?:entao|por isso|portanto) nao (?:vamos|iremos"
    r"|podemos))",
)
# The sender works for a competitor (heldout_az: "Heads up that I work at Forecastly, so we won't be buying
# a competing forecasting tool"), in every rule language: a no; never asked ("are we competitors?"), never
# denied ("we're not competitors"), never of someone else ("our competitor uses you").
COMPETITOR = rx(
    r"(?:i work (?:at|for)|we are|we're|i'm at|i am at) (?:a|your|one of your) (?:direct )?competitor\b"
    r"|(?:we are|we're) (?:direct )?competitors\b"
    r"|we (?:build|sell|make) a competing (?:product|tool|platform)",
    r"(?:wir sind|ich arbeite (?:bei|fur)) (?:ein |einem |ihr |ihrem |euer |eurem )?(?:direkter |direkten )?"
    r"(?:wettbewerber|konkurrent|konkurrenten|mitbewerber)\b",
    r"(?:nous sommes|je travaille (?:chez|pour)) (?:un |votre |l'un de vos )?(?:concurrent|concurrents"
    r"|la concurrence)\b",
    r"(?:somos|trabajo (?:en|para)) (?:un |su |vuestro |la )?(?:competencia|competidor|competidores)\b",
    r"(?:siamo|lavoro (?:per|in|presso)) (?:un |un vostro |vostri |la )?(?:concorrente|concorrenti"
    r"|concorrenza)\b",
    r"(?:(?:we|wij) zijn|ik werk (?:bij|voor)) (?:een |jullie |uw )?(?:directe )?(?:concurrent|concurrenten"
    r"|concurrentie)\b",
    r"(?:somos|trabalho (?:na|para a|num|para um|em um)) (?:a |um |vosso |seu )?(?:concorrente|concorrentes"
    r"|concorrencia)\b",
)

# "we won't be buying anything until Q3": a later, not a no
UNTIL = re.compile(
    r" (?:until|till|before|this (?:quarter|year)|yet|right now|for now|bis|avant|hasta|fino a"
    r"|prima di|tot|ate|vor)\b"
)


# locked in (with the current provider) for years to come, in every rule language; never one that was
# ... or locked into a contract whose years are named before it (heldout_cn: "locked into a three-year
# contract with Sage"), never one with its end after it ("..., which ends in March": a later)
_NOT_ENDING = r"(?![^.!?;]*\b(?:ends?|ending|expires?|expiring|runs? out|is up|until|till|renewal|renew)\b)"
_YEARS_EN = r"(?:two|three|four|five|multi|\d)[- ]years?"
LOCKED_IN = rx(
    rf"(?<!were )(?<!was )(?:locked|tied) (?:in|into) (?:a|an) (?:new )?{_YEARS_EN} (?:\S+ )?(?:contract|deal"
    rf"|agreement|licen[cs]e|subscription)\b{_NOT_ENDING}",
    r"(?<!waren )(?:an|durch) (?:einen|unseren) (?:neuen )?(?:zwei|drei|vier|funf|mehr)(?:jahres|jahrigen?)"
    rf" ?(?:vertrag|abo|lizenzvertrag) (?:\S+ ){{0,3}}?gebunden{_NOT_ENDING}",
    r"(?<!etions )(?<!etaient )(?:engages|lies|bloques) (?:par|dans) un (?:nouveau )?contrat de (?:deux|trois"
    rf"|quatre|cinq|\d) ans{_NOT_ENDING}",
    r"(?<!estabamos )(?:atados|comprometidos|vinculados|amarrados) (?:a|por|con) un (?:nuevo )?contrato de"
    rf" (?:dos|tres|cuatro|cinco|\d) anos{_NOT_ENDING}",
    r"(?<!eravamo )(?:vincolati|legati|bloccati) (?:a|da|con) un (?:nuovo )?contratto (?:biennale|triennale"
    rf"|quadriennale|quinquennale|di (?:due|tre|quattro|cinque|\d) anni){_NOT_ENDING}",
    r"(?:vast|gebonden) aan een (?:nieuw )?(?:twee|drie|vier|vijf|meer)jarig contract"
    rf"{_NOT_ENDING.replace('ends?', 'ends?|afloopt|loopt af|eindigt|tot')}",
    r"(?<!estavamos )(?:presos|vinculados|amarrados|comprometidos) (?:a|por) um (?:novo )?contrato de"
    rf" (?:dois|tres|quatro|cinco|\d) anos{_NOT_ENDING}",
    r"(?<!were )(?<!was )(?:locked|tied) (?:in|into (?:a|our) (?:\S+ )?contract)(?: with (?:our|the|them)"
    r"(?: \S+){0,3}?)? (?:for )?(?:the next|another|a further) (?:two|three|four|five|\d) years",
    r"(?:noch|die nachsten|fur die nachsten) (?:zwei|drei|vier|funf|\d) jahre (?:\S+ ){0,4}?(?:vertraglich )?"
    r"gebunden|(?:vertraglich )?gebunden (?:\S+ ){0,4}?(?:noch|fur die nachsten) (?:zwei|drei|vier|funf|\d)"
    r" jahre",
    r"(?<!etions )(?<!etaient )(?:engages|lies) (?:\S+ ){0,5}?pour (?:encore |les )?(?:deux|trois|quatre"
    r"|cinq|\d) (?:prochaines )?(?:ans|annees)",
    r"(?<!estabamos )(?:atados|comprometidos|vinculados|amarrados) (?:\S+ ){0,5}?(?:durante|por) (?:los"
    r" proximos |otros )?(?:dos|tres|cuatro|cinco|\d) anos",
    r"(?<!eravamo )(?:vincolati|legati) (?:\S+ ){0,5}?per (?:i prossimi |altri )?(?:due|tre|quattro|cinque"
    r"|\d) anni",
    r"(?:de komende|nog) (?:twee|drie|vier|vijf|\d) jaar (?:\S+ ){0,2}?(?:vast|gebonden) aan"
    r"|(?:vast|gebonden) aan (?:\S+ ){0,4}?(?:voor )?(?:de komende|nog) (?:twee|drie|vier|vijf|\d) jaar",
    r"(?<!estavamos )(?:presos|vinculados|amarrados|comprometidos) (?:\S+ ){0,5}?(?:por|durante) (?:os"
    r" proximos |mais )?(?:dois|tres|quatro|cinco|\d) anos",
    # ... the years said bare, "for three years" (heldout_cz: "we're locked in for three years, so it's not
    # something we'd look at again before then"), in the languages whose tables above need "the next": never
    # a lock-in that was or has lasted so far ("we've been locked in for three years"), nor one whose end is
    # named after it ("..., until March 2027")
    r"(?<!were )(?<!was )(?<!been )(?:locked|tied) (?:in|into (?:a|our) (?:\S+ )?contract)(?: with (?:our"
    rf"|the|them)(?: \S+){{0,3}}?)? for (?:two|three|four|five|\d) years\b{_NOT_ENDING}",
    r"(?<!waren )(?<!war )fur (?:zwei|drei|vier|funf|\d) jahre (?:\S+ ){0,3}?(?:vertraglich )?gebunden"
    rf"{_NOT_ENDING.replace('ends?', 'ends?|endet|auslauft|lauft|bis')}",
    r"(?<!waren )(?<!was )(?:vast|gebonden) aan (?:\S+ ){0,4}?voor (?:twee|drie|vier|vijf|\d) jaar"
    rf"{_NOT_ENDING.replace('ends?', 'ends?|afloopt|loopt af|eindigt|tot')}",
)
