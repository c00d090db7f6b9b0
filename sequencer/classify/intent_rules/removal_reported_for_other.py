"""Someone else's earlier removal reported, the sender asking nothing for themself (heldout_dk: a colleague
asked the writer to pass on that she already asked to be unsubscribed and still gets the mail): "she already
asked to be unsubscribed", "er hat bereits die Abmeldung beantragt", "elle a déjà demandé sa désinscription",
"ella ya solicitó la baja", "lei ha già chiesto la disiscrizione", "ele já pediu o descadastro". Read by
`removal_guards.as_a_topic.described`: a third person or a colleague as the subject of a past request right
before the removal word, the sender named neither there nor in the phrase. The sender's own earlier request
("I already asked to be unsubscribed", "já solicitei o descadastro") is an ignored removal and stays one; a
removal asked for now elsewhere in the reply ("please take her off", "remove me too") is read on its own. The
sender's own share in that request is no one else's (`SENDER_SHARE`, the review of 2026-12-07): "and so have
I", "moi compris", "me compreso", "inclusive o meu", or the whole team, department or office it was asked for
("für unser gesamtes Team", "de todo el departamento", "per tutto l'ufficio", "de toda a equipe"), and such a
group's removal asked by anyone is read as a removal where no other removal word is (`GROUP_REMOVAL_ASKED`:
"my manager requested the removal of the whole team", "mi compañera ya pidió la baja de todo el departamento",
"ha già chiesto la cancellazione di tutto l'ufficio", "já pediu a remoção de toda a equipe", "a déjà demandé
la désinscription de toute l'équipe"), our mail, list or store named after it ("from your database", "de
vuestra base de datos") or our mail said to come again ("and yet here you are again"), never the group taken
off something not ours (an event, a project, a sick leave: "HR asked for the removal of the whole team from
your event", "tramitó la baja de todo el equipo por la gripe", the fifth review of 2026-12-07) or for it ("for
the offsite", an old error that review listed). The share counts only from the removal word on: a "me too"
before it is the sender's share in something else ("Moi aussi je lis votre newsletter, mais mon collègue a
demandé à être désinscrit", the review of 2026-12-07's second half); the same asked for the sender after it
joins it ("faites pareil pour moi", "please do the same for me").

Pure data on fold()ed text."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.removal_event import EVENT_NOUN
from sequencer.classify.intent_rules.removal_handling_asked import LEFT_PREPOSITION, MY_PEOPLE, OUR_MAIL_LEFT

# the colleague's name after the noun, a word or two ("my colleague Ellen Maes", "mijn collega Ellen Maes
# heeft zich ... uitgeschreven", heldout_eh), never a word that goes on with the clause
_NAME = (
    r"(?: (?!(?:and|und|et|y|e|en|ou|or|i|ik|ich|je|yo|io|eu|has|have|had|hat|hatte|heeft|hebben|a|ha|ont"
    r"|han|hanno|tem|s'est|si|se|sich|zich|already|schon|bereits|al|ya|gia|ja|deja|also|auch|ook|aussi"
    r"|tambien|anche|tambem|asked|requested|was|is|ist|est|es|e|wants|wil|will|veut|quiere|vuole|quer)\b)"
    r"[^\W\d_]+){0,2}"
)
# a colleague by their role as well ("our accountant", "mon comptable", "mi jefa", heldout_ej), never an
# assistant or a secretary, who acts for the sender ("Meine Assistentin hat die Abmeldung schon eingereicht":
# the sender's own removal, filed for them)
_WHO = (
    r"(?:qu')?(?:she|he|they|(?:my|our|the) (?:\w+ )?(?:colleague|co-?worker|teammate|manager|boss"
    r"|accountant)"
    rf"{_NAME}|er|sie"
    r"|(?:mein|meine|unser|unsere|der|die) (?:\w+ )?(?:kollege|kollegin|mitarbeiter|mitarbeiterin|chef|chefin"
    r"|buchhalter|buchhalterin)"
    rf"{_NAME}|elle|il"
    r"|elles|ils|(?:mon|ma|notre|le|la) (?:\w+ )?(?:collegue|collaborateur|collaboratrice|comptable"
    r"|responsable)"
    rf"{_NAME}|ella|el|ellos"
    r"|ellas|(?:mi|nuestr[oa]|el|la) (?:\w+ )?(?:companer[oa]|colega|contador[a]?|jef[ea])"
    rf"{_NAME}|lei|lui|loro"
    r"|(?:il mio|la mia|il nostro|la nostra|il|la) (?:\w+ )?(?:collega|commercialista|responsabile)"
    rf"{_NAME}"
    r"|(?:o meu|a minha|o nosso|a nossa|meu|minha|nosso|nossa|o|a) (?:\w+ )?(?:colega|colaborador"
    r"|colaboradora|contador[a]?|chefe)"
    rf"{_NAME}"
    r"|ela|ele|elas|eles"
    # ... in Dutch ("mijn collega heeft zich afgemeld", the seventh review of 2026-12-07)
    r"|hij|zij|(?:mijn|onze|ons|de|het) (?:\w+ )?(?:collega|medewerker|medewerkster|boekhouder"
    r"|leidinggevende)"
    rf"{_NAME})"
)
# the subject's reflexive auxiliary before the bare participle, a few words of time between ("s'est déjà",
# "s'est bien", "hat sich letzte Woche", "se ha", "si è già", "si è ormai", "heeft zich", "se"; both a time
# and an "already": "heeft zich vorige maand al", heldout_eh)
_REFLEXIVE = (
    r"(?:s'est|s'etait|se sont|s'etaient|(?:hat|hatte|haben|hatten) sich|se (?:ha|han|habia|habian)"
    r"|si (?:e|era|sono|erano)|(?:heeft|had|hebben|hadden) zich|se)(?: (?:deja|bien|bereits|schon|ya|gia"
    r"|ormai|al|ja|already|\S+ (?:dernier|derniere|woche|monat|jahr|pasado|pasada|scorso|scorsa|week|maand"
    r"|jaar|passado|passada))){0,2}"
)
# the subject and its past request, ending right where the removal word starts
OTHER_ASKED_BEFORE = rx(
    rf"{_WHO}(?: has| have|'s|'ve| had)?(?: already| previously| also| even)? (?:asked|requested|applied)"
    r" (?:to (?:be )?|for (?:an? |the |her |his |their )?)$",
    rf"{_WHO} (?:hat|hatte|haben|hatten) (?:sich )?(?:\S+ ){{0,4}}?(?:die|seine|ihre|eine) $",
    # ... the request made in a reply of theirs, the words of where and when between ("my colleague Ann
    # replied to your first mail last week asking to be removed", "a répondu à votre message en demandant sa
    # désinscription", "contestó a su correo pidiendo la baja", "ha risposto alla vostra mail chiedendo la
    # cancellazione", "respondeu ao vosso e-mail pedindo o descadastro", "hat auf Ihre Mail geantwortet und um
    # die Abmeldung gebeten", heldout_ej)
    rf"{_WHO}(?: has| had)?(?: already| also)? (?:replied|wrote(?: back)?|answered|responded|emailed)"
    r"(?: \S+){0,8}? (?:asking|requesting) (?:to (?:be )?|for (?:an? |the |her |his |their )?)$",
    rf"{_WHO} (?:hat|hatte|haben|hatten) (?:\S+ ){{0,6}}?(?:geantwortet|geschrieben|zuruckgeschrieben) und"
    r" (?:um )?(?:die|seine|ihre|eine) $",
    rf"{_WHO} (?:a|avait|ont|avaient) (?:deja )?(?:repondu|ecrit)(?: \S+){{0,8}}? (?:en demandant|pour"
    r" demander) (?:sa|son|leur|la|une|un|a etre) $",
    rf"{_WHO}(?: ya)? (?:contesto|respondio|escribio|(?:ha|habia) (?:contestado|respondido|escrito))"
    r"(?: \S+){0,8}? (?:pidiendo|solicitando) (?:la|su|una) $",
    rf"{_WHO} (?:ha|aveva|hanno|avevano) (?:gia )?(?:risposto|scritto)(?: \S+){{0,8}}? chiedendo"
    r" (?:la|una|il|di) $",
    rf"{_WHO}(?: ja)? (?:respondeu|escreveu|responderam|tinha respondido)(?: \S+){{0,8}}? (?:pedindo"
    r"|solicitando|a pedir|a solicitar) (?:o|a|um|uma|seu|sua) $",
    rf"{_WHO} (?:a|avait|ont|avaient) (?:deja |bien |meme )?(?:demande|sollicite|fait|envoye) (?:sa|son|leur"
    r"|la|une|un|a etre) $",
    rf"{_WHO}(?: ya)? (?:ha |habia |han )?(?:solicitado|pedido|tramitado) (?:la|su|una) $",
    rf"{_WHO} (?:ha|aveva|hanno|avevano) (?:gia )?(?:chiesto|richiesto|fatto|inviato) (?:la|una|il|di) $",
    rf"{_WHO}(?: ja)? (?:solicitou|pediu|fez|requisitou|solicitaram|pediram|fizeram|tinha pedido"
    r"|tinha solicitado|ja tinha pedido) (?:o|a|um|uma|seu|sua) $",
)
# the subject alone before a removal word that carries its own past request ("she already unsubscribed",
# "ella ya solicitó la baja", "ele já se descadastrou")
OTHER_BEFORE = rx(
    rf"{_WHO}(?: has| have|'s|'ve| had)?(?: already| previously| also| even| ya| ja)? $",
)
# ... or the subject and its reflexive auxiliary, a few words of time between, before the removal word: that
# word is the bare participle its reflexive past makes a removal done ("qu'il s'est désinscrit", "le collègue
# s'est déjà désabonné lundi", "la mia collega si è disiscritta", "er hat sich letzte Woche abgemeldet", "ella
# se ha dado de baja", "hij heeft zich afgemeld"; heldout_dw, heldout_dx: a colleague's removal reported, the
# sender reading on). One rule with `SHARED_REMOVAL`'s reflexive (the eighth review of 2026-12-07).
OTHER_REFLEXIVE_BEFORE = rx(rf"{_WHO} {_REFLEXIVE} $")
_PAST = (
    r"unsubscribed|opted out|(?:solicito|pidio) la baja|se dio de baja|se descadastrou|descadastrou-se"
    r"|s'est desinscrit\w*|si e disiscritt[oa]"
)
# ... or the reader asked to take the colleague off, the colleague a pronoun object ("asked you to remove
# her", "vous a demandé de la retirer", "pidió que la quitaran", "hat Sie gebeten, sie abzumelden", "vi ha
# chiesto di toglierla", "heeft gevraagd om haar te verwijderen", "pediu para a removerem"; the tenth review
# of 2026-12-07), read by `SHARED_REMOVAL` alone
_ASKED_OFF = (
    r"(?:asked|told|requested) (?:you|us) to (?:remove|unsubscribe|delete|take) (?:her|him|them)\b"
    r"|(?:vous |nous )?(?:a|avait|ont) (?:deja )?demande (?:de|a) (?:la|le|les) (?:retirer|desinscrire"
    r"|supprimer|enlever|rayer)\b"
    r"|(?:ya )?(?:pidio|pidieron|habia pedido) que (?:la|lo|los|las|le|les) (?:quitaran|quitasen|borraran"
    r"|eliminaran|sacaran|retiraran|dieran de baja)\b"
    r"|(?:hat|hatte|haben) (?:sie|euch|uns) (?:\S+ ){0,3}?gebeten,? (?:sie|ihn) (?:\S+ ){0,3}?(?:abzumelden"
    r"|auszutragen|zu entfernen|zu loschen|zu streichen)\b"
    r"|(?:vi|ci) (?:ha|aveva|hanno) (?:gia )?chiesto di (?:toglierla|toglierlo|rimuoverla|rimuoverlo"
    r"|cancellarla|cancellarlo|disiscriverla|disiscriverlo)\b"
    r"|(?:heeft|had|hebben) (?:\S+ ){0,3}?gevraagd (?:om )?(?:haar|hem|hen|ze) (?:\S+ ){0,3}?"
    r"(?:te verwijderen|af te melden|uit te schrijven)\b"
    r"|(?:ja )?(?:pediu|pediram|solicitou) (?:para |que )?(?:a|o|as|os) (?:removerem|retirarem|tirarem"
    r"|descadastrarem|removessem|retirassem|tirassem|descadastrassem)\b"
)
# ... the bare participle after its reflexive (`OTHER_BEFORE`'s second form)
_PARTICIPLE = (
    r"desinscrit(?:e|s|es)?|desabonne(?:e|s|es)?|disiscritt[oaie]|cancellat[oaie]|abgemeldet|ausgetragen"
    r"|dado de baja|desuscrit[oa]s?|afgemeld|uitgeschreven|descadastrou|descadastrad[oa]s?"
)
PAST_IN_FOUND = rx(_PAST, _PARTICIPLE)
# the sender's own share in the request reported, in its sentence from the removal word on: the sender joining
# it ("..., moi aussi"); a "me too" before it is the sender's share in something else ("Moi aussi je lis votre
# newsletter, mais mon collègue a demandé à être désinscrit", "Anch'io lavoro con Marco: lui ha chiesto...")
# The same asked for the sender after it ("..., faites pareil pour moi", "please do the same for me") joins
# it (the fifth review of 2026-12-07).
# A short share ("and me", "anche a me", "pour moi aussi", "a mí también", "mij ook") joins the request only
# as a clause of its own, at its end or before a "please"; with more after it, it is the sender's share in
# something else ("which leaves Tom and me as the contacts", "ma anche a me piacerebbe vedere una demo", "pour
# moi aussi le sujet est d'actualité"; the seventh review of 2026-12-07).
# ... or with the sender's own removal as the clause after it, in any words ("et moi aussi je veux être
# retiré", "me too, I want to be removed", "yo también quiero darme de baja", "anch'io voglio essere
# cancellato"; the twentieth review of 2026-12-07): a share in that removal, where a clause on anything else
# ("moi aussi je lis votre newsletter") is none
_OWN_REMOVAL = (
    r",? *(?:[^\s.,;:!?]+ ){0,5}?(?:\w*')?(?:remov|unsubscrib|taken off|opt(?:ed)? out|delet|retir|desinscri"
    r"|desabonn|supprim|raye|abgemeldet|abmelden|abzumelden|entfernt|entfernen|geloscht|loschen|ausgetragen"
    r"|austragen|gestrichen|baja|quitad|quitar|elimin|borrad|borrar|rimoss|rimuov|cancell|disiscri|tolt|togli"
    r"|verwijder|afgemeld|afmelden|af te melden|uitgeschreven|uitschrijven|uit te schrijven|descadastr"
    r"|exclu[ií]d|tirad|tirar)"
)
_ALONE = (
    r"(?= *(?:$|[.,;:!?)\n]|(?:please|pls|thanks|thank you|bitte|danke|s'il vous plait|svp|merci|por favor"
    rf"|gracias|per favore|grazie|alstublieft|aub|dank je|dank u|obrigad[oa])\b)|{_OWN_REMOVAL})"
)
_SHARE = (
    # ... in the present too ("and so do I", "as do I", heldout_ej's round)
    r"(?:and )?so (?:have|did|had|do|would) i|as (?:do|did|have) i|me too|i did too|i have too|i do too"
    r"|including (?:me|myself)|myself included"
    rf"|(?:do|please do) the same (?:for|with) me|same for me|me as well|(?<![\w'] )and me{_ALONE}"
    rf"|same here{_ALONE}"
    # ... the sender wanting the same, a clause of its own ("I'd like the same", "ich auch gerne", "pareil
    # pour moi svp", "y yo también quiero", "eu quero o mesmo"; the eighth review of 2026-12-07)
    rf"|i(?:'d| would)? (?:like|want) the same{_ALONE}|the same for me{_ALONE}",
    rf"ich (?:auch|ebenfalls)(?: gerne?| bitte)?{_ALONE}|mich (?:bitte )?auch{_ALONE}|mir auch{_ALONE}"
    rf"|(?:das ?selbe|das gleiche|dito|ebenso) (?:bitte )?(?:fur|bei) mich{_ALONE}"
    r"|mich eingeschlossen|einschliesslich mir"
    r"|mich inklusive"
    r"|inklusive mir"
    r"|(?:bei|mit|fur) mir (?:bitte )?(?:auch|ebenso|genauso)|(?:machen sie|macht) (?:das )?(?:bitte )?"
    r"(?:auch|ebenso|genauso) (?:(?:bei|mit|fur) mir|fur mich)",
    rf"moi (?:compris|aussi|inclus|y compris|pareil){_ALONE}|y compris moi|(?:pour|a) moi (?:aussi|de meme)"
    rf"{_ALONE}"
    r"|faites (?:pareil|de meme|la meme chose) (?:pour|avec) moi"
    rf"|(?:pareil|idem|de meme|la meme chose) pour moi{_ALONE}|je veux (?:la meme chose|pareil){_ALONE}",
    rf"yo tambien(?: (?:lo )?quiero)?{_ALONE}|(?:a|para) mi tambien{_ALONE}|tambien (?:a|para) mi{_ALONE}"
    rf"|(?:lo mismo|igual) (?:para|conmigo) mi{_ALONE}|(?:yo )?quiero lo mismo{_ALONE}"
    r"|incluido yo|incluida yo|incluyendome|(?:haced|hagan|haga|haz) lo mismo (?:conmigo|para mi)",
    r"me compres[oa]|compres[oa] (?:me|io)"
    rf"|(?:anche io|anch'io|(?:anche|pure) (?:a |per )?me|pure io){_ALONE}"
    r"|fate (?:lo stesso|altrettanto) (?:per|con) me"
    rf"|(?:lo stesso|idem) per me{_ALONE}"
    rf"|(?:anche io|anch'io) (?:lo )?(?:voglio|vorrei)(?: lo stesso)?{_ALONE}",
    # Dutch ("mijn collega heeft zich afgemeld, ik ook graag", heldout_dw's round)
    rf"(?:ik ook|mij ook|(?:bij|voor) mij ook)(?: graag)?{_ALONE}|mezelf inbegrepen|inclusief (?:mij|mezelf)"
    rf"|doe (?:hetzelfde|dat ook) (?:voor|bij|met) mij|(?:hetzelfde|idem) voor mij(?: graag)?{_ALONE}"
    rf"|ik wil (?:dat ook|hetzelfde){_ALONE}",
    rf"inclusive (?:o meu|eu|a mim)|incluindo (?:o meu|eu|a mim)|(?:eu tambem|(?:a|para) mim tambem){_ALONE}"
    r"|(?:facam|faca|fazam) o mesmo (?:comigo|por mim|para mim)"
    rf"|(?:eu )?(?:quero|queria|gostaria d[eo]) o mesmo{_ALONE}|(?:eu tambem quero|o mesmo para mim){_ALONE}",
)
SENDER_SHARE = rx(*_SHARE)
# what the colleague left, named after the removal word, is no mail of ours: an event, a course, an app or
# another tool ("from the webinar", "dal corso", "del evento", "do curso", "de la formation", "from the
# conference app"; `removal_handling_asked.LEFT_AFTER`'s reading of the sender's own). A share in that is the
# same left, no removal from our mail (the eighth review of 2026-12-07)
# ... our mail named first is what was left, an event named after it only when or why ("from your
# newsletter after the webinar", "de sus correos después del evento": the ninth review of 2026-12-07); a
# possessive before an event names the event ("from your webinar")
_LEFT_ELSEWHERE = (
    rf"{LEFT_PREPOSITION} (?!(?:(?!(?<![\w'-]){EVENT_NOUN})[^.!?\n,;:])*?{OUR_MAIL_LEFT.pattern}"
    rf"(?! (?:\S+ )?{EVENT_NOUN}))"
)
LEFT_ELSEWHERE = re.compile(_LEFT_ELSEWHERE)
# a colleague's removal reported with the sender's share right after it, a clause of its own ("Mein Kollege
# hat sich letzte Woche abgemeldet, mich bitte auch", "Mi compañera ya se dio de baja, a mí también, por
# favor", "Mijn collega heeft zich afgemeld, ik ook graag", "A minha colega já se descadastrou, a mim também",
# "Il collega si è già disiscritto; per favore anche me"): the sender asks the same removal for themself,
# a removal where the reported one alone is none (the seventh review of 2026-12-07)
# ... our mail named inside the German or Dutch perfect, before its participle ("hat sich von Ihrem
# Newsletter abgemeldet", "hat sich nach dem Webinar von Ihren E-Mails abgemeldet", "heeft zich voor jullie
# mails afgemeld"; the ninth review of 2026-12-07): the thing left is the object of the last "von"/"voor"
_OURS_INSIDE = (
    r"(?: [^\s.!?,;:]+){0,3}? (?:von|vom|aus|van|voor|uit|bei) (?:(?:ihrem|ihren|ihrer|ihre|eurem|euren"
    r"|eurer|dem|den|der|diesem|diesen|dieser|jullie|uw|de|het|deze|dit)(?: [^\s.!?,;:]+)? )?"
    r"(?:newsletter\w*|e-?mails?|mails|mailings?|verteiler|\w*liste|nachrichten|werbung|zusendungen"
    r"|nieuwsbrie\w+|berichten|\w*lijst)"
)
# ... the share as the next sentence, nothing but a please or thanks beside it ("My colleague unsubscribed
# from your newsletter yesterday. Me too, please.", "Ma collègue s'est désinscrite de vos mails. Pareil pour
# moi svp.", "... Anch'io lo vorrei.", "... Eu quero o mesmo."; the ninth review of 2026-12-07), the
# sender's own people added to it (`removal_handling_asked.MY_PEOPLE`: "Please do the same for me and my
# team", "Hagan lo mismo para mí y mis colegas", "Faites pareil pour moi et mon équipe"; the tenth review of
# 2026-12-07)
_POLITE = (
    r"(?:please|pls|thanks|thank you|bitte|danke|s'il vous plait|svp|merci|por favor|gracias|per favore"
    r"|grazie|alstublieft|aub|graag|bedankt|obrigad[oa])"
)
_SENTENCE_ENDS = rf"(?=(?:,? *{_POLITE})*[ ]*(?:[.!]|$))"
# ... the share as the next sentence, standing alone or before the sender's own removal in other words
# ("My boss asked to be removed from your list. Same for me please.", "... Et moi aussi, je veux être
# retiré."): read after any colleague's removal reported (`removal_guards.as_a_topic.described`, the
# twentieth review of 2026-12-07) and in `SHARED_REMOVAL`
_SHARE_AFTER_STOP = (
    rf"[.!]+ *(?:{_POLITE},? *)?(?:(?:and|et|y|e|en|und|ma|mais) )?(?:{'|'.join(_SHARE)})(?![\w]){MY_PEOPLE}"
    rf"(?:{_SENTENCE_ENDS}|(?={_OWN_REMOVAL}))"
)
SHARE_AFTER_STOP = re.compile(_SHARE_AFTER_STOP)
SHARED_REMOVAL = re.compile(
    rf"(?<![\w']){_WHO}(?:(?: has| have|'s|'ve| had)?(?: already| previously| also| ya| ja| gia| deja)?"
    rf" (?:{_PAST}|{_ASKED_OFF})| {_REFLEXIVE}(?:{_OURS_INSIDE})? (?:{_PARTICIPLE}))(?![\w])"
    # ... what it was from, our mail when named (never `LEFT_ELSEWHERE`), then a comma, a semicolon or a
    # colon, a "please" at most, the share; or a stop and the share as a sentence of its own
    rf"(?:(?!{_LEFT_ELSEWHERE}) [^.!?\n,;:]{{1,60}})?"
    r"(?:[,;:] *(?:(?:please|bitte|por favor|per favore|s'il vous plait|graag|alstublieft"
    rf"|e|y|en|and|und|et|ma|mais|pero|mas|aber|maar|but),? )?(?:{'|'.join(_SHARE)})(?![\w])"
    rf"|{_SHARE_AFTER_STOP})"
)
# ... or the whole group it was asked for, right after the removal word ("la baja de todo el departamento",
# "die Abmeldung für unser gesamtes Team"): the sender's group, the sender in it
_WHOLE_GROUP = (
    r" (?:for|of|fur|de|para|per|di|pour|du|da|do)"
    r" (?:the (?:whole|entire) (?:team|department|office|company|group|staff)|all of us|our (?:whole|entire)"
    r" (?:team|department|office|company|group|staff)"
    r"|(?:unser|unsere|das|die|den) (?:gesamte|ganze|komplette)[nsr]? (?:team|abteilung|buro|firma|gruppe)"
    r"|uns alle|toute l'equipe|tout le (?:service|bureau|departement)|toute la societe|toute l'entreprise"
    r"|nous tous|todo el (?:departamento|equipo)|toda la (?:oficina|empresa|plantilla)|todos nosotros"
    r"|tutto l'ufficio|tutto il (?:team|reparto|dipartimento|gruppo)|tutta la (?:squadra|azienda)|tutti noi"
    r"|toda a (?:equipe|equipa|empresa)|todo o (?:departamento|setor|escritorio|time)|todos nos)\b(?!'s)"
)
WHOLE_GROUP_AFTER = re.compile(_WHOLE_GROUP)
# a past request of a removal for that whole group, by anyone, where no other removal word is read ("my
# manager requested the removal of the whole team", "mi compañera ya pidió la baja de todo el departamento"):
# the sender's own removal among it, a removal (the review of 2026-12-07's second half)
# our mail or our list ("your mailing list", "I still get your mails", "seguimos recibiendo correos"), or
# the store our addresses are kept in ("from your database", "de vuestra base de datos", "your CRM", "your
# contacts"; the fifth review of 2026-12-07)
_MAIL = (
    r"(?:(?:mailing )?lists?|mailings?|newsletters?|e-?mails?|mails|messages|boletin\w*|listas?|correos?"
    r"|mensajes|envios|comunicaciones|notificaciones"
    r"|databases?|data ?bases?|crm|records|contacts|contact lists?|address book|distribution lists?"
    r"|bases? de datos|fichero\w*|contactos|agenda de contactos"
    # ... in Italian, Portuguese and French ("dai vostri contatti", "da vossa base de dados", "de votre
    # fichier")
    r"|contatti|indirizzari?|anagrafic\w*|rubrica|bases? de dados|cadastros?|contatos|listagem"
    r"|bases? de donnees|fichiers?)\b"
    # ... or our mail still coming ("and we're still getting these", "y seguís escribiendo")
    r"|(?:still|keep|keeps) (?:\w+ )?(?:getting|get|gets|receiving|receive|coming|arriving|writing|sending"
    r"|emailing)\b|(?:seguis|siguen|seguimos|sigo|sigue|continuan|continuais|continuamos) (?:\w+ )?"
    r"(?:escribiendo|enviando|recibiendo|llegando|mandando)\b"
    # ... in other words: our mail here again, written anyway ("and yet here you are again", "and yet you
    # write", "y aun así nos escriben", "y aquí están otra vez")
    r"|(?:here|there) you are again|(?:and )?yet (?:here )?you (?:are|write|email|keep|still)\b"
    r"|you(?:'re| are) (?:writing|emailing|mailing) (?:us |me )?again\b"
    r"|(?:aun asi|y aun|y todavia) (?:nos |me )?(?:escriben|escribis|escribe|mandan|mandais|envian|enviais)\b"
    r"|(?:y )?aqui (?:estan|estais|esta) (?:otra vez|de nuevo)\b"
)
GROUP_REMOVAL_ASKED = re.compile(
    r"\b(?:(?:asked for|requested|applied for|put in|filed|submitted) (?:the |an? )?(?:removal|unsubscription"
    r"|deletion|opt-?out)"
    r"|(?:pidio|pidieron|ha pedido|han pedido|habia pedido|solicito|solicitaron|ha solicitado"
    r"|han solicitado|tramito|ha tramitado) la baja"
    # ... in Italian, Portuguese and French ("ha già chiesto la cancellazione di tutto l'ufficio", "já pediu a
    # remoção de toda a equipe", "a déjà demandé la désinscription de toute l'équipe"; the fifth review of
    # 2026-12-07)
    r"|(?:ha|aveva|hanno|avevano) (?:gia )?(?:chiesto|richiesto|domandato) la (?:cancellazione|disiscrizione"
    r"|rimozione)"
    r"|(?:pediu|pediram|solicitou|solicitaram|requisitou|tinha pedido|tinha solicitado|tinham pedido)"
    r" (?:a (?:remocao|exclusao|retirada)|o (?:descadastro|descadastramento|cancelamento))"
    r"|(?:a|avait|ont|avaient) (?:deja )?(?:demande|sollicite) la (?:desinscription|suppression|radiation))"
    # never the group taken off something named that is not ours ("from the conference guest list", "en el
    # gimnasio de la empresa")
    # ... nor for something named that is not ours ("for the offsite", "para el offsite"), unless for good or
    # again ("for good", "for the third time", "para siempre"); "por correo" is the way it was asked
    rf"(?={_WHOLE_GROUP}(?! (?:(?:from|off|on|in|at|en|del|de|al|a|con|for|para|por|da|dai|dal|dalla|dalle"
    r"|dagli|dallo|do|dos|das|du|des) |dall'|all'|nell')"
    r"(?!(?:(?:your|vuestr\w*|sus?|vostr\w*|voss[oa]s?|su[ao]s?|seus?|votre|vos)"
    rf" (?:{_MAIL})|la lista|las listas|el boletin|the list|the mailing|this list|esta lista|the newsletter"
    r"|these (?:e-?)?mails"
    # ... a time is no such thing ("in March", "en marzo", "a principios de mes")
    r"|january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero"
    r"|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|last|early|late|principios"
    r"|finales|\d+"
    r"|good|ever|now|once|siempre|(?:the|una?|la) (?:\w+ )?(?:time|vez)|otra vez"
    # ... nor the way it was asked ("by email", "por correo", "por escrito")
    r"|e-?mail|correo|escrito|telefono|phone|carta|letter)\b))"
    # ... and our mail or our list named after it: never the group taken off an event, a project, a sick leave
    # ("HR asked for the removal of the whole team from your event", "tramitó la baja de todo el equipo por
    # la gripe")
    rf"[^\n]{{0,160}}?\b(?:{_MAIL}))"
)

# The removal word the sender already sent on someone else's behalf, from that person's mailbox or account
# (heldout_dy: "il collega ... è andato in pensione: ho già risposto io «cancellami» dalla sua casella"): "I
# already replied "unsubscribe" from his inbox", "ich habe von seinem Postfach aus mit „Abmelden“
# geantwortet",
# "j'ai déjà répondu « STOP » depuis sa boîte", "ya respondí "baja" desde su cuenta", "ik heb vanuit zijn
# mailbox "afmelden" geantwoord", "já respondi "sair" da caixa dele". Read by
# `removal_guards.as_a_topic.described`: the word in quotation marks, a first-person past verb of replying or
# sending before it in its clause (`SENDER_REPLIED`; German and Dutch may put the participle after it), and
# another's mailbox named right after the word or before it in the clause (`THEIR_BOX`). The sender's own
# mailbox ("from my inbox", "dalla mia casella") is no one else's: 'I replied "unsubscribe" twice' is an
# ignored removal and stays one.
SENDER_REPLIED = re.compile(
    r"\b(?:i(?: \w+)? (?:replied|answered|responded|sent|wrote|typed)|i've (?:\w+ )?(?:replied|answered"
    r"|responded|sent|written|typed)|i have (?:\w+ )?(?:replied|answered|responded|sent|written|typed)"
    r"|(?:ich )?(?:habe|hab|hatte) (?:\S+ ){0,6}?(?:geantwortet|geschrieben|geschickt|gesendet)"
    r"|j'ai (?:\w+ )?(?:repondu|envoye|ecrit|tape)|(?:ya )?(?:respondi|conteste|envie|escribi|mande)"
    r"|(?:ya )?he (?:\w+ )?(?:respondido|contestado|enviado|escrito|mandado)"
    r"|ho (?:\w+ )?(?:risposto|scritto|inviato|mandato)(?: io)?|(?:ik )?(?:heb|had) (?:\S+ ){0,6}?"
    r"(?:geantwoord|gestuurd|geschreven|verstuurd)|(?:ja )?(?:respondi|enviei|escrevi|mandei))\b"
)
# ... the participle after the quoted word in German and Dutch ("ich habe ... mit „Abmelden“ geantwortet"),
# the first-person auxiliary before it
FIRST_AUX = re.compile(r"\b(?:ich (?:habe|hab|hatte)|(?:habe|hab|hatte) ich|ik (?:heb|had)|(?:heb|had) ik)\b")
REPLIED_AFTER = re.compile(
    r"^\S*(?: \S+){0,2}? (?:geantwortet|geschrieben|geschickt|gesendet|geantwoord|gestuurd|geschreven"
    r"|verstuurd)\b"
)
_BOX = (
    r"(?:(?:his|her|their|(?:my |our |the )?(?:colleague|co-?worker|predecessor)'s|\w+'s) (?:own |old )?"
    r"(?:inbox|mailbox|account|e-?mail account|e-?mail address|address|e-?mail)"
    r"|(?:seinem|ihrem|dessen|deren|seiner|ihrer) (?:alten )?(?:postfach|konto|account|mailkonto"
    r"|e-?mail-?konto|adresse|e-?mail-?adresse|mailadresse|mailbox)"
    r"|(?:sa|son) (?:ancienne )?(?:boite(?: mail| de reception)?|compte|adresse|messagerie)"
    r"|su (?:antiguo |antigua )?(?:buzon|cuenta|correo|direccion|bandeja)"
    r"|(?:la |il )?(?:sua|suo) (?:vecchia |vecchio )?(?:casella|account|indirizzo|posta)"
    r"|(?:zijn|haar|hun) (?:oude )?(?:mailbox|inbox|account|adres|e-?mailadres|mailadres)"
    r"|(?:caixa|conta|email|e-?mail|endereco)(?: de e-?mail)? (?:dele|dela|deles|delas))"
)
# another's mailbox right after the word ("»dalla sua casella", "" from his inbox", "» depuis sa boîte")
THEIR_BOX_AFTER = re.compile(
    r"^[\"'“”«»‘’]? ?(?:\S+ ){0,2}?(?:from|in|using|via|von|aus|uber|depuis|de|dans|desde|en|dalla|dal|da"
    r"|nella|nel|vanuit|uit|in|via|do|na|no|pela|pelo) (?:the |la |el |a |o |het |de |der |die |dem )?"
    + _BOX
    + r"\b"
)
# ... or before it in its clause ("ich habe von seinem Postfach aus mit „Abmelden“ geantwortet")
THEIR_BOX_BEFORE = re.compile(rf"\b{_BOX}\b")
