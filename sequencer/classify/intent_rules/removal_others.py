"""Other people as the ones who unsubscribe, never a removal asked of us: three ways a reply says it, read
together by `removal_guards.others.others_unsubscribe`, in every rule language. Pure data on fold()ed text.

1. They leave the sender's own mailing (`PEOPLE_BEFORE`, `PEOPLE_REFLEXIVE`, `PEOPLE_AFTER`, `ASKED_OR_SELF`).
Other people leaving the sender's own mailing ("every time we send our newsletter, lots of people
unsubscribe", heldout_cg: "cada vez que lo enviamos se nos da de baja un montón de gente"): the removal words
with the sender's readers, customers or "people" as their subject describe how the sender's own list loses
readers, no removal request. In every rule language ("a lot of people unsubscribe", "muchos clientes se dan de
baja", "viele Leser melden sich ab", "des abonnés se désinscrivent", "molti lettori si disiscrivono", "veel
mensen melden zich af", "muita gente se descadastra").

Only with those people as the subject: right before the removal words ("people unsubscribe", "gente se
descadastra"), or after a reflexive verb ("se da de baja mucha gente"). Never the people as the object
("please unsubscribe everyone at our company", "dé de baja a la gente del equipo"), never a clause that names
the sender ("me") or asks ("please", "por favor", "bitte").

2. They can do it themselves (`OTHERS_CAN_BEFORE`, `OTHERS_BEFORE`, `MODAL_AFTER`).
Other people able to unsubscribe themselves ("a simple tool where subscribers can unsubscribe themselves",
"bei dem sich die Abonnenten selbst abmelden können", "em que as pessoas possam cancelar a subscrição
sozinhas", heldout_cl): the removal word is what other people can do in a tool or list the sender describes,
never the sender's own request.

Other people (`_PEOPLE`: people, subscribers, readers, customers, parents, ...) come a few words before the
removal word with a modal of being able to between them ("can", "können", "peuvent", "puedan", "possano",
"kunnen", "possam") or, in German and Dutch, with the modal right after it ("abmelden können", "afmelden
kunnen"), or after a verb of letting ("let people unsubscribe", "allow readers to opt out"). Never "they" or
"you" (the writer's word for us), and never a clause that names the sender ("the customers can unsubscribe
me", "damit die Kunden mich abmelden können"): `removal_guards.others.others_unsubscribe` checks
`FIRST_PERSON` from the others to the end of the clause.

3. They are the doers of an infinitive (`DOERS_BEFORE`).
Other people as the ones who unsubscribe ("our current tool makes it a pain for people to unsubscribe", "rend
difficile pour les abonnés de se désinscrire", "hace difícil que los suscriptores se den de baja",
heldout_cn): the removal verb is an infinitive whose doers are the sender's readers, members or customers, a
remark about a mailing tool, never a removal asked of us. Read on the text right before the removal word.

It reads the doers named right before the verb ("for people to", "lets our members", "pour les abonnés de se",
"para que los socios se", "per gli iscritti", "para os assinantes"). It never reads the sender or us among
them ("make it easy for me to unsubscribe", "people like me", "let us unsubscribe"), so the sender's own
removal stays one; German and Dutch put the verb after "sich", which their tables do not read as a request in
the first place.

4. The sender's side removed them, counted (`COUNTED_AFTER`, `COUNTED_BEFORE`, `SENDER_DID`).
The sender tidying the sender's own list ("last spring we unsubscribed roughly 2,500 people who never
clicked", "hemos dado de baja a unos 3.000 contactos", "wir haben 4.000 inaktive Kontakte abgemeldet", "nous
avons désinscrit des centaines d'abonnés", "abbiamo disiscritto circa 3.000 persone", "we hebben duizenden
inactieve contacten uitgeschreven", "descadastramos cerca de 3 mil contatos", heldout_ek): the removal done,
by "we" or "I", with other people counted or all of some kind as its object, after the verb or (German, Dutch)
before it. Never without the sender's side as the doer ("please unsubscribe these three people"), never a
clause that names the sender as removed or asks (`ASKED_OR_SELF`)."""

from __future__ import annotations

import re

