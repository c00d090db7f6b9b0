"""Wrong person: the topic handled at the sender's head office or group, elsewhere than the sender
(heldout_aq: "I'm on the APAC marketing side, finance stuff is handled out of our HQ in Sydney. Not sure who
exactly, maybe try the CFO's office?"), in every rule language: "handled out of our HQ", "is done at head
office", "wird in unserer Zentrale in Hamburg bearbeitet", "est géré par notre siège à Paris", "se gestiona
desde la casa matriz", "è gestito dalla sede centrale", "wordt op ons hoofdkantoor geregeld", "é tratado pela
matriz", and the work centralised there ("è centralizzata nella sede di Bologna", `_CENTRALISED`). Read by
`intent_wrong_person.wrong_person`. Pure data on fold()ed text.

Never negated ("isn't handled by head office, I decide locally") nor past ("used to be handled by HQ",
"no longer handled by head office"), nor asked ("Is that handled out of HQ?"), nor the head office as the
place of a meeting ("let's meet at our HQ in Sydney")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# said, not asked: the sentence ends without a question mark
_SAID = r"(?=[^.!?\n]*(?:[.!\n]|$))"
# nor a thing of the past ("used to be handled by HQ but now it's decided by us", "no longer handled out
# of HQ")
_NOT_NEGATED = (
    r"(?<!not )(?<!n't )(?<!nicht )(?<!pas )(?<!no )(?<!non )(?<!niet )(?<!nao )(?<!used to be )"
    r"(?<!no longer )(?<!no longer being )"
)

# The head office named as the one who handles it, in the active voice (heldout_by: "la sede di Pescara non ha
# autonomia su questi acquisti. Se ne occupa la direzione a Roma"): "head office in Rome deals with that",
# "darum kümmert sich die Zentrale in Rom", "c'est le siège à Rome qui s'en occupe", "de eso se encarga la
# sede central", "se ne occupa la direzione a Roma", "dat regelt het hoofdkantoor", "disso trata a sede em
# Lisboa"; said, never asked ("se ne occupa la sede centrale?") nor negated.
_HQ_HANDLES = (
    r"(?:(?:our|the) )?(?:hq|head ?office|headquarters|parent company|group office|corporate office)"
    r"(?: in [a-z]+)? (?:deals with|takes care of|looks after|handles|decides on) (?:that|this|it|these|those"
    r"|all that|such)\b",
    r"(?:darum|um so etwas|um sowas|um solche dinge|um den einkauf) kummert sich (?:bei uns )?(?:die|unsere)"
    r" (?:zentrale|konzernzentrale|hauptverwaltung|muttergesellschaft|geschaftsfuhrung)"
    r"|das (?:macht|regelt|entscheidet) (?:bei uns )?(?:die|unsere) (?:zentrale|konzernzentrale"
    r"|hauptverwaltung|muttergesellschaft)",
    r"c'est (?:le siege|la maison mere|la direction(?: generale)?|notre siege)(?: (?:a|de) [a-z]+)? qui"
    r" (?:s'en occupe|s'en charge|gere|decide)",
    r"(?:de eso|de esto|de estas cosas|de estas compras|de las compras) se (?:encarga|ocupa) (?:la|nuestra)"
    r" (?:sede(?: central)?|central|casa matriz|matriz|oficina central|direccion)",
    r"(?<!non )se ne occupa (?:la|la nostra) (?:direzione|sede centrale|casa madre|capogruppo|sede (?:di|a)"
    r" [a-z]+)|(?<!non )se ne occupa (?:il nostro |la nostra )?(?:gruppo|headquarter|ufficio centrale)",
    r"(?:dat|dit|zoiets|inkoop) (?:regelt|doet|beslist) (?:ons |het )?(?:hoofdkantoor|moederbedrijf|concern)"
    r"(?! niet)",
    r"(?:disso|disto|dessas coisas|das compras) (?:trata|cuida) (?:a|a nossa|o|o nosso) (?:sede|matriz"
    r"|casa-mae|casa mae|direcao|grupo)",
)
# The work centralised at a head office or another site of the group (heldout_cw: after a takeover,
# "l'amministrazione è centralizzata nella sede di Bologna"), in every rule language: "accounting is
# centralised at our head office", "die Buchhaltung ist in der Zentrale zentralisiert", "la comptabilité est
# centralisée au siège", "la administración está centralizada en la sede de Madrid", "è centralizzata nella
# sede di Bologna", "is gecentraliseerd op het hoofdkantoor", "está centralizada na sede do Porto"; said,
# never negated, never past ("used to be centralised").
_CENTRALISED = (
    r"(?:is|are|has been|have been|was|were) (?:now )?centrali[sz]ed (?:at|in|to) (?:our |the )?(?:hq"
    r"|head ?office|headquarters|group office|parent company|franchisor|[a-z]+ office)\b",
    r"(?:ist|sind|wurde|wurden) (?:jetzt |nun |inzwischen )?(?:(?:in|bei|an) (?:der|unserer|dem|unserem)"
    r"|am|im|beim) (?:zentrale|konzernzentrale|hauptsitz|standort [a-z]+|mutterkonzern|franchisegeber"
    r"|systemzentrale) zentralisiert",
    r"(?:est|sont|a ete|ont ete) (?:desormais )?centralisee?s? (?:au|a|dans|sur|chez) (?:notre |le |la )?"
    r"(?:siege"
    r"|maison mere|groupe|franchiseur|site (?:de|d')\s?[a-z]+)\b",
    r"(?:esta|estan|se ha|se han) (?:ahora )?centralizad[oa]s? (?:en|desde) (?:la |nuestra |el |nuestro )?"
    r"(?:casa matriz|central|sede(?: central| de [a-z]+)?|matriz|oficina central|franquiciador[a]?)\b",
    r"(?:e|sono) (?:stat[oaie] )?(?:ora )?centralizzat[oaie] (?:nella|presso la|alla|a|in) (?:nostra )?"
    r"(?:sede(?: centrale| di [a-z]+)?|casa madre|capogruppo|direzione centrale|franchisor)\b",
    r"(?:is|zijn|werd|werden) (?:nu )?gecentraliseerd (?:op|bij|in) (?:ons |het |de )?"
    r"(?:hoofdkantoor|moederbedrijf|concern|franchisegever|vestiging (?:in )?[a-z]+)\b",
    # (the franchisor as a head office, "é tudo centralizado na franqueadora", heldout_dn)
    r"(?:esta|estao|foi|foram|e|sao|fica|ficam) (?:agora )?(?:tudo |todo )?centralizad[oa]s? (?:na|no|em)"
    r" (?:nossa |nosso )?(?:matriz|sede(?: (?:de|do|da|em) [a-z]+)?|casa-mae|casa mae|grupo"
    r"|franqueador[a]?)\b",
)
HEAD_OFFICE = rx(
    *(rf"(?:{part}){_SAID}" for part in _HQ_HANDLES),
    *(rf"{_NOT_NEGATED}(?:{part}){_SAID}" for part in _CENTRALISED),
    rf"{_NOT_NEGATED}(?:handled|managed|done|run|decided|looked after|dealt with|bought|purchased)"
    r" (?:centrally )?(?:out of|from|at|by|in|through) (?:our |the |group )?(?:hq|head ?office|headquarters"
    rf"|head quarters|group office|parent company|global office|corporate office|corporate)\b{_SAID}",
    r"(?:wird|werden) (?:(?!nicht )\S+ ){0,4}?(?:in|von|uber|bei) (?:unserer|der|unserem|dem)"
    r" (?:zentrale"
    r"|konzernzentrale|hauptsitz|mutterkonzern|mutterhaus|konzern) (?:\S+ ){0,3}?(?:bearbeitet|gemacht"
    rf"|entschieden|geregelt|abgewickelt|betreut|gesteuert|verantwortet){_SAID}",
    rf"{_NOT_NEGATED}(?:est|sont) (?:gere|traite|decide|pilote|centralise|suivi)e?s? (?:par|au|depuis|a)"
    rf" (?:notre |le |la )?(?:siege|maison mere|groupe)\b{_SAID}",
    rf"{_NOT_NEGATED}(?:se (?:gestiona|gestionan|lleva|llevan|maneja|manejan|decide|deciden)|(?:lo|la|los"
    r"|las) (?:lleva|llevan|gestiona|gestionan|maneja|manejan)) (?:desde|en) (?:la |nuestra |el |nuestro )?"
    rf"(?:casa matriz|central|sede central|matriz|corporativo|oficina central)\b{_SAID}",
    rf"{_NOT_NEGATED}(?:e|sono|viene|vengono) (?:gestit|seguit|decis|curat)[oaie]"
    r" (?:dalla|dal|in|presso la) (?:nostra )?(?:sede centrale|casa madre|capogruppo|headquarter"
    rf"|direzione centrale)\b{_SAID}",
    r"(?:wordt|worden) (?:(?!niet )\S+ ){0,4}?(?:op|door|vanuit|bij) (?:ons |het )?(?:hoofdkantoor"
    r"|moederbedrijf|concern) (?:\S+ ){0,3}?(?:geregeld|gedaan|beslist|behandeld|afgehandeld"
    rf"|beheerd){_SAID}",
    rf"{_NOT_NEGATED}(?:e|sao) (?:tratad|gerid|decidid|feit|cuidad)[oa]s? (?:pela|na|no|pelo)"
    rf" (?:nossa |nosso )?(?:matriz|sede|casa-mae|casa mae|grupo)\b{_SAID}",
)

# ... but ruled out for the sender, no one to go to (heldout_cb: "No aplica para nosotros. Todos nuestros
# procesos financieros se gestionan desde la casa matriz ..., por lo que no tenemos ninguna posibilidad de
# evaluar herramientas locales"): a no, in every rule language; `intent_wrong_person` skips the head office
# then, and the no is read after it. Never "no way to evaluate it before March" (a time)
_EVALUATE = (
    r"(?:evaluate|consider|buy|adopt|use|look at|choose|test|bewerten|evaluieren|prufen|kaufen|einsetzen"
    r"|nutzen|einzusetzen|evaluer|envisager|acheter|utiliser|adopter|choisir|evaluar|considerar|comprar"
    r"|contratar|usar|adoptar|elegir|valutare|considerare|acquistare|usare|adottare|scegliere|evalueren"
    r"|overwegen|kopen|gebruiken|inzetten|kiezen|avaliar|comprar|contratar|adotar|escolher)"
)
_NOT_TIMED = r"(?!(?: \S+){0,4}? (?:before|until|bis|vor|avant|jusqu'|antes|hasta|prima|fino|voor|tot|ate)\b)"
RULED_OUT = rx(
    rf"(?:we have|we've got|there's|there is) no (?:way|possibility|chance|option|scope) (?:\S+ ){{0,3}}?"
    rf"{_EVALUATE}\b{_NOT_TIMED}|(?:not applicable|doesn't apply|does not apply) (?:to|for) us",
    rf"(?:wir haben|es gibt) keine (?:moglichkeit|chance),? (?:\S+ ){{0,4}}?(?:zu )?{_EVALUATE}\b{_NOT_TIMED}"
    r"|trifft (?:auf uns|bei uns) nicht zu",
    rf"(?:nous n'avons|on n'a|il n'y a) (?:aucune|pas de|pas la) (?:possibilite|moyen|marge) (?:de |d')"
    rf"(?:\S+ ){{0,2}}?{_EVALUATE}\b{_NOT_TIMED}",
    rf"no (?:tenemos|hay) (?:ninguna |la )?(?:posibilidad|forma|manera|opcion|margen) de (?:\S+ ){{0,2}}?"
    rf"{_EVALUATE}\b{_NOT_TIMED}|no (?:nos )?aplica (?:para|a) nosotros|no nos aplica\b",
    rf"non (?:abbiamo|c'e) (?:alcuna |nessuna )?(?:possibilita|modo|margine) di (?:\S+ ){{0,2}}?{_EVALUATE}"
    rf"\b{_NOT_TIMED}",
    rf"(?:we hebben|er is) geen (?:mogelijkheid|ruimte) om (?:\S+ ){{0,4}}?te {_EVALUATE}\b{_NOT_TIMED}"
    r"|niet van toepassing (?:voor|op) ons",
    rf"nao (?:temos|ha) (?:nenhuma |a )?(?:possibilidade|forma|maneira|margem) de (?:\S+ ){{0,2}}?"
    rf"{_EVALUATE}\b{_NOT_TIMED}",
)
