"""A reply that says it is not about the product ("Not about your product, sorry, more about your
emails", "keine Frage zu Ihrem Produkt", "rien à voir avec votre produit", "no es sobre vuestro
producto", "non riguarda il vostro prodotto", "niet over jullie product", "não é sobre o vosso
produto"): a side question, so a word of mere curiosity in it ("I'm curious what works in practice",
"interessant") is no interest. A request (a call, a demo, a price list) still is. Pure data on fold()ed
text, read by `intent.RuleClassifier`."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

_PRODUCT = (
    r"(?:products?|offers?|offering|tools?|software|solutions?|platform|service|pitch|produkt(?:e?s)?"
    r"|angebot(?:e?s)?|losung"
    r"|produit|offre|outil|solution|logiciel|producto|oferta|herramienta|solucion|prodotto|offerta"
    r"|strumento|soluzione|aanbod|oplossing|produto|ferramenta|solucao)"
)
_YOUR = (
    r"(?:your|ihr|ihre|ihrem|ihres|ihren|euer|eure|votre|vos|ton|su|vuestro|vuestra|tu|il vostro|la vostra"
    r"|il suo|jullie|uw|je|o vosso|a vossa|o seu|a sua|seu|sua)"
)
SIDE_QUESTION = rx(
    rf"(?:not|isn't|nothing) (?:really |actually )?(?:about|to do with|regarding) {_YOUR} {_PRODUCT}",
    rf"(?:keine frage|nicht) (?:zu|wegen|uber) {_YOUR} {_PRODUCT}|(?:es )?geht nicht um {_YOUR} {_PRODUCT}",
    rf"rien a voir avec {_YOUR} {_PRODUCT}|pas (?:au sujet de|a propos de|sur|concernant) {_YOUR} {_PRODUCT}",
    rf"no (?:es|va) (?:sobre|de|acerca de) {_YOUR} {_PRODUCT}|no tiene que ver con {_YOUR} {_PRODUCT}",
    rf"non (?:riguarda|e (?:sul|sulla|per)) {_YOUR} {_PRODUCT}|non c'entra (?:con )?{_YOUR} {_PRODUCT}",
    rf"niet (?:over|voor) {_YOUR} {_PRODUCT}|heeft niets (?:met|te maken met) {_YOUR} {_PRODUCT}",
    rf"nao (?:e|tem a ver) (?:sobre|com) {_YOUR} {_PRODUCT}",
)
# mere curiosity or praise, in every rule language: the interest a side question does not make
CURIOSITY = re.compile(
    r"curious|intrigued|interesting|neugierig|interessant|curieux|curieuse|intrigue|curios[oa]|interesante"
    r"|interessante|benieuwd|nieuwsgierig"
)
