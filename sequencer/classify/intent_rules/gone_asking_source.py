"""The sender themselves retired or gone from the company, asking only where our address came from
(heldout_ax: "I retired three years ago and haven't been at Pelham Hydraulics since. How did you get this
email address?"), in every rule language: "I'm retired", "I no longer work there", "ich bin seit Jahren im
Ruhestand", "je suis à la retraite", "estoy jubilado", "sono in pensione", "ik ben met pensioen", "estou
aposentado". By the corpus convention that is `other`: no one to point to, no removal asked (a deletion asked
after it is a removal, read first), the question about the address the reply's point. Read by
`intent_wrong_person.gone_asking_source` beside `side_question.ADDRESS_SOURCE`.

Only the sender's own departure (first person); a colleague gone ("Claire has left, how did you get her
address?") and someone named to turn to ("I retired, talk to Tom") stay a wrong person. Pure data on
fold()ed text."""

from __future__ import annotations

from sequencer.classify.intent_rules.pattern import rx

SELF_GONE = rx(
    r"i (?:have |had |'ve )?(?:retired|left)\b|(?:i'm|i am|im) (?:now |long )?retired|i (?:no longer|don't|do"
    r" not) work (?:there|at|for|here)|(?:i'm|i am|im) no longer (?:with|at|employed)",
    r"ich bin (?:\S+ ){0,3}?(?:im ruhestand|in rente|in pension|pensioniert|nicht mehr (?:bei|in|im|fur))"
    r"|ich (?:arbeite|bin) nicht mehr (?:bei|in|im|fur)",
    r"je suis (?:\S+ ){0,2}?(?:a la retraite|en retraite|retraitee?)|je ne (?:travaille|suis) plus (?:chez"
    r"|dans|pour)",
    r"(?:estoy|me he) (?:\S+ ){0,2}?(?:jubilad[oa]|retirad[oa]|jubilado)|ya no trabajo (?:en|para|alli)",
    r"sono (?:\S+ ){0,2}?in pensione|non lavoro piu (?:in|per|presso|li|la)",
    r"ik ben (?:\S+ ){0,3}?(?:met pensioen|gepensioneerd)|ik werk (?:\S+ ){0,2}?niet meer (?:bij|voor)",
    r"(?:estou|eu estou) (?:\S+ ){0,2}?(?:aposentad[oa]|reformad[oa])|(?:ja )?nao trabalho (?:mais )?(?:na|no"
    r"|para|em)",
)
