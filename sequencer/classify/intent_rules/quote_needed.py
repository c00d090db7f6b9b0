"""A quote the sender's organisation needs to go ahead (heldout_bx: "Per procedere con un affidamento diretto
avremmo bisogno di un preventivo dettagliato e di sapere se siete abilitati sul MePA"), in every rule
language: "we would need a detailed quote", "wir bräuchten ein Angebot", "nous aurions besoin d'un devis",
"necesitaríamos un presupuesto", "avremmo bisogno di un preventivo", "we zouden een offerte nodig hebben",
"precisaríamos de um orçamento". Interest by the corpus convention: a price asked for the sender's own
organisation, not a bare price question.

Pure data on fold()ed text, one alternative of `interest.INTERESTED`. Never negated ("non avremmo bisogno
di un preventivo", "we wouldn't need a quote": the negation stands before the verb and the table names the
affirmative form only; `interest.NOT_INTERESTED` is read first)."""

from __future__ import annotations

_QUOTE_EN = r"(?:a |an )?(?:detailed |formal |written |firm )?(?:quote|quotation|offer|proposal)"

QUOTE_NEEDED = (
    rf"(?<!not )(?<!n't )(?:we(?:'d| would)|i(?:'d| would)) (?:first |then )?need {_QUOTE_EN}"
    r"|(?<!nicht )(?:wir|ich) (?:bräuchten|brauchten|benotigten|wurden|wuerden) (?:zunachst |erst )?"
    r"(?:ein |einen )?(?:detailliertes |schriftliches |verbindliches )?(?:angebot|kostenvoranschlag)"
    r"(?: benotigen| brauchen)?"
    r"|(?<!pas )(?:nous aurions|j'aurais|il nous faudrait|il me faudrait) (?:besoin d'un |un )?(?:devis"
    r"|offre)"
    r"|(?<!no )(?:necesitariamos|necesitaria|precisariamos|precisaria|requeririamos) (?:de )?(?:un |una"
    r" |um |uma )?(?:presupuesto|cotizacion|oferta|propuesta|orcamento|cotacao|proposta)"
    r"|(?<!non )(?:avremmo|avrei) bisogno di (?:un |una |un')?(?:preventivo|offerta|proposta)"
    r"|(?<!niet )(?:(?:we|wij|ik) (?:zouden|zou)|(?:zouden|zou) (?:we|wij|ik)) (?:eerst )?(?:een )?"
    r"(?:gedetailleerde |formele )?offerte nodig hebben"
)
