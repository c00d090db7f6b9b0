"""The matter to be talked about at a later time (heldout_bq: "il tema è interessante ma al momento abbiamo
altre priorità. Se ne potrà parlare dal prossimo trimestre"), in every rule language: "we can talk about it
next quarter", "darüber können wir im nächsten Quartal sprechen", "on pourra en parler au prochain
trimestre", "podremos hablarlo el próximo trimestre", "se ne potrà parlare dal prossimo trimestre", "daar
kunnen we het volgend kwartaal over hebben", "podemos falar sobre isso no próximo trimestre"; said in the
present too (heldout_bt: "On en reparle après l'Aïd si vous voulez bien"): "let's talk again after Eid",
"sprechen wir nach Ostern nochmal darüber", "on en reparle après Pâques", "lo hablamos después de Semana
Santa", "ne riparliamo dopo Pasqua", "we hebben het er na de zomer nog over", "falamos disso depois do
Carnaval". A feast or holiday named after "after" is a later time here too (`later_event.FEAST_AFTER`).
Pure data on fold()ed text: `TALK_ABOUT_IT` is the phrase, read by `intent_later.talk_later` only with a
later time (`later.LATER_TIME`, `later_rough_span.ROUGH_SPAN`) in its sentence, never asked; then a firm
later, which outweighs the interest around it ("interessante ma ..."). "We can talk about it on Tuesday"
has no later time and stays a meeting; so does a talk only a week off in a reply that asks for something now
(`NEXT_WEEK`, heldout_du: "Nos interesa ... ¿Me puedes mandar un presupuesto ...? Si cuadra, lo vemos en
una llamada la semana que viene"): the call is the next step of the interest, no putting off."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

TALK_ABOUT_IT = rx(
    r"(?:we|i) (?:can|could|might|may|will|'ll) (?:happily |gladly )?(?:talk|speak|chat) (?:again )?about"
    r" (?:it|this|that)\b|(?:we|i) (?:can|could|will|'ll) (?:discuss|revisit) (?:it|this|that)\b"
    r"|(?:it|this|that) can be discussed|let's (?:talk about|discuss|revisit) (?:it|this|that)\b"
    r"|(?:let's|we'll|we will|we can) (?:talk|speak) (?:about it )?again\b",
    r"daruber (?:konnen|konnten|sollten|werden) wir (?:\S+ ){0,4}?(?:sprechen|reden)"
    r"|(?:konnen|konnten|werden) wir (?:gerne? )?(?:\S+ ){0,4}?daruber (?:sprechen|reden)"
    r"|lasst sich (?:\S+ ){0,4}?daruber reden"
    r"|(?:reden|sprechen) wir (?:\S+ ){0,3}?(?:nochmal|noch einmal|wieder|erneut)(?: daruber)?"
    r"|wir (?:reden|sprechen) (?:\S+ ){0,3}?(?:nochmal|noch einmal|wieder|erneut) daruber",
    # ... and the talk itself at the time named before it, "about it" unsaid (heldout_bs: "Etwa ein halbes
    # Jahr vorher, also im März, können wir gerne einmal sprechen"; "in March we can happily talk", "en mars
    # nous pourrons échanger", "en marzo podemos hablar", "a marzo possiamo sentirci", "in maart kunnen we
    # graag bellen", "em março podemos conversar")
    r"(?:we|i) (?:can|could|will|'ll) (?:happily |gladly |certainly )?(?:talk|speak|chat|have a call)\b",
    r"(?:konnen|konnten|werden) wir (?:uns )?(?:gerne? |dann |(?:ein)?mal |einmal |gerne einmal )*(?:sprechen"
    r"|reden|telefonieren)",
    r"(?:nous )?(?:pourrons|pourrions|pouvons) (?:volontiers )?(?:echanger|nous parler|en parler|discuter)",
    r"(?:podemos|podremos|podriamos) (?:hablar|conversar|tener una llamada)",
    r"(?:possiamo|potremo|potremmo) (?:volentieri )?(?:sentirci|parlare|parlarne|fare una call)",
    r"(?:kunnen|kan) (?:we|wij) (?:graag |dan )?(?:bellen|praten|spreken|afspreken)",
    r"(?:podemos|poderemos|poderiamos) (?:conversar|falar|fazer uma chamada)",
    r"(?:on|nous) (?:pourra|pourrons|pourrait|pourrions|peut|pouvons) en (?:re)?(?:parler|discuter)"
    r"|(?:on|nous) en (?:re)?(?:parlera|parlerons|discutera|discuterons)"
    r"|(?:on|nous) en (?:reparle|reparlons|rediscute|rediscutons)",
    r"(?:lo |la )?(?:podremos|podemos|podriamos|se podra|se puede) (?:hablar(?:lo)?|ver(?:lo)?|retomar(?:lo)?"
    r"|volver a hablar(?:lo)?)|(?:lo )?(?:volvemos a hablar|retomamos)(?:lo)?|lo (?:hablamos|vemos)",
    r"(?:se ne|ne) (?:potra|potremo|possiamo|potremmo|puo|potrebbe) (?:ri)?parlare"
    r"|(?:potremo|possiamo|potremmo) (?:ri)?parlarne|(?:ri)?parliamone|ne riparliamo",
    r"(?:daar|dan|daarover) (?:kunnen|kan) (?:we|wij|je|u) (?:\S+ ){0,4}?(?:over )?(?:praten|spreken|hebben)"
    r"|(?:kunnen|kan) (?:we|wij) (?:\S+ ){0,4}?(?:er|het) over (?:hebben|praten|spreken)"
    r"|(?:we|wij) (?:hebben|praten|spreken) (?:\S+ ){0,5}?(?:nog|weer) (?:eens )?over",
    r"(?:podemos|poderemos|poderiamos|pode-se) (?:falar|conversar) (?:sobre isso|disso|a respeito)"
    r"|(?:podemos|poderemos) (?:retomar|voltar a falar)|(?:voltamos a falar|falamos) (?:sobre isso|disso)",
)

# a week off, in every rule language: the talk's time a next step, no later, when the reply asks now
NEXT_WEEK = rx(
    r"(?:next|the following|the coming) week|week after next",
    r"(?:nachste|kommende|nachsten|kommenden) woche",
    r"(?:la )?semaine prochaine|la semaine suivante",
    r"(?:la )?semana que viene|(?:la )?(?:proxima|siguiente) semana",
    r"(?:la )?(?:prossima|settimana) (?:settimana|prossima)",
    r"volgende week|komende week",
    r"(?:na |a )?(?:proxima|semana) (?:semana|que vem)",
)
