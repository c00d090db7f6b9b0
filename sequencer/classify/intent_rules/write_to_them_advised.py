"""The reader advised to write to someone else, a third person named or pointed to by a pronoun (heldout_cv:
"Te sugiero que le escribas directamente a él", after another colleague named for the matter), in every
rule language: "I'd suggest you write to him directly", "ich empfehle Ihnen, sich direkt an ihn zu wenden",
"je vous suggère de lui écrire directement", "te recomiendo que la contactes", "ti consiglio di scrivergli",
"ik raad je aan om hem rechtstreeks te mailen", "sugiro que você escreva diretamente para ele". Read by
`intent` with the wrong-person readers, only without interest and never in a question
(`intent_shared.stated`).

Never the sender or us ("te sugiero que me escribas en marzo", "I'd suggest you send me the deck"), never
the reader told to write in general ("I'd suggest you write a shorter email"). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

WRITE_TO_THEM_ADVISED = rx(
    # English
    r"(?:i'd|i would|i) (?:suggest|recommend|advise)(?: that)? (?:you )?(?:write to|e-?mail|contact|reach out"
    r" to|get in touch with|talk to|speak (?:to|with)|ping|call) (?:him|her|them)\b",
    r"(?:i'd|i would|i) (?:suggest|recommend) (?:writing to|e-?mailing|contacting|reaching out to|getting in"
    r" touch with|talking to|speaking (?:to|with)) (?:him|her|them)\b",
    # German
    r"(?:empfehle|empfehlen|rate|raten|vorschlagen|schlage (?:\S+ ){0,2}?vor)(?: (?:ihnen|dir|euch))?,?"
    r" (?:sich|dich|euch)"
    r" (?:\S+ ){0,2}?an (?:ihn|sie|diesen|diese) (?:\S+ )?zu wenden\b",
    r"(?:empfehle|empfehlen|rate|raten|vorschlagen|schlage (?:\S+ ){0,2}?vor),? (?:\S+ ){0,2}?(?:ihm|ihr"
    r"|ihnen) (?:direkt |am besten |einfach )*(?:zu schreiben|eine (?:e-?mail|mail|nachricht) zu schicken)\b",
    # French
    r"(?:je )?(?:vous|te) (?:suggere|conseille|recommande|propose) (?:de |d')(?:lui|leur) (?:ecrire|envoyer"
    r"|adresser|parler|telephoner)\b",
    r"(?:je )?(?:vous|te) (?:suggere|conseille|recommande|propose) de (?:le|la|les) (?:contacter|joindre"
    r"|appeler)\b",
    # Spanish
    r"(?:te|le|les|os) (?:sugiero|recomiendo|aconsejo) que (?:le|les) (?:escribas|escriba|escriban|escribais"
    r"|contactes|contacte|contacten|hables|hable|hablen|llames|llame|llamen)\b",
    r"(?:te|le|les|os) (?:sugiero|recomiendo|aconsejo) que (?:lo|la|los|las) (?:contactes|contacte|contacten"
    r"|llames|llame|llamen)\b",
    r"(?:te|les|os) (?:sugiero|recomiendo|aconsejo) (?:escribirle|escribirles|contactarlo|contactarla"
    r"|contactarle|llamarlo|llamarla|hablar con (?:el|ella|ellos|ellas))\b",
    # Italian
    r"(?:ti|le|vi) (?:consiglio|suggerisco|raccomando) di (?:scrivergli|scriverle|scrivere a (?:lui|lei|loro)"
    r"|contattarlo|contattarla|contattarli|sentirlo|sentirla|chiamarlo|chiamarla"
    r"|(?:rivolgerti|rivolgersi|rivolgervi) a (?:lui|lei|loro))\b",
    # Dutch
    r"(?:raad|stel) (?:ik )?(?:je|u|jullie) (?:aan|voor) (?:om )?(?:hem|haar|hen) (?:\S+ ){0,2}?te"
    r" (?:mailen|e-mailen|schrijven|benaderen|contacteren|bellen)\b",
    # Portuguese
    r"(?:sugiro|recomendo|aconselho)(?: a voces?)? que (?:voces? |tu )?(?:lhe )?(?:escreva|escrevas|escrevam"
    r"|fale|fales|falem|entre em conta(?:c)?to|entrem em conta(?:c)?to|ligue|ligues) (?:diretamente )?"
    r"(?:com|para|a) (?:ele|ela|eles|elas)\b",
    r"(?:te|lhe|vos) (?:sugiro|recomendo|aconselho) (?:escrever|falar|ligar) (?:diretamente )?(?:com|para|a)"
    r" (?:ele|ela|eles|elas)\b",
)
