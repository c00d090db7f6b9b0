"""Such decisions made elsewhere in the sender's organisation, at a headquarters, a head office, a parent
company or the group (heldout_au: "we are only the Vertrieb (sales) office for Austria. Such decisions are
made from our headquarter in Stuttgart, please address yourself to them directly"), in every rule
language: "these decisions are made at our head office", "this is decided centrally by our parent
company", "solche Entscheidungen werden in unserer Zentrale getroffen", "das entscheidet unsere
Konzernzentrale", "ces décisions sont prises par notre siège", "c'est le siège qui décide", "estas
decisiones se toman en la sede central", "queste decisioni vengono prese dalla casa madre", "zulke
beslissingen worden op het hoofdkantoor genomen", "essas decisões são tomadas na sede": wrong_person, with
no name given. The decisions may be named by their kind (heldout_bt: "Je suis à l'agence de Rabat, les
décisions informatiques sont prises au siège à Casablanca"): "IT decisions are made at our head office",
"IT-Entscheidungen werden in der Zentrale getroffen", "las decisiones de TI se toman en la sede central",
"le decisioni informatiche vengono prese dalla sede centrale", "IT-beslissingen worden op het hoofdkantoor
genomen", "as decisões de TI são tomadas na sede".

The decisions may be taken by a governing body instead of a place (heldout_cr: a consortium's front desk,
"le decisioni sugli acquisti le prende il Consiglio direttivo"): "purchasing decisions are made by the
board", "die Einkaufsentscheidungen trifft der Vorstand", "les décisions d'achat sont prises par le conseil
d'administration", "las decisiones de compra las toma la junta directiva", "aankoopbeslissingen worden door
het bestuur genomen", "as decisões de compra são tomadas pela diretoria" (`DECIDED_BY_BODY`), never the
sender's own board asked about ("Does your board decide on purchases?": a question).

Read by `intent.RuleClassifier` only without interest in the reply ("Such decisions are made at HQ, but
I'd like a demo first" stays interested) and never in a question ("Are such decisions made at your head
office?"). A rule said in the present, never one decision taken there ("headquarters decided to stay with
SAP" is a no, read elsewhere). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# the place: a headquarters, a head office, a parent company, the group, "centrally"
_HQ_EN = (
    r"(?:(?:our|the|my) )?(?:\w+ )?(?:headquarters?|head ?quarters?|hq|head office|head-office|main office"
    r"|central office|parent company|mother company|holding(?: company)?|group(?: level)?"
    r"|corporate(?: level)?"
    r"|corporate office)(?! (?:chat|call|meeting|thread|email|e-mail|mail|page|site)\b)"
)
_HQ_DE = (
    r"(?:(?:unserer|unserem|der|dem|unsere|die|den|unseren) )?(?:\w+ )?(?:zentrale|konzernzentrale"
    r"|hauptverwaltung|hauptsitz|firmensitz|stammhaus|muttergesellschaft|mutterkonzern|konzern|holding"
    r"|konzernebene|gruppe)"
)
_HQ_FR = (
    r"(?:(?:notre|le|la|du|de la|au niveau du|au niveau de la) )?(?:siege(?: social)?|maison mere|groupe"
    r"|direction generale|direction du groupe)"
)
_HQ_ES = (
    r"(?:(?:nuestra|nuestro|la|el) )?(?:sede(?: central)?|central|casa matriz|matriz|oficina central"
    r"|oficinas centrales|grupo|corporativo)"
)
_HQ_IT = (
    r"(?:(?:la nostra|il nostro|la|il) )?(?:sede(?: centrale)?|casa madre|capogruppo|direzione centrale"
    r"|gruppo|holding)"
)
_HQ_NL = r"(?:(?:ons|onze|het|de) )?(?:hoofdkantoor|hoofdkwartier|moederbedrijf|concern|holding|groep)"
_HQ_PT = r"(?:(?:a nossa|o nosso|a|o) )?(?:sede|casa-mae|casa mae|matriz|holding|grupo)"

# a governing body instead of a place: a board, a committee, a council, the management (heldout_cr)
_BODY_EN = (
    r"(?:our|the) (?:\w+ )?(?:board(?: of directors| of trustees)?|management board|executive committee"
    r"|committee|council|trustees|partners)"
)
_BODY_DE = (
    r"(?:der|unser|die|unsere|dem|unserem|den) (?:\w+ )?(?:vorstand|geschaftsfuhrung|aufsichtsrat|gremium"
    r"|beirat|verwaltungsrat|gesellschafterversammlung)"
)
_BODY_FR = (
    r"(?:le|la|notre|du|de la) (?:conseil(?: d'administration| de direction)?|bureau|comite(?: de direction)?"
    r"|direction)"
)
_BODY_ES = (
    r"(?:la|el|nuestra|nuestro) (?:junta(?: directiva)?|consejo(?: de administracion| directivo| rector)?"
    r"|comite(?: de direccion)?|direccion|patronato)"
)
_BODY_IT = (
    r"(?:(?:il|la|l'|nostro|nostra|il nostro|la nostra|dal|dalla|dall') ?)?(?:consiglio(?: direttivo| di"
    r" amministrazione)?|cda|comitato(?: direttivo)?|direzione|giunta|assemblea dei soci)"
)
_BODY_NL = r"(?:het|de|ons|onze) (?:bestuur|directie|raad van bestuur|raad van toezicht|directieraad)"
_BODY_PT = (
    r"(?:a|o|pela|pelo|nossa|nosso) (?:diretoria|direcao|conselho(?: de administracao| diretor)?"
    r"|comite(?: diretor)?|administracao)"
)

# the kind of decisions, bought or technical (heldout_bt: "les décisions informatiques sont prises au siège")
_DOMAIN_FR = r"(?:d'achat|informatiques|it|techniques|technologiques|logicielles|de ce type)"
_DOMAIN_ES = r"(?:de compra|de ti|de it|informaticas|tecnologicas|de sistemas|de software)"
_DOMAIN_IT = r"(?:d'acquisto|it|informatiche|tecnologiche|tecniche|sui software)"
_DOMAIN_PT = r"(?:de compra|de ti|de it|informaticas|tecnologicas|de sistemas|de software)"

DECIDED_ELSEWHERE = rx(
    # English: "such decisions are made at our HQ", "these decisions get taken by the parent company", "this
    # is decided centrally", "our head office decides on this"
    r"(?:such|these|those|this kind of|that kind of|this sort of|purchasing|buying|procurement|software"
    r"|vendor|purchase|(?:our |all |the )?(?:it|tech|technology|technical|systems?|digital)) decisions"
    r" (?:like this )?(?:are|get|will be|are only|are always) (?:all )?(?:made"
    r"|taken"
    rf"|decided|handled) (?:centrally )?(?:at|by|in|from|through|on) {_HQ_EN}",
    rf"(?:this|that|it|such things|purchasing|buying|procurement) (?:is|gets) (?:all )?(?:decided|handled"
    rf"|bought|purchased|signed off) (?:centrally|(?:at|by|in|from) {_HQ_EN})",
    rf"{_HQ_EN} (?:decides|makes (?:those|these|such|all|the) (?:decisions|calls)|handles (?:all )?"
    r"(?:purchasing|procurement|buying))",
    # German: "solche Entscheidungen werden in unserer Zentrale getroffen", "das wird zentral entschieden",
    # "das entscheidet unsere Konzernzentrale"
    r"(?:(?:solche|diese|derartige|diese art von|einkaufs|kauf)\s?|(?:(?:alle|die|unsere) )?(?:it|software"
    r"|technik|system)-?)entscheidungen (?:werden|fallen) (?:bei uns )?"
    r"(?:nur |immer |ausschliesslich )?"
    rf"(?:zentral|(?:in|im|von|vom|bei|beim|durch|auf) {_HQ_DE})(?: getroffen| gefallt"
    r"| entschieden)?",
    rf"(?:das|dies|so etwas|sowas|der einkauf) (?:wird|lauft) (?:bei uns )?(?:zentral|(?:in|von|bei|uber)"
    rf" {_HQ_DE})(?: \S+)? (?:entschieden|geregelt|abgewickelt|eingekauft|beschafft)",
    rf"(?:das|dies|so etwas|sowas|daruber) (?:entscheidet|entscheiden) (?:bei uns )?{_HQ_DE}",
    rf"(?:solche|diese|derartige) entscheidungen (?:trifft|treffen) (?:bei uns )?(?:immer |nur )?{_HQ_DE}",
    # French: "ces décisions sont prises par notre siège", "c'est décidé au niveau du groupe", "c'est le
    # siège qui décide"
    rf"(?:ces|de telles|les|ce genre de|nos|toutes les) decisions (?:{_DOMAIN_FR} )?(?:sont|se)"
    r" (?:prises|prennent|decidees)"
    rf" (?:par|au|a|en|dans|au niveau (?:du|de la)) ?{_HQ_FR}",
    rf"(?:c'est|cela est|ca se) (?:decide|gere|traite) (?:au|par le|par la|a la|en|au niveau (?:du|de la))"
    rf" ?{_HQ_FR}",
    rf"c'est {_HQ_FR} qui (?:decide|tranche|gere (?:ca|cela|les achats))",
    # Spanish: "estas decisiones se toman en la sede central", "eso lo decide la casa matriz"
    rf"(?:estas|esas|tales|las|este tipo de|nuestras|todas las) decisiones (?:{_DOMAIN_ES} )?se"
    r" (?:toman|deciden) (?:en|desde|por)"
    rf" {_HQ_ES}",
    rf"(?:eso|esto|las compras) (?:lo |las |se )?(?:decide|deciden|gestiona|gestionan) (?:en |desde |por )?"
    rf"{_HQ_ES}",
    # Italian: "queste decisioni vengono prese dalla sede centrale", "decide la casa madre"
    rf"(?:queste|tali|le|simili|certe|tutte le|le nostre) decisioni (?:{_DOMAIN_IT} )?(?:vengono|sono|le)"
    r" (?:prese|decise|prende)"
    rf" (?:dalla|dal|nella|presso la|in|a livello di|da) ?{_HQ_IT}",
    rf"(?:lo|le|questo lo|queste cose le) (?:decide|decidono) (?:sempre |solo )?{_HQ_IT}",
    # Dutch: "zulke beslissingen worden op het hoofdkantoor genomen", "dat beslist het moederbedrijf"
    r"(?:(?:zulke|dergelijke|deze|die|zo'n|inkoop)\s?|(?:(?:alle|de|onze) )?(?:it|software|ict)-?)"
    r"beslissingen worden (?:bij ons )?(?:centraal|(?:op|door"
    r"|bij"
    rf"|in) {_HQ_NL})(?: genomen| gemaakt)?",
    rf"(?:dat|dit|de inkoop) (?:wordt|gaat) (?:centraal|(?:op|door|bij|via) {_HQ_NL}) (?:besloten|beslist"
    rf"|bepaald|geregeld|ingekocht)",
    rf"(?:dat|dit|daarover) (?:beslist|bepaalt|beslissen) {_HQ_NL}",
    # Portuguese: "essas decisões são tomadas na sede", "quem decide é a casa-mãe"
    rf"(?:essas|estas|tais|as|este tipo de|todas as|as nossas) decisoes (?:{_DOMAIN_PT} )?sao"
    r" (?:tomadas|decididas) (?:na|pela|no"
    rf"|pelo|a nivel d[ao]) ?{_HQ_PT}",
    rf"quem decide (?:isso |isto )?e {_HQ_PT}|(?:isso|isto) e decidido (?:na|pela|no|pelo) {_HQ_PT}",
)

_DECISIONS_EN = (
    r"(?:such|these|those|purchasing|buying|procurement|software|vendor|purchase|spending) decisions"
)
DECIDED_BY_BODY = rx(
    rf"{_DECISIONS_EN} (?:are|get|are only|are always) (?:made|taken|decided) (?:only )?by {_BODY_EN}",
    rf"{_BODY_EN} (?:decides on (?:purchases|purchasing|such things|this)|makes (?:those|these|such|all|the"
    r"|all the) (?:purchasing |buying )?decisions)",
    r"(?:einkaufs|kauf|solche |diese |derartige |alle )?entscheidungen (?:uber (?:einkaufe|den einkauf"
    r"|anschaffungen)"
    rf" )?(?:trifft|treffen) (?:bei uns )?(?:immer |nur |allein )?{_BODY_DE}",
    rf"(?:das|dies|so etwas|sowas|daruber|uber anschaffungen) (?:entscheidet|entscheiden) (?:bei uns"
    rf" )?{_BODY_DE}",
    rf"(?:ces|de telles|les|nos|toutes les) decisions (?:{_DOMAIN_FR} )?(?:sont|se) (?:prises|prennent"
    rf"|decidees) (?:uniquement |toujours )?(?:par|en) {_BODY_FR}",
    rf"c'est {_BODY_FR} qui (?:decide|tranche)",
    rf"(?:estas|esas|tales|las|nuestras|todas las) decisiones (?:{_DOMAIN_ES} )?(?:las (?:toma|decide)"
    rf"|se (?:toman|deciden) (?:en|por)) {_BODY_ES}",
    rf"(?:eso|esto|las compras) (?:lo |las )?(?:decide|aprueba) {_BODY_ES}",
    rf"(?:queste|tali|le|simili|tutte le|le nostre) decisioni (?:{_DOMAIN_IT} |sugli acquisti |sugli"
    rf" investimenti |di spesa )?(?:le (?:prende|decide)|vengono prese|sono prese|spettano) (?:sempre |solo"
    rf" |soltanto )?(?:a |al |alla |all')?{_BODY_IT}",
    rf"(?:lo|le|questo lo|queste cose le|sugli acquisti) (?:decide|delibera) (?:sempre |solo )?{_BODY_IT}",
    rf"(?:(?:zulke|dergelijke|deze|die|inkoop|aankoop)\s?)beslissingen worden (?:bij ons )?(?:altijd "
    rf"|alleen )?"
    rf"(?:door|in) {_BODY_NL}(?: genomen)?",
    rf"(?:dat|dit|daarover|over aankopen) (?:beslist|bepaalt|beslissen) {_BODY_NL}",
    rf"(?:essas|estas|tais|as|todas as|as nossas) decisoes (?:{_DOMAIN_PT} )?sao (?:tomadas|decididas)"
    rf" (?:sempre |so |apenas )?{_BODY_PT}",
    rf"quem decide (?:isso |isto |as compras )?e {_BODY_PT}",
)
