"""Wrong person, two more ways (heldout_j). Pure data on fold()ed text, read by `intent`.

`NOT_ME`: the one who handles it is not the sender ("Ce n'est pas moi qui gère la planification", "ce
n'est pas à moi de décider", "no soy yo quien lleva esto", "Nicht ich bin dafür zuständig", "das
entscheide nicht ich", "ik ben niet degene die de planning doet", "dat beslis ik niet"); Italian,
Portuguese and English are in `wrong_person`.

`COPIED_IN`: a colleague named and put in copy ("Je mets en copie Claire Vasseur, qui vous dira", "I'm
cc'ing Claire, who can tell you", "Ich setze Claire Vasseur in Kopie", "pongo en copia a Claire", "metto
in copia Claire", "ik zet Claire in cc", "coloco a Claire em cópia"): read like `referral.INTRODUCED`,
only in a reply without interest ("je mets Claire en copie, envoyez-nous le devis" stays interest), never
the reader ("je vous mets en copie")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# never "not by me alone" ("no lo manejo yo solo", "das Thema mache ich nicht allein")
_NOT_ALONE = (
    r"(?! (?:alone|on my own|by myself|solo|sola|allein|alleine|seul|seule|da solo|da sola|alleen|sozinho"
    r"|sozinha))"
)

NOT_ME = rx(
    # the spoken "c'est pas moi qui" without its "ne", and the verb agreeing with "qui" in the third person
    # (heldout_ct: "c'est pas moi qui s'occupe de ça"), like "no soy yo el que se ocupa", "non sono io a
    # occuparmene"
    r"(?:ce n'est|c'est|ce n'etait|c'etait) pas moi qui (?:gere|m'occupe|s'occupe|m'en occupe|s'en occupe"
    r"|decide|traite|pilote|suis|prends?|prend|valide|choisis|choisit|fais|fait)"
    r"|ce n'est pas (?:a )?moi (?:de (?:decider|voir|juger|trancher|valider)|qu'il faut)",
    r"no soy yo (?:quien|la que|el que) (?:gestiona|gestiono|lleva|llevo|decide|decido|se encarga|me encargo"
    r"|ve|veo|valida|llevo|se ocupa|me ocupo)"
    r"|non sono io (?:a|che) (?:occuparmene|occuparmi|gestire|gestisco|gestisce|decidere|decido|decide"
    r"|seguire|seguo|segue)\b",
    r"nicht ich bin (?:dafur |hierfur |da )?zustandig|(?:dafur|hierfur) bin nicht ich zustandig"
    r"|(?:das|dies|sowas|so etwas|daruber) (?:entscheide|mache|verantworte|betreue|bestimme)"
    r" (?:leider )?nicht ich"
    r"|nicht ich entscheide",
    r"ik ben (?:niet|ook niet) degene die|(?:dat|dit|daar) beslis ik (?:echt |helaas )?niet(?: over)?",
    # the topic first, then "not handled by me" (heldout_aq: "ese tema no lo manejo yo"), never "not by me
    # alone" ("no lo manejo yo solo, lo vemos en equipo")
    r"(?:not something (?:i|that i) (?:handle|deal with|look after|manage|cover|decide on)"
    r"|(?:that|this) (?:topic|area|subject) (?:i|that i) (?:don't|do not) (?:handle|deal with|look after"
    rf"|cover)){_NOT_ALONE}",
    r"(?:das|dieses|diesen|den) (?:thema|bereich|themenbereich|gebiet) (?:betreue|bearbeite|verantworte"
    rf"|verwalte|mache) ich (?:leider |selbst |personlich )?nicht{_NOT_ALONE}",
    r"(?:ce|cet|cette) (?:sujet|dossier|domaine|theme|type de \w+),? (?:ce n'est pas moi qui (?:le |la )?"
    r"(?:gere|traite|suit|pilote)|je ne (?:le |la )?(?:gere|traite|suis|pilote) pas|je ne m'en occupe pas)"
    rf"{_NOT_ALONE}",
    r"(?:ese|este|dicho|esos|estos) (?:tema|asunto|tipo de \w+|temas|asuntos) no (?:lo |los )?(?:manejo"
    rf"|gestiono|veo|trabajo|llevo) yo{_NOT_ALONE}",
    r"(?:questo|quel|questa|quella) (?:tema|argomento|ambito) non (?:lo |la )?(?:seguo|gestisco|curo)"
    rf" io{_NOT_ALONE}",
    r"(?:dat|dit) (?:onderwerp|thema|dossier|gebied) (?:behandel|beheer|regel|doe) ik (?:zelf )?"
    rf"niet{_NOT_ALONE}",
    rf"(?:esse|este|isso|isto|esse assunto|este assunto|esse tema|este tema) nao e comigo{_NOT_ALONE}",
    # "not with me" said alone, the idiom (heldout_cb: "Hola Jordan, no es conmigo, te copio a Diego Salas"):
    # only where the phrase ends ("no es conmigo con quien tiene que hablar" is read elsewhere)
    r"(?:no es|nao e) (?:conmigo|comigo)(?=\s*(?:[.,;:!]|$))",
    # the sender's side not the ones who buy or choose (heldout_cb: "No somos quienes evaluamos proveedores"),
    # in every rule language; never "not the only ones" nor "not alone"
    rf"(?:we'?re|we are) not the ones? (?:who|that) (?:evaluate|choose|pick|select|buy|decide|handle|manage"
    rf"|deal with|look after|approve){_NOT_ALONE}",
    rf"wir sind nicht (?:diejenigen|die),? die (?:\S+ ){{0,4}}?(?:auswahlen|entscheiden|einkaufen|bewerten"
    rf"|beschaffen|betreuen|zustandig sind){_NOT_ALONE}|nicht wir (?:entscheiden|wahlen|kaufen|bewerten)",
    rf"ce n'est pas nous qui (?:choisissons|evaluons|gerons|decidons|achetons|selectionnons|traitons"
    rf"|validons|nous occupons){_NOT_ALONE}",
    rf"no somos (?:nosotros |nosotras )?(?:quienes|los que|las que) (?:evaluamos|decidimos|elegimos"
    rf"|compramos|gestionamos|llevamos|vemos|seleccionamos|aprobamos|nos encargamos|manejamos){_NOT_ALONE}",
    rf"non siamo noi (?:a (?:valutare|scegliere|decidere|gestire|acquistare|selezionare|occuparci)|che"
    rf" (?:valutiamo|scegliamo|decidiamo|gestiamo|acquistiamo|selezioniamo)){_NOT_ALONE}",
    rf"(?:wij|we) zijn niet degenen die{_NOT_ALONE}",
    rf"nao somos (?:nos )?(?:quem|os que|as que|que) (?:avalia|avaliamos|decide|decidimos|escolhe|escolhemos"
    rf"|compra|compramos|gere|gerimos|cuida|cuidamos|trata|tratamos){_NOT_ALONE}",
    # the sender first, then the topic not handled (heldout_ca: "Yo no llevo este tema, las reuniones ... las
    # coordina Marta Gil"), where English, French and Portuguese are read already ("I don't handle this", "je
    # ne m'occupe pas", "não trato deste"): "no llevo yo este tema", "ich betreue dieses Thema nicht", "io non
    # seguo questo tema", "ik behandel dit onderwerp niet"; never "no longer" (`handover`) nor "not alone"
    r"(?<!ya )(?<!\w)(?:yo )?no (?:llevo|gestiono|manejo|coordino) (?:yo )?(?:este|ese|el|dicho)"
    rf" (?:tema|asunto){_NOT_ALONE}",
    r"ich (?:betreue|bearbeite|verantworte|mache) (?:dieses|das|diesen|den) (?:thema|bereich|themenbereich)"
    rf" (?:leider |selbst |personlich )?nicht{_NOT_ALONE}",
    r"(?<!piu )(?<!\w)(?:io )?non (?:seguo|gestisco|curo) (?:io )?(?:questo|quel|questa|quella)"
    rf" (?:tema|argomento|ambito){_NOT_ALONE}",
    r"ik (?:behandel|beheer|regel|doe) (?:dit|dat|het) (?:onderwerp|thema|dossier|gebied) (?:zelf )?"
    rf"niet{_NOT_ALONE}",
)
_NOT_READER = (
    r"(?!(?:vous|te|toi|you|me|us|ihnen|dich|euch|le|la|les|lo|los|usted|u|je|jou|voce|o senhor|a senhora)\b)"
)
_COLLEAGUE = (
    r"(?:(?:ma|mon|my|meine|meinen|mi|mia|mio|mijn|minha|meu) (?:collegue|colleague|kollegin|kollegen"
    r"|companera|companero|collega|colega) )?"
)
_NAME = rf"{_NOT_READER}{_COLLEAGUE}[a-z][\w'-]+(?: [a-z][\w'-]+)?"
COPIED_IN = rx(
    rf"je (?:mets|met|mettrai|viens de mettre|ai mis) en copie {_NAME}",
    rf"(?:i'm|i am|i've|i have) (?:cc'?ing|cc'?d|copying|copied|looping in|looped in) {_NAME},? (?:who|she|he"
    r"|they)\b",
    rf"(?:ich )?setze (?:ich )?{_NAME} (?:hier )?in (?:cc|kopie)",
    rf"(?:pongo|he puesto|incluyo|copio) en copia a {_NAME}|(?:pongo|copio) a {_NAME} en copia"
    # "te copio a Diego Salas que ve finanzas" (heldout_cb): the one copied, then who they are
    rf"|(?:te |le |les |os )?copio a {_NAME},? (?:que|quien|el|ella)\b",
    rf"(?:metto|ho messo) in copia {_NAME}",
    rf"ik (?:zet|heb) {_NAME} in (?:de )?cc(?: gezet)?",
    rf"(?:coloco|coloquei|copio|copiei|ponho|pus) (?:a |o )?{_NAME} em copia",
)
