"""The sender does not handle or decide this kind of thing (heldout_ch: a teacher, "ik ga niet over dit soort
dingen"), in every rule language: "I don't deal with this kind of thing", "I don't decide on things like
that", "über so etwas entscheide ich nicht", "je ne décide pas de ce genre de choses", "no me encargo de
este tipo de cosas", "non decido io queste cose", "ik ga niet over dit soort dingen", "over zulke zaken
beslis ik niet", "não decido esse tipo de coisa". Read by `intent_wrong_person.wrong_person` beside
`wrong_person.WRONG_PERSON`: not the sender's matter, a wrong person.

Never the sender who does not decide it alone or without something first ("I don't decide on things like
this without a demo", "ik beslis niet over zulke dingen zonder offerte": a step before a yes), nor a
Dutch idiom or change ("ik ga niet over één nacht ijs", "we gaan niet over op een nieuw systeem": no kind
named). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# never a step first: "without a demo", "alone", "zonder offerte", "ohne Angebot", "sans démo", ...
_NOT_ALONE = (
    r"(?!,? (?:without|alone|by myself|on my own|zonder|alleen|in mijn eentje|ohne|allein|sans|seul|seule"
    r"|sin|solo|sola|senza|da solo|da sola|sem|sozinh[oa])\b)"
)
KIND_NOT_MINE = rx(
    # English
    r"i (?:don't|do not|dont) (?:decide (?:on |about )?|handle|deal with|look after|get involved (?:in|with)"
    r"|make (?:the )?(?:decisions|calls) (?:on|about) )(?:this|that|these|those) (?:kinds?|sorts?|types?) of"
    rf" (?:things?|stuff|decisions?|purchases?|matters?|topics?){_NOT_ALONE}"
    r"|i (?:don't|do not|dont) (?:decide (?:on |about )?|handle|deal with|look after|get involved (?:in|with)"
    rf" )(?:things|stuff|matters|decisions) like (?:this|that){_NOT_ALONE}",
    # German
    r"(?:uber|fur) (?:so etwas|sowas|solche (?:dinge|sachen|themen|entscheidungen)|(?:diese|derlei) art"
    rf" (?:von )?(?:dingen|sachen|themen)) (?:entscheide|bestimme) ich nicht{_NOT_ALONE}"
    r"|(?:mit|um) (?:so etwas|sowas|solchen (?:dingen|sachen|themen)) (?:habe ich nichts zu tun|kummere ich"
    rf" mich nicht){_NOT_ALONE}",
    # French
    r"je ne (?:decide|m'occupe|gere|m'occupe jamais|tranche) (?:pas|jamais) (?:de |sur )?(?:ce genre|ce type"
    rf"|ces types?|ce style) de (?:choses?|decisions?|sujets?|achats?|questions?){_NOT_ALONE}"
    r"|(?:ce genre|ce type) de (?:choses?|decisions?|sujets?|achats?) ne (?:passe|passent) pas par moi",
    # Spanish
    r"no (?:me encargo|me ocupo|decido|llevo|gestiono) (?:yo )?(?:de |sobre )?(?:este|ese|estos|esos)"
    rf" tipos? de (?:cosas|temas|asuntos|decisiones|compras){_NOT_ALONE}"
    rf"|no (?:decido|llevo|gestiono) (?:yo )?(?:estas|esas) cosas{_NOT_ALONE}",
    # Italian
    r"non (?:decido|mi occupo|gestisco|seguo) (?:io )?(?:di )?(?:questo|quel) (?:genere|tipo) di"
    rf" (?:cose|decisioni|acquisti|temi){_NOT_ALONE}|non (?:decido|gestisco) (?:io )?(?:queste|certe) cose"
    rf"|non (?:decido|mi occupo|gestisco) (?:io )?(?:di )?cose (?:del genere|simili){_NOT_ALONE}",
    # Dutch
    r"ik (?:ga|beslis) (?:zelf |eigenlijk |helemaal )?niet over (?:dit|dat|deze|die|zulke|zo'n|dergelijke)"
    rf" (?:soort |type |soorten )?(?:dingen|zaken|beslissingen|aankopen|kwesties|onderwerpen){_NOT_ALONE}"
    r"|over (?:dit|dat|zulke|dergelijke) (?:soort |type )?(?:dingen|zaken|beslissingen|aankopen) (?:ga"
    rf"|beslis) ik (?:zelf )?niet{_NOT_ALONE}",
    # Portuguese
    r"nao (?:decido|trato|cuido|me ocupo) (?:eu )?(?:de |sobre )?(?:esse|este|esses|estes|desse|deste"
    rf"|desses|destes) tipos? de (?:coisas?|assuntos?|decisoes|decisao|compras?){_NOT_ALONE}"
    rf"|nao (?:decido|trato) (?:eu )?(?:essas|estas) coisas{_NOT_ALONE}",
)
