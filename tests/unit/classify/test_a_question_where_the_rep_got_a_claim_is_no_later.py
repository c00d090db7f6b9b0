"""A question where our rep got a claim about the sender ("what makes you think we're planning next year's
budget? ... Did someone from our team give you that?") asks nothing for the sender: the time inside it is
no later, the reply `other`, in every rule language; a later, a no or interest said beside it still
counts, and a question where we got the sender's address is read as before (heldout_bm).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Out of curiosity, what makes you think we're planning next year's budget? Our fiscal year started"
        " last week. Did someone from our team give you that?",
        "Where did you hear that we're reviewing tools next quarter?",
        "Wie kommen Sie darauf, dass wir nächstes Jahr neu budgetieren?",
        "Qu'est-ce qui vous fait penser que nous changeons d'outil l'année prochaine ?",
        "¿Qué le hace pensar que cambiamos de herramienta el año que viene?",
        "Cosa le fa pensare che cambieremo strumento l'anno prossimo?",
        "Hoe komt u erbij dat we volgend jaar een nieuw budget maken?",
        "O que te faz pensar que vamos trocar de ferramenta no ano que vem?",
    ],
)
def test_a_question_where_the_rep_got_a_claim_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("What makes you think we're planning next year's budget? Anyway, write to me in March.", "not_now"),
        ("Who told you we're switching next year? We're not interested.", "not_interested"),
        ("Where did you hear that? Either way, I'd love a demo.", "interested"),
        ("We're planning next year's budget now, so reach out in Q3.", "not_now"),
    ],
)
def test_what_is_said_beside_the_question_still_counts(text, intent):
    assert rule_intent(text) == intent