# the other people, for all three readings, in every rule language; never "they" or "you" (the writer's
# word for us)
_PEOPLE = (
    r"(?:people|folks|readers|subscribers|customers|clients|users|recipients|members|contacts|everyone"
    r"|everybody|anyone|anybody|parents|families|donors|patients|students|guests|visitors|fans|leute"
    r"|menschen|leser|abonnenten|kunden|empfanger|nutzer|mitglieder|eltern|gens|personnes|lecteurs|abonnes"
    r"|inscrits|destinataires|membres|utilisateurs|familles|adherents|gente|personas|lectores|suscriptores"
    r"|suscriptos|clientes|usuarios|destinatarios|miembros|socios|padres|familias|afiliados|persone|lettori"
    r"|iscritti|clienti|utenti|destinatari|membri|genitori|famiglie|soci|abbonati|mensen|lezers|abonnees"
    r"|klanten|ontvangers|gebruikers|leden|ouders|pessoas|leitores|assinantes|inscritos|membros|utilizadores"
    r"|pais|subscritores)"
)

# 1. They leave the sender's own mailing
# quantifiers and pronouns that stand for the people themselves before a reflexive verb ("muchos se dan
# de baja", "molti si disiscrivono", "beaucoup se désabonnent", "muitos se descadastram")
_MANY = r"(?:muchos|muchas|varios|algunos|molti|tanti|alcuni|beaucoup|plusieurs|muitos|varios|alguns|veel)"
_REFLEXIVE = r"(?:se(?: nos| les)?|si(?: ci)?|sich|zich)"

# the people right before the removal words, with a word of habit between ("people keep unsubscribing",
# "readers just unsubscribe", "clientes siempre se dan de baja")
PEOPLE_BEFORE = re.compile(
    rf"(?<![\w'])(?:{_PEOPLE}(?: \w+){{0,1}}?(?: (?:keep|are|always|just|simply|still|then|immediately"
    rf"|siempre|sempre|toujours|immer|altijd))?(?: {_REFLEXIVE})?|{_MANY} {_REFLEXIVE}) $"
)
# a reflexive verb, then the people after it ("se nos da de baja un montón de gente", "si disiscrivono
# molti lettori", "melden sich viele Leute ab")
PEOPLE_REFLEXIVE = re.compile(rf"(?<![\w']){_REFLEXIVE} $")
PEOPLE_AFTER = re.compile(
    rf"(?: (?:un|una|monton|de|mucha|muchos|muchas|varios|varias|algunos|tanta|tantos|cada|vez|mas|la|los"
    rf"|las|molti|molte|tanti|tante|alcuni|i|le|viele|einige|veel|muita|muitos|muitas|os|as|des"
    rf"|beaucoup|nos|nuestros|nuestras|nostri|unsere|onze|nossos|nossas)){{0,4}} {_PEOPLE}(?![\w'])"
)
# the sender's side as the subject before the removal words ("As customers we unsubscribe from all your
# mailings", "Come clienti ci disiscriviamo", review of 2026-12-06, thirteenth): their own removal
WE_BEFORE = re.compile(r"(?<![\w'])(?:we|wir|wij|nous|(?<!se )nos|(?<!si )ci|noi)(?![\w'])")
# the clause names the sender or asks: a request after all
ASKED_OR_SELF = re.compile(
    r"(?<![\w'])(?:me|mich|moi|mij|m'|please|pls|kindly|por favor|porfa|bitte|s'il vous plait|svp"
    r"|per favore|perfavore|alstublieft|alsjeblieft|graag|que se)(?![\w'])"
)


