"""A time limit that means for good: "until further notice", "until hell freezes over", "till the end of
days", "bis auf Weiteres", "jusqu'à nouvel ordre", "hasta nuevo aviso", "fino a nuovo avviso", "tot
nader order", "até segunda ordem". The removal reading takes an "until" after a removal phrase for a
later ("Do not contact me until March"), so these read as a later or a no (review of 2026-12-06, sixth).
`for_good` puts "for good" in their place, and the removal reading reads that text again when it read
nothing in the reply as written (`intent.RuleClassifier.classify`). Pure data on fold()ed text."""

from __future__ import annotations

import re

FOREVER = re.compile(
    r"\b(?:until|till|til) (?:further notice|hell freezes over|the end of (?:days|time)|the cows come home"
    r"|i say otherwise|i tell you otherwise)|\bbis auf (?:weiteres|widerruf)|\bjusqu'a nouvel ordre"
    r"|\bhasta nuevo aviso|\bfino a nuovo avviso|\btot nader (?:order|bericht)|\bate (?:novo aviso"
    r"|segunda ordem)"
)


def for_good(folded: str) -> str:
    """`folded` with every time limit that means for good said as "for good"."""
    return FOREVER.sub("for good", folded)
