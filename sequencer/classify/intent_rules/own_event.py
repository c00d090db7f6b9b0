"""The sender's own event, dated: "a marzo organizziamo a Torino un convegno ... Acme sponsorizza eventi di
questo tipo?" (a held-out reply of heldout_s), "In March we're hosting a conference", "Im März
veranstalten wir eine Fachtagung", "en mars nous organisons un salon", "en marzo organizamos un congreso",
"in maart organiseren we een congres", "em março organizamos um congresso". The time says when their
event is, never when to write again: `intent_later.time_alone` passes over a time in a clause that names
an event the sender organises. A time in another clause ("We're hosting a fair, so maybe in Q3", "...
Write to me again in April.") and a firm later ("after the conference", `later_event`) still count. Pure
data on fold()ed text."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

# We organise, host, hold or put on (first person plural, present or future) ...
_ORGANISE = (
    r"(?:we|we're|we are|we'll|we will)(?: \w+)? (?:organi[sz]e|organi[sz]ing|host|hosting|hold|holding"
    r"|put on|putting on|run|running|throw|throwing)"
    r"|(?:veranstalten|organisieren|richten|feiern) wir|wir (?:veranstalten|organisieren|richten|feiern)"
    r"|(?:nous )?(?:organisons|organiserons|accueillons|tenons|tiendrons)|on organise"
    r"|organizamos|organizaremos|celebramos|celebraremos|realizamos|realizaremos|vamos a (?:organizar"
    r"|celebrar|realizar)"
    r"|organizziamo|organizzeremo|ospitiamo|ospiteremo|teniamo|terremo"
    r"|(?:organiseren|houden|organiseert|vieren) (?:we|wij)|(?:we|wij) (?:organiseren|houden|vieren)"
    r"|vamos (?:organizar|realizar)"  # Portuguese (its "organizamos", "realizamos" are the Spanish forms)
)
# ... or any one sponsoring or exhibiting at it, the reader's side or the sender's ("Vi que a Acme vai
# patrocinar o encontro de CFOs em Campinas em março. Vocês vão ter estande lá?", heldout_eg; "I saw you're
# sponsoring the CFO summit in March", "Acme sponsert im März den Finanzkongress", "vous sponsorisez le salon
# en mars", "patrocináis el congreso de marzo", "sponsorizzate il convegno di marzo", "jullie sponsoren het
# congres in maart"): when that event is, never when to write again
_ORGANISE += (
    r"|sponsor|sponsors|sponsoring|sponsored|exhibit|exhibits|exhibiting|sponsert|sponsern|sponsort|sponsoren"
    r"|sponsorise|sponsorisez|sponsorisent|sponsorisera|patrocina|patrocinam|patrocinan|patrocinais"
    r"|patrocinar|patrocinara|patrocinarao|sponsorizza|sponsorizzate|sponsorizzano|sponsorizzera"
    r"|sponsorizzare"
)
# ... an event (a conference, a fair, a summit, a gala, a workshop) in every rule language.
_EVENT = (
    r"(?:conferences?|events?|trade ?(?:fair|show)s?|fairs?|summits?|meetups?|galas?|festivals?|expos?"
    r"|congress(?:es)?|conventions?|tournaments?|open days?"
    r"|(?:fach)?(?:tagung|konferenz|messe|veranstaltung|kongress|gala|event)(?:en)?|sommerfest"
    r"|tag der offenen tur"
    r"|conferences?|congres|salons?|evenements?|journees? portes ouvertes|colloques?|seminaires?"
    r"|congresos?|conferencias?|eventos?|ferias?|jornadas?|convegn[oi]|event[oi]|fier[ae]|congress[oi]"
    r"|conferenz[ae]|manifestazion[ei]|congressen|conferenties?|beurzen|beurs|evenementen|feiras?"
    r"|congressos?|conferencias?"
    # ... or a gathering ("o encontro de CFOs", "el encuentro", "l'incontro", "la rencontre", "das Treffen",
    # "de bijeenkomst")
    r"|encontros?|encuentros?|incontr[oi]|rencontres?|treffen|bijeenkomst(?:en)?|roundtables?|forums?|foros?)"
)
OWN_EVENT = rx(rf"(?:{_ORGANISE})\b(?:\W+\w+){{0,8}}?\W+{_EVENT}")

# A thing done to the sender's company in the past, dated ("Tillbrook was folded into the group in
# November", "nous avons été rachetés en mars", "fuimos adquiridos en marzo", "siamo stati acquisiti a
# marzo", "we werden in maart overgenomen", "fomos comprados em março"): a past passive in the time's clause,
# never when to write again (`intent_later.time_alone`). "I was hoping for Q3" (no participle) still counts;
# German "wurde" is left out (it folds into the conditional "würde": "ich würde mich im März melden").
PAST_DONE = rx(
    r"(?:was|were|has been|have been|had been)(?: \w+)? (?:\w+ed|bought|sold|taken over|split|shut)",
    r"(?:a|ont|avons|avez) ete \w+",
    r"(?:fue|fueron|fuimos|ha sido|han sido|hemos sido) \w+(?:ado|ada|ados|adas|ido|ida|idos|idas)",
    r"(?:e|sono|siamo) stat[oaie] \w+",
    r"(?:werd|werden) (?:\S+ ){0,3}?ge\w+(?:d|t|en)",
    r"(?:foi|foram|fomos) \w+(?:ado|ada|ados|adas|ido|ida|idos|idas)",
)
# A thing done, its participle right before the time (heldout_cy: "a encomenda n.º 4471, feita em outubro,
# ainda não chegou"; "the order placed in October", "el pedido hecho en octubre", "la commande passée en
# octobre", "l'ordine effettuato a ottobre", "de bestelling geplaatst in oktober"): when it was done, no
# later. Only acts of ordering, paying, sending, signing, and never under a future or a modal ("será
# enviado em março", "will be sent in March", "sera envoyée en mars" stay a later).
_DONE_PARTICIPLE = (
    r"(?:placed|made|sent|ordered|bought|paid|issued|received|signed|submitted"
    r"|(?:feit|realizad|efetuad|enviad|comprad|encomendad|emitid|recebid|assinad|pag)[oa]s?"
    r"|(?:hech|realizad|efectuad|enviad|comprad|pagad|emitid|recibid|firmad)[oa]s?"
    r"|(?:fatt|effettuat|inviat|acquistat|ordinat|pagat|emess|ricevut|firmat)[oaie]"
    r"|(?:passe|fait|effectue|envoye|achete|commande|paye|emis|recu|signe)e?s?"
    r"|geplaatst|gedaan|verstuurd|verzonden|gekocht|besteld|betaald|ontvangen|getekend)"
)
DONE_AT = re.compile(
    r"(?<!\bwill be )(?<!\bto be )(?<!\bbe )(?<!\bsera )(?<!\bserao )(?<!\bser )(?<!\bsara )(?<!\bsaranno )"
    r"(?<!\bseront )(?<!\bserait )(?<!\bseran )(?<!\bwordt )(?<!\bworden )(?<!\bzal )"
    rf"\b{_DONE_PARTICIPLE} $"
)
# ... never a participle that moves the matter later or plans it ("The project was postponed to March", "I
# was asked to look at this in Q3", "è stato rinviato a marzo", "a été reporté à septembre", "foi adiado para
# março"): that time is when to come back
LATER_PARTICIPLE = rx(
    r"(?:postponed|pushed|moved|delayed|deferred|rescheduled|asked|told|supposed|scheduled|planned|expected"
    r"|budgeted|slated|earmarked|put off|pushed back)",
    r"(?:reporte|repousse|decale|prevu|planifie|programme|demande)e?s?",
    r"(?:pospuest|aplazad|postergad|retrasad|programad|previst|planificad|pedid)[oa]s?",
    r"(?:rinviat|posticipat|spostat|rimandat|previst|pianificat|programmat|chiest)[oaie]",
    r"(?:uitgesteld|verschoven|gepland|verzet|gevraagd)",
    r"(?:adiad|postergad|remarcad|previst|planejad|programad|pedid)[oa]s?",
)


# A thing done in the past, its time right after the verb and its object ("the order we placed in
# November", "are you the Acme that sponsored the Leeds meetup in November?", heldout_ah): the time is when
# it happened, no later. English only: the verb in the simple past after its subject, at most four words
# between, none of them "to", "again" or "back" ("we agreed to talk in March" stays a later).
PAST_ACT = re.compile(
    r"\b(?:we|you|they|i|he|she|that|who|which) (?:\w+ed|sent|bought|held|ran|paid|made|met|sold|built|did"
    r"|had|got|gave|won)(?: (?!to\b|again\b|back\b)[\w'-]+){0,4} $"
)
# ... never a verb that plans or agrees a time to come ("we agreed on a call in March", "you suggested a demo
# in Q2", "I pencilled it in for January")
PAST_PLANNED = re.compile(
    r"\b(?:agreed|decided|suggested|proposed|promised|wanted|hoped|booked|pencilled|penciled|arranged"
    r"|offered|mentioned|intended|needed|preferred|talked|discussed|tabled|parked|shelved|reserved)\b"
)


# A German "erst im Frühjahr" inside a perfect or a past, the auxiliary before it in its clause and a
# participle after it (heldout_bs: "Wir haben uns erst im Frühjahr nach längerer Auswahl für eine andere
# Lösung entschieden", "wir haben erst im März umgestellt", "das wurde erst im Mai eingeführt"): the time a
# thing was done, "only as recently as", no later. "Das ist erst im Mai wieder ein Thema" and "wir haben erst
# im Mai wieder Budget" have no participle and stay a later.
PERFECT_AUX_BEFORE = re.compile(
    r"\b(?:haben|habe|hat|hatten|hatte|sind|bin|ist|waren|war|wurde|wurden)(?: (?:uns|mich|sich|wir|es|das"
    r"|ich|sie|er))? $"
)
PARTICIPLE_AFTER = re.compile(
    r"[^.,;:!?]*?\b(?:\w*ge\w+(?:t|en)|\w+iert|entschieden|beschlossen|bekommen|begonnen|verlangert"
    r"|erneuert|unterschrieben|unterzeichnet|eingefuhrt|umgestellt|vergeben)\b"
)


# A Dutch perfect with the time inside it, the auxiliary right before the time and the participle after it in
# its clause, never past a "weer" (heldout_cx: "onze firma is in september verhuisd", "we hebben in maart
# gekozen voor X"): when a thing was done, no later. Never a future or a "pas" ("dan is in maart het
# budget goedgekeurd", "het is pas in mei besproken"), never a participle that plans or moves a time
# ("we hebben in maart afgesproken te bellen", "het is in juni gepland": `LATER_PARTICIPLE` and below).
NL_PERFECT_BEFORE = re.compile(
    r"(?<!\bdan )(?<!\bpas )\b(?:is|zijn|ben|bent|was|waren|heeft|hebben|heb|hebt|had|hadden)"
    r"(?: (?:we|wij|ik|hij|zij|ze|het|er|u|jullie|al|net|toen|ook))* $"
)
NL_PARTICIPLE_AFTER = re.compile(
    r"(?:(?!weer\b|terug\b)[^\s.,;:!?]+ ){0,4}?(?:\w*ge\w+(?:d|t|en)|(?:ver|be|ont|her)\w+(?:d|t|en))\b"
)
NL_PLANNED = re.compile(
    r"\b(?:afgesproken|ingepland|voorgenomen|beloofd|toegezegd|gehoopt|bedoeld|verwacht|begroot|gereserveerd"
    r"|vastgelegd|vastgesteld|geagendeerd)\b"
)
