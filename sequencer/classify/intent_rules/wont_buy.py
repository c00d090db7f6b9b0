"""A "no" that decides whatever time it names: nothing will be bought ("we're moving onto their finance
stack over the next year, so we won't be buying anything in this area"), or a freeze that rules it out
("volledige budgetstop op nieuwe software, dus dit gaan we niet doen", "hiring freeze, so we won't"), in
every rule language. Pure data on fold()ed text, read by `intent.RuleClassifier` before the "later"
tables; "we won't be buying anything until Q3" is a later (`UNTIL` right after it).

Locked in with the current provider for years to come (heldout_av: "we're locked in with our current
provider for the next three years so this won't go anywhere", `LOCKED_IN`) is such a "no" too, like a
multi-year contract just signed; never a lock-in that was, nor one asked about."""

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
WONT_BUY = rx(
    r"(?:we|we're|we are) (?:won't|will not|wont|aren't going to|are not going to|not going to) be (?:buying"
    r"|purchasing|investing in|adding|signing up for) (?:anything|any (?:new )?\w+|new \w+)",
    r"wir werden (?:in diesem bereich |hier |dafur )?nichts (?:kaufen|anschaffen|einkaufen)",
    r"nous n'(?:acheterons|investirons|achetons) rien",
    r"no vamos a (?:comprar|contratar|adquirir) nada",
    r"non (?:compreremo|acquisteremo|acquistiamo) (?:nulla|niente)",
    r"(?:we|wij) gaan (?:op dit gebied |hier )?niets (?:kopen|aanschaffen|afnemen)",
    r"nao vamos (?:comprar|contratar|adquirir) nada",
    # a freeze, then "so we won't / dit gaan we niet doen" in the same sentence
    rf"{_FREEZE}[^.!?;]{{0,80}}?(?:(?:so|which means) we (?:won't|will not|can't|cannot|aren't going to)"
    r"|(?:daher|deshalb|also) (?:werden|machen) wir (?:das |hier )?(?:nicht|nichts)|(?:donc )?(?:nous ne"
    r"|on ne)"
    r" (?:le |la |les )?(?:ferons|fera|pourrons|pourra|va|allons) (?:pas|rien)|(?:asi que|por lo que|por eso)"
    r" no (?:lo |la )?(?:vamos a|haremos|podemos)|quindi non (?:lo |la )?(?:faremo|possiamo|procederemo)"
    r"|dus (?:dit|dat|het) gaan (?:we|wij) niet doen|(?:entao|por isso|portanto) nao (?:vamos|iremos"
    r"|podemos))",
)
# "we won't be buying anything until Q3": a later, not a no
UNTIL = re.compile(
    r" (?:until|till|before|this (?:quarter|year)|yet|right now|for now|bis|avant|hasta|fino a"
    r"|prima di|tot|ate|vor)\b"
)


# locked in (with the current provider) for years to come, in every rule language; never one that was
LOCKED_IN = rx(
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
)
