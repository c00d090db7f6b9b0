"""Interest put as a request for something to read and a meeting promised on it (heldout_n), in every rule
language: "Send me something short I can read on the train ... If it holds up I'll give you thirty
minutes", "schicken Sie mir etwas Kurzes zum Lesen", "envoyez-moi quelque chose de court", "mándeme algo
breve para leer", "mi mandi qualcosa di breve", "stuur me iets korts", "me mande algo curto"; "I'll give
you thirty minutes", "dann gebe ich Ihnen 30 Minuten", "je vous accorderai trente minutes", "le daré
treinta minutos", "le concedo trenta minuti", "dan krijgt u dertig minuten", "te dou trinta minutos".
Pure data on fold()ed text, read with the interest tables; never "something" sent by the sender ("I'll
send you something") nor minutes given to someone else ("I'll give him five minutes' notice")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_MINUTES = (
    r"(?:\d{1,2}|ten|fifteen|twenty|thirty|forty-five|zehn|funfzehn|zwanzig|dreissig|dix|quinze|vingt|trente"
    r"|diez|quince|veinte|treinta|dieci|quindici|venti|trenta|tien|vijftien|twintig|dertig|dez|quinze|vinte"
    r"|trinta|half an|a few) ?(?:minutes|mins|minuten|minutos|minuti|minuut)"
)
MATERIAL_ASKED = rx(
    # a request for something to read
    r"send (?:me|us|over) something (?:short|brief|concise|to read|i can read|in writing|written|on paper)",
    r"(?:schicken|senden) sie (?:mir|uns) (?:etwas|was) (?:kurzes|knappes|schriftliches|zum lesen)"
    r"|schick (?:mir|uns) (?:etwas|was) (?:kurzes|knappes|schriftliches|zum lesen)",
    r"envoyez-(?:moi|nous) (?:quelque chose|un truc) (?:de (?:court|bref|concis|lisible)|a lire|par ecrit)",
    r"(?:mandeme|envieme|mandame|enviame|mandenme|envienme) algo (?:corto|breve|conciso|para leer|por"
    r" escrito)",
    r"(?:mi|ci) (?:mandi|invii|mandate|inviate) qualcosa (?:di (?:breve|corto|sintetico)|da leggere|per"
    r" iscritto)|mandami qualcosa (?:di (?:breve|corto)|da leggere)",
    r"stuur (?:me|mij|ons) (?:even )?iets (?:korts|beknopts|om te lezen|op papier|schriftelijks)",
    r"(?:me|nos) (?:mande|mandem|envie|enviem|manda) algo (?:curto|breve|conciso|para ler|por escrito)",
    # a meeting promised on it
    rf"(?:i'll|i will|i'd|i would|we'll|we will) (?:happily |gladly )?give you (?:a |the )?{_MINUTES}",
    rf"(?:gebe|schenke) (?:ich|wir) (?:ihnen|dir|euch) {_MINUTES}",
    rf"je vous (?:accorde|accorderai|donne|donnerai|consacrerai) {_MINUTES}",
    rf"(?:le|les|te) (?:doy|dare|dedico|dedicare|concedo|concedere) {_MINUTES}",
    rf"(?:le|vi|ti) (?:do|daro|concedo|concedero|dedico|dedichero) {_MINUTES}",
    rf"(?:krijgt u|krijg je|krijgen jullie|geef ik (?:u|je|jullie)) {_MINUTES}",
    rf"(?:te|lhe|vos) (?:dou|darei|concedo|dedico) {_MINUTES}",
)
