"""A no said with the verb "to interest" negated and the sender as its object: "ça ne m'intéresse pas (du
tout)", "Das interessiert mich (überhaupt) nicht", "Dat interesseert ons (helemaal) niet", "Isso não me
interessa (nada)", "This doesn't interest us" (heldout_cm: a baker's flat "ça ne m'intéresse pas du tout").
Spanish and Italian ("no me interesa", "non mi interessa") are read by `interest.NOT_INTERESTED` already.

Pure data on fold()ed text, one alternative of `interest.NOT_INTERESTED`. Only the sender's own first
person as the object ("me", "nous", "mich", "uns", "ons"), never the reader ("si ça ne vous intéresse
pas"), never "only" after it ("das interessiert mich nicht nur privat": interest in more)."""

from __future__ import annotations

_ONLY = r"(?! (?:seulement|uniquement|que|qu'|juste|nur|allein|alleen|enkel|so|apenas|somente|only|just)\b)"

INTEREST_VERB_NEGATED = (
    r"(?:\bne (?:m'|nous )interess(?:e|ent|era|eront|ait|aient)(?: (?:vraiment|absolument|tellement))?"
    r" (?:pas|plus|guere|nullement|aucunement)\b"
    # ... never the price as the subject ("Der Preis interessiert uns erstmal nicht, wir wollen zuerst eine
    # Demo sehen", review of 2026-12-06, thirteenth)
    r"|(?<!preis )(?<!preise )(?<!kosten )\binteressier\w* (?:mich|uns) (?:\w+ ){0,2}?nicht\b"
    r"|\b(?:mich|uns) interessier\w* (?:das|dies|so etwas|sowas|es) (?:\w+ ){0,2}?nicht\b"
    r"|(?<!prijs )(?<!prijzen )(?<!kosten )\binteresseer?t (?:me|mij|ons) (?:\w+ ){0,2}?niet\b"
    r"|\b(?:nao|nem) (?:me|nos) interessa(?:m|ria)?\b"
    r"|\b(?:doesn't|does not|doesnt) (?:really |particularly )?interest (?:me|us)\b)"
    rf"{_ONLY}"
)
