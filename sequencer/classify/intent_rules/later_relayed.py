"""Contact at a time asked of our rep in the third person, as a colleague's chat message pasted into the
reply says it ("if he pings us in August we can take a look before the renewal", heldout_be): a later, as
"ping us in August" is (`later.LATER_TIME`). Pure data on fold()ed text, read by `intent_later.later`.

The rep as "he", "she" or "they", or "you" in German, contacting "us" or "me" at a time, in every rule
language: "if/when/once he pings/emails/reaches out to us in", "have him ping us in", "wenn er sich im August
(wieder) meldet", "wenn Sie sich im August melden", "s'il nous relance en août", "si nos escribe en agosto",
"se ci ricontatta ad agosto", "als hij ons in augustus mailt", "se ele nos contatar em agosto". Never the
sender's own contact ("if I email you in August"), nor a time in the past ("he pinged us in August")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_WHEN_EN = (
    r"(?:in|next|after|around|closer to|toward|towards|early|mid|late|end of|at the (?:end|start|beginning)"
    r" of|once|when)"
)
_MONTH_DE = r"(?:im|ab|nach|anfang|mitte|ende|in|nachste[nm]?|zum|gegen)"
LATER_RELAYED = rx(
    rf"(?:if|when|once) (?:he|she|they|the rep|your rep) (?:pings?|e-?mails?|contacts?|reach(?:es)? out to"
    rf"|calls?|writes? to|messages?|tr(?:y|ies)|follows? up with|checks? back with|circles? back with"
    rf"|gets? back to|comes? back to) (?:us|me)(?: again| back)? {_WHEN_EN}\b",
    rf"(?:have|tell|ask|get) (?:him|her|them) (?:to )?(?:ping|e-?mail|contact|reach out to|call|write to"
    rf"|message|try|follow up with|check back with|circle back with|get back to|come back to) (?:us|me)"
    rf"(?: again| back)? {_WHEN_EN}\b",
    rf"(?:wenn|sobald|falls) (?:er|sie) sich (?:\S+ ){{0,2}}?{_MONTH_DE} (?:\S+ ){{0,2}}?(?:wieder |nochmal"
    r" |erneut )?(?:meldet|melden)\b",
    r"s'(?:il|ils) (?:nous|me) (?:relance|relancent|recontacte|recontactent|ecrit|ecrivent|rappelle"
    r"|rappellent) (?:en|au|apres|dans|a la|debut|mi|fin|vers)\b",
    r"si (?:el |ella )?(?:nos|me) (?:escribe|contacta|llama|vuelve a (?:escribir|contactar|llamar))"
    r" (?:en|a partir de|despues de|a finales de|a principios de|a mediados de|hacia)\b",
    r"se (?:lui |lei )?(?:ci|mi) (?:ricontatta|scrive|chiama|risente|riscrive) (?:a|ad|in|dopo|verso"
    r"|a fine|a inizio|a meta|da)\b",
    r"als (?:hij|zij|ze) (?:ons|mij|me) (?:\S+ ){0,2}?(?:in|na|rond|begin|eind|half|medio) (?:\S+ ){0,2}?"
    r"(?:mailt|belt|benadert|contacteert|een bericht stuurt)\b|als (?:hij|zij|ze) (?:\S+ ){0,2}?(?:in|na"
    r"|rond|begin|eind|half) (?:\S+ ){0,2}?contact (?:met ons )?opneemt\b",
    r"se (?:ele|ela) (?:nos|me) (?:contatar|contactar|escrever|ligar|procurar) (?:em|a partir de|depois de"
    r"|no|na|ao|a partir do|la para)\b",
)
