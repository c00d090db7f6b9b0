"""A "pass" said as the no it is (heldout_cd: "Going to pass. Thx"), the subject dropped or said, in every
rule language where the idiom exists: "going to pass", "gonna pass", "I'm going to pass on this", "we'll have
to pass", "wir passen", "da muss ich passen", "je passe", "on passe pour cette fois", "paso", "esta vez paso",
"passo, grazie", "ik pas", "daar pas ik voor", "eu passo", "vou passar dessa vez"; the English "I'll give it a
miss" (heldout_cn). Pure data on fold()ed text, read with the other stated no tables (`intent_no.STATED_NO`:
never asked).

Never a thing passed on ("Going to pass this to our CFO", "je passe le message", "paso el correo a mi
jefe"), never someone else's ("The bill is going to pass": the subjectless form opens its sentence),
never negated ("Not gonna pass on this one"), never for now ("Going to pass for now": `FOR_GOOD`), never
the sender coming by ("je passe demain", "passo domani in ufficio", "vou passar aí amanhã": the pass ends
its clause)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# the start of a sentence or a clause: a subjectless "going to pass" is the sender's own
_OPENS = r"(?:^|(?<=[.!?;:,-] ))"
# the pass ends its clause: nothing passed on, no time or place after it
ENDS = r"(?= *(?:[.,;!:)]|$|-| (?:thanks|thank you|thx|ty|danke|merci|gracias|grazie|bedankt|obrigad[oa])\b))"
# no "for now" anywhere after it in its sentence
FOR_GOOD = (
    r"(?![^.!?;]*\b(?:right now|for now|at the moment|yet|this (?:year|quarter|month)|for the time being"
    r"|until|vorerst|momentan|im moment|pour l'instant|pour le moment|por ahora|de momento|per ora"
    r"|per il momento|voorlopig|voor nu|por enquanto|por agora|no momento)\b)"
)
_ON_EN = (
    r"(?: on (?:this|it|that|this one|that one|the offer|your offer|this time))?(?: this time| for this one)?"
)

WE_PASS = rx(
    # English
    rf"{_OPENS}(?:(?:i |we )?(?:think|guess) )?(?:(?:we|i)(?:'re|'m| are| am) )?(?:gonna|going to)"
    rf"(?: have to| need to)? pass{_ON_EN}{ENDS}{FOR_GOOD}",
    rf"{_OPENS}(?:(?:i |we )?(?:think|guess) )?(?:(?:we|i)(?:'ll| will| shall)|will|'ll)"
    rf"(?: have to| need to)? pass{_ON_EN}{ENDS}{FOR_GOOD}",
    # "give it a miss" (heldout_cn: "I'll give it a miss, but thanks"), the British and Commonwealth pass
    rf"(?:(?:i|we)(?:'ll| will| shall|'d| would)|(?:i|we)(?:'re| are|'m| am) (?:gonna|going to)|(?:i|we)"
    rf" (?:think|reckon) (?:i|we)(?:'ll| will)) (?:just )?(?:have to )?give (?:it|this|this one|that|that one"
    rf"|(?:the|your) (?:offer|demo|trial|call|webinar|product|service)) a miss(?: this time| for this one)?"
    rf"{ENDS}{FOR_GOOD}",
    # German
    rf"(?:ich|wir) (?:muss|mussen|werde|werden|mochte|mochten)(?: \S+){{0,2}}? passen{ENDS}{FOR_GOOD}"
    rf"|(?:da|hier) (?:muss|mussen) (?:ich|wir)(?: \S+){{0,2}}? passen{ENDS}{FOR_GOOD}"
    rf"|{_OPENS}(?:ich passe|wir passen)(?: (?:hier|da|diesmal|dieses mal|leider))*{ENDS}{FOR_GOOD}",
    # French
    rf"{_OPENS}(?:je|on|nous) (?:passe|passons|vais passer|va passer|allons passer)(?: (?:pour cette fois"
    rf"|cette fois-ci|cette fois|la main))?{ENDS}{FOR_GOOD}",
    # Spanish
    rf"{_OPENS}(?:(?:yo |esta vez |por esta vez |por ahora no, )?paso|(?:voy|vamos) a pasar)(?: (?:esta vez"
    rf"|por esta vez|de esto|de la propuesta))?{ENDS}{FOR_GOOD}",
    # Italian
    rf"{_OPENS}(?:(?:io |per questa volta |questa volta |stavolta |per stavolta )?passo|(?:per questa volta"
    rf"|questa volta|stavolta|per stavolta) passiamo|passiamo (?:per questa volta|stavolta))(?: (?:per questa"
    rf" volta|questa volta|stavolta|la mano))?{ENDS}{FOR_GOOD}",
    # Dutch, Flemish
    rf"{_OPENS}(?:ik pas|wij passen|we passen)(?: (?:hiervoor|ervoor|daarvoor|deze keer|dit keer|voor deze"
    rf" keer))?{ENDS}{FOR_GOOD}|(?:daar|hier) (?:pas|passen) (?:ik|we|wij) (?:\S+ )?voor{ENDS}{FOR_GOOD}",
    # Portuguese
    rf"{_OPENS}(?:(?:eu |desta vez |dessa vez )?passo|(?:(?:desta|dessa) vez )?(?:vou|vamos) passar)"
    rf"(?: (?:desta vez|dessa vez|essa|esta|nessa|nesta))?{ENDS}{FOR_GOOD}",
)
