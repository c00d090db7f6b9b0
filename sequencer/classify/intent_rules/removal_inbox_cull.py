"""The sender's own clean-up of other mail, ours kept (heldout_dn: "I was halfway through unsubscribing from
half my inbox when this landed. Yours made it through the cull."), in every rule language: "I've been
unsubscribing from loads of newsletters, yours survived", "ich war gerade dabei, mich von der Hälfte meiner
Newsletter abzumelden ... Ihrer hat überlebt", "j'étais en train de me désabonner de la moitié de mes
newsletters ... la vôtre a survécu", "estaba dándome de baja de medio buzón ... el suyo se ha salvado",
"stavo disiscrivendomi da metà delle newsletter ... la sua si è salvata", "ik was bezig me af te melden voor
de helft van mijn nieuwsbrieven ... die van jullie heeft het overleefd", "estava a cancelar metade das
subscrições ... a sua sobreviveu". Pure data on fold()ed text, read by
`removal_guards.senders_past.inbox_cull`: no removal.

Both must hold: ours said to be kept anywhere in the reply (`KEPT_OURS`: "yours made it", "I kept yours",
"la vôtre a survécu", or ours put first: "Yours I kept", "yours is the one I actually kept", "la suya la
sigo leyendo"), and the removal phrase describing an act under way (`CLEANING_BEFORE`: "I was
halfway through", "ich war gerade dabei", "j'étais en train de") or aimed at a heap of other mail
(`OTHER_MAIL_AFTER`: "from half my inbox", "from loads of newsletters", "de la moitié de mes listes").
Never reads a removal of us asked beside it ("unsubscribe me from yours too"), which names no keeping, nor a
clean-up that names ours among what it removes in its own sentence (`OURS_INCLUDED`: "yours included", "auch
von Ihrem", "la suya también"), says ours is kept no longer (`KEEPING_ENDED`: "made it through once, not
again", "jusqu'ici mais plus maintenant", "depuis trop longtemps"), or is a heap of ours (`OUR_HEAP_AFTER`:
"de toutes vos listes"): each a removal of ours (the review of 2026-12-07's second half). "Everything except
yours" keeps ours, and so do "My boss reads yours too" in another sentence, the others' keeping ended ("no
more clutter from the rest", "les autres plus maintenant"), a heap of someone else's after "your" ("your
competitors' newsletters") and a paid product's subscriptions ("as assinaturas de software", the fifth review
of 2026-12-07). The clean-up "everywhere" ("Ich melde mich gerade überall ab.", "Ik meld me overal af.")
takes ours in and is a removal on its own, unless ours is left out or kept after it ("außer bei Ihnen",
"Ihren Newsletter lese ich aber weiter") or the sender leaves the firm (the ninth review of 2026-12-07)."""

from __future__ import annotations

import re

