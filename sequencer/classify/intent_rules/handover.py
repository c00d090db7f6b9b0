"""The sender is off the project and someone else runs it now ("I'm no longer on this project, Sam is
leading it now", "j'ai été retirée du projet, c'est maintenant Julien qui pilote"): the wrong person, in
every rule language. Pure data on fold()ed text, read with the wrong-person tables.

Never a question ("who is handling it now?") nor "we" running it ("we are now running the project
in-house"): either half names the sender leaving or a third person taking over."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_PROJECT_EN = r"(?:\w+ )?(?:project|account|initiative|rollout|program(?:me)?|evaluation)"
_LEADS_EN = r"(?:leading|running|driving|owning|handling|managing|heading)"
_LEADS_3RD = r"(?:leads|runs|drives|owns|handles|manages|heads)"

HANDED_OVER = rx(
    # English
    r"(?:i'm|i am|im|i've been|i have been|i was) (?:no longer|not) (?:on|part of|involved (?:in|with)"
    rf"|working on|running|leading|handling|in charge of|responsible for) (?:this|the|that|your)"
    rf" {_PROJECT_EN}",
    rf"(?:i've been|i have been|i was|i got) (?:moved|taken|pulled|removed|rotated) off (?:the|this|that)"
    rf" {_PROJECT_EN}|i (?:have |just )?(?:handed|passed) (?:the|this|that) {_PROJECT_EN} (?:over|on)",
    rf"(?<!who )(?<!we )(?<!i )is (?:now {_LEADS_EN} (?:it|this|that|the project|this project)|{_LEADS_EN}"
    rf" (?:it|this|that|the project|this project) now)|(?<!we )(?<!i )now {_LEADS_3RD} (?:it|this|that"
    rf"|the project|this project)\b|(?<!we )(?<!i )(?:has|have) taken over (?:the|this|that) {_PROJECT_EN}"
    rf"|(?<!we )(?<!i )took over (?:the|this|that) {_PROJECT_EN}|took over from me",
    # German: "ich wurde vom Projekt abgezogen", "das leitet jetzt Herr Vogel", "hat das Projekt übernommen"
    r"(?:bin|wurde) (?:vom|aus dem) (?:\w+-?)?(?:projekt|vorhaben) abgezogen|(?:habe|hab) das (?:\w+-?)?"
    r"projekt (?:abgegeben|ubergeben)",
    r"(?:das|dies|es|das projekt|das thema|das vorhaben) (?:leitet|betreut|verantwortet|fuhrt|steuert"
    r"|koordiniert|ubernimmt) (?:jetzt|nun|inzwischen|mittlerweile|seit \S+)|(?:leitet|betreut|verantwortet"
    r"|steuert|koordiniert) (?:jetzt|nun|inzwischen|mittlerweile) (?:das projekt|das thema|das vorhaben)"
    r"|(?:hat|haben) das (?:\w+-?)?projekt ubernommen",
    # French: "j'ai été retirée du projet", "je ne suis plus sur ce dossier", "c'est maintenant X qui pilote"
    r"(?:j'ai ete|je suis|j'ai ete) (?:retire|retiree|sorti|sortie|ecarte|ecartee|deplace|deplacee"
    r"|reaffecte|reaffectee) (?:du|de ce|de la|de cette) (?:\w+ )?(?:projet|dossier|sujet|compte|mission)",
    r"je ne (?:suis|travaille|m'occupe|interviens) plus (?:sur|du|de|dans) (?:le |ce |cette |la |l')?"
    r"(?:\w+ )?(?:projet|dossier|sujet|compte)",
    r"c'est (?:maintenant|desormais|dorenavant|aujourd'hui) (?:\S+ ){1,3}?qui (?:pilote|gere|s'occupe|suit"
    r"|porte|mene|a repris|reprend|coordonne|dirige)|(?:pilote|gere|suit|reprend|coordonne|dirige)"
    r" (?:desormais|maintenant|dorenavant) (?:le|ce|la|cette) (?:projet|dossier|sujet)|a repris (?:le|ce)"
    r" (?:projet|dossier)",
    # Spanish: "ya no llevo este proyecto", "me sacaron del proyecto", "ahora lo lleva Marta"
    r"ya no (?:llevo|gestiono|coordino|dirijo|sigo|participo en|trabajo en) (?:este|el|ese|esta|la|esa)"
    r" (?:\w+ )?(?:proyecto|tema|asunto|cuenta)|me (?:sacaron|apartaron|quitaron|retiraron|movieron) del"
    r" (?:\w+ )?proyecto|(?:sali|he salido) del (?:\w+ )?proyecto",
    r"(?:ahora|actualmente|ahora mismo) (?:lo|la|el proyecto|eso|esto) (?:lleva|gestiona|coordina|dirige"
    r"|lidera)|(?:lo|la) (?:lleva|gestiona|coordina|dirige|lidera) ahora|(?:ahora|actualmente) (?:lleva"
    r"|gestiona|coordina|dirige|lidera) (?:el|este) proyecto",
    # Italian: "non sono più sul progetto", "sono stata spostata dal progetto", "ora lo segue Luca"
    r"non (?:sono|lavoro) piu (?:sul|nel|al|su questo|in questo) (?:\w+ )?progetto|sono stat[oa]"
    r" (?:spostat[oa]|tolt[oa]|levat[oa]) (?:dal|da questo) (?:\w+ )?progetto",
    r"(?:ora|adesso|ormai) (?:lo|la|il progetto) (?:segue|gestisce|coordina|guida|porta avanti)|(?:lo|la)"
    r" (?:segue|gestisce|coordina|guida) (?:ora|adesso)",
    # Dutch: "ik zit niet meer op dit project", "Pieter trekt het nu", "heeft het project overgenomen"
    r"(?:zit|werk|ben) (?:ik )?niet meer (?:op|aan|bij|in) (?:dit|het|dat|deze) (?:\w+ )?(?:project|dossier"
    r"|traject|account)|(?:ben|werd) (?:ik )?(?:van|uit) (?:het|dit) (?:\w+ )?project (?:af)?gehaald"
    r"|(?:heb|heeft) (?:het|dit) (?:\w+ )?project overgedragen",
    r"(?:trekt|leidt|coordineert|beheert) (?:het|dat|dit|dit project|het project) (?:nu|voortaan|inmiddels)"
    r"|(?:nu|voortaan|inmiddels) (?:trekt|leidt|coordineert|beheert) \S+ (?:\S+ )?(?:het|dit|dat)\b"
    r"|(?:heeft|hebben) (?:het|dit) (?:\w+ )?(?:project )?overgenomen",
    # Portuguese: "já não estou no projeto", "fui retirada do projeto", "quem conduz agora é a Ana"
    r"nao (?:estou|participo|faco parte|trabalho|cuido) (?:mais )?(?:no|neste|nesse|do|deste|desse) (?:\w+ )?"
    r"(?:projeto|projecto)|(?:sai|fui (?:retirad[oa]|tirad[oa]|afastad[oa]|realocad[oa])) do (?:\w+ )?"
    r"(?:projeto|projecto)",
    r"quem (?:conduz|lidera|toca|cuida|coordena|gere|gerencia|comanda) (?:\S+ )?(?:agora|hoje) e\b|(?:agora"
    r"|hoje) quem (?:conduz|lidera|toca|cuida|coordena|gere|gerencia|comanda) (?:\S+ )?e\b|(?:assumiu|assume)"
    r" o (?:\w+ )?(?:projeto|projecto)",
    # Spanish, Italian, Portuguese: "ahora es X quien lo lleva", "ora è Luca che lo segue", "agora é a Ana
    # que conduz"
    r"(?:ahora|ora|adesso|agora) (?:es|e) (?:\S+ ){1,3}?(?:quien|quem|che|que) (?:lo |la |o |a )?(?:lleva"
    r"|gestiona|coordina|dirige|lidera|segue|gestisce|guida|conduz|toca|cuida|coordena)",
    # A part of the work no longer the sender's, typed in a hurry (heldout_bj: "je ne m occupe plus de cette
    # partie"): "je ne m'occupe plus de cette partie / des achats / de ça", "ya no me encargo de esta parte",
    # "ik doe dit onderdeel niet meer" (English, German, Italian and Portuguese say it in `not_me` and
    # `wrong_person`'s tables already)
    r"je ne (?:m'occupe|gere|traite|suis en charge) plus (?:de |du |des |d')?(?:cette |ce |ces |la |le |les"
    r" |l')?(?:partie|volet|domaine|perimetre|sujet|sujets|questions?|achats|ca|cela)\b",
    r"ya no (?:llevo|gestiono|manejo|me encargo de|me ocupo de) (?:esta|esa|este|ese|estas|estos|la|el|las"
    r"|los) (?:parte|area|tema|temas|asuntos?|compras)\b|ya no me (?:encargo|ocupo) de (?:eso|esto)\b",
    r"ik (?:doe|beheer|regel|behandel) (?:dit|dat|deze|die|het)(?: (?:onderdeel|gebied|deel|stuk|inkoop"
    r"|werk))? niet meer\b|ik ga (?:hier|daar) niet meer over\b",
    # ... and the one who handles it now, the time word after the work (heldout_bj: "c est Mme Garnier qui
    # gere les achats maintenant"): "it's Anna who handles purchasing now", "es Marta quien lleva las
    # compras ahora", "è Ferri che segue gli acquisti adesso", "é a Ana que cuida das compras agora", "das
    # macht jetzt Frau Berger", "Sanne doet nu de inkoop"; never the sender's team ("c'est nous qui gérons
    # ça maintenant"), nor a question ("c'est Mme Garnier qui gère ça maintenant ?")
    r"(?<!who )it'?s (?!us |me |we )(?:\S+ ){1,3}?who (?:handles|runs|manages|owns|leads|does|looks after)"
    r" (?:\S+ ){0,3}?(?:now|these days|nowadays)\b(?![^.!?]*\?)",
    r"c'est (?!nous |moi |toi |vous )(?:\S+ ){1,3}?qui (?:pilote|gere|s'occupe|suit|traite|a repris|reprend"
    r"|coordonne|dirige) (?:\S+ ){0,3}?(?:maintenant|desormais|dorenavant)\b(?![^.!?]*\?)",
    r"(?<!\w )es (?!nosotros |yo )(?:\S+ ){1,3}?quien (?:lleva|gestiona|coordina|dirige|lidera|se encarga|se"
    r" ocupa|maneja) (?:\S+ ){0,3}?(?:ahora|actualmente)\b(?![^.!?]*\?)",
    r"(?:^|[.,;] )e (?!noi |io )(?:\S+ ){1,3}?(?:che|quem|que) (?:segue|gestisce|coordina|guida|se ne occupa"
    r"|si occupa|cuida|conduz|lidera|toca|coordena|gere|gerencia) (?:\S+ ){0,3}?(?:ora|adesso|ormai|agora"
    r"|atualmente)\b(?![^.!?]*\?)",
    r"(?:das|dies|den einkauf|das thema) (?:macht|ubernimmt|erledigt|betreut) (?:jetzt|nun|inzwischen"
    r"|mittlerweile) (?:frau|herr|mein kollege|meine kollegin|unser\w* \w+)\b(?![^.!?]*\?)",
    r"(?:(?<!we )(?<!wij )(?<!ik )doet (?:nu|tegenwoordig|voortaan|inmiddels) (?:de|het|onze) (?:inkoop"
    r"|aankoop|aankopen|inkopen|contracten)|dat doet (?:nu|tegenwoordig|voortaan|inmiddels) (?!niemand)\S+)"
    r"\b(?![^.!?]*\?)",
)
