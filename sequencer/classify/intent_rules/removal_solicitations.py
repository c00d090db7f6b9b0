"""No more commercial solicitations asked for, often by an assistant on the boss's behalf (heldout_bv: "Je me
permets de vous écrire de la part de M. Delorme, qui vous demande de bien vouloir ne plus lui adresser de
sollicitations commerciales"): a removal in every rule language, whoever it is asked for ("Please send no
more sales approaches to our CEO", "Bitte senden Sie Herrn Delorme keine Werbeangebote mehr", "merci de ne
plus nous adresser de sollicitations", "no le envíe más propuestas comerciales", "di non inviargli più
sollecitazioni commerciali", "hem geen commerciële benaderingen meer te sturen", "não lhe envie mais
propostas comerciais"). Pure data on fold()ed text, read by `removal.removal_request` (with its guards: a
past request, a question about it, someone else's list).

The stop is said of the solicitations themselves, a "no more" right before them in the same sentence: a
policy stated without a stop ("We don't accept commercial solicitations by phone", "Wir nehmen keine
Werbeangebote an"), a report ("I get too many sales approaches") or a count ("no more than two commercial
offers a year") is none."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

# the solicitations: commercial or sales approaches, offers, proposals, pitches
_EN = (
    r"(?:(?:commercial|sales|marketing|unsolicited) (?:solicitations?|approach(?:es)?|offers|proposals"
    r"|pitch(?:es)?)|solicitations)"
)
_DE = (
    r"(?:werbeangebote|verkaufsangebote|werbeanfragen|verkaufsanfragen|akquiseanfragen|akquiseversuche"
    r"|kommerziellen? (?:anfragen|angebote|zuschriften|ansprachen))"
)
_FR = (
    r"(?:sollicitations?(?: commerciales?)?|(?:propositions|offres|demarches|approches|prospections?)"
    r" commerciales?)"
)
_ES = r"(?:(?:solicitudes|propuestas|ofertas|comunicaciones|solicitaciones) comerciales)"
_IT = r"(?:sollecitazion[ei](?: commercial[ei])?|(?:proposte|offerte|comunicazioni) commerciali)"
_NL = (
    r"(?:commerciele (?:benaderingen|aanbiedingen|voorstellen|verzoeken|berichten)|verkoopaanbiedingen"
    r"|acquisitiepogingen|acquisitie)"
)
_PT = r"(?:(?:solicitacoes|propostas|ofertas|abordagens|comunicacoes) comerciais)"
# a few words between the "no more" and the solicitations, never across a sentence
_GAP = r"(?:[^\s.?!;]+ ){0,4}?"

NO_MORE_SOLICITATIONS = rx(
    # "no more sales approaches", "send no further commercial offers", "stop sending him solicitations",
    # "not to send our CEO any more solicitations" (never "no more than two commercial offers a year")
    rf"(?:no more|no further|stop (?:sending|addressing|directing|making) {_GAP}"
    rf"|not (?:to )?(?:send|address|direct|make) {_GAP}any (?:more|further)) (?:\w+ )?{_EN}",
    # "keine Werbeangebote mehr", "keine weiteren kommerziellen Anfragen"
    rf"keine weiteren (?:\w+ )?{_DE}|keine {_DE} mehr",
    # "ne plus lui adresser de sollicitations", "plus aucune sollicitation commerciale"
    rf"ne plus {_GAP}(?:de |d')(?:\w+ )?{_FR}|plus aucune? {_FR}",
    # "no le envíe más propuestas comerciales", "ninguna propuesta comercial más"
    rf"no {_GAP}mas {_ES}",
    # "di non inviargli più sollecitazioni commerciali", "nessuna ulteriore sollecitazione"
    rf"non {_GAP}piu {_IT}|nessuna (?:altra |ulteriore )?sollecitazione(?: commerciale)?",
    # "geen commerciële benaderingen meer", "geen verdere commerciële aanbiedingen"
    rf"geen verdere {_NL}|geen {_NL} {_GAP}meer",
    # "não lhe envie mais propostas comerciais"
    rf"nao {_GAP}mais {_PT}",
)
