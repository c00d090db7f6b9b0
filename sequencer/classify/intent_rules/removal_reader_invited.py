"""Us, the reader, invited to subscribe to the sender's own mailing ("on vient de lancer notre infolettre,
si ça te tente de t'abonner ... tu pourras te désabonner en un clic", heldout_ct): the removal words after
the invitation are about our leaving theirs, no removal request. Pure data on fold()ed text, read by
`removal._reader_subscribed` beside `removal_reader_subscribed.READER_SUBSCRIBED`, in every rule language
("our newsletter ... feel free to subscribe", "unseren Newsletter ... wenn Sie ihn abonnieren möchten",
"nuestro boletín ... si quieres suscribirte", "la nostra newsletter ... se vuoi iscriverti", "onze
nieuwsbrief ... als je je wilt inschrijven", "a nossa newsletter ... se quiser se inscrever").

Both must stand before the removal phrase: the sender's own mailing named (`SENDER_MAILING`) and the reader
invited to join it (`JOIN_INVITED`), the invitation in the removal's own sentence (a removal in a sentence
of its own after it, "feel free to subscribe. Anyway: please remove this address", is one). A removal
phrase that names the sender ("unsubscribe me", "désinscrivez-moi") stays one, and "your newsletter" is
ours, never theirs."""

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
