"""A removal the sender nearly made and did not (heldout_bu: "Was about to hit unsubscribe, but the reporting
bit caught my eye. Does it work with SAP?"), in every rule language: "I was about to unsubscribe, but",
"I almost unsubscribed", "ich wollte mich gerade abmelden, aber", "fast hätte ich mich abgemeldet", "j'allais
me désabonner, mais", "j'ai failli me désinscrire", "estaba a punto de darme de baja, pero", "casi me doy de
baja", "stavo per disiscrivermi, ma", "per poco non mi disiscrivevo", "ik wilde me net afmelden, maar",
"ik had me bijna afgemeld", "ia cancelar a inscrição, mas", "quase me descadastrei". Pure data on fold()ed
text, read by `removal_guards.senders_past.nearly`.

The intention stands right before the removal phrase (a few words at most: "about to hit", "almost
clicked"); an "about to" needs its "but"/"when"/"until" after the phrase in the same sentence, as it would
otherwise announce the removal ("I was about to unsubscribe myself, so just remove me" asks it in the next
phrase, which is read on its own). A removal asked in another sentence stays a request."""

from __future__ import annotations

import re

# a word between the intention and the phrase: never across a clause break (a comma, colon or dash: "You
# email me almost daily - unsubscribe me", "Fast vergessen: bitte melden Sie mich ab") nor a please, an
# "and" or a "so" that starts the request anew ("Act fast and remove me"; review of 2026-12-06, sixth)
_BETWEEN = (
    r"(?!(?:[-–—]+|please|pls|kindly|so|and|und|bitte|daher|deshalb|merci|svp|donc|favor|favore|quindi"
    r"|alstublieft|aub|dus|portanto|entao)(?:\s|$))[^\s,:;]+"
)
# "almost"/"nearly" right before the phrase: the act was not done
NEARLY_BEFORE = re.compile(
    r"(?<!\w)(?:almost|nearly|very nearly|so nearly|fast|beinahe|beinah|um ein haar|presque|j'ai failli"
    r"|nous avons failli|casi|por poco(?: no)?|quasi|per poco(?: non)?|bijna|haast|quase|por pouco(?: nao)?)"
    rf"(?: {_BETWEEN}){{0,3}} $"
)
# "about to", "going to", "was going to", "was ready to": the intention, then a turn after the phrase
_TWO = rf"(?: {_BETWEEN}){{0,2}} $"
_THREE = rf"(?: {_BETWEEN}){{0,3}} $"
ABOUT_TO_BEFORE = re.compile(
    r"(?<!\w)(?:(?:was|were|i'm|i am|we're|we are|had been) )?(?:about|going|ready|tempted|this close"
    rf"|so close|close|just about) to{_TWO}"
    rf"|(?<!\w)(?:wollte|wollten){_THREE}|(?:war|waren) (?:kurz )?davor,?{_THREE}"
    rf"|(?<!\w)(?:j'allais|nous allions|j'etais sur le point de|nous etions sur le point de){_TWO}"
    rf"|(?<!\w)(?:estaba|estabamos) a punto de{_TWO}|(?<!\w)(?:iba|ibamos) a{_TWO}"
    rf"|(?<!\w)(?:stavo|stavamo) per{_TWO}|(?<!\w)(?:ero|eravamo) sul punto di{_TWO}"
    rf"|(?<!\w)(?:wilde|wilden) (?:{_BETWEEN} ){{0,3}}$|(?:stond|stonden) op het punt{_THREE}"
    rf"|(?<!\w)(?:ia|iamos|eu ia|estava prestes a|estavamos prestes a){_TWO}"
)
TURN_AFTER = re.compile(
    r"[^.!?;\n]*?(?<!\w)(?:but|when|until|then|however|instead|aber|doch|als|dann|mais|quand|lorsque|pero"
    r"|cuando|ma|quando|maar|toen|mas|porem)(?!\w)"
)
