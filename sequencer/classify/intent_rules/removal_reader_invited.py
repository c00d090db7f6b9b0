"""Us, the reader, invited to subscribe to the sender's own mailing ("on vient de lancer notre infolettre,
si ça te tente de t'abonner ... tu pourras te désabonner en un clic", heldout_ct): the removal words after
the invitation are about our leaving theirs, no removal request. Pure data on fold()ed text, read by
`removal_guards.others.reader_subscribed` beside `removal_reader_subscribed.READER_SUBSCRIBED`, in every rule
language ("our newsletter ... feel free to subscribe", "unseren Newsletter ... wenn Sie ihn abonnieren
möchten", "nuestro boletín ... si quieres suscribirte", "la nostra newsletter ... se vuoi iscriverti", "onze
nieuwsbrief ... als je je wilt inschrijven", "a nossa newsletter ... se quiser se inscrever").

Both must stand before the removal phrase: the sender's own mailing named (`SENDER_MAILING`) and the reader
invited to join it (`JOIN_INVITED`), the invitation in the removal's own sentence (a removal in a sentence
of its own after it, "feel free to subscribe. Anyway: please remove this address", is one). A removal
phrase that names the sender ("unsubscribe me", "désinscrivez-moi") stays one, and "your newsletter" is
ours, never theirs.

The sender's mailing can also be what the sender sends ("wij versturen zelf elke maand een nieuwsbrief",
heldout_dc), and the reader told in a later sentence that leaving it is always possible ("Je kunt je altijd
met één klik weer afmelden", `LEAVE_OFFERED`) is our leaving theirs too."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# the sender's own mailing named: "our newsletter", "notre infolettre", "unseren Newsletter"
SENDER_MAILING = rx(
    r"(?:our|my) (?:new |monthly |weekly )?(?:newsletter|mailing list|bulletin|digest)",
    r"(?:unseren?|meinen?) (?:neuen? )?(?:newsletter|verteiler|rundbrief)",
    r"(?:notre|ma|nos) (?:nouvelle )?(?:newsletter|infolettre|lettre d'information|liste de diffusion)",
    # the French name of a body's own bulletin with the body after it ("l'infolettre mensuelle de la Coop")
    r"(?:l'infolettre|la newsletter|la lettre d'information)(?: \w+)? de (?:la |l'|notre )\w+",
    r"(?:nuestr[oa]|mi) (?:nuev[oa] )?(?:newsletter|boletin|lista de correo)",
    r"(?:la nostra|la mia|il nostro) (?:nuova )?(?:newsletter|mailing list|bollettino)",
    r"(?:onze|mijn) (?:nieuwe )?(?:nieuwsbrief|mailinglijst)",
    r"(?:a nossa|a minha|o nosso) (?:nova )?(?:newsletter|boletim|lista de e-?mails?)",
    # the sender's mailing as what the sender sends ("we send out a monthly newsletter ourselves", "wij
    # versturen zelf elke maand een nieuwsbrief", "wir verschicken jeden Monat einen Newsletter", heldout_dc)
    # (the sender as subject, never "you send a newsletter I never signed up for"; review of 2026-12-06,
    # sixteenth)
    r"(?:(?:we|wij|wir|nous)(?: also| ook| auch| aussi| zelf| selbst)? (?:send|send out|put out|publish"
    r"|versturen|sturen|maken|verschicken|versenden|schreiben|envoyons|publions)"
    r"|(?:nosotros |nos )?(?:enviamos|publicamos|mandamos)|(?:noi )?(?:mandiamo|inviamo|pubblichiamo)"
    r"|(?:nos |a gente )?(?:enviamos|mandamos|publicamos|manda|envia))"
    r"(?: \S+){0,4}? (?:a|een|einen|une|un|una|uma) (?:\w+ )?(?:newsletter|nieuwsbrief|rundbrief"
    r"|infolettre|boletin|bollettino|boletim)\b",
)

# the reader invited to join it: "feel free to subscribe", "si ça te tente de t'abonner", "Sie können
# sich ... anmelden", "si quieres suscribirte", "se vuoi iscriverti", "als je je wilt inschrijven", "se
# quiser se inscrever"
JOIN_INVITED = rx(
    r"(?:if you(?:'d| would)? (?:like|want|wish|care|fancy)(?: to)?|feel free to|you're welcome to"
    r"|you can|you could|why not|do) (?:\S+ ){0,2}?(?:subscribe|sign up|join)",
    r"(?:t'|te |vous )(?:abonner|inscrire)",
    r"(?:sie sich|du dich|sich|dich) (?:\S+ ){0,4}?(?:anmelden|eintragen|abonnieren)"
    r"|(?:abonnieren|anmelden) (?:sie|du|mochten sie|mochtest du)",
    r"suscribirte|suscribirse|suscribirle|apuntarte|apuntarse|inscribirte|darte de alta|darse de alta",
    r"iscriverti|iscriversi|abbonarti|abbonarsi|registrarti",
    r"(?:je|u|jullie) (?:\S+ ){0,3}?(?:abonneren|inschrijven|aanmelden)",
    r"se inscrever|inscrever-se|te inscrever|se cadastrar|cadastrar-se|se quiser assinar",
)

# the reader told, in the removal's own sentence, that leaving it is always possible ("you can unsubscribe
# with one click at any time", "je kunt je altijd met één klik weer afmelden", "Sie können sich jederzeit
# abmelden", "vous pouvez vous désabonner à tout moment", "puedes darte de baja cuando quieras", "puoi
# disiscriverti quando vuoi", "pode cancelar a inscrição a qualquer momento", heldout_dc): the words right
# before the removal word, the reader as subject and a verb of being able, never a "me" between ("you can
# take me off") and never a question ("can you unsubscribe me?" has the verb first); never a removal with an
# object ("You can remove this address from your list", `OBJECT_AFTER`; review of 2026-12-06, sixteenth)
LEAVE_OFFERED = rx(
    r"(?:you|you'll) (?:can|could|will be able to|are free to|may)(?: (?!me\b|us\b)\S+){0,4}? $",
    r"(?:je|u|jullie|ge) (?:kunt|kan|kunnen|moogt|mag|mogen) (?:je|zich|u|jezelf|uzelf)"
    r"(?: (?!mij\b|me\b|ons\b)\S+){0,6}? $",
    r"(?:sie|du|ihr) (?:konnen|kannst|konnt|durfen|darfst) (?:sich|dich|euch)"
    r"(?: (?!mich\b|uns\b)\S+){0,5}? $",
    r"(?:vous pouvez|vous pourrez|tu peux|tu pourras)(?: (?!me\b|m'|nous\b)\S+){0,4}? (?:vous|te|t')$"
    r"|(?:vous pouvez|vous pourrez|tu peux|tu pourras)(?: (?!me\b|m'|nous\b)\S+){0,4}? (?:vous |te |t')$",
    r"(?:puedes|puede|podras|podra|podeis|pueden)(?: (?!me\b|nos\b)\S+){0,4}? $",
    r"(?:puoi|potrai|puo|potra|potete)(?: (?!mi\b|ci\b)\S+){0,4}? $",
    r"(?:pode|podes|podera|poderas|podem)(?: (?!me\b|nos\b)\S+){0,4}? $",
)

# an object of the removal, right after its word or inside it: "this address", "me", "my email", "dit adres"
OBJECT_AFTER = rx(
    r"this|that|these|my|our|me|us|the address|the email|dit|deze|mijn|ons|onze|mich|uns|diese[nrs]?"
    r"|meine[nrs]?|unsere[nrs]?|moi|cette|mon|mes|nos|este|esta|mis|nuestr[oa]s?|questo|questa|mio|mia"
    r"|nostr[oaie]|meu|minha|nosso|nossa"
)
OBJECT_WORD = rx(r"address|adres|adresse|direccion|indirizzo|endereco|e-?mail|contact|contacto|contatto")
