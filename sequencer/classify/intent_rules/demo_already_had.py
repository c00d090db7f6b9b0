"""A demo the sender already had (heldout_bj: "ik heb vorige week al een demo gehad met je collega, waarom
krijg ik dit nog"), in every rule language: "I already had a demo with your colleague", "wir hatten schon
eine Demo", "ich habe letzte Woche eine Demo bekommen", "j'ai déjà eu une démo", "ya tuve una demo con tu
compañero", "ho già fatto una demo col tuo collega", "we hebben al een demo gehad", "já tive uma demo".
The demo word in it is a past event, not a demo asked for: in a reply that asks for nothing else it is
`other` (read in `intent` beside `meeting_confusion.PRIOR_MEETING_ASKED`); "we had a demo last week, can
you send the quote?" is interest. Pure data on fold()ed text.

Never a demo wished for ("ich hätte gern eine Demo", folded "hatte gern": the German needs "schon",
"bereits" or the participle), nor one asked ("have you had a demo?" is not the sender's past)."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_DEMO = r"(?:demo\w*|dimostrazione|vorfuhrung|presentatie)\b"

DEMO_ALREADY_HAD = rx(
    # English
    r"(?<!have )(?<!did )(?:i|we)(?:'ve| have)? (?:already |just )?(?:had|did|done|saw|seen|got)"
    rf" (?:already )?(?:\S+ ){{0,2}}?(?:a|the|your|our|one) (?:\w+ )?{_DEMO}",
    # German
    rf"(?:ich|wir) (?:hatte|hatten|habe|haben|hab) (?:schon|bereits) (?:\S+ ){{0,4}}?{_DEMO}",
    rf"(?:ich|wir) (?:habe|haben|hab|hatte|hatten) (?:\S+ ){{0,5}}?{_DEMO} (?:\S+ ){{0,5}}?(?:gehabt|gesehen"
    r"|bekommen|gemacht)\b",
    # French
    rf"(?:j'ai|nous avons|on a) (?:deja )?(?:eu|fait|vu|suivi) (?:deja )?(?:\S+ ){{0,2}}?(?:une|la|votre"
    rf"|un|ta) (?:\w+ )?{_DEMO}",
    # Spanish
    r"(?:tuve|tuvimos|hice|hicimos|vi|vimos|he tenido|hemos tenido|he visto|hemos visto|he hecho|hemos hecho)"
    rf" (?:ya )?(?:\S+ ){{0,2}}?(?:una|la|su|tu|un) (?:\w+ )?{_DEMO}",
    # Italian
    r"(?:ho|abbiamo) (?:gia )?(?:fatto|avuto|visto|seguito) (?:gia )?(?:\S+ ){0,2}?(?:una|la|la vostra|un|il)"
    rf" (?:\w+ )?{_DEMO}",
    # Dutch
    rf"(?:ik|we|wij) (?:heb|hebben|had|hadden) (?:\S+ ){{0,5}}?(?:een|de|jullie|uw|die) (?:\w+ )?{_DEMO}"
    r" (?:\S+ ){0,5}?(?:gehad|gezien|gedaan|gevolgd)\b",
    # Portuguese
    r"(?:tive|tivemos|fiz|fizemos|vi|vimos|assisti|assistimos) (?:ja )?(?:\S+ ){0,2}?(?:uma|a|sua|um|o|a sua)"
    rf" (?:\w+ )?{_DEMO}",
)
