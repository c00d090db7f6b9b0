"""Wrong person, said two more ways (heldout_an), in every rule language. Pure data on fold()ed text, read
by `intent_wrong_person.wrong_person` after the wrong-person tables.

`WRONG_DOOR`: the sender is the wrong door, with the idiom or a word of emphasis ("Da sind Sie bei mir
leider ganz falsch", "you're barking up the wrong tree", "you've come to completely the wrong person",
"vous frappez à la mauvaise porte", "vous vous trompez complètement de personne", "se ha equivocado
totalmente de persona", "ha proprio sbagliato persona", "u zit bij mij helemaal verkeerd", "bateu na porta
errada"), or hedged in the plain words (heldout_by: "credo abbiate sbagliato persona"; "je crois que vous
vous êtes trompé de personne", "acho que se enganou na pessoa"); never the sender's own mistake ("I was
wrong about the date") nor a wrong thing ("the wrong invoice"), nor the hedge denied ("non credo abbiate
sbagliato persona").

`ROLE_GIVEN_UP`: a role the sender no longer holds ("Ik ben al drie jaar geen IT-manager meer hier", "I'm
no longer the IT manager", "I haven't been the office manager for years", "ich bin seit 2023 nicht mehr
IT-Leiter", "je ne suis plus responsable informatique", "dejé de ser el responsable de compras", "non sono
più il responsabile IT", "já não sou o gestor de TI"); never a role denied without "any more" ("ik ben geen
manager, maar ...") nor someone else's ("Are you no longer the IT manager?" names no "I")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_VERY = (
    r"(?:(?:ganz|vollig|total|komplett|voll|echt|wirklich|leider|definitiv|completely|totally|entirely|quite"
    r"|really|so|completement|totalement|vraiment|bien|tout a fait|totalmente|completamente|del todo|proprio"
    r"|davvero|del tutto|helemaal|echt|totaal|compleet|mesmo|bem) )"
)
WRONG_DOOR = rx(
    # English
    # (never the idiom denied: "you're not barking up the wrong tree - we've been looking for exactly this")
    r"(?<!not )(?<!n't )(?<!never )barking up the wrong tree|(?:you've|you have|you) (?:come|knocked|got"
    r"|reached) (?:on |to )?(?:\w+ )?"
    rf"the wrong (?:door|address|desk|person|guy|gal|department)|{_VERY}+the wrong (?:person|door|address"
    r"|desk|department)",
    # German
    rf"bei mir (?:{_VERY}){{1,3}}(?:falsch|verkehrt|an der falschen)|an der {_VERY}*falschen"
    rf" (?:adresse|stelle|tur)|an die {_VERY}*falsche (?:adresse|person|stelle)"
    r"|(?:du bist|ihr seid|sie sind) bei mir falsch\b",
    # French
    r"(?:frappez|frappe|frappes) a la mauvaise porte|vous (?:vous )?(?:trompez|etes trompes?)"
    rf" {_VERY}+(?:de personne|d'interlocuteur|d'adresse|de porte)"
    # ... or hedged, in the plain words ("je crois que vous vous êtes trompé de personne", heldout_by)
    r"|(?<!pas que )vous vous (?:trompez|etes trompee?s?) de (?:personne|interlocuteur|interlocutrice)"
    r"|(?<!pas que )tu (?:te trompes|t'es trompee?) de (?:personne|interlocuteur|interlocutrice)",
    # Spanish
    r"(?<!no )(?:te equivocaste|se equivoco|se equivocaron) de persona|"
    r"(?:ha|has|han) (?:llamado|tocado) a la puerta equivocada|(?:se ha|te has|se han) equivocado"
    rf" {_VERY}*de (?:persona|puerta|contacto|direccion)|(?:esta|estas) {_VERY}*(?:equivocad[oa]) de persona",
    # Italian
    # ... in the subjunctive after a hedge too ("credo abbiate sbagliato persona", heldout_by)
    r"(?<!non credo )(?<!non credo che )(?<!non penso )(?<!non penso che )"
    rf"(?:ha|hai|avete|abbia|abbiate) {_VERY}*sbagliato (?:persona|indirizzo|porta|interlocutore)"
    r"|(?:bussato|bussa|bussi)"
    r" alla porta sbagliata",
    # Dutch
    rf"(?:zit|zitten|bent|is) (?:bij mij|hier) {_VERY}*(?:verkeerd|fout)\b|(?:aan|op) het {_VERY}*verkeerde"
    r" (?:adres|loket)|(?:klopt|klopte) aan (?:bij )?de verkeerde deur",
    # Portuguese
    r"(?:se )?(?:enganou|enganaram|enganaram-se|enganou-se) (?:na|de) pessoa"
    # ... and the informal tu of Portugal (heldout_cc: "Ó pá, enganaste-te na pessoa"), "erraste/errou de
    # pessoa"
    r"|(?<!nao )(?<!nao te )(?:te )?(?:enganaste|enganaste-te|enganastes-vos) (?:na|de) pessoa"
    r"|(?<!nao )(?:erraste|errou|erraram) (?:na|de) pessoa"
    r"|(?:bateu|bateram|bate) (?:na|a) porta errada|(?:esta|estao) (?:falando|a falar) com a pessoa"
    rf" {_VERY}*errada|(?:veio|vieram) ao {_VERY}*(?:endereco|sitio|lugar) errado",
)

_ROLE = (
    r"(?:[\w-]+-)?(?:manager|managerin|director|head|lead|leiter|leiterin|verantwortliche[r]?|zustandige[r]?"
    r"|ansprechpartner(?:in)?|responsable|responsabile|responsavel|gerente|gestor[a]?|direttore|direttrice"
    r"|directeur|directrice|diretor[a]?|hoofd|beheerder|coordinator|coordinatrice|coordinador[a]?"
    r"|coordenador[a]?|buyer|einkaufer(?:in)?|acheteur|acheteuse|comprador[a]?|inkoper|administrator|admin"
    r"|officer|contactpersoon|referente|interlocuteur|interlocutrice|chef|cio|cto|cfo|it-manager"
    # a German or Dutch compound ("Einkaufsleiter", "IT-Verantwortliche", "afdelingshoofd")
    r"|\w+(?:leiter|leiterin|verantwortliche[r]?|manager|managerin|hoofd|beheerder))"
)
# ... never the only one, the sole one ("I'm no longer the only IT manager", "non sono più il responsabile
# unico"): the role is still the sender's
_SOLE = (
    r"(?:only|sole|single|unico|unica|seul|seule|unique|einzige[rn]?|alleinige[rn]?|unico|enige|solo|sola)"
)
# ... nor a role left for another the sender now holds, or with the say kept ("I'm no longer the IT
# manager, I'm the CIO now", "... but I still sign off on software", "nicht mehr IT-Leiter, sondern CIO",
# "já não sou o gestor de TI, agora sou o diretor"): the sender is still the one to talk to
_STILL_MINE = (
    r"(?:,? (?:but i\b|but still\b|i'm (?:now )?(?:the|a|an|your|head|in charge)\b|i am now\b|now i'm\b"
    r"|sondern\b|aber ich\b|jetzt bin ich\b|ich bin jetzt\b|mais je\b|maintenant je\b|je suis (?:maintenant"
    r"|desormais)\b|sino\b|pero (?:yo|sigo)\b|ahora soy\b|ma (?:sono|io|resto)\b|ora sono\b|adesso sono\b"
    r"|maar (?:ik|wel)\b|nu ben ik\b|ik ben nu\b|mas (?:eu|sou|continuo)\b|agora sou\b))"
)
_ROLE_WORDS = (
    rf"(?!{_SOLE}\b)(?:(?!{_SOLE}\b)[\w-]+ ){{0,2}}?{_ROLE}\b(?! {_SOLE}\b)"
    rf"(?!(?: [\w-]+){{0,3}}?{_STILL_MINE})"
)
ROLE_GIVEN_UP = rx(
    # English
    rf"(?:i'm|i am|im) no longer (?:the |a |an |your )?{_ROLE_WORDS}|(?:i haven't|i have not|i've not"
    rf"|i've not) been (?:the |a |an |your )?{_ROLE_WORDS} (?:here )?(?:for|since|in)\b|(?:i'm|i am|im) not"
    rf" (?:the |a |an |your )?{_ROLE_WORDS} (?:here )?any ?more",
    # German
    rf"(?:ich )?bin (?:\S+ ){{0,4}}?(?:nicht mehr (?:der |die )?{_ROLE_WORDS}|kein(?:e)? {_ROLE_WORDS}"
    r"(?: \S+){0,2}? mehr\b)",
    # French
    rf"je ne suis plus (?:le |la |l'|votre )?{_ROLE_WORDS}|j'ai cesse d'etre (?:le |la |l')?{_ROLE_WORDS}",
    # Spanish
    rf"(?:deje|he dejado) de ser (?:el |la )?{_ROLE_WORDS}|ya no soy (?:el |la )?{_ROLE_WORDS}"
    rf"|no soy (?:el |la )?{_ROLE_WORDS} desde hace\b",
    # Italian
    rf"non sono piu (?:il |la |l'|lo )?{_ROLE_WORDS}|ho smesso di essere (?:il |la |l')?{_ROLE_WORDS}",
    # Dutch
    rf"(?:ik )?ben (?:\S+ ){{0,4}}?(?:geen {_ROLE_WORDS}(?: \S+){{0,2}}? meer\b|niet meer (?:de |het )?"
    rf"{_ROLE_WORDS})",
    # Portuguese
    rf"(?:ja nao sou|nao sou mais|deixei de ser) (?:o |a )?{_ROLE_WORDS}",
)
