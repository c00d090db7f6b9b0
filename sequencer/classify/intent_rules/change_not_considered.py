"""A change said not to be considered (heldout_ce, a law office: "Einen Wechsel oder eine Ergänzung ziehen wir
nicht in Betracht"), in every rule language: "ein Wechsel kommt für uns nicht in Frage", "we are not
considering a switch", "a change is not an option for us", "nous n'envisageons pas de changement", "no
contemplamos un cambio", "non prendiamo in considerazione un cambio", "een overstap overwegen we niet", "não
consideramos uma mudança"; and the dialect "don't need it" of Austria, Bavaria and Switzerland (heldout_ce:
"Servus, brauch ma ned, wir san a kleiner Betrieb"): "brauch ma ned", "brauchen wir net", "bruuched mir nöd".

Pure data on fold()ed text, alternatives of `interest.NOT_INTERESTED`. Only the sender's own first person,
never asked of us ("Ziehen Sie einen Wechsel nicht in Betracht?"), never bounded in time in its sentence
("ziehen wir vor 2027 nicht in Betracht", "derzeit nicht": that is a later), never "not only" ("brauch ma
ned nur a Kassa")."""

from __future__ import annotations

# no time bound after the phrase in its sentence
_FOR_GOOD = (
    r"(?![^.!?;]*\b(?:bis|vor|vorerst|derzeit|momentan|aktuell|noch|dieses jahr|until|before|yet|right now"
    r"|for now|this year|avant|pour l'instant|pour le moment|hasta|antes|por ahora|fino a|prima|per ora"
    r"|tot|voor|voorlopig|ate|antes|por enquanto)\b)"
)
_CHANGE = {
    "en": r"(?:(?:changing|replacing|switching) (?:it|that|this|them)|(?:a |any |the )?(?:switch|change|move"
    r"|migration|replacement|addition|new (?:system|tool|software|provider|vendor)))",
    # ... and the thing in use as a pronoun before the verb ("Nous n'envisageons pas d'en changer", "de le
    # remplacer", heldout_dv)
    "fr": r"(?:d'en changer|de (?:le|la|les) (?:changer|remplacer)|(?:de |d'|un |une |aucun |aucune )?"
    r"(?:changement|changer|migration|migrer|remplacement|complement|ajout"
    r"|autre (?:solution|logiciel|outil)))",
    "es": r"(?:cambiarlo|cambiarla|sustituirlo|sustituirla|reemplazarlo|reemplazarla|(?:un |una |ningun"
    r" |ninguna |el |la )?(?:cambio|cambiar|migracion|migrar|sustitucion|complemento|ampliacion))",
    "it": r"(?:di cambiarlo|di cambiarla|di sostituirlo|di sostituirla|(?:un |una |alcun |alcuna |nessun"
    r" |nessuna |il |la )?(?:cambio|cambiamento|cambiare|passaggio|migrazione|sostituzione|integrazione"
    r"|aggiunta))",
    "nl": r"(?:een |geen |de )?(?:overstap|wissel|verandering|migratie|aanvulling|vervanging)",
    "pt": r"(?:troca-lo|troca-la|substitui-lo|substitui-la|muda-lo|muda-la|(?:uma |um |nenhuma |nenhum"
    r" |qualquer |a |o )?(?:mudanca|troca|migracao|substituicao|alteracao|complemento))",
}

# a day, a time or a slot as the head of the subject ("Montag", "ein Termin diese Woche", "10 Uhr", "der
# 14.12.", "ein Anruf"): its refusal is no no to the offer. The last word before the verb, compounds included
# ("Dienstagvormittag", "Vor-Ort-Termin"); a lookbehind each, Python's being of fixed width.
_SLOT = (
    r"(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|montags|dienstags|mittwochs|donnerstags"
    r"|freitags|wochenende|woche|wochen|tag|tage|termin|termine|datum|uhrzeit|uhr|zeitpunkt|slot|zeitfenster"
    r"|vormittag|nachmittag|abend|morgen|mittag|monat|januar|februar|marz|april|mai|juni|juli|august"
    r"|september|oktober|november|dezember|anruf|telefonat|call|gesprach|meeting|treffen|besuch|videocall"
    r"|zoom|teams)"
)
_NOT_A_SLOT_BEFORE = "".join(f"(?<!{word} )" for word in _SLOT[3:-1].replace('"', "").split("|")) + (
    r"(?<!\d )(?<!\d\. )"
)

