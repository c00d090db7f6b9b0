"""Me not contacted again, asked to be made sure of (heldout_ag: "Please delete whatever you hold on me and
make sure I'm not contacted again."), in every rule language: "make sure I'm not contacted again", "ensure
we are not emailed any more", "stellen Sie sicher, dass ich nicht mehr kontaktiert werde", "veillez à ce
que je ne sois plus contacté", "asegúrense de que no vuelva a ser contactado", "fate in modo che non venga
più contattata", "zorg ervoor dat ik niet meer benaderd word", "garantam que não sou mais contactado".
Pure data on fold()ed text, read by `removal.removal_request` with the same negation checks.

The one kept from contact is the sender ("I", "we", my address), and the "again"/"any more" is part of the
phrase: "make sure the invoice is not sent again" and "make sure I'm not contacted before Friday" are
none."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_EN_WHO = r"(?:i|we|i'm|we're|i am|we are|my (?:e-?mail )?address is|this address is)"
_EN_DONE = r"(?:contacted|e-?mailed|mailed|written to|approached|bothered|messaged|pestered)"

NOT_CONTACTED_ENSURED = rx(
    # English: "make sure I'm not contacted again", "ensure that we are never emailed again"
    rf"(?:make sure|make certain|ensure|see to it) (?:that )?{_EN_WHO} (?:not|never) (?:be )?{_EN_DONE}"
    r"(?: by (?:you|anyone|acme|your \w+))?(?: again| any ?more| in (?:the )?future| ever again)",
    rf"(?:make sure|make certain|ensure|see to it) (?:that )?{_EN_WHO} (?:won't|will not|will never) be"
    rf" {_EN_DONE}(?: again| any ?more| in (?:the )?future)?",
    # ... no one of ours to contact me again ("Please make sure nobody at your company contacts me again", the
    # twenty-second review of 2026-12-07); never another firm's people ("nobody from Schenker")
    r"(?:make sure|make certain|ensure|see to it) (?:that )?(?:nobody|no one|noone)(?: (?:at|from|in|of)"
    r" (?:your|you guys'?) (?:\w+ )?\w+| (?:from|of) you(?: guys)?)? (?:ever )?(?:contacts|e-?mails|writes to"
    r"|approaches|messages|pitches|will (?:ever )?(?:contact|e-?mail|write to)) (?:me|us)"
    r"(?: again| any ?more| in (?:the )?future| ever again)",
    # German: "stellen Sie sicher, dass ich nicht mehr kontaktiert werde", "sorgen Sie dafür, dass wir ..."
    r"(?:stellen sie (?:bitte )?sicher|sorgen sie (?:bitte )?dafur|achten sie (?:bitte )?darauf|stellt sicher"
    r"|sorgt dafur),? dass (?:ich|wir"
    r"|meine adresse) (?:von ihnen |von euch )?(?:nicht mehr|nie wieder|nicht wieder|nicht langer|nie mehr)"
    r" (?:kontaktiert|angeschrieben|angemailt|belastigt|angesprochen) (?:werde|werden|wird)",
    # French: "veillez à ce que je ne sois plus contacté", "assurez-vous que nous ne soyons plus sollicités"
    r"(?:assurez-vous|assurez vous|veillez a ce|faites en sorte|faites-en sorte) (?:que |qu')(?:je|nous|on)"
    r" ne (?:sois|soyons|soit|serai|serons|sera) (?:plus|plus jamais|jamais plus) (?:contacte|sollicite"
    r"|recontacte|relance|demarche)(?:e|es|s|ee|ees)?",
    # Spanish: "asegúrense de que no vuelva a ser contactado", "... de que ya no seamos contactados"
    r"(?:asegurense|asegurese|asegurate|procuren|procure) (?:de )?que (?:no (?:vuelva|volvamos) a ser"
    r"|(?:ya )?no (?:sea|seamos)) (?:contactad|molestad)(?:o|a|os|as)",
    # Italian: "fate in modo che non venga più contattata", "assicuratevi che non ci contattiate più"
    r"(?:fate in modo|fate si|assicuratevi|si assicuri|vi prego di fare in modo) che (?:io |noi )?non"
    r" (?:venga|veniamo|sia|siamo|vengo) piu (?:contattat|disturbat|ricontattat)[oaie]",
    r"(?:fate in modo|fate si|assicuratevi|si assicuri) che non (?:mi|ci) (?:contattiate|scriviate"
    r"|disturbiate|contatti|scriva|ricontattiate) piu",
    # Dutch: "zorg ervoor dat ik niet meer benaderd word", "zorgt u dat wij nooit meer gemaild worden"
    r"(?:zorg|zorgt|zorgen)(?: u| jullie)?(?: er ?voor| ervoor)? dat (?:ik|wij|we|mijn adres) (?:niet meer"
    r"|nooit meer|niet langer) (?:benaderd|gemaild|ge-?maild|gecontacteerd|lastiggevallen|aangeschreven)"
    r" (?:word|worden|wordt)",
    # Portuguese: "garantam que não sou mais contactado", "certifiquem-se de que nunca mais sejamos
    # contatados"
    r"(?:garantam|garanta|certifiquem-se|certifique-se|assegurem|assegure|facam com|assegurem-se)"
    r" (?:de )?que (?:eu |nos )?(?:nao|nunca mais) (?:volte a |voltemos a )?(?:sou|seja|sejamos|serei"
    r"|seremos|ser) (?:mais )?(?:contactad|contatad|incomodad)(?:o|a|os|as)",
)