# 2. They can do it themselves
_MODAL = (
    r"(?:can|could|may|are able to|were able to|be able to|will be able to|kann|konnen|konnten|durfen"
    r"|peuvent|puissent|pourront|pourraient|pueden|puedan|podran|podrian|possono|possano|potranno"
    r"|potrebbero|kunnen|konden|mogen|podem|possam|poderao|poderiam|consigam|conseguem)"
)
_LET = (
    r"(?:let|lets|allow|allows|allowing|enable|enables|lassen|laisser|laisse|permettre|permet|dejar|deja"
    r"|permitir|permite|lasciare|lascia|permettere|permette|laten|laat|deixar|deixa|permitem)"
)
# before the removal word, up to its start: the others, a few words, the modal and at most two words
# ("se", "zich zelf", "just"); or a verb of letting, the others and "to"
OTHERS_CAN_BEFORE = re.compile(
    rf"\b{_PEOPLE}\b(?: \S+){{0,3}}? {_MODAL}(?: \S+){{0,2}} ?$"
    rf"|\b{_LET} (?:\S+ )?{_PEOPLE}(?: to| se| sich| zich)? ?$"
)
# German and Dutch: the others a few words before, the modal right after ("sich selbst abmelden können")
OTHERS_BEFORE = re.compile(rf"\b{_PEOPLE}\b(?: \S+){{0,3}} ?$")
# ... never in the passive: "Everyone at Dupont can be taken off your list", "Todos os destinatários podem ser
# removidos da vossa lista" ask us to remove them (review of 2026-12-06, thirteenth); "be able to" is the
# others' own ability, no passive ("our DPO wants people to be able to opt out by replying", heldout_ee)
PASSIVE = re.compile(
    r"(?<![\w'])(?:be(?! able to\b)|been(?! able to\b)|werden|worden|essere|venire|ser|etre|geloscht"
    r"|gestrichen)(?![\w'])"
)
MODAL_AFTER = re.compile(r" (?:\S+ )?(?:konnen|konnten|durfen|kunnen|konden|mogen)\b")
# ... or anyone at all, the impersonal subject ("one can unsubscribe", "dass man sich per Antwort abmelden
# kann", "qu'on puisse se désabonner", "que uno pueda darse de baja", "che uno possa disiscriversi", "dat men
# zich kan afmelden", "que a pessoa possa se descadastrar", heldout_dy): read only in a reply that names the
# sender's own mailing and never in a question ("Wie kann man sich abmelden?" asks our removal),
# `removal_guards.others.others_unsubscribe`
_ANYONE = r"(?:one|man|on|qu'on|l'on|uno|una|men|a pessoa|qualquer pessoa|qualquer um|chiunque)"
_MODAL_ONE = (
    r"(?:can|could|may|kann|konne|konnte|darf|peut|puisse|pourra|puede|pueda|podra|puo|possa|potra|kan"
    r"|kon|mag|pode|possa|podera|consiga)"
)
ANYONE_CAN_BEFORE = re.compile(rf"(?<![\w']){_ANYONE}(?: \S+){{0,4}}? {_MODAL_ONE}(?: \S+){{0,2}} ?$")
ANYONE_BEFORE = re.compile(r"(?<![\w'])(?:man|men)(?: \S+){0,4} ?$")
MODAL_ONE_AFTER = re.compile(r" (?:\S+ )?(?:kann|konne|konnte|darf|kan|kon|mag)\b")


# 3. They are the doers of an infinitive
# the doers right before the removal word, up to its end (read on the last words before it)
DOERS_BEFORE = re.compile(
    r"(?:"
    rf"\b(?:for|lets?|letting|allows?|allowing|helps?|helping|makes?|making|forces?|getting|get) (?:the "
    rf"|our |their |your |its |all |those |these |any )?(?:\w+ )?{_PEOPLE} (?:to )?(?:easily |just "
    r"|actually |even )?"
    rf"|\b(?:pour|a) (?:les |nos |vos |leurs |des )?(?:\w+ )?{_PEOPLE} (?:de |d')?(?:se |s')?"
    rf"|\bque (?:les |nos |vos |leurs |des )?(?:\w+ )?{_PEOPLE} (?:puissent )?(?:se |s')?"
    rf"|\b(?:para|a) (?:que )?(?:la |los |las |nuestros |nuestras |sus |vuestros )?(?:\w+ )?{_PEOPLE} "
    r"(?:puedan |pueda )?(?:se )?"
    rf"|\bque (?:la |los |las |nuestros |nuestras |sus )?(?:\w+ )?{_PEOPLE} (?:puedan |pueda )?(?:se )?"
    rf"|\b(?:per|a) (?:gli |i |le |la |i nostri |le nostre |i vostri |i loro |la nostra )?(?:\w+ )?"
    rf"{_PEOPLE} (?:di |a )?(?:potersi |si )?"
    rf"|\bche (?:gli |i |le |la |i nostri |le nostre )?(?:\w+ )?{_PEOPLE} (?:possano )?(?:si )?"
    rf"|\b(?:para|a) (?:que )?(?:os |as |nossos |nossas |seus |suas |a )?(?:\w+ )?{_PEOPLE} "
    r"(?:possam |consigam )?(?:se )?"
    r")$"
)


