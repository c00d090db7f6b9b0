"""Switching from the current vendor said not to be worth it (heldout_bn: "The switching cost just isn't worth
it for us ... We'll stay put"): a no in every rule language ("ein Wechsel lohnt sich für uns nicht",
"changer ne vaut pas le coup", "no nos compensa cambiar", "cambiare non ci conviene", "overstappen is het
niet waard", "não compensa mudar"), and no reason seen to switch ("geen aanleiding om over te stappen", "no
reason to switch", never with a time after it: "no reason to switch yet"), read outside a question beside
`decline.py`. Pure data on fold()ed text.

Never under a condition after it ("switching isn't worth it unless you migrate the sequences for us",
"... es sei denn, ...") nor one that makes it worth it ("switching would be worth it only if ...": no
negation, none), and never asked ("is switching really not worth it?", `intent_shared.stated`)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# never bounded by a condition later in its sentence
_FOR_GOOD = (
    r"(?![^.!?;]*\b(?:unless|except if|only if|if you|es sei denn|ausser wenn|nur wenn|wenn sie|sauf si"
    r"|a moins|seulement si|si vous|a menos que|salvo que|solo si|si ustedes|a meno che|solo se|se voi"
    r"|tenzij|alleen als|als jullie|a nao ser|so se|se voces)\b)"
)
_SWITCH_EN = (
    r"(?:switching|switch(?:ing)? over|changing (?:vendors?|tools?|platforms?|providers?)|migrating"
    r"|a switch|a migration)"
)
# never bounded by a time ("no reason to switch yet / for now": a later, not a no)
_NOT_YET = (
    r"(?! (?:yet|for now|right now|at the moment|at this stage|just yet|noch|im moment|vorerst|pour l'instant"
    r"|pour le moment|encore|por ahora|todavia|de momento|per ora|al momento|ancora|voorlopig|nog|op dit"
    r" moment|por enquanto|ainda|no momento)\b)"
)
# no reason to switch (heldout_bq: "Wij zien dan ook geen aanleiding om over te stappen", after a three-year
# contract with another vendor), in every rule language
NO_REASON_TO_SWITCH = (
    r"(?:no|(?:don't|do not) see (?:any|a)|see no) (?:reason|need|grounds|cause) to (?:switch|change"
    r" (?:vendors?|providers?|suppliers?|tools?)|move (?:away|over))"
    r"|(?:keinen|kein) (?:grund|anlass)(?: \S+){0,2}?,? (?:zu wechseln|den anbieter zu wechseln|umzusteigen)"
    r"|(?:aucune|pas de|aucun) (?:raison|motif) (?:de|pour) changer(?: de (?:fournisseur|prestataire"
    r"|solution|outil))?"
    r"|(?:ningun|no hay|no vemos|no tenemos) (?:motivo|razon|razones|motivos)(?: \S+){0,2}? (?:para|de)"
    r" cambiar"
    r"|(?:nessun|non c'e|non vediamo|non ci sono|non abbiamo) (?:alcun )?(?:motivo|ragione|ragioni|motivi)"
    r" (?:per|di) cambiare"
    r"|geen (?:aanleiding|reden|enkele reden)(?: \S+){0,2}? om (?:over te stappen|te wisselen|te"
    r" veranderen|van leverancier te (?:wisselen|veranderen)|iets te veranderen)"
    r"|(?:nenhum|nao ha|nao vemos|nao temos|sem) (?:motivo|razao|razoes|motivos)(?: \S+){0,2}? (?:para|de)"
    r" (?:mudar|trocar)"
)
SWITCHING_NOT_WORTH = rx(
    rf"(?:{NO_REASON_TO_SWITCH}){_NOT_YET}{_FOR_GOOD}",
    # English
    rf"{_SWITCH_EN}(?: \S+){{0,3}}? (?:just |simply |really |frankly )?(?:isn't|is not|wouldn't be"
    r"|would not be|won't be|will not be|isn't really|is never|ain't) worth (?:it|the (?:effort|hassle|pain"
    rf"|cost|risk)){_FOR_GOOD}",
    rf"(?:not|never|isn't|is not) worth (?:the )?(?:switching|switch|change|migrating|migration|hassle of"
    rf" switching|effort of switching|pain of switching){_FOR_GOOD}",
    rf"(?:switching|migration) costs? (?:\S+ ){{0,2}}?(?:too high|outweighs?|would outweigh){_FOR_GOOD}",
    # German
    rf"(?:ein |der )?(?:wechsel|umstieg|anbieterwechsel|umzug)(?: \S+){{0,4}}? (?:lohnt|rechnet) sich"
    rf"(?: \S+){{0,3}}? nicht{_FOR_GOOD}",
    rf"(?:wechsel|umstieg|umstellung)(?:s)?aufwand (?:ist|ware) (?:uns )?(?:zu (?:hoch|gross)|es nicht wert)"
    rf"{_FOR_GOOD}",
    # French
    rf"(?:changer|changement|migrer|migration|basculer|bascule)(?: \S+){{0,4}}? (?:ne (?:vaut|vaudrait)"
    rf" pas|n'en vaut pas|n'en vaudrait pas) (?:le coup|la peine|l'effort){_FOR_GOOD}",
    # Spanish
    r"(?:no (?:nos )?(?:compensa|merece la pena|vale la pena|sale a cuenta)) (?:el )?(?:cambiar|cambio"
    rf"|migrar|la migracion){_FOR_GOOD}",
    rf"(?:cambiar|el cambio|migrar|la migracion)(?: \S+){{0,4}}? no (?:nos )?(?:compensa|merece la pena"
    rf"|vale la pena|sale a cuenta){_FOR_GOOD}",
    # Italian
    rf"(?:cambiare|il cambio|passare|il passaggio|migrare|la migrazione)(?: \S+){{0,4}}? non (?:ci )?"
    rf"(?:conviene|vale la pena|ne vale la pena){_FOR_GOOD}",
    rf"non (?:ci )?(?:conviene|vale la pena) (?:cambiare|passare|migrare){_FOR_GOOD}",
    # Dutch
    rf"(?:overstappen|overstap|wisselen|migreren|migratie)(?: \S+){{0,4}}? (?:is|zijn|lijkt)(?: \S+){{0,3}}?"
    rf" (?:niet|nooit) (?:de moeite )?waard{_FOR_GOOD}",
    rf"(?:overstappen|overstap|wisselen|migreren)(?: \S+){{0,3}}? (?:loont|rendeert) (?:\S+ ){{0,2}}?niet"
    rf"{_FOR_GOOD}",
    # Portuguese
    rf"(?:mudar|a mudanca|trocar|a troca|migrar|a migracao)(?: \S+){{0,4}}? nao (?:nos )?(?:compensa|vale a"
    rf" pena){_FOR_GOOD}",
    rf"nao (?:nos )?(?:compensa|vale a pena) (?:mudar|trocar|migrar){_FOR_GOOD}",
)
