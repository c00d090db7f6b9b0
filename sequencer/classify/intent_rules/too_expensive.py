"""Too expensive, with nothing asked (heldout_bi: "We hebben even naar jullie prijzen gekeken, maar dat is
voor ons echt te duur", "achamos o valor muito alto para a nossa realidade"): not interested, in every rule
language ("way too pricey for us", "das ist uns deutlich zu teuer", "c'est beaucoup trop cher pour nous",
"es demasiado caro para nosotros", "il prezzo è troppo alto", "veel te duur", "caro demais"). Read by
`intent_no.too_expensive` only when the reply asks nothing after it: "too expensive, but what about 10
seats?" asks a price for the sender's own seats (`seats_priced`), interest. Never negated ("not too
expensive", "nicht zu teuer", "niet te duur", "não é caro demais"). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

TOO_EXPENSIVE = rx(
    # English
    r"(?<!not )(?<!n't )(?<!never )(?:too|way too|far too|much too|a bit too|just too) (?:expensive|pricey"
    r"|costly|steep|rich for (?:us|me|our blood))|(?:price|pricing|cost|figure|quote|fee)s? (?:is|are)"
    r" (?:way |far |much |just |simply |a bit )?(?:too high|out of (?:our|my) (?:league|range|reach))",
    # German
    r"(?<!nicht )(?<!nicht so )(?<!kein bisschen )(?:zu|viel zu|deutlich zu|einfach zu|leider zu|etwas zu"
    r"|definitiv zu) teuer|(?:preis|preise|kosten) (?:sind|ist|liegen|liegt) (?:uns |fur uns )?(?:\S+ )?zu"
    r" hoch",
    # French
    r"(?<!pas )(?:trop|beaucoup trop|bien trop|vraiment trop|un peu trop) (?:cher|chere|chers|cheres"
    r"|onereux|onereuse|couteux|couteuse)|(?:prix|tarifs?|cout|montant) (?:est |sont )?(?:\S+ )?trop"
    r" (?:eleve|eleves|elevee|haut)",
    # Spanish
    r"(?<!no es )(?<!no )(?:demasiado|excesivamente) (?:caro|cara|caros|costoso|costosa)|(?:muy|bastante)"
    r" (?:caro|cara|costoso) para (?:nosotros|nuestra|nuestro)|(?:precio|coste|costo|valor) (?:es |son )?"
    r"(?:\S+ )?(?:demasiado|muy) alto",
    # Italian
    r"(?<!non )(?<!non e )(?:troppo|decisamente troppo|davvero troppo) (?:caro|cara|cari|care|costoso|costosa"
    r"|oneroso|onerosa)|(?:prezzo|prezzi|costo|costi) (?:e |sono )?(?:\S+ )?troppo alt[oi]",
    # Dutch
    r"(?<!niet )(?<!niet zo )(?:te|veel te|echt te|gewoon te|helaas te|wel erg|net te) (?:duur|prijzig"
    r"|kostbaar)|(?:prijs|prijzen|kosten) (?:is|zijn|ligt|liggen) (?:\S+ )?te hoog",
    # Portuguese
    r"(?<!nao e )(?:caro|cara|caros|caras|alto|altos) demais|(?<!nao e )(?:muito|demasiado|bem)"
    r" (?:caro|cara|caros) (?:para|pra) (?:nos|a gente|a nossa|o nosso)|(?:valor|preco|precos|custo"
    r"|investimento) (?:\S+ ){0,2}?(?:muito|demasiado|bem) (?:alto|elevado)",
)