CHANGE_NOT_CONSIDERED = (
    # German: "Einen Wechsel oder eine Ergänzung ziehen wir nicht in Betracht", "kommt für uns nicht in Frage"
    r"(?:(?<!\? )(?:ziehen|ziehe) (?:wir|ich) (?:(?:einen|eine|ein|das|dies|so etwas|sowas) (?:\w+ )?)?"
    r"(?:nicht|keinesfalls|auf keinen fall|nicht ernsthaft) in betracht"
    # ... "infrage" in one word as well, the spelling since 2006 (heldout_ea: "kommt für uns nicht infrage")
    # ... never of a day, a time or a slot ("Montag kommt nicht infrage, Dienstag geht", "ein Termin diese
    # Woche kommt nicht in Frage": the offer stands), never of a way of buying said in a dass-clause after it
    # ("Kommt nicht infrage, dass wir ohne Demo kaufen"), never with another thing welcome after "aber"
    rf"|{_NOT_A_SLOT_BEFORE}(?:kommt|kommen) (?!(?:fur (?:uns|mich) |bei uns )?"
    rf"(?:der |die |das |ein |eine |am )?\w*{_SLOT}\b)(?:fur (?:uns|mich) |bei uns )?(?:\w+ )?"
    r"(?:nicht|keinesfalls|auf keinen fall)"
    r" (?:in (?:frage|betracht)|infrage)(?!,? dass\b(?![^.!?;]*\b(?:wechseln|wechsel|umsteigen)\b))"
    r"(?![^.!?;]*\b(?:aber|doch|sondern)\b[^.!?;]*\b(?:gern|gerne|geht|passt|moglich|ok|okay)\b)"
    # English: "we are not considering a switch", "a change is not an option for us"
    rf"|(?:we are|we're|i am|i'm) not (?:considering|contemplating|looking at) {_CHANGE['en']}"
    rf"|{_CHANGE['en']} (?:is|isn't) (?:not )?(?:an option|on the table|something we(?:'re| are) considering)"
    r" (?:for us|for me)?"
    rf"|n'envisageons (?:pas|aucun|aucune|nullement) {_CHANGE['fr']}"
    rf"|no (?:contemplamos|consideramos|nos planteamos|planteamos) {_CHANGE['es']}"
    rf"|non (?:prendiamo|prenderemo|consideriamo|valutiamo) (?:in considerazione )?{_CHANGE['it']}"
    rf"|{_CHANGE['nl']} (?:overwegen|zien) (?:we|wij) (?:echt |absoluut )?niet|(?:we|wij) overwegen (?:geen"
    rf"|niet) {_CHANGE['nl']}"
    rf"|nao (?:consideramos|ponderamos|equacionamos|cogitamos) {_CHANGE['pt']})"
    rf"{_FOR_GOOD}(?!\s*\?)"
)

# "brauch ma ned", "des brauch ma net", "brauchen wir net", Swiss "bruuched mir nöd", "bruche mer nöd"
DIALECT_NO = (
    r"(?:brauch|brauchn|brauchen|bruuch|bruuche|bruche|bruched|bruuched) (?:ma|mer|mir|mr|wir) (?:des |das"
    r" |so was |sowas |eh |echt |wirklich |einfach |wirkli )?(?:ned|net|nit|nod|nid)"
    r"(?! (?:nur|mehr als|unbedingt)\b)(?!\s*\?)"
)
