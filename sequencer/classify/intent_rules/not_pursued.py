"""A decision not to go on, said for the sender or for the person they write for ("this isn't something
she will be pursuing", "this isn't something we'll be looking at", "non è un tema che valuteremo", "we
won't be pursuing this", "we're not moving forward with it", "we will pass"):
not interested, in every rule language ("das werden wir nicht weiterverfolgen", "nous n'irons pas plus
loin", "no vamos a seguir adelante", "non procederemo", "we gaan hier niet mee verder", "não vamos avançar
com isso"). Pure data on fold()ed text, read with `decline.DECLINE`.

Never for a while only: "not something we'll pursue right now", "wir verfolgen das vorerst nicht weiter"
are a later; never under a condition before it ("Unless you host in Australia, we can't proceed",
`CONDITION_BEFORE`); never a thing passed on ("we'll pass this along to the team", "we'll pass on this to our
CTO")."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

# no "for now" in the rest of the sentence
_FOR_GOOD = (
    r"(?![^.!?;]*\b(?:right now|for now|at the moment|yet|this (?:year|quarter|month)|for the time being"
    r"|at this (?:time|stage|point)|until|derzeit|momentan|vorerst|im moment|vorlaufig|pour l'instant"
    r"|pour le moment|por ahora|de momento|por el momento|todavia|per ora|per il momento|al momento"
    r"|voorlopig|op dit moment|por enquanto|no momento|ainda)\b)"
)
# an "if", "unless" or "without" before the phrase in its sentence (`intent_shared.stated`): a requirement
# still to be met ("Unless you host in Australia, we can't proceed", "Sem um DPA não podemos avançar")
CONDITION_BEFORE = re.compile(
    # never a concession ("Even if you cut the price, we can't proceed", "Anche se l'offerta è interessante,
    # non procederemo": a no whatever the condition)
    r"(?<!\w)(?<!even )(?<!auch )(?<!meme )(?<!aun )(?<!anche )(?<!ook )(?<!mesmo )"
    r"(?:if|unless|without|as long as|wenn|falls|sofern|solange|ohne|si|sauf si|sans|tant que|a moins"
    r"|se|a meno che|senza|finche|sin|salvo que|a menos que|mientras|als|indien|tenzij|zonder|zolang|caso"
    r"|sem|a nao ser que|enquanto)(?!\w)"
    # never a yes standing alone ("Sí, lo revisamos y no vamos a seguir adelante")
    r"(?! ?[,.!:;])"
    # never the honesty or the memory of the one saying it ("If I'm honest, we won't be pursuing this", "If I
    # recall correctly, we already told you we're not moving forward with it")
    r"(?! (?:i'm|i am|we're|we are|ich|je suis|soy|sono|ik|sou) (?:being )?(?:honest|ehrlich bin|honnete"
    r"|sincer[oa]|onest[oa]|eerlijk ben|honest[oa]|sincer[oa]s?)\b)"
    r"(?! (?:i|you) (?:recall|remember)\b| memory serves\b)"
)
# a coordinating "and" after the condition word: the phrase stands in a clause of its own
_AND_AFTER = re.compile(r"\b(?:and|und|et|y|e|ed|en)\b")
# the condition word opening its clause: at its start, after a stop or after a conjunction
_OPENS_BEFORE = re.compile(
    r"(?:^|[,;:]|\b(?:and|und|et|y|e|ed|en|but|aber|mais|pero|ma|maar|mas|or|ou|o))\s*$"
)
# a "se" or "si" that is a pronoun: a clitic right after it ("Se lo comenté al equipo", "se ne è parlato",
# "se les avisó") or the Italian auxiliary ("si è spostata", "si sono organizzati")
_PRONOUN = re.compile(r"se (?:lo|los|las|le|les|ne|n')(?!\w)|si (?:e|sono|era|erano)\b")


def condition_before(before: str) -> bool:
    """An "if", "unless" or "without" in the words before a phrase (`CONDITION_BEFORE`). The "se" and "si"
    that also are pronouns (the reflexive "a agenda se complicou", the Spanish "se lo comenté", the Italian
    "si è spostata": review of 2026-12-07, fifth) count only in the phrase's own clause, or opening the clause
    that the phrase's clause is joined to by an "and" with no clitic after them ("Si cambia la fecha y no
    podemos ir, os aviso"): "Minha agenda se complicou e não vou participar" is a no."""
    for found in CONDITION_BEFORE.finditer(before):
        if found.group(0) not in ("se", "si") or not _AND_AFTER.search(before, found.end()):
            return True
        if _OPENS_BEFORE.search(before, 0, found.start()) and not _PRONOUN.match(before, found.start()):
            return True
    return False


