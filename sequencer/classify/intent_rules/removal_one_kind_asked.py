"""A question how to leave one kind of our mail while keeping another (the twenty-first review of 2026-12-07:
"Can I unsubscribe from the product updates but keep the invoices?", "Is there a way to unsubscribe from the
webinar invites only?"), in every rule language: the removal word asked about as a possibility by the sender
(`ASKED`: "can I", "is there a way to", "kann ich", "est-il possible de", "¿puedo", "posso", "kan
ik", "é possível"), a kind of mail named after it and kept apart (`ONE_KIND`: "only", "but keep the
invoices", "and still get the newsletter", "nur", "seulement", "tout en gardant", "solo", "pero seguir
recibiendo", "soltanto", "alleen", "maar wel", "apenas", "mas continuar a receber"), in a sentence that ends
in a question mark: a question about our settings, no removal request. Never "Can you unsubscribe me?" (the
reader asked to do it) nor a question with no kind kept ("Can I unsubscribe from the newsletter?"). Pure
data on fold()ed text, read by `removal_guards.as_a_topic.one_kind_asked`."""

from __future__ import annotations

import re

# the sender asks whether or how they can do it, before the removal word in its sentence or opening it ("how
# do I unsubscribe", `removal_more.HOW_TO_STOP`)
ASKED = re.compile(
    r"\b(?:can i|could i|may i|is (?:there a way|it possible) to|how (?:do|can|could) i"
    r"|kann ich|gibt es (?:eine moglichkeit|einen weg)|ist es moglich|wie kann ich"
    r"|puis-je|peut-on|est-il possible de|comment (?:puis-je|faire pour)"
    r"|puedo|hay (?:forma|manera|modo) de|es posible|como puedo"
    r"|posso|c'e (?:un )?modo (?:di|per)|e possibile|come posso"
    r"|kan ik|is het mogelijk|hoe kan ik"
    r"|ha (?:forma|maneira|como) de|e possivel|como posso)\b"
)
# ... and one kind of our mail kept apart from another in the same question, after the ask
ONE_KIND = re.compile(
    r"\b(?:only|but (?:still )?(?:keep|get|receive)|and (?:still|keep) (?:get|receiv)|while (?:keeping|still)"
    r"|without (?:losing|stopping)"
    r"|nur|aber (?:\S+ ){0,4}?(?:behalten|weiter(?:hin)? (?:erhalten|bekommen))"
    r"|seulement|uniquement|mais (?:garder|continuer a recevoir)"
    r"|tout en (?:gardant|recevant|continuant)"
    r"|solo|solamente|unicamente|pero (?:seguir|mantener|continuar)|sin dejar de"
    r"|soltanto|ma (?:continuare|tenere|mantenere)|senza (?:perdere|smettere)"
    r"|alleen|maar (?:\S+ ){0,3}?(?:houden|blijven (?:ontvangen|krijgen))|maar wel"
    r"|apenas|so (?:os|as|o|a)|mas (?:continuar|manter|ainda receber)|sem deixar de)\b"
)
# the end of the removal word's sentence, which must be a question mark
SENTENCE_MARK = re.compile(r"[.!?\n]")
