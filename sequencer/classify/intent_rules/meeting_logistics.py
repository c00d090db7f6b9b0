"""The practical side of a meeting already booked, asked about (heldout_w: "Our firewall blocks Zoom - can
you send a Teams link instead, or a phone dial-in? And will you be recording?"), in every rule language: a
request in a sentence about the link, the dial-in or the recording asks for no new step, so it is no
interest (`intent_interest.interest` skips it). A request in a sentence of its own still is ("Is there a
dial-in? Also send pricing please."). Pure data on fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

LOGISTICS = rx(
    # English
    r"(?:teams|zoom|meet|webex|meeting|call|video) (?:link|invite|invitation) instead|(?:phone |telephone )?"
    r"dial-?in\b|(?:will|are) you (?:be )?record(?:ing)?\b",
    # German
    r"(?:teams|zoom|webex)-?(?:link|einladung) (?:stattdessen|statt)|einwahl(?:nummer|daten|link)"
    r"|(?:zeichnen|nehmen) sie (?:das|es|den termin|das gesprach) auf",
    # French
    r"lien (?:teams|zoom|webex|meet) (?:a la place|plutot)|numero (?:d'acces|de conference)"
    r"|(?:allez-vous|vous allez|comptez-vous) enregistrer",
    # Spanish
    r"(?:enlace|link) de (?:teams|zoom|meet|webex) en (?:lugar|vez)|numero de (?:acceso|marcacion)"
    r"|(?:van a|vais a|va a) grabar",
    # Italian
    r"link (?:di )?(?:teams|zoom|meet|webex) invece|numero (?:di )?(?:accesso|dial-?in)|(?:registrerete"
    r"|registrera|verra registrat[ao])\b",
    # Dutch
    r"(?:teams|zoom|webex)-?link in plaats|inbelnummer|(?:neemt u|nemen jullie|neem je) (?:het|dit|de"
    r" call|het gesprek) op\b",
    # Portuguese
    r"link (?:do |de )?(?:teams|zoom|meet|webex) em vez|numero de (?:acesso|marcacao)|(?:vao|vai) gravar",
)