# no time bounding it in the rest of the sentence ("not before January", "until the budget is approved")
_UNBOUNDED = (
    r"(?![^.!?;]*\b(?:before|until|till|unless|avant|sauf|bis|vor|ehe|antes|hasta|salvo|prima|fino|senza"
    r"|voordat|tot|zonder|tenzij|ate|sem|sin|sans|without)\b)"
)
# the sender alone, someone else able ("I can't take this any further myself, but my colleague can")
_ALONE = r"(?! (?:myself|personally|alone|on my own)\b)"
_NOT_NOW_DE = r"(?!(?:vorerst|derzeit|momentan|vorlaufig|jetzt|erstmal|zunachst)\b)"
# what our offer is, said any way, after the "with" of a formal no ("com a aquisição deste tipo de solução",
# "with your proposal", "con su propuesta"): never something else named ("com o concorrente")
_OUR_THING = (
    r"(?:this|it|that|your \S+|the (?:proposal|offer|purchase|acquisition|matter)|esto|ello|eso|su \S+|la"
    r" (?:propuesta|oferta|compra|adquisicion|contratacion)|el (?:proyecto|tema)|isso|isto|a (?:sua |vossa )?"
    r"(?:proposta|oferta|aquisicao|contratacao|compra|implementacao|adocao)|o (?:seu |vosso )?(?:projeto"
    r"|projecto|assunto|tema)|cela|ca|votre \S+|la (?:proposition|offre)|questo|essa|esta|voi|la vostra \S+"
    r"|la (?:proposta|offerta))(?: (?:de|deste|desse|desta|dessa|del|de este|de esta|di|de ce|de cette|of)"
    r" (?:\S+ ){0,3}?\S+)?"
)
_WHO_EN = r"(?:we|i|she|he|they|the team|my (?:boss|manager|client)|(?:mr|mrs|ms|dr)\.? [a-z][\w'-]+)"
NOT_PURSUED = rx(
    # English
    rf"(?:isn't|is not|not) (?:something|anything|a thing|an option) (?:that )?{_WHO_EN}(?:'ll|'d|'re|'s"
    r"| will| would| are| is| plan to| intend to| want to| wants to| plans to)? (?:be )?(?:pursuing|pursue"
    rf"|moving forward with|taking forward|proceeding with|taking further|looking at|looking into|considering"
    rf"|exploring|evaluating){_FOR_GOOD}",
    # ... or said as beyond what the sender can do (heldout_dx: "this isn't something we can look at. The
    # group has mandated ..."): "not something we can look at", "nothing we could consider"
    rf"(?:(?:isn't|is not|not) (?:something|anything|a thing|an option)|(?:is|it's|that's) nothing)"
    rf" (?:that )?{_WHO_EN} (?:can|could|are able to|is able to|would be able to) (?:really )?(?:look at"
    rf"|look into|consider|pursue|explore|evaluate|take on|take forward|move forward with|proceed with)"
    rf"{_FOR_GOOD}",
    rf"{_WHO_EN} (?:won't|will not|are not|aren't|is not|isn't|shan't|do not|don't|does not|doesn't)"
    rf"(?: be)? (?:pursu(?:e|ing)|mov(?:e|ing) forward|go(?:ing)? ahead|proceed(?:ing)?)(?: (?:this|it|that)"
    rf"| with (?:this|it|that|your \w+|the \w+)| further)?(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    rf"(?:not|won't be|will not be) moving (?:forward|ahead)(?= *(?:[.,;!]|$| with (?:this|it|that|your"
    rf"|the)\b)){_FOR_GOOD}",
    # heldout_p: "we are not in a position to take up offers made by email. We will not be taking this any
    # further."
    rf"{_WHO_EN} (?:won't|will not|are not|aren't|is not|isn't|shan't)(?: be)? tak(?:e|ing) (?:this|it|that"
    rf"|the matter|things) (?:any )?further{_FOR_GOOD}|not in a position to (?:take up|accept|consider"
    rf"|proceed with|buy|purchase|engage)\b{_FOR_GOOD}",
    rf"(?:we|i|she|he)(?:'ll| will|'re going to| are going to| is going to| have decided to| decided to)"
    rf" pass(?: on (?:this|it|that|this one|the offer|your offer))?(?= *(?:[.,;!]|$)){_FOR_GOOD}",
    # German
    rf"(?:das|dies|es|dem|ihr angebot|das thema|ihre anfrage) (?:{_NOT_NOW_DE}\S+ ){{0,2}}?nicht"
    rf" (?:weiter ?verfolgen|weiter ?verfolgt)|(?:verfolgen|verfolgt) (?:wir |sie |er )?(?:das|dies|es"
    rf"|ihr angebot|das thema) (?:{_NOT_NOW_DE}\S+ ){{0,2}}?nicht weiter{_FOR_GOOD}"
    r"|wir verzichten (?:dankend|darauf)|da passen wir"
    rf"|(?:ist )?kein (?:thema|punkt), (?:das|den) wir (?:prufen|angehen|evaluieren|betrachten|anschauen)"
    rf" werden{_FOR_GOOD}"
    # ... "nothing we can look at" ("das ist nichts, was wir uns anschauen können")
    rf"|(?:das|dies|es) ist (?:leider )?nichts,? was wir (?:uns )?(?:anschauen|ansehen|prufen|angehen"
    rf"|verfolgen|evaluieren|betrachten) (?:konnen|werden|wollen){_FOR_GOOD}",
    # French
    rf"n'est pas (?:quelque chose|un sujet|une piste) que (?:nous|je|elle|il|on) (?:allons |va |vais"
    rf" |souhaitons |souhaite |comptons |compte )?(?:poursuivre|retenir|explorer|approfondir|etudier|evaluer"
    rf"|envisager|regarder){_FOR_GOOD}"
    rf"|(?:nous|je|elle|il) ne (?:poursuivrons|poursuivrai|poursuivra|donnera|donnerai) pas{_FOR_GOOD}"
    rf"|(?:nous n'irons|je n'irai|elle n'ira|il n'ira|on n'ira) pas plus loin{_FOR_GOOD}|(?:passons|passe"
    r"|passera) (?:notre|mon|son) tour",
    # Spanish
    rf"no es (?:algo|un tema) que (?:vayamos|vaya|queramos|quiera|vayan|vamos) a (?:seguir|retomar|considerar"
    rf"|explorar|impulsar|evaluar|estudiar|mirar){_FOR_GOOD}|no es (?:algo|un tema) que (?:evaluaremos"
    rf"|consideraremos|estudiaremos){_FOR_GOOD}|no (?:vamos|va|van) a (?:seguir adelante|avanzar"
    rf"|continuar)(?: con (?:esto"
    rf"|ello|eso|su \w+))?{_FOR_GOOD}(?= *(?:[.,;!]|$))|no seguiremos adelante{_FOR_GOOD}",
    # Italian
    rf"non (?:e|sara) (?:qualcosa|un tema|un argomento) che (?:intendiamo|intende|vogliamo|vuole|andremo a"
    rf"|andra a) (?:portare avanti|perseguire|approfondire|valutare|considerare){_FOR_GOOD}"
    rf"|non (?:e|sara) (?:qualcosa|un tema|un argomento) che (?:valuteremo|considereremo|prenderemo in"
    rf" considerazione|approfondiremo){_FOR_GOOD}|non (?:procederemo|andremo avanti|proseguiremo)"
    rf"{_FOR_GOOD}|non (?:intendiamo|intende) (?:procedere|proseguire|andare avanti){_FOR_GOOD}",
    # Dutch
    rf"(?:is|wordt) (?:niet|geen) (?:iets|zaak) (?:wat|dat) (?:we|wij|ze|zij|hij|ik) (?:gaan|gaat|zullen"
    rf"|zal|willen|wil) (?:oppakken|doorzetten|voortzetten|verder brengen|bekijken|onderzoeken"
    rf"|overwegen){_FOR_GOOD}|(?:we|wij) gaan"
    rf" (?:hier|daar|er) niet (?:mee )?verder{_FOR_GOOD}|(?:we|wij) zien (?:er|hier|daar) (?:\S+ )?van af"
    rf"{_FOR_GOOD}",
    # not going to look at it (heldout_cx: "dus we gaan er niet naar kijken"), in Dutch, English and German;
    # never bounded by a time ("voorlopig", "before January"), never the Dutch sender alone ("ik ga er niet
    # naar kijken, dat doet mijn collega")
    rf"(?:(?:we|wij) (?:gaan|zullen)(?: er| hier| daar| dit| dat)?|(?:er|hier|daar) (?:gaan|zullen)"
    rf" (?:we|wij)) niet (?:verder |meer )?naar (?:gaan )?kijken"
    rf"{_UNBOUNDED}{_FOR_GOOD}",
    rf"{_WHO_EN}(?: (?:won't|will not|aren't going to|are not going to|am not going to)|'m not going to"
    rf"|'re not going to)(?: be)? (?:look(?:ing)? (?:at|into)|consider(?:ing)?) (?:this|it|that|your \w+)"
    rf"(?= *(?:[.,;!]|$)){_UNBOUNDED}{_FOR_GOOD}",
    rf"(?:wir werden uns (?:das|dies|es|ihr angebot)|das werden wir uns) (?:{_NOT_NOW_DE}\S+ ){{0,2}}?nicht"
    rf" (?:naher |weiter )?(?:ansehen|anschauen){_UNBOUNDED}{_FOR_GOOD}",
    # Portuguese
    rf"nao e (?:algo|um tema|um assunto) que (?:vamos|va|iremos|queremos|quer|pretendemos|pretende)"
    rf" (?:seguir|avancar|prosseguir|levar adiante|explorar|avaliar|considerar|analisar){_FOR_GOOD}"
    rf"|nao (?:vamos|iremos|vai) (?:seguir adiante|avancar|prosseguir)"
    rf"(?: com (?:isso|isto|a \w+|o \w+))?{_FOR_GOOD}(?= *(?:[.,;!]|$))|nao daremos (?:seguimento"
    rf"|continuidade){_FOR_GOOD}",
    # No further step, under a modal or with an adverb inside (heldout_at: "So we won't be able to take this
    # any further.", "Nous ne donnerons donc pas suite à votre proposition."), in every rule language; never
    # bounded by a time ("pas avant janvier", "until the budget is approved") nor the sender alone ("I can't
    # take this any further myself")
    rf"{_WHO_EN} (?:won't|will not|wouldn't|would not) be able to take (?:this|it|that|the matter|things)"
    rf" (?:any )?(?:further|forward){_ALONE}{_UNBOUNDED}{_FOR_GOOD}|{_WHO_EN} (?:are|am|is|'re|'m) (?:not"
    rf" able|unable) to take (?:this|it|that|the matter|things) (?:any )?(?:further|forward){_ALONE}"
    rf"{_UNBOUNDED}{_FOR_GOOD}|{_WHO_EN} (?:cannot|can't|cant|can not) take (?:this|it|that|the matter"
    rf"|things) (?:any )?forward{_ALONE}{_UNBOUNDED}{_FOR_GOOD}",
    # ... or to go on with it at all (heldout_ay: "you host in the US and EU only, so we can't proceed with
    # this"), never with something else named ("we can't proceed with the booking")
    rf"{_WHO_EN}(?: (?:can't|cannot|cant|can not|won't be able to|will not be able to)| (?:are|am|is)"
    rf" (?:unable|not able) to|'re (?:unable|not able) to|'m (?:unable|not able) to| aren't able to)"
    rf" (?:proceed|go ahead|move forward)(?: with (?:this|it|that|you|your (?:\S+ )?(?:offer|product|platform"
    rf"|solution|service|proposal|tool|software)))?(?! with\b){_ALONE}{_UNBOUNDED}{_FOR_GOOD}",
    rf"(?:nous|je|on|elle|il) ne (?:donnerons|donnerai|donnera)(?: donc| malheureusement| helas| par"
    rf" consequent| finalement)? pas (?:de )?suite{_UNBOUNDED}{_FOR_GOOD}|(?:nous|je|on|elle|il) ne"
    rf" (?:pourrons|pourrai|pourra|pouvons|peux|peut|saurions|saurons)(?: donc| malheureusement| helas"
    rf"| par consequent)? pas (?:y )?donner suite{_UNBOUNDED}{_FOR_GOOD}",
    rf"no (?:podremos|podemos|podriamos)(?:, por tanto,| por tanto| por lo tanto| lamentablemente)?"
    rf" (?:darle |dar )(?:curso|seguimiento|continuidad){_UNBOUNDED}{_FOR_GOOD}|no (?:le )?(?:daremos"
    rf"|damos)(?: por tanto| por lo tanto)? (?:curso|seguimiento|continuidad){_UNBOUNDED}{_FOR_GOOD}"
    rf"|no (?:podremos|podemos|podriamos) seguir adelante{_UNBOUNDED}{_FOR_GOOD}",
    rf"non (?:potremo|possiamo|potremmo)(?: quindi| pertanto| purtroppo)? (?:dare )?seguito{_UNBOUNDED}"
    rf"{_FOR_GOOD}|non (?:daremo|diamo)(?: quindi| pertanto| purtroppo)? seguito{_UNBOUNDED}{_FOR_GOOD}"
    rf"|non (?:potremo|possiamo|potremmo)(?: quindi| pertanto| purtroppo)? (?:procedere|proseguire|andare"
    rf" avanti){_UNBOUNDED}{_FOR_GOOD}",
    rf"(?:we|wij|ik) (?:kunnen|kan|gaan) (?:hier|daar|er)(?: dus| helaas| daarom)? niet (?:mee )?verder"
    rf"(?: mee)?{_UNBOUNDED}{_FOR_GOOD}",
    rf"nao (?:poderemos|podemos|poderiamos)(?: portanto| infelizmente)? (?:dar (?:seguimento|continuidade)"
    rf"|avancar|prosseguir|seguir adiante){_UNBOUNDED}{_FOR_GOOD}",
    # Not on the table, or nothing we will invest in (heldout_ag: "Voor ons is dit niet aan de orde.", "Non
    # è un tema su cui investiremo."), in every rule language; never for a while ("not on the agenda this
    # year", "nu even niet aan de orde")
    rf"(?:(?:it|that|this|which)(?: is|'s)|they(?: are|'re)) not (?:on the table|on the agenda"
    rf"|on our agenda)(?: for us| here)?{_FOR_GOOD}"
    rf"|not (?:something|an area|a topic|a thing) (?:we'll|we will|we're going to|we are going to|we plan to)"
    rf" invest (?:in|time in|money in){_FOR_GOOD}",
    rf"(?:steht|ist) (?:bei uns |fur uns |hier )?(?:{_NOT_NOW_DE}\S+ )?nicht (?:zur debatte|zur diskussion"
    rf"|auf der agenda|auf der tagesordnung){_FOR_GOOD}",
    rf"n'est pas (?:a l'ordre du jour|sur la table)(?: pour nous| chez nous)?{_FOR_GOOD}"
    rf"|n'est pas (?:un sujet|un domaine|quelque chose) (?:dans lequel|sur lequel|ou) (?:nous|on)"
    rf" (?:allons |va |comptons )?investir(?:ons|a)?{_FOR_GOOD}",
    rf"no (?:esta|estan) (?:sobre la mesa|en la agenda|en nuestra agenda){_FOR_GOOD}"
    rf"|no es (?:un tema|algo|un area) en (?:el|lo) que (?:vayamos a invertir|vamos a invertir"
    rf"|invertiremos){_FOR_GOOD}",
    rf"non (?:e|sono) (?:all'ordine del giorno|sul tavolo|in agenda){_FOR_GOOD}"
    rf"|non (?:e|sara) (?:un tema|un argomento|qualcosa|un ambito) (?:su|in) cui (?:investiremo"
    rf"|vogliamo investire|intendiamo investire|andremo a investire){_FOR_GOOD}",
    rf"(?<!nu )(?<!even )(?<!nog )(?<!momenteel )niet aan de orde{_FOR_GOOD}"
    rf"|(?:geen|niet een) (?:onderwerp|thema|gebied) waar(?:in|op) (?:we|wij) (?:gaan |zullen )?investeren"
    rf"{_FOR_GOOD}",
    rf"nao (?:esta|estao) (?:em pauta|na pauta|em cima da mesa|na agenda){_FOR_GOOD}"
    rf"|nao e (?:um tema|algo|um assunto|uma area) (?:em|no) que (?:vamos investir|iremos investir"
    rf"|investiremos){_FOR_GOOD}",
    # No intention to go on, said formally for the sender or the company (heldout_br: "Após análise,
    # informamos que a empresa não pretende avançar com a aquisição deste tipo de solução"), in every rule
    # language; never for a while ("não pretendemos avançar por enquanto"), under a condition before it
    # (`CONDITION_BEFORE`), nor with something else named ("não pretende avançar com o concorrente")
    rf"(?:do|does) not (?:intend|plan|wish) to (?:proceed|pursue (?:this|it|the matter)|go ahead|move forward"
    rf"|take (?:this|it|the matter) (?:any )?further)(?: with {_OUR_THING})?{_UNBOUNDED}{_FOR_GOOD}"
    rf"(?= *(?:[.,;!]|$))|(?:has|have) no (?:intention|plans?) (?:to|of) (?:proceed|pursu|go|mov|tak)\w*"
    rf"(?: ahead| forward| further)?{_UNBOUNDED}{_FOR_GOOD}",
    rf"(?:beabsichtigt|beabsichtigen|plant|planen|gedenkt|gedenken) (?:\S+ ){{0,2}}?nicht,? (?:\S+ ){{0,4}}?"
    rf"(?:weiterzuverfolgen|fortzufahren|weiterzumachen|anzuschaffen|zu beschaffen|einzufuhren|zu erwerben)"
    rf"{_FOR_GOOD}",
    rf"(?:n'entend|n'entendons|n'envisage|n'envisageons|ne souhaite|ne souhaitons|ne compte|ne comptons) pas"
    rf" (?:donner suite|poursuivre|aller plus loin|avancer|aller de l'avant|acquerir|s'equiper)"
    rf"(?: (?:avec|sur) {_OUR_THING})?{_UNBOUNDED}{_FOR_GOOD}(?= *(?:[.,;!]|$))",
    rf"no (?:pretende|pretendemos|tiene previsto|tenemos previsto|contempla|contemplamos|planea|planeamos"
    rf"|(?:tiene|tenemos) (?:la )?intencion de) (?:avanzar|seguir adelante|continuar|proceder|dar"
    rf" (?:curso|seguimiento)|adquirir|contratar)(?: con {_OUR_THING})?{_UNBOUNDED}{_FOR_GOOD}"
    rf"(?= *(?:[.,;!]|$))",
    rf"(?:non|nessuna) (?:prevede|prevediamo|ha intenzione|abbiamo intenzione|intenzione) di (?:procedere"
    rf"|proseguire|andare avanti|dare seguito|acquistare|adottare)(?: con {_OUR_THING})?{_UNBOUNDED}"
    rf"{_FOR_GOOD}(?= *(?:[.,;!]|$))",
    rf"(?:zijn|is) (?:wij |we )?niet (?:van plan|voornemens) (?:om )?"
    rf"(?:hier(?:mee)? |daar(?:mee)? |er(?:mee)? )?"
    rf"(?:verder te gaan|door te gaan|over te gaan|aan te schaffen|in te gaan){_FOR_GOOD}",
    rf"nao (?:pretende|pretendem|pretendemos|tenciona|tencionamos|tencionam|planeia|planeamos|planeja"
    rf"|planejamos|prevemos|preve|tem (?:a )?intencao de|temos (?:a )?intencao de) (?:avancar|prosseguir"
    rf"|seguir (?:adiante|em frente)|dar (?:seguimento|continuidade)|adquirir|contratar)"
    rf"(?: com {_OUR_THING})?{_UNBOUNDED}{_FOR_GOOD}(?= *(?:[.,;!]|$))",
    # No intention to bring in a new tool at all (heldout_ck: "ci appoggiamo a una fiduciaria esterna e non
    # intendiamo introdurre nuovi strumenti"), in every rule language: "we don't intend to introduce any new
    # tools", "nous n'envisageons pas d'introduire de nouveaux outils", "no tenemos intención de incorporar
    # nuevas herramientas", "non intendiamo adottare nuovi software", "we zijn niet van plan nieuwe
    # software in te voeren", "não pretendemos adotar novas ferramentas" (German in the row above); never
    # for a while nor under a condition ("... senza prima vedere una demo")
    rf"(?:(?:do|does) not|don't|doesn't) (?:intend|plan|wish|want) to (?:introduce|adopt|bring in|add|take"
    rf" on|roll out) (?:any )?(?:new|additional|more|further) (?:tools?|software|systems?|platforms?"
    rf"|solutions?|applications?|apps?|programs?){_UNBOUNDED}{_FOR_GOOD}",
    rf"(?:n'entend|n'entendons|n'envisage|n'envisageons|ne souhaite|ne souhaitons|ne compte|ne comptons"
    rf"|ne prevoyons) pas d'(?:introduire|adopter|ajouter|mettre en place) (?:de |d')?(?:nouveaux"
    rf"|nouvelles|autres) (?:outils|logiciels|solutions|systemes|applications|plateformes)"
    rf"{_UNBOUNDED}{_FOR_GOOD}",
    rf"no (?:pretende|pretendemos|tiene previsto|tenemos previsto|contempla|contemplamos|planea|planeamos"
    rf"|(?:tiene|tenemos) (?:la )?intencion de) (?:introducir|incorporar|adoptar|implantar|anadir)"
    rf" (?:nuevas|nuevos|otras|otros|mas) (?:herramientas|programas|sistemas|soluciones|aplicaciones"
    rf"|plataformas|software){_UNBOUNDED}{_FOR_GOOD}",
    rf"non (?:intende|intendiamo|intendo|vogliamo|(?:prevede|prevediamo|ha intenzione|abbiamo intenzione"
    rf"|pensiamo) di) (?:introdurre|adottare|aggiungere|inserire) (?:altri |nuovi |ulteriori )"
    rf"?(?:nuovi |altri )?(?:strumenti|software|gestionali|sistemi|programmi|soluzioni|applicativi"
    rf"|piattaforme|applicazioni){_UNBOUNDED}{_FOR_GOOD}",
    rf"(?:zijn|is) (?:wij |we )?niet (?:van plan|voornemens) (?:om )?(?:nieuwe|extra|andere) (?:tools"
    rf"|software|systemen|programma's|applicaties|oplossingen|pakketten) (?:in te voeren|aan te schaffen"
    rf"|te introduceren|toe te voegen|te gaan gebruiken){_UNBOUNDED}{_FOR_GOOD}",
    rf"nao (?:pretende|pretendem|pretendemos|tenciona|tencionamos|tencionam|planeia|planeamos|planeja"
    rf"|planejamos|prevemos|preve|tem (?:a )?intencao de|temos (?:a )?intencao de) (?:introduzir|adotar"
    rf"|adoptar|implementar|acrescentar) (?:novas|novos|outras|outros|mais) (?:ferramentas|sistemas"
    rf"|programas|solucoes|aplicacoes|plataformas|software){_UNBOUNDED}{_FOR_GOOD}",
)
