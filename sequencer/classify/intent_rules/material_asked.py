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
    # a request for something to read, a softener allowed before the object (heldout_cr: "Sì mandami pure
    # qualcosa da leggere"; "send me over something short", "schick mir ruhig etwas zum Lesen", "envoyez-moi
    # donc quelque chose de court", "mándame tranquilamente algo para leer", "stuur me gerust iets om te
    # lezen", "me manda aí algo para ler")
    r"send (?:me|us|over) (?:over |along |across )?something (?:short|brief|concise|to read|i can read|in"
    r" writing|written|on paper)",
    r"(?:schicken|senden) sie (?:mir|uns) (?:ruhig |gern |gerne |einfach |mal |doch )?(?:etwas|was) (?:kurzes"
    r"|knappes|schriftliches|zum lesen)"
    r"|schick (?:mir|uns) (?:ruhig |gern |gerne |einfach |mal |doch )?(?:etwas|was) (?:kurzes|knappes"
    r"|schriftliches|zum lesen)",
    r"envoyez-(?:moi|nous) (?:donc |volontiers |toujours )?(?:quelque chose|un truc) (?:de (?:court|bref"
    r"|concis|lisible)|a lire|par ecrit)",
    r"(?:mandeme|envieme|mandame|enviame|mandenme|envienme) (?:tranquilamente |si quieres |entonces )?algo"
    r" (?:corto|breve|conciso|para leer|por escrito)",
    r"(?:mi|ci) (?:mandi|invii|mandate|inviate) (?:pure |intanto |tranquillamente |volentieri )?qualcosa "
    r"(?:di"
    r" (?:breve|corto|sintetico)|da leggere|per iscritto)|(?:mandami|inviami|mandatemi|inviatemi) (?:pure"
    r" |intanto |tranquillamente |volentieri )?qualcosa (?:di (?:breve|corto|sintetico)|da leggere|per"
    r" iscritto)",
    r"stuur (?:me|mij|ons) (?:even |gerust |maar |gewoon )?iets (?:korts|beknopts|om te lezen|op papier"
    r"|schriftelijks)",
    r"(?:me|nos) (?:mande|mandem|envie|enviem|manda) (?:ai |entao |tranquilamente )?algo (?:curto|breve"
    r"|conciso|para ler|por escrito)",
    # a meeting promised on it
    rf"(?:i'll|i will|i'd|i would|we'll|we will) (?:happily |gladly )?give you (?:a |the )?{_MINUTES}",
    rf"(?:gebe|schenke) (?:ich|wir) (?:ihnen|dir|euch) {_MINUTES}",
    rf"je vous (?:accorde|accorderai|donne|donnerai|consacrerai) {_MINUTES}",
    rf"(?:le|les|te) (?:doy|dare|dedico|dedicare|concedo|concedere) {_MINUTES}",
    rf"(?:le|vi|ti) (?:do|daro|concedo|concedero|dedico|dedichero) {_MINUTES}",
    rf"(?:krijgt u|krijg je|krijgen jullie|geef ik (?:u|je|jullie)) {_MINUTES}",
    rf"(?:te|lhe|vos) (?:dou|darei|concedo|dedico) {_MINUTES}",
)
