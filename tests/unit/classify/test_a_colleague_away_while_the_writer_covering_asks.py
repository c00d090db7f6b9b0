"""A colleague away until a time, said by the one answering in their place, who then asks for a call
themselves ("Sam's on sabbatical till September but I'm running the finance team in the meantime, so I'll
pick this up ... Could we do the 20 minute call? Wednesday after 1pm PT works for me.", heldout_am): the
time in the absence's clause is the colleague's return, no later (`intent_rules.colleague_away`), in every
rule language; the request decides. "I'll pick this up" is the writer taking it on, no later; "Happy to pick
this up then" stays one. Without a request of the writer's own, the absence stays a later, and so does a
later said for the reply elsewhere, or the writer's own leave.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Sam's on sabbatical till September but I'm running the team in the meantime, so I'll pick this up."
        " Could we do the 20 minute call? Wednesday after 1pm works for me.",
        "Sam is on leave until September, so I'll pick this up in the meantime. Can we do the call?"
        " Wednesday after 1pm works for me.",
        "Sam is on leave until September, I'll pick it up from here. Send me the deck please.",
        "Sam ist bis September im Sabbatical, ich leite in der Zwischenzeit das Team. Können wir den"
        " 20-minütigen Call machen? Mittwoch ab 13 Uhr passt mir.",
        "Sam est en congé sabbatique jusqu'en septembre, je dirige l'équipe en attendant. Pouvons-nous faire"
        " l'appel de 20 minutes ? Mercredi après 13h me convient.",
        "Sam está de año sabático hasta septiembre, pero yo dirijo el equipo mientras tanto. ¿Podemos hacer"
        " la llamada de 20 minutos? El miércoles después de las 13h me viene bien.",
        "Sam è in aspettativa fino a settembre, nel frattempo guido io il team. Possiamo fare la call di 20"
        " minuti? Mercoledì dopo le 13 per me va bene.",
        "Sam is tot september op sabbatical, ik leid in de tussentijd het team. Het stuk over de"
        " maandafsluiting is interessant. Woensdag na 13 uur komt mij goed uit.",
        "O Sam está de licença sabática até setembro, mas eu estou à frente da equipe. A parte do fechamento"
        " mensal é interessante. Quarta depois das 13h funciona para mim.",
    ],
)
def test_the_colleagues_return_is_no_later_when_the_writer_asks(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Sam is on leave until September.",
        "Sam is on leave until September, please try her again then.",
        "Sam ist bis September im Urlaub, melden Sie sich bitte im Oktober wieder.",
        "Sam is on leave until September. The demo sounds interesting, but ping me again in October.",
        "I'm on sabbatical until September, but the demo sounds interesting, ping me in September.",
        "Sam is away until April. Happy to pick this up then.",
        "Let's pick this up in the new year.",
        "Let's pick this back up after the audit.",
    ],
)
def test_a_later_for_the_reply_or_without_a_request_stays_a_later(text):
    assert rule_intent(text) == "not_now"
