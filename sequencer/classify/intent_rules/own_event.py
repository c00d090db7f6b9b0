"""The sender's own event, dated: "a marzo organizziamo a Torino un convegno ... Acme sponsorizza eventi di
questo tipo?" (a held-out reply of heldout_s), "In March we're hosting a conference", "Im März
veranstalten wir eine Fachtagung", "en mars nous organisons un salon", "en marzo organizamos un congreso",
"in maart organiseren we een congres", "em março organizamos um congresso". The time says when their
event is, never when to write again: `intent._time_alone` passes over a time in a clause that names
an event the sender organises. A time in another clause ("We're hosting a fair, so maybe in Q3", "...
Write to me again in April.") and a firm later ("after the conference", `later_event`) still count. Pure
data on fold()ed text."""

from __future__ import annotations

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
# ... an event (a conference, a fair, a summit, a gala, a workshop) in every rule language.
_EVENT = (
    r"(?:conferences?|events?|trade ?(?:fair|show)s?|fairs?|summits?|meetups?|galas?|festivals?|expos?"
    r"|congress(?:es)?|conventions?|tournaments?|open days?"
    r"|(?:fach)?(?:tagung|konferenz|messe|veranstaltung|kongress|gala|event)(?:en)?|sommerfest"
    r"|tag der offenen tur"
    r"|conferences?|congres|salons?|evenements?|journees? portes ouvertes|colloques?|seminaires?"
    r"|congresos?|conferencias?|eventos?|ferias?|jornadas?|convegn[oi]|event[oi]|fier[ae]|congress[oi]"
    r"|conferenz[ae]|manifestazion[ei]|congressen|conferenties?|beurzen|beurs|evenementen|feiras?"
    r"|congressos?|conferencias?)"
)
OWN_EVENT = rx(rf"(?:{_ORGANISE})\b(?:\W+\w+){{0,8}}?\W+{_EVENT}")
