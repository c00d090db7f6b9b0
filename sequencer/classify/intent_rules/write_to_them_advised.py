"""The reader advised to write to someone else, a third person named or pointed to by a pronoun (heldout_cv:
"Te sugiero que le escribas directamente a él", after another colleague named for the matter), in every
rule language: "I'd suggest you write to him directly", "ich empfehle Ihnen, sich direkt an ihn zu wenden",
"je vous suggère de lui écrire directement", "te recomiendo que la contactes", "ti consiglio di scrivergli",
"ik raad je aan om hem rechtstreeks te mailen", "sugiro que você escreva diretamente para ele"; or told so
outright ("mejor escríbele a ella", "Mail haar maar", "write to her directly", heldout_du). Read by
`intent` with the wrong-person readers, only without interest and never in a question
(`intent_shared.stated`).

Never the sender or us ("te sugiero que me escribas en marzo", "I'd suggest you send me the deck"), never
the reader told to write in general ("I'd suggest you write a shorter email"). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# "again", "once back", "when she returns" after the imperative: a later, the colleague away
_NOT_AGAIN = (
    r"(?! (?:\S+ )?(?:again|back|once|when|after|weer|opnieuw|nog eens|wieder|nochmal|erneut|de nouveau"
    r"|a nouveau|a son retour|de nuevo|otra vez|cuando|di nuovo|quando|novamente|de novo|outra vez)\b)"
)

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
    # ... or told so outright, the imperative with the third person's pronoun (heldout_du: "mejor escríbele
    # a ella", "Mail haar maar"), in every rule language; never to write to them again once back ("Best to
    # contact her again after that": a later, `colleague_away`)
    r"(?:(?:best|better|just|so) (?:to )?(?:write to|e-?mail|contact|reach out to|get in touch with)"
    r" (?:him|her)"
    rf"|(?:write to|e-?mail|contact|reach out to) (?:him|her) (?:directly|instead)\b){_NOT_AGAIN}",
    r"(?:schreiben sie|schreib|mailen sie|maile) (?:am besten |doch |einfach |lieber |bitte |gerne )*(?:ihm"
    r"|ihr)(?: direkt| einfach| gerne| am besten| doch| bitte)*(?= *(?:[.,;!:]|$))"
    r"|(?:wenden sie sich|wende dich) (?:am besten |doch |einfach |lieber |bitte |direkt )*an ihn\b"
    rf"{_NOT_AGAIN}",
    rf"(?:(?:ecrivez|ecris)-(?:lui|leur)\b"
    rf"|(?:contactez|contacte)-(?:le|la|les)\b|adressez-vous a (?:lui|elle)\b){_NOT_AGAIN}",
    r"(?:escribele|escribeles|escribale|escribales|escribidle|contactala|contactalo|contactale|contactela"
    rf"|contactelo|llamala|llamalo|llamale)(?: a (?:ella|el|ellos|ellas))?\b{_NOT_AGAIN}",
    r"(?<!che )(?:scrivile|scrivigli|scriva a (?:lei|lui)|contattala|contattalo|si rivolga a (?:lei|lui)"
    rf"|rivolgiti a (?:lei|lui))\b{_NOT_AGAIN}",
    r"(?:mail|mailt|bel|schrijf|contacteer|app) (?:haar|hem|hen) (?:maar|gerust|even|rechtstreeks|direct)\b"
    rf"{_NOT_AGAIN}",
    r"(?:escreva|escreve|fale|fala|ligue|liga|mande e-?mail)(?:-lhe\b| (?:diretamente )?(?:para|com|a)"
    rf" (?:ela|ele|eles|elas)\b){_NOT_AGAIN}",
)
