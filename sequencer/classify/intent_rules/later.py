"""'Not now' phrasings: a firm later (a time or a request to come back), a time alone, a soft later.
Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

LATER_FIRM = rx(
    # English
    r"(?:circle|check|touch|follow|come|get) back (?:with me |to me |in touch )?(?:in|next|after|around"
    r"|later|at|closer|toward|towards|early|once|when|mid|end)",
    r"(?:reach|check|touch|circle|follow|come|get) (?:back |out )?(?:again )?(?:to me |with me |with us "
    r"|in touch )?(?:in|next|after|around|later|at the (?:end|start|beginning)|early|closer|toward|towards"
    r"|once|mid|end of|come|when)",
    r"(?:try|ping|contact|email|write to|message) (?:me|us) (?:again |back )?(?:in|next|after|around|later"
    r"|closer|toward|towards|once|mid|end of|early)",
    r"revisit|re-?connect (?:in|next|after|later)|reconnect|pick (?:this|it) (?:back )?up",
    r"until (?:january|february|march|april|may|june|july|august|september|october|november|december"
    r"|next|after|the end|q[1-4])|(?:follow|reach|check|circle) (?:up|back|out) (?:with me )?then",
    r"not (?:until|till|before)|\buntil (?:the )?(?:new |next )?(?:fiscal|financial|calendar|budget) (?:year"
    r"|quarter|cycle)|(?:reach|get|circle|check) back (?:out )?(?:to me |with me )?then"
    r"|feel free to (?:reach|check|follow|circle) (?:back |up |out )?(?:again )?(?:then|later|in|next|after)",
    r"ask (?:me|us) (?:again|later)|when things (?:calm|settle|quiet)|timing'?s (?:off|bad|wrong)",
    r"(?:send|email|write|share) (?:it|this|me|that) (?:again )?later|not ready (?:yet|for this yet)",
    r"(?:locked|tied) (?:in|into)|under contract (?:until|till|through)|(?:contract|renewal) (?:is |comes )?"
    r"(?:up|due|ends?|runs?)",
    r"after (?:the )?(?:summer|holidays|new year|q[1-4]|our (?:launch|renewal|budget)|budget)",
    r"later (?:this|in the) (?:year|quarter|spring|summer|fall|autumn)",
    r"(?:maybe|perhaps|possibly) (?:later|next|in|after|down the (?:road|line))",
    r"down the (?:road|line)|at a later (?:date|time|stage)",
    # German
    r"(?:melden|kontaktieren|schreiben) sie (?:sich|mich|uns) (?:gerne? |bitte |doch )?(?:wieder |nochmal "
    r"|noch einmal |erneut )?(?:im|in|nach|ab|anfang|ende|mitte|nachste|nachsten|kommend|spater|zum)",
    r"(?:spater|zu einem spateren zeitpunkt|nochmal|noch ?(?:ein)?mal|wieder|erneut) (?:im|in|nach|ab|anfang"
    r"|ende|melden"
    r"|kontaktieren|zukommen|auf uns zu|auf mich zu)",
    r"zu einem spateren zeitpunkt|spater im jahr|nach den (?:sommer)?ferien|nach der sommerpause",
    r"spater (?:nochmal|noch ?mal|wieder|erneut)|zeitlich (?:uberhaupt |gerade |leider )?nicht",
    r"(?:im|ab dem|ab|nach dem) (?:ersten|zweiten|dritten|vierten|\d\.) quartal|im neuen jahr",
    r"(?:erst|fruhestens) (?:ab|im|in|nach|wieder)",
    r"vielleicht (?:spater|im|nachste|in|ab)|fragen sie (?:gerne? |bitte |doch )?(?:im|in|nach|ab|anfang|ende"
    r"|nochmal|noch ?mal|spater|wieder)|noch ?mal nach",
    # French
    r"(?:recontactez|relancez|recontacter|relancer|rappelez)(?:-| )?(?:moi|nous)?",
    r"(?:revenez|revenir) vers (?:moi|nous)|reprenez contact|reprendre contact",
    r"plus tard|a la rentree",
    r"(?:au|d'ici le|pour le|apres le) (?:premier|deuxieme|second|troisieme|quatrieme|\d(?:e|er|eme)?)"
    r" trimestre|au t[1-4]",
    r"dans (?:\d{1,2}|quelques|deux|trois|six) (?:semaines|mois)",
    r"pas avant",
    # Spanish
    r"mas adelante|mas tarde",
    r"(?:vuelva|vuelve|volver|vuelvan) a (?:contactar|escribir|llamar|intentar)\w*",
    r"(?:escribame|escribeme|contacteme|contactame|llameme|llamame|contactenos|escribanos|contacte(?:nos|me)?"
    r"|retomemos|retomamos)(?: de nuevo| otra vez)? (?:en|el(?! (?:lunes|martes|miercoles|jueves|viernes"
    r"|sabado|domingo))|despues|dentro|a partir|hacia|a principios|a finales|mas)",
    r"(?:despues|tras) (?:del verano|de las vacaciones|del \d|de (?:enero|febrero|marzo|abril|mayo|junio"
    r"|julio|agosto|septiembre|octubre|noviembre|diciembre))",
    r"(?:primer|segundo|tercer|cuarto) trimestre|dentro de (?:\d{1,2}|unos|unas|dos|tres|seis) (?:semanas"
    r"|meses)",
    r"no antes de",
    # Italian, Dutch, Portuguese: a later season, holiday or month, or "get back to me then"
    r"(?:dopo|tra|fra) (?:l'estate|le (?:vacanze|ferie|feste)|natale|capodanno)"
    r"|(?:ci )?(?:risentiamo|sentiamo) (?:a|in|dopo|tra|fra|piu avanti|il prossimo|l'anno)",
    r"(?:na|over) (?:de (?:zomer|vakantie|feestdagen|jaarwisseling)|nieuwjaar|\d{1,2} (?:weken|maanden))"
    r"|neem (?:dan |later |over \S+ )?(?:nog eens |opnieuw |weer )?contact (?:met (?:mij|ons) )?op"
    r" (?:na|in|over|rond|begin|eind)",
    r"(?:depois|apos) (?:do verao|das ferias|das festas|do ano novo)|(?:volte|voltem|entre|entrem) (?:a falar"
    r"|em contato|em contacto) (?:comigo |connosco |conosco )?(?:em|no|na|depois|daqui|mais)",
)

# A time on its own ("next quarter", "in Q3"): "not now" unless the reply is otherwise keen
# ("let's talk next month" is interested).
LATER_TIME = rx(
    r"(?:next|this coming) (?:quarter|year|month|fiscal)",
    r"in (?:q[1-4]|the new year|(?:\d{1,2}|a few|a couple of|two|three|four|six) (?:weeks|months))",
    r"q[1-4]|(?:first|second|third|fourth) quarter",
    r"^(?:later|maybe later|not yet|not now)[.! ]*$",
    r"(?:nachste[snr]?|kommende[snr]?) (?:monat|quartal|jahr|woche)",
    r"in (?:\d{1,2}|ein paar|einigen|zwei|drei|vier|sechs) (?:wochen|monaten)",
    r"(?:l'annee|le mois|le trimestre|la semaine) prochaine?|(?:prochain|prochaine) (?:trimestre|mois|annee)",
    r"(?:el|al) (?:proximo|siguiente) (?:mes|ano|trimestre)|(?:el|al) ano que viene|el mes que viene"
    r"|la semana que viene",
    r"(?:il |al )?prossimo (?:mese|anno|trimestre)|(?:a|in|da) (?:gennaio|febbraio|marzo|aprile|maggio|giugno"
    r"|luglio|agosto|settembre|ottobre|novembre|dicembre)",
    r"volgende? (?:maand|jaar|kwartaal)|(?:in|na) (?:januari|februari|maart|april|mei|juni|juli|augustus"
    r"|september|oktober|november|december)",
    r"(?:no |o )?proximo (?:mes|ano|trimestre)|(?:em|a partir de|depois de) (?:janeiro|fevereiro|marco|abril"
    r"|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)",
)


LATER_SOFT = rx(
    r"not (?:right )?now|not at (?:the|this) (?:moment|time|point|stage)|not (?:this"
    r"|for this) (?:quarter|year"
    r"|month)|not yet|not currently|not a priority|too busy|no bandwidth|swamped|(?:keep|stay) in touch"
    r"|in the future|(?:timing|the timing) (?:is(?:n't| not)|isn't) (?:right|great|ideal|good)|bad timing"
    r"|wrong time",
    r"nicht (?:jetzt|im moment|momentan|derzeit|aktuell|gerade|zurzeit)|(?:im moment|momentan|derzeit|aktuell"
    r"|gerade|zurzeit|zur zeit) (?:leider |eher |noch |wirklich )?(?:nicht|kein|keine)|noch nicht|keine zeit",
    # "im Moment passt es leider gar nicht", "gerade geht es uns überhaupt nicht"
    r"(?:im moment|momentan|derzeit|aktuell|gerade|zurzeit|zur zeit|jetzt) (?:passt|geht|klappt) es (?:uns "
    r"|mir )?"
    r"(?:leider |gerade |wirklich |eher )*(?:gar |uberhaupt )?(?:nicht|schlecht)",
    r"pas (?:pour le moment|maintenant|en ce moment|tout de suite|pour l'instant|actuellement|encore)"
    r"|(?:pour le moment|pour l'instant|en ce moment|actuellement),? (?:ce n'est pas|pas)",
    r"ahora no|(?:por ahora|de momento|en este momento|ahora mismo),? no|no es (?:el|un) buen momento"
    r"|todavia no|aun no",
    r"non (?:ora|adesso|ancora|in questo momento|al momento)|piu avanti"
    r"|(?:al momento|per ora|per il momento|adesso|in questo momento),? no\b|riscrivetemi|riscrivimi"
    r"|(?:ricontattatemi|risentiamoci|sentiamoci)"
    r"|non e (?:il|un buon) momento|(?:ora|adesso|al momento|per ora) non\b"
    r"|niet (?:nu|op dit moment|momenteel)|(?:op dit moment|momenteel|nu) niet\b|later (?:dit|dat) jaar"
    r"|(?:neem|kom) later|nog niet"
    r"|agora nao|(?:por enquanto|de momento|neste momento),? nao|mais (?:para a frente|tarde)|ainda nao",
)
