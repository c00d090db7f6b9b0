"""Other people leaving the sender's own mailing ("every time we send our newsletter, lots of people
unsubscribe", heldout_cg: "cada vez que lo enviamos se nos da de baja un montón de gente"): the removal
words with the sender's readers, customers or "people" as their subject describe how the sender's own
list loses readers, no removal request. Pure data on fold()ed text, read by `removal._others_leave`, in
every rule language ("a lot of people unsubscribe", "muchos clientes se dan de baja", "viele Leser melden
sich ab", "des abonnés se désinscrivent", "molti lettori si disiscrivono", "veel mensen melden zich af",
"muita gente se descadastra").

Only with those people as the subject: right before the removal words ("people unsubscribe", "gente se
descadastra"), or after a reflexive verb ("se da de baja mucha gente"). Never the people as the object
("please unsubscribe everyone at our company", "dé de baja a la gente del equipo"), never a clause that
names the sender ("me") or asks ("please", "por favor", "bitte")."""

from __future__ import annotations

import re

_PEOPLE = (
    r"(?:people|folks|readers|subscribers|customers|clients|users|recipients|members|gente|personas|lectores"
    r"|suscriptores|suscriptos|clientes|usuarios|destinatarios|leute|leser|abonnenten|kunden|empfanger"
    r"|nutzer|gens|personnes|lecteurs|abonnes|inscrits|destinataires|persone|lettori|iscritti|clienti|utenti"
    r"|destinatari|mensen|lezers|abonnees|klanten|ontvangers|gebruikers|pessoas|leitores|assinantes"
    r"|inscritos)"
)
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
# the clause names the sender or asks: a request after all
ASKED_OR_SELF = re.compile(
    r"(?<![\w'])(?:me|mich|moi|mij|m'|please|pls|kindly|por favor|porfa|bitte|s'il vous plait|svp"
    r"|per favore|perfavore|alstublieft|alsjeblieft|graag|que se)(?![\w'])"
)
