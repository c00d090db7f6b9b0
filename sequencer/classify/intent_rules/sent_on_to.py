"""Our mail sent on to a colleague instead of the sender ("Please stop emailing me and switch them to my
colleague Anna", "send these to my colleague Jan instead", "schicken Sie die Mails stattdessen an meine
Kollegin", "envoyez-les plutôt à mon collègue", "envíenlos mejor a mi compañera", "inviatele invece al mio
collega", "stuur ze voortaan naar mijn collega", "enviem-nas antes para a minha colega"; the tenth review of
2026-12-07): the wrong person, in every rule language, a re-route and never a removal (the removal before it
is dropped by `removal_guards.other_things.address_swapped` and the opening removal's check, both reading
`removal_address_swapped.RECIPIENT_SWAPPED`). Pure data on fold()ed text, read with the wrong-person tables.

Only with a colleague or an address as the one sent to (`SENT_ON_TO`), and only as a re-route: a switch
or a redirect, or the send with an "instead" or a "from now on" in its sentence ("künftig", "voortaan"),
or our mail written to a colleague instead ("Please email my colleague Tom instead"; the eleventh review of
2026-12-07). With an "instead" or a "from now on" any thing sent on is a re-route ("send the proposal / the
quote to my colleague Tom instead"; the twelfth review of 2026-12-07, `THING_SENT_ON_INSTEAD`), unless the
sender's own interest is said before it, while the switch and the removal reading keep our mail alone
(`SENT_ON_TO`); "send the proposal to my colleague too" is a
referral of interest, no wrong person."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx
from sequencer.classify.intent_rules.removal_ours import SENT_ON_ANY_TO, SENT_ON_TO, SOMEONE

# ... "instead", or from now on: the same mail sent somewhere else in future is a re-route too ("Bitte leiten
# Sie diese künftig an meine Kollegin weiter", "stuur ze voortaan naar", "désormais"; the eleventh review of
# 2026-12-07)
_INSTEAD = (
    r"(?:instead|stattdessen|lieber|plutot|desormais|en su lugar|mejor|mas bien|invece|piuttosto|liever"
    r"|voortaan|in plaats daarvan|em vez disso|antes"
    r"|from now on|in future|kunftig|zukunftig|in zukunft|ab sofort|a l'avenir|dorenavant"
    r"|de ahora en adelante|en adelante|d'ora in poi|da ora in poi|in futuro|vanaf nu"
    r"|de agora em diante|daqui em diante)"
)
# ... or our mail written to a colleague instead, the verb the reader's ("Please email my colleague Tom
# instead, he handles vendors"; the eleventh review of 2026-12-07): only with "instead" in its sentence, and
# only as an imperative (at the start of its clause, or after "please" or "just"), never "the email my
# colleague sent"
_WRITE_TO = (
    r"(?:(?<![^.,;:!?\n—-] )(?<!\w)|(?<=\bplease )|(?<=\bpls )|(?<=\bkindly )|(?<=\bjust )|(?<=\bthen )"
    r"|(?<=\band )(?<!\bi and )|(?<=\bsimply ))"
    rf"(?:e-?mail|write to|reach out to) (?:\w+ )?{SOMEONE}"
)
SENT_ON_INSTEAD = rx(
    rf"(?=(?:[^.!?\n]|\.(?=\w))*?\b{_INSTEAD}\b){SENT_ON_TO}",
    rf"(?=(?:[^.!?\n]|\.(?=\w))*?\b{_INSTEAD}\b){_WRITE_TO}",
    rf"(?=\b(?:switch|redirect|transfer) ){SENT_ON_TO}",
)
# ... and any other thing the reader would send, sent on instead or from now on ("send the proposal to my
# colleague Tom instead, he decides", "forward the pricing to my boss Karen instead"; the twelfth review of
# 2026-12-07): `removal_ours.SENT_ON_ANY_TO`, never a meeting's logistics ("send the calendar invite to my
# assistant instead"), and never after the sender's own interest (`intent_wrong_person`: "Let's do it.
# Forward the contract to my manager instead": the deal's papers passed on by one who wants it)
THING_SENT_ON_INSTEAD = rx(rf"(?=(?:[^.!?\n]|\.(?=\w))*?\b{_INSTEAD}\b){SENT_ON_ANY_TO}")
