"""A yes to closing the file (heldout_p): the answer to our breakup email ("Should I close your file?")
that lets us close it is a no, in every rule language ("Yes, go ahead and close it", "Ja, schließen Sie
sie", "Oui, vous pouvez fermer le dossier", "Sí, ciérrelo", "Sì, chiuda pure", "Ja, sluit het maar",
"Pode fechar"). Pure data on fold()ed text, read by `intent` beside `decline.DECLINE` (never in a
question, after the later rules: "close it and call me in March" is a later).

Never "don't close it" ("please don't close it, call me in March", "no lo cierres", "não feche", "sluit
het niet", "non la chiuda"), never a deal or anything but the file ("yes, let's close the deal", "the
month-end close") and never the verb alone without a yes or a leave ("we close the books on Friday")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_IT_EN = (
    r"(?:it|the file|my file|our file|this file|the account|the thread|this(?: one)?)(?: out| off| down)?"
)
CLOSE_IT = rx(
    # English: a yes or a leave right before ("Yes, go ahead and close it", "you can close my file")
    rf"(?:yes|yeah|yep|yup|sure|ok|okay|please|go ahead|feel free)[,.!]? (?:(?:go ahead|feel free)"
    rf"(?: and| to)? |please |just )?close {_IT_EN}",
    rf"(?<!n't )(?<!not )(?:you|u) (?:can|may|might as well) (?:go ahead and )?close {_IT_EN}",
    # German: "Ja, schließen Sie sie", "Sie können die Akte ruhig schließen"
    r"(?:ja|gerne|gern|bitte)[,.!]? (?:bitte )?schliessen sie (?:sie|ihn|es|die akte|meine akte|den vorgang)"
    r"(?! nicht)",
    r"sie (?:konnen|durfen) (?:sie|ihn|es|die akte|meine akte|den vorgang) (?:ruhig |gerne |gern )?"
    r"schliessen",
    # French: "Oui, vous pouvez fermer", "fermez le dossier"
    r"(?<!ne )vous pouvez (?:le |la |les )?(?:fermer|clore|cloturer|classer)(?! pas)",
    r"(?:oui|d'accord|ok)[,.!]? (?:fermez|cloturez|classez)(?:-le|-la| le dossier| mon dossier)",
    # Spanish: "Sí, ciérrelo", "puede cerrarlo" (the affirmative imperative carries the pronoun)
    r"(?:cierrel[oa]|cierral[oa]|cierrenl[oa]|cerradl[oa])\b",
    r"(?<!no )(?:puede|puedes|pueden|podeis) cerrar(?:l[oa]| el expediente| mi expediente| la ficha)",
    # Italian: "Sì, chiuda pure", "può chiuderla"
    r"(?<!non )(?<!non la )(?<!non lo )(?:chiuda|chiudi|chiudete) pure|(?<!non )(?:chiudetela|chiudetelo"
    r"|chiudila|chiudilo)\b|(?:si|va bene|ok)[,.!]? (?:la|lo) chiuda\b",
    r"(?<!non )(?:puo|puoi|potete) (?:pure )?chiuder(?:la|lo|e la pratica|e il fascicolo)",
    # Dutch: "Ja, sluit het maar", "u mag het dossier sluiten"
    r"sluit (?:het|hem|het dossier|mijn dossier)(?: dossier)? (?:maar|gerust|gewoon)\b|(?:ja|prima|ok)[,.!]?"
    r" sluit (?:het|hem|het dossier|mijn dossier)\b(?! niet)",
    r"(?:u|je|jullie) (?:mag|mogen|kunt|kan|kunnen) (?:het|hem|het dossier|mijn dossier) (?:gerust |maar"
    r" |gewoon )?sluiten",
    # Portuguese: "Pode fechar", "sim, feche"
    r"(?<!nao )(?:pode|podem|podes) (?:fechar|encerrar|arquivar)\b|(?:sim|ok|pode)[,.!]? (?:feche|fecha"
    r"|encerre)(?:-o|-a)?\b|(?:feche|fecha|encerre)-(?:o|a)\b",
)