# 4. The sender's side removed them, counted
_COUNT = (
    r"(?:(?:about|around|roughly|some|over|nearly|almost|approximately|more than|circa|unos|unas|cerca de"
    r"|alrededor de|mas de|environ|pres de|plus de|quelque|oltre|quasi|etwa|rund|ungefahr|uber|mehr als"
    r"|ongeveer|zo'n|bijna|meer dan|quase|mais de) )?"
    r"(?:\d[\d.,' ]*(?: ?(?:k|mil|mille|tausend|duizend|thousand|hundred))?|(?:hundreds|thousands|dozens) of"
    r"|(?:centenares|cientos|miles|centenas|milhares) de|des (?:centaines|milliers|dizaines) d(?:e |')"
    r"|(?:centinaia|migliaia|decine) di|hunderte|tausende|dutzende|honderden|duizenden|tientallen"
    r"|every|all(?: (?:the|of the|of our|our|those|these))?|alle|tous (?:les|nos)|toutes (?:les|nos)"
    r"|todos (?:los|nuestros|os|os nossos)|todas (?:las|nuestras|as|as nossas)|tutti (?:i|gli|i nostri)"
    r"|tutte le|onze|al onze)"
)
_PERSON = (
    rf"(?:{_PEOPLE}|contact|subscriber|customer|reader|recipient|member|user|kontakte|kontakten|contactos"
    r"|contactes|contatti|contacten|contatos|contactos)"
)
# the people counted right after the removal words ("unsubscribed about 4,000 people", "dado de baja a unos
# 3.000 contactos", "disiscritto circa 3.000 persone")
COUNTED_AFTER = re.compile(rf" (?:a )?{_COUNT} ?(?:(?:de|di|d'|of) )?(?:[\w-]+ ){{0,3}}?{_PERSON}(?![\w'])")
# ... or right before them (German and Dutch: "4.000 inaktive Kontakte abgemeldet")
COUNTED_BEFORE = re.compile(rf"(?<![\w']){_COUNT} (?:[\w-]+ ){{0,2}}?{_PERSON}(?: [\w-]+){{0,2}}? $")
# ... or anything counted out of the sender's own file, named between the removal words and the count
# (heldout_en: "désinscrire de notre fichier tous les candidats sans nouvelles"): "dar de baja de nuestra base
# a todos los inactivos", "remove from our CRM every lead older than a year", "togliere dal nostro archivio
# tutti i curricula vecchi"; or, German and Dutch, counted before it ("alle alten Bewerber aus unserer Kartei
# löschen", "alle oude kandidaten uit ons bestand verwijderen"): the sender tidying its own file
_OUR_FILE = (
    r"(?:our|notre|nos|nuestra|nuestro|nuestras|nuestros|unserer|unserem|unseren|unsere|onze|ons|nostra"
    r"|nostro|nostre|nostri|nossa|nosso|nossas|nossos)"
)
_FROM = r"(?:from|off|out of|de|du|des|aus|von|vom|uit|van|da|dalla|dal|dai|dalle|dallo|del|de la|do|dos|das)"
OWN_FILE_COUNTED_AFTER = re.compile(
    rf" {_FROM} {_OUR_FILE} (?:[\w-]+ ){{0,2}}?[\w-]+ (?:a )?{_COUNT} (?:[\w-]+ ){{0,3}}?[\w-]+(?![\w'])"
)
OWN_FILE_COUNTED_BEFORE = re.compile(
    rf"(?<![\w']){_COUNT} (?:[\w-]+ ){{0,3}}?{_FROM} {_OUR_FILE} (?:[\w-]+ ){{0,3}}?(?:zu )?$"
)
# the sender's side as the one who did it: a first-person subject in the clause before, or the verb's own
# first-person plural ("descadastramos", "dimos de baja")
SENDER_DID = re.compile(
    r"(?<![\w'])(?:we|i|wir|ich|wij|ik|nous|je|j'|nosotros|yo|hemos|he|noi|io|abbiamo|ho|eu|nos|temos|tenho"
    r"|\w+(?:amos|imos|emos))(?![\w'])"
)
# ... never from our list, mailing or database: other people taken off ours is a removal reported (`removal_
# reported_for_other`), not the sender's own list ("we unsubscribed 3 of our people from your list")
OURS_AFTER = re.compile(
    r"[^.!?]{0,80}?(?<![\w'])(?:from|off|out of|de|du|des|aus|von|uit|van|da|dalla|dai|dalle|dos|das|of)"
    r" (?:(?:all|any|toutes|todas|todos|alle|tutte) )?(?:your|you|vos|votre|vuestra|vuestro|vuestras|vuestros"
    r"|ihrer|ihrem|ihren|eurer|eurem|jullie|uw|vostra|vostro|vostre|vostri|vossa|vosso|vossas|vossos)(?![\w'])"
)
