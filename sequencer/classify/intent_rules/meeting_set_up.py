"""A meeting the sender says they will set up with their own people (heldout_al: "If the numbers are in the
right range, I'll set up a call with our finance lead and the head of quality so you can show us the
workflow properly, probably in the first half of November"), in every rule language: "I'll arrange a demo
with my team", "organisiere ich gern einen Termin mit unserem Einkauf", "j'organiserai une démo avec notre
équipe", "organizaré una reunión con nuestro equipo", "organizzerei volentieri una demo con il nostro IT",
"plan ik graag een demo met onze inkoper", "vou marcar uma reunião com a nossa equipa". A time in its
sentence is the meeting's, no later (`intent_later.later_beside_meeting`); a later in another sentence still
is. Only the sender's own "I'll"/"I would" with their own people: "we could set up a call after the summer"
and "I'll set up a call with you in Q3 if you write again then" are none. Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_EN_MEETING = r"(?:a |an )?(?:call|meeting|demo|session|workshop|kick-?off)"
SENDER_SETS_UP = rx(
    # English
    rf"(?:i'll|i will|i'd|i would|i'm happy to|i am happy to|i can) (?:then )?(?:set up|arrange|organi[sz]e"
    rf"|schedule|book) {_EN_MEETING} with (?:our|my)",
    # German
    r"(?:organisiere|vereinbare|plane|arrangiere) ich (?:dann )?(?:gern |gerne )?(?:einen termin|ein gesprach"
    r"|einen call|eine demo|ein meeting) mit (?:unserem|unserer|unseren|meinem|meiner|meinen)",
    # French
    r"(?:j'organiserai|j'organiserais|je planifierai|je caleriai|je calerai) (?:volontiers )?(?:un appel"
    r"|une reunion|une demo|un rendez-vous) avec (?:notre|nos|mon|ma|mes)",
    # Spanish
    r"(?:organizare|organizaria|programare|programaria|agendare) (?:con gusto )?(?:una llamada|una reunion"
    r"|una demo) con (?:nuestro|nuestra|nuestros|mi|mis)",
    # Italian
    r"(?:organizzero|organizzerei|fissero|fisserei) (?:volentieri |allora )?(?:una call|una riunione|una demo"
    r"|un incontro) con (?:me, )?(?:il nostro|la nostra|i nostri|il mio|la mia|il responsabile)",
    # Dutch
    r"(?:plan|organiseer|regel) ik (?:graag |dan )?(?:een call|een afspraak|een demo|een overleg) met"
    r" (?:onze|ons|mijn)",
    # Portuguese
    r"(?:vou marcar|marcarei|agendarei|vou agendar|organizarei) (?:com gosto )?(?:uma chamada|uma reuniao"
    r"|uma demo|uma demonstracao) com (?:o nosso|a nossa|os nossos|o meu|a minha)",
)
