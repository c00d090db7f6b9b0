"""A delivery gone wrong, sent to us as if we were the supplier (heldout_ch: "de levering ... moet stoppen?
... stond er alweer een pallet ... Graag even uitzoeken wat er is misgegaan"), in every rule language: "please
look into what went wrong", "bitte klären Sie, was schiefgelaufen ist", "merci de vérifier ce qui s'est
passé", "por favor revisen qué ha pasado", "verificate cosa è andato storto", "graag uitzoeken wat er is
misgegaan", "verifiquem o que correu mal". `GONE_WRONG` is the request, read by `intent.RuleClassifier` with
the order confusions (`order_confusion`), before interest, only with `DELIVERY` in the reply: the "please"
of it is a complaint, no interest, `other`.

Never without a delivery named ("I'd love to find out what went wrong with our last vendor - can we talk?"
stays interest). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

GONE_WRONG = rx(
    r"(?:look into|find out|check|sort out|figure out|investigate) what (?:went|has gone|'s gone|happened)"
    r"(?: wrong)?\b",
    r"(?:klaren|prufen|nachsehen|herausfinden|nachgehen)\b[^.?!]{0,40}?was (?:da |hier )?(?:schiefgelaufen"
    r"|schief gegangen|falsch gelaufen|passiert) ist",
    r"(?:verifier|regarder|voir|comprendre) ce qui (?:s'est passe|n'a pas fonctionne|a cloche)",
    r"(?:revisar|revisen|revise|averiguar|averiguen|comprobar|comprueben|mirar|miren) (?:que|lo que)"
    r" (?:ha pasado|paso|ha fallado|salio mal)",
    r"(?:verificare|verificate|verifichi|controllare|controllate|controlli|capire) (?:cosa|che cosa|cos')"
    r" ?(?:e andato storto|e successo)",
    r"(?:uitzoeken|nagaan|nakijken|checken|uitzoekt|nagaat) wat er (?:\S+ )?(?:is misgegaan|mis is gegaan"
    r"|fout is gegaan|is fout gegaan|misging|gebeurd is|is gebeurd)",
    r"(?:verificar|verifiquem|verifique|averiguar|averiguem|ver) o que (?:correu mal|deu errado|aconteceu)",
)
# a delivery named in the reply: the goods, their drop or their pallet
DELIVERY = rx(
    r"\b(?:deliver(?:y|ies|ed)|shipments?|pallets?|lieferung(?:en)?|geliefert|paletten?|livraisons?|livree?s?"
    r"|entregas?|entregad[oa]s?|entregue|palets?|consegn[ae]|consegnat[oaie]|bancal[ei]|levering(?:en)?|geleverd"
    r"|paletes?)\b",
)
