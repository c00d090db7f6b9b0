"""A decision reached after careful review, in the formal words an assistant drafts ("Nach sorgfältiger
Prüfung sind wir zu dem Ergebnis gekommen, dass Acme derzeit nicht zu unseren Anforderungen passt",
"After careful consideration, we have no need for this at this time", heldout_be): the "derzeit", "at this
time" in it is the decision's politeness, not a later, so a soft later under it is a no
(`intent.RuleClassifier`, step 7), unless a time is named ("... at this time; please reach out again in
Q3" stays a later, step 4). Pure data on fold()ed text.

The review said as done, before the decision, in every rule language: "after careful review/consideration",
"having carefully reviewed", "nach sorgfältiger/eingehender/gründlicher Prüfung", "après mûre réflexion",
"après examen attentif", "tras analizarlo detenidamente", "tras una cuidadosa evaluación", "dopo un'attenta
valutazione", "na zorgvuldige overweging", "após análise cuidadosa". Never a review promised ("we will
carefully review it", "wir werden das sorgfältig prüfen")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_CAREFUL_EN = r"(?:careful|thorough|much|due|further|internal|lengthy|detailed)"
CAREFUL_REVIEW = rx(
    rf"after (?:a |some )?{_CAREFUL_EN} (?:review|consideration|deliberation|evaluation|assessment|thought"
    r"|discussion)|after (?:carefully |thoroughly )?(?:reviewing|considering|evaluating) (?:your|the|this)"
    r"|having (?:carefully |thoroughly )?(?:reviewed|considered|evaluated) (?:your|the|this)"
    r"|we (?:have|'ve) (?:carefully|thoroughly) (?:reviewed|considered|evaluated)",
    r"nach (?:sorgfaltiger|eingehender|grundlicher|reiflicher|interner|genauer|intensiver) (?:prufung"
    r"|uberlegung|abwagung|bewertung|analyse|beratung|durchsicht)|(?:haben|habe) (?:\S+ ){0,4}?(?:sorgfaltig"
    r"|eingehend|grundlich|intern) (?:gepruft|bewertet|abgewogen|besprochen)",
    r"apres (?:mure reflexion|(?:un )?examen (?:attentif|approfondi|minutieux)|une? (?:analyse|etude)"
    r" (?:attentive|approfondie|minutieuse)|reflexion|concertation interne)",
    r"(?:tras|despues de) (?:analizarlo|estudiarlo|evaluarlo|valorarlo|revisarlo)(?: \S+)?? (?:detenidamente"
    r"|con detenimiento|cuidadosamente|a fondo)|(?:tras|despues de) (?:una )?(?:cuidadosa|detenida|atenta"
    r"|minuciosa) (?:evaluacion|valoracion|revision|consideracion|reflexion)|(?:tras|despues de) (?:un )?"
    r"(?:analisis|estudio) (?:detenido|cuidadoso|exhaustivo|minucioso)",
    r"dopo (?:un'?|una )?(?:attenta|accurata|approfondita|attento|accurato|approfondito|lunga|lungo)"
    r" ?(?:valutazione|analisi|esame|riflessione|considerazione)|dopo (?:averci )?(?:riflettuto|valutato)"
    r" (?:attentamente|con attenzione|a lungo)",
    r"na (?:zorgvuldige|grondige|rijpe|lange|interne) (?:overweging|beraad|afweging|analyse|beoordeling"
    r"|bestudering)|na (?:zorgvuldig|grondig|intern|rijp) (?:overleg|onderzoek|beraad)",
    r"(?:apos|depois de) (?:uma )?(?:analise|avaliacao|consideracao|reflexao|ponderacao) (?:cuidadosa"
    r"|atenta|detalhada|aprofundada|minuciosa)|(?:apos|depois de) (?:analisar|avaliar|ponderar)(?: \S+)??"
    r" (?:cuidadosamente|com atencao|com cuidado|atentamente)",
)
