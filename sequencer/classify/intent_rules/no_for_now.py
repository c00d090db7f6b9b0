"""A "no, thanks" bounded by "for now" and a "maybe later" after it (heldout_ck: "Per ora no, grazie.
Magari più avanti."), in every rule language: "For now no, thanks. Maybe later", "Im Moment nein, danke.
Vielleicht später", "Pour l'instant non, merci. Peut-être plus tard", "Por ahora no, gracias. Quizás más
adelante", "Per il momento no, grazie. Forse più in là", "Voor nu nee, bedankt. Misschien later", "Por
enquanto não, obrigado. Talvez mais para a frente": a later without a date, never the no its "no, thanks"
would read.

A bare "no, thanks" right after the bound is a later too, with no maybe-later (heldout_dd: "No momento
não, obrigado."; tests/corpus/README.md: "not at the moment" as the answer is a later): "For now no,
thanks", "Im Moment nein, danke", "Pour l'instant non, merci", "De momento no, gracias", "Per ora no,
grazie", "Voor nu nee, bedankt", "Por enquanto não, obrigado" (`BARE_NO_THANKS`), unless another no follows
in the reply ("Per ora no, grazie. Non ci interessa").

Read by `intent_no.no_for_now` on the no `intent.RuleClassifier` found: the bound right before that no
(`NOW_BEFORE`), then the maybe-later anywhere after it (`MAYBE_LATER`) or the no a bare "no, thanks".
Never a bare "no, thanks" with a later after it ("No, grazie. Magari più avanti" keeps its no), never a no
naming the interest ("por ahora no nos interesa"), nor a later ruled out ("e nemmeno più avanti", read
before the no). Pure data
on fold()ed text."""

from __future__ import annotations

import re

from sequencer.classify.intent_rules.pattern import rx

# the bound ending right where the no starts ("per ora no, grazie", "for now, no thanks")
NOW_BEFORE = re.compile(
    r"(?<![\w'])(?:for now|right now|at the moment|for the time being|im moment|fur den moment|vorerst"
    r"|momentan|derzeit|pour l'instant|pour le moment|en ce moment|por ahora|por el momento|de momento"
    r"|ahora mismo|per ora|per il momento|al momento|in questo momento|voor nu|op dit moment|voorlopig"
    r"|momenteel|por enquanto|por agora|neste momento|no momento),? $"
)

# a later offered as a maybe, no date named
MAYBE_LATER = rx(
    r"(?:maybe|perhaps|possibly) (?:later|in the future|down the (?:road|line)|another time|some other time)",
    r"(?:vielleicht|eventuell) (?:spater|in zukunft|ein andermal|zu einem spateren zeitpunkt)",
    r"peut-etre (?:plus tard|une autre fois|dans le futur|a l'avenir|plus loin)",
    r"(?:quizas?|tal vez|a lo mejor) (?:mas adelante|mas tarde|en el futuro|en otro momento|otro dia)",
    r"(?:magari|forse|chissa) (?:piu avanti|piu in la|in futuro|piu tardi|un'altra volta"
    r"|in un altro momento)",
    r"(?:misschien|wellicht|mogelijk) (?:later|in de toekomst|een andere keer|op een later moment)",
    r"(?:talvez|quem sabe) (?:mais (?:para a frente|pra frente|tarde|adiante)|no futuro|noutra altura"
    r"|em outra ocasiao|numa outra altura)",
)

# the no found a bare "no, thanks": a no word and a thanks, nothing of interest or need between
BARE_NO_THANKS = re.compile(
    r"(?:no|not|nein|non|neen?|nao),? (?:thanks?|thank you|ty|danke|merci|gracias|grazie|bedankt|dank je"
    r"|dank u|obrigad[oa])"
)
