"""Our booking link asked for (heldout_ca: "do you have a booking link or something? ... I'd rather just pick
a slot than go back and forth over email"), in every rule language: "can you send me your Calendly link?",
"haben Sie einen Buchungslink?", "avez-vous un lien pour prendre rendez-vous ?", "¿me pasas tu enlace para
agendar?", "ha un link per prenotare?", "heeft u een boekingslink?", "tem um link de agendamento?": the
sender wants to book a meeting with us, interest. Pure data on fold()ed text, read with `interest.INTERESTED`.

Only a link to book with (booking, scheduling, calendar, Calendly), never the link of a meeting already
booked (a Teams or Zoom link, `meeting_logistics`), never negated ("don't send me your booking link", "no
necesito ningún enlace"), nor one we sent asked about ("why did you send me a booking link?")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NOT = r"(?<!don't )(?<!do not )(?<!dont )(?<!never )(?<!you )(?<!why )(?<!no )"
_KIND_EN = r"(?:calendly|booking|scheduling|calendar|appointment|scheduler|hubspot meetings?)"
BOOKING_LINK_ASKED = rx(
    # English
    rf"{_NOT}(?:send|share|drop|forward|pass|give|shoot)(?: me| us| over)? (?:your|a|the) {_KIND_EN}"
    r"(?: page)? link",
    rf"(?:do|would|could) you have (?:a|an|your own) (?:online )?{_KIND_EN} (?:link|page)",
    rf"(?:is there|have you got|got) (?:a|an) (?:online )?{_KIND_EN} (?:link|page)",
    rf"(?:what's|what is|where's|where is) your {_KIND_EN} link",
    # German
    r"(?:haben sie|hast du|habt ihr|gibt es) (?:einen |ihren |deinen )?(?:online-)?(?:buchungs|termin"
    r"|kalender|calendly)-?link",
    r"(?<!nicht )(?:schicken|senden) sie (?:mir |uns )?(?:bitte |gerne )?(?:ihren|einen|den) (?:buchungs"
    r"|termin|kalender|calendly)-?link",
    # French
    r"(?:avez-vous|vous avez|auriez-vous|envoyez-moi|envoyez-nous|pouvez-vous m'envoyer|pourriez-vous"
    r" m'envoyer) (?:un|votre|le) lien (?:de reservation|de prise de (?:rendez-vous|rdv)|pour (?:reserver"
    r"|prendre (?:un )?(?:rendez-vous|rdv)|caler|planifier)|calendly|d'agenda|de calendrier)",
    # Spanish
    r"(?<!no )(?:tienes|tiene|teneis|tienen|me pasas|me pasa|me envias|me envia|me puedes enviar|me puede"
    r" enviar|enviame|envieme|pasame|paseme) (?:un|tu|su|el|vuestro) (?:enlace|link) (?:de reserva|para"
    r" (?:reservar|agendar|agendar una reunion|elegir (?:una )?hora)|de agenda|de calendario|de calendly"
    r"|de agendamiento)",
    # Italian
    r"(?<!non )(?:avete|ha|hai|mi manda|mi mandi|mandatemi|inviatemi|mi inviate|mi invia) (?:un|il suo"
    r"|il vostro|il tuo) link (?:di prenotazione|per prenotare|per fissare|del calendario|calendly|per"
    r" scegliere)",
    # Dutch
    r"(?:heeft u|hebben jullie|heb je|hebt u|stuur (?:me|mij|ons)(?: even| maar| gerust)?) (?:een|uw|je"
    r"|jullie) (?:boekings|afspraak|afspraken|agenda|plannings|calendly)-?link",
    # Portuguese
    r"(?<!nao )(?:tem|tens|teem|manda|mande|envie|envia|pode enviar|podem enviar)(?:-me|-nos| me| nos)?"
    r" (?:um|o seu|o teu|o vosso|o) link (?:de agendamento|para agendar|de marcacao|para marcar|do"
    r" calendario|da agenda|do calendly)",
)