_NEAR = r"[^.!?\n]{0,30}?"
# ours kept: a possessive pronoun for our mail (never a bare "you", "u", "tu"), then a verb of surviving or
# being kept, or "kept yours"
KEPT_OURS = re.compile(
    r"\b(?:yours|your (?:e-?mails?|mails?|messages?|newsletters?|ones?))"
    r" (?:made it|made the cut|survived|passed|got through|stayed|stays|escaped|was spared|were spared"
    r"|got spared|is safe|are safe|is staying|are staying)\b"
    r"|\b(?:kept|keeping|spared|saved) (?:yours|your (?:e-?mails?|mails?|messages?|newsletters?|ones?))\b"
    # ... or ours put first, kept or still read by the sender ("Yours I kept", "yours is the one I actually
    # kept", "la suya la sigo leyendo", review of 2026-12-07)
    r"|\b(?:yours|your (?:e-?mails?|mails?|messages?|newsletters?))(?: is| are)?"
    r"(?: the (?:one|ones|only one))? (?:that )?(?:i|we)(?:'ve| have)?"
    r" (?:actually |really |still |only |do )?"
    r"(?:kept|keep|still read|read on|kept reading|am keeping|are keeping)\b"
    rf"|\b(?:ihre|ihrer|ihres|ihren|deine|deiner|deins|deinen|ihr newsletter|dein newsletter)\b{_NEAR}"
    r"\b(?:uberlebt|durchgeschafft|geschafft|verschont|darf bleiben|bleibt|behalte|behalten"
    r"|lese ich (?:(?:aber|trotzdem|doch|gern|gerne|sehr gern) )*(?:noch|weiter|weiterhin))\b"
    rf"|\b(?:la votre|le votre|les votres|la tienne|le tien|les tiens|les tiennes)\b{_NEAR}"
    r"\b(?:survecu|passe|reste|echappe|epargne|garde|gardee|sauve|sauvee|continue a la lire|lis encore"
    r"|lis toujours)"
    rf"|\b(?:el suyo|la suya|los suyos|las suyas|el tuyo|la tuya|los tuyos|las tuyas|el vuestro|la vuestra)\b"
    rf"{_NEAR}\b(?:sobrevivi|se salv|se ha salvado|paso el corte|se quedo|se queda|me quedo|conserv|guard"
    r"|sigo leyendo|sigo recibiendo|mantengo|mantuve)"
    rf"|\b(?:la sua|il suo|la tua|il tuo|la vostra|il vostro)\b{_NEAR}"
    r"\b(?:sopravviss|salvat|rimast|resta|passat|tenut|tengo|sfuggit|continuo a legger|leggo ancora)"
    rf"|\b(?:die van (?:jou|u|jullie)|de uwe|de jouwe|jouwe)\b{_NEAR}"
    r"\b(?:overleefd|gehaald|doorstaan|blijft|gebleven|gespaard|gehouden|houd|hou|lees ik nog"
    r"|blijf ik lezen)\b"
    rf"|\b(?:a sua|o seu|a tua|o teu|a vossa|o vosso|as suas|os seus)\b{_NEAR}"
    r"\b(?:sobreviveu|sobreviveram|salvou|salvaram|escapou|escaparam|ficou|ficaram|passou|mantive|fica"
    r"|guardei|continuo a ler|continuo lendo)\b"
)
# the act under way, right before the phrase in its sentence
CLEANING_BEFORE = re.compile(
    r"\b(?:halfway through|half way through|in the middle of|busy|(?:i|we) was|(?:i|we) were|i've been"
    r"|we've been|i have been|we have been|i'm|we're|i am|we are)(?: \w+){0,2} $"
    r"|\b(?:war|bin|waren|sind) (?:\w+ )?(?:gerade |eben )?dabei,?(?: \S+){0,8} $"
    r"|\b(?:en train de|en plein|au milieu de)(?: \S+){0,2} $"
    r"|\b(?:estaba|estoy|estabamos|estamos|estava|estou|estavamos) (?:a |ocupad[oa] )?$"
    # ... "andar" for an act under way ("ando dándome de baja", "ando a cancelar")
    r"|\b(?:estaba|estoy|estabamos|estamos|ando|andaba|andamos|andabamos) (?:justo |ahora )?(?:\w+ndo)"
    r"(?: \S+){0,2} $"
    r"|\b(?:stavo|sto|stavamo|stiamo) (?:proprio )?$|\b(?:ero|sono) (?:nel bel )?mezzo(?: \S+){0,3} $"
    r"|\b(?:was|ben|waren|zijn) (?:net |juist )?(?:bezig|druk bezig)(?: \S+){0,4} $"
    r"|\b(?:estava|estou|estavamos|estamos|ando|andava|andamos|andavamos) (?:justamente |agora )?a"
    r"(?: \S+){0,2} $"
)
# a heap of other mail after the phrase: "from half my inbox", "from loads of newsletters"
_HEAP = (
    r"(?:half|most|all|loads|lots|a lot|a bunch|a load|a ton|tons|dozens|hundreds|a pile|heaps|every"
    r"|the rest|everything)"
    r"|(?:der halfte|den meisten|allen|vielen|einem haufen|dutzenden|allem)"
    r"|(?:la moitie|la plupart|toutes|tous|tout|plein|des dizaines|un tas)"
    r"|(?:la mitad|medio|media|casi todas|casi todos|todas|todos|todo|montones|decenas|un monton|muchas"
    r"|muchos)"
    r"|(?:meta|la maggior parte|tutte|tutti|tutto|decine|un sacco|molte|molti)"
    r"|(?:de helft|het merendeel|alle|alles|tientallen|een hoop|een heleboel|veel)"
    # ... or everything, ours kept beside it ("a cancelar a subscrição de tudo ... a sua escapou")
    r"|(?:metade|a maioria|todas|todos|tudo|dezenas|montes|um monte|muitas|muitos)"
)
OTHER_MAIL_AFTER = re.compile(
    rf"[ ,]*(?:from|of|von|aus|de|da|do|das|dos|della|delle|dalla|dalle|dai|van|voor|bij)"
    r" (?:the |my |our |meine[nmr]? |mes |mis |mie |mijn |minhas |meus |le |la |les |las |los |i |gli"
    r" |de |het |as |os )?"
    rf"(?:{_HEAP})\b"
    r"|[ ,]*(?:from|von|de|da|van) (?:my|meinem|mon|mi|mia|mijn|minha|meu) (?:inbox|posteingang|boite"
    r"|bandeja|buzon|casella|caixa)"
)
# ours named among the mail removed, anywhere in the reply: "yours included", "including yours", "yours too",
# "auch von Ihrem", "la suya también", "y compris la vôtre", "compresa la vostra", "inclusief die van jullie",
# "incluindo a sua"; a "too" only at its clause's end ("la vôtre aussi a survécu" keeps ours)
_OURS = (
    r"(?:yours|your (?:e-?mails?|mails?|messages?|newsletters?|ones?|lists?)"
    r"|ihrem|ihrer|ihren|ihres|deinem|deiner|deinen|deines"
    r"|la votre|le votre|les votres|la tienne|le tien|les tiens|les tiennes"
    r"|el suyo|la suya|los suyos|las suyas|el tuyo|la tuya|los tuyos|las tuyas|el vuestro|la vuestra"
    r"|la sua|il suo|la tua|il tuo|la vostra|il vostro|le sue|i suoi|le vostre|i vostri"
    r"|die van (?:jou|u|jullie)|de uwe|de jouwe"
    r"|a sua|o seu|a tua|o teu|a vossa|o vosso|as suas|os seus)"
)
_CLAUSE_END = r"(?=\s*(?:[,.;:!?)]|$))"
_OURS_INCLUDED = (
    r"\b(?:including|incl|even|along with|y compris|meme|inklusive|einschliesslich|samt|incluid[oa]s?|incluso"
    rf"|compres[oaie]|inclus[oaie]|inclusief|zelfs|incluindo|inclusive) {_OURS}\b"
    rf"|\b{_OURS} (?:included|among them|incluse?s?|comprise?s?|eingeschlossen|inbegriffen|incluid[oa]s?"
    r"|compres[oaie]|inclus[oaie]|inbegrepen)\b"
    # ... or the bare "you" counted in ("Sie eingeschlossen", "ustedes incluidos", "vous compris", "voi
    # compresi", "incluindo vocês"; the seventh review of 2026-12-07)
    r"|\b(?:you|sie|ustedes|vous|voi|jullie|voces) (?:included|eingeschlossen|inbegriffen|incluid[oa]s"
    r"|compris|compres[ie]|inbegrepen|inclus)\b"
    r"|\b(?:including|inklusive|einschliesslich|y compris|incluyendo|incluidos|compresi|inclusief|incluindo)"
    r" (?:you|sie|ustedes|vous|voi|jullie|voces)\b"
    # ... or the place of ours said with "too" ("bij jullie ook", "ook bij jullie", "auch bei Ihnen", the
    # eighth review of 2026-12-07, part 3)
    rf"|\b(?:bij|van) (?:jullie|u) (?:ook|eveneens){_CLAUSE_END}|\b(?:ook|zelfs) (?:bij|van) (?:jullie|u)"
    rf"{_CLAUSE_END}|\b(?:bei|von) (?:ihnen|euch) (?:auch|ebenfalls){_CLAUSE_END}"
    rf"|\b(?:auch|sogar) (?:bei|von) (?:ihnen|euch){_CLAUSE_END}"
    rf"|\b{_OURS} (?:too|as well|also|auch|aussi|egalement|tambien|anche|ook|tambem){_CLAUSE_END}"
    rf"|\b(?:auch|ook|anche|tambien|tambem) (?:(?:von|aus|de|van|da) )?{_OURS}{_CLAUSE_END}"
    # ... ours said to be one of them ("Ihrer gehört auch dazu", "yours is one of them", "la vôtre en fait
    # partie", "el suyo está incluido", "la sua ne fa parte", "die van jullie hoort erbij", "a sua faz parte")
    rf"|\b{_OURS} (?:gehort|gehoren|ist|sind|war) (?:auch |ebenfalls )?dazu\b"
    rf"|\b{_OURS} (?:is|was|are|were) (?:one of them|among them)\b|\b{_OURS} en (?:fait|faisait) partie\b"
    rf"|\b{_OURS} (?:esta|estaba|va|iba) (?:incluid[oa]|entre ell[oa]s)\b|\b{_OURS} ne (?:fa|faceva) parte\b"
    rf"|\b{_OURS} (?:hoort|hoorde) er (?:ook )?bij\b|\b{_OURS} (?:faz|fazia) parte\b"
)
OURS_INCLUDED = re.compile(_OURS_INCLUDED)
# the sender's own removal from a heap of mail, ours named among it, where no other removal phrase reads one:
# "mich von allen Newslettern abzumelden, auch von Ihrem", "dándome de baja de todas las listas, la suya
# también", "a cancelar todas as subscrições, incluindo a sua" (a removal of ours)
# never a heap of events or appointments ("mich von allen Terminen abzumelden, auch von Ihrem")
_NO_EVENT = (
    r"(?![^.!?;\n]{0,40}?(?:termin|veranstaltung|messe|webinar|event|kurs|seminar|konferenz|feria|congreso"
    r"|reunion|curso|sesion|charla|encontro|reunio|evento))"
)
# ... "everywhere" left, never with meetings or events named ("Ik meld me overal af voor de vergaderingen")
_NO_EVENT_EVERYWHERE = (
    r"(?![^.!?;\n]{0,40}?(?:termin|veranstaltung|messe|webinar|event|kurs|seminar|konferenz|besprechung"
    r"|meeting|sitzung|schulung|vergadering|afspraak|training|cursus|evenement|bijeenkomst|borrel|lunch"
    r"|diner|beurs|dienst|rooster))"
)
_EVERYWHERE = (
    r"\b(?:melde|melden) (?:mich|uns) (?:(?:gerade|jetzt|nun|heute|einfach|gerade eben) )?uberall ab\b"
    r"|\b(?:mich|uns) (?:(?:gerade|jetzt|nun|heute) )?uberall (?:abzumelden|abmelden|auszutragen)\b"
    # ... "trage mich überall aus", "schrijf me overal voor uit", "me estoy dando de baja de todo" (the tenth
    # review of 2026-12-07)
    r"|\b(?:trage|tragen) (?:mich|uns) (?:(?:gerade|jetzt|nun|heute|einfach|gerade eben) )?uberall aus\b"
    r"|\b(?:meld|melden|schrijf|schrijven) (?:me|mij|ons) (?:(?:nu|net|gewoon|vandaag|even) )?overal"
    r" (?:voor )?(?:af|uit)\b"
    r"|\b(?:me|mij|ons) (?:(?:nu|net|gewoon|vandaag) )?overal (?:voor )?(?:af te melden|uit te schrijven)\b"
    r"|\b(?:(?:me|nos) (?:estoy|estamos) dando|(?:estoy|estamos) (?:dandome|dandonos)|me doy|nos damos)"
    r" de baja de todo\b"
    # ... everything that reaches the sender ("me doy de baja de todo lo que me llega"; the eleventh review of
    # 2026-12-07): all of it, ours too
    r"(?: lo que (?:me |nos )?(?:llega|llegue|entra|recibo|recibimos|mandan|envian))?"
)
# ... its clause ending there, no exception or place after it in the sentence, no leaving of the firm as
# its reason (a leaver, `wrong_person`: "da ich das Unternehmen verlasse", "want ik ga met pensioen"), and
# ours not said to be kept after it ("Ihren Newsletter lese ich aber weiter", `KEPT_OURS`)
_EVERYWHERE_ENDS = (
    r"(?=\s*(?:[,.;:!?)]|$))(?![^.!?;\n]*\b(?:ausser|bis auf|ausgenommen|nur nicht|behalve|uitgezonderd"
    r"|op \w+ na|wobei|waarbij|excepto|menos|salvo|donde"
    # ... a place named by "wo", "waar" ("wo ich nichts lese"), never "wherever it can be done" ("wo es geht",
    # "wo es möglich ist", "waar het kan", "waar mogelijk": every place, ours too; the tenth review of
    # 2026-12-07)
    r"|(?:wo|waar)(?! (?:es |het )?(?:\w+ )?(?:geht|moglich(?: ist)?|kann|kan|mogelijk(?: is)?|lasst"
    r"|gaat)\b))\b)"
    r"(?![^.!?;\n]*\b(?:verlasse|verlassen|ruhestand|rente|ausscheide|pensioen|vertrek|uit dienst|ga weg"
    r"|dejo la empresa|me jubilo|me voy de la empresa)\b)"
    rf"(?![\s\S]*?(?:{KEPT_OURS.pattern}))"
)
CLEAN_UP_WITH_OURS = re.compile(
    rf"(?:\b(?:melde|melden) (?:mich|uns) (?:gerade |jetzt |nun )?(?:von|aus) (?:{_HEAP})\b{_NO_EVENT}"
    r"[^.!?;\n]{0,40}?\bab\b"
    rf"|\b(?:mich|uns) (?:gerade |jetzt |nun )?(?:von|aus) (?:{_HEAP})\b{_NO_EVENT}[^.!?;\n]{{0,40}}?"
    r"\b(?:abzumelden|abmelden|auszutragen|austragen)\b"
    rf"|\b(?:dandome|dandonos|darme|darnos|doy|damos|dando) de baja (?:de|en) (?:{_HEAP}|todo)\b{_NO_EVENT}"
    # ... or the clean-up done ("Ich habe diese Woche alles abbestellt", "me he dado de baja de todo")
    r"|\b(?:habe|hab|haben) (?:mich |uns )?(?:\S+ ){0,4}?"
    rf"{_NO_EVENT}(?:alles|von allem|von allen \w+|alle \w+) (?:abbestellt|abgemeldet|gekundigt)\b"
    rf"|\b(?:me he dado|nos hemos dado|me di|nos dimos) de baja (?:de|en) (?:{_HEAP}|todo)\b{_NO_EVENT}"
    r"|\b(?:cancelar|cancelando|cancelo) (?:todas as |as |a )?(?:subscricoes|assinaturas|subscricao"
    rf"|assinatura)\b(?: d[aeo]s? (?:{_HEAP}))?"
    # ... never a paid product's subscriptions ("cancelar todas as assinaturas de software")
    r"(?! (?:de|do|dos|das|da) (?:software|ferramentas?|aplicativos?|apps?|plataformas?|servicos?|produtos?"
    r"|programas?|licencas?|revistas?|jornais?|streaming|saas|tv|cloud|nuvem)\b| pagas?\b))"
    rf"(?=[^.!?;\n]{{0,80}}?(?:{_OURS_INCLUDED})"
    # ... or ours included as the next sentence, short and opening with it ("... abzumelden. Ihrer gehört auch
    # dazu.", "... de boletines. El suyo también, lo siento.", "alles abbestellt. Ihren auch."; the fifth
    # review of 2026-12-07)
    rf"|[^.!?;\n]{{0,80}}?[.!?;]+ +(?:und |y |e )?(?:{_OURS_INCLUDED}))"
    # ... everywhere, the German and Dutch separable verb around it ("Ich melde mich gerade überall ab", "Ik
    # meld me overal af", "mij overal af te melden", "schrijf me overal uit"; the eighth review of 2026-12-07,
    # part 3, as the Spanish "de todo"): everywhere takes ours in, a removal on its own as "I'm unsubscribing
    # from everything" and "je me désinscris de tout" are (the ninth review of 2026-12-07); ours included
    # after it or not, never with a place left out or named after it ("außer bei Ihnen", "behalve bij
    # jullie", "wo ich nichts lese", `_EVERYWHERE_ENDS`)
    rf"|(?:{_EVERYWHERE}){_NO_EVENT_EVERYWHERE}{_EVERYWHERE_ENDS}"
)
# ours kept no longer, right after the keeping in its sentence: "made it through once, not again", "a survécu
# jusqu'ici mais plus maintenant", "reste dans ma boîte depuis trop longtemps", "hat lange überlebt, aber
# jetzt" ("so far", "jusqu'ici" alone end nothing)
# ... never the others' ended: the rest in the ending word's own clause, before it or after it ("Yours
# survived, no more clutter from the rest!", "la vôtre reste, les autres plus maintenant"); the rest in a
# clause of its own ends nothing of theirs ("Yours survived once, not again, the others are long gone": ours
# ended, the fifth review of 2026-12-07)
_REST = (
    r"(?:the rest|the others|other ones|everything else|les autres|le reste|die anderen|den rest|der rest"
    r"|los demas|las demas|el resto|lo demas|gli altri|le altre|il resto|de rest|de andere|os outros"
    r"|as outras|o resto)"
)
KEEPING_ENDED = re.compile(
    # the ending word's clause: any clauses before it, then its own words up to it, never the rest among them
    rf"(?:[^.!?;\n]{{0,40}}?[,:] *)?(?:(?!\b{_REST}\b)[^.!?;,:\n]){{0,40}}?"
    r"\b(?:once(?! again| more)|not again|no more|no longer|not any ?more|too long|but now"
    r"|nicht mehr|zu lange|aber jetzt|aber nun"
    r"|plus maintenant|trop longtemps|mais maintenant"
    r"|demasiado tiempo|ya no|pero ahora"
    r"|troppo a lungo|troppo tempo|non piu|ma ora|ma adesso"
    r"|te lang|niet meer|maar nu"
    r"|tempo demais|demasiado tempo|nao mais|mas agora|ja nao)\b"
    # ... and never the rest after it in its clause
    rf"(?![^.!?;,:\n]{{0,80}}?\b{_REST}\b)"
)
# the heap right after the phrase is ours: "de toutes vos listes", "from all your lists", "von allen Ihren"
OUR_HEAP_AFTER = re.compile(
    rf"[ ,]*(?:from|of|von|aus|de|da|do|della|delle|dalla|dalle|dai|van|voor|bij) (?:{_HEAP})(?: of)?"
    r" (?:your|ihren|ihrer|euren|vos|tes|sus|vuestras|vuestros|vostre|vostri|tue|tuoi|jullie|uw|je"
    r"|vossas|vossos|suas|seus)\b"
    # ... never someone else's named after it ("from all your competitors' newsletters", "de todos sus
    # competidores")
    r"(?! (?:\w+'s?|\w+s'|competitors?|rivals?|konkurren\w*|wettbewerb\w*|mitbewerber\w*|concurrent\w*"
    r"|competidor\w*|competencia|concorrent\w*|concurrenten|concorrencia)(?!\w))"
)
