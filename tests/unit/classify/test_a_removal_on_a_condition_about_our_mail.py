"""A removal asked on a condition about our mail itself is a removal, even beside a no (heldout_bo: "If this
is one of those automated sequences, please end it for me. We're not looking at anything like this"), in
every rule language, `removal_conditional.OUR_MAIL_ENDED`: the condition is one this mail meets, the pronoun
stands for our mail, the verb ends it. Never a condition about something else ("If the trial is automated,
please end it"), a negated verb ("please don't end it"), nor the sender's own removal promised on a condition
("If this turns out not to be relevant I'll unsubscribe", `removal_guards.not_this_removal._conditional`).
Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "If this is one of those automated sequences, please end it for me. We're not looking at anything"
        " like this.",
        "If this is a newsletter, stop it.",
        "Wenn das eine automatische Sequenz ist, beenden Sie sie bitte. Wir haben kein Interesse.",
        "Si c'est une séquence automatique, merci de l'arrêter. Pas intéressés.",
        "Si esto es una secuencia automática, por favor deténganla. No nos interesa.",
        "Se è una sequenza automatica, interrompetela. Non ci interessa.",
        "Als dit een automatische reeks is, stop die dan. Geen interesse.",
        "Se isto é uma sequência automática, por favor parem-na. Não temos interesse.",
    ],
)
def test_our_mail_ended_on_a_condition_it_meets_is_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "If this is an automated sequence, I'll just ignore it. Not interested.",
        "If this is an automated sequence, please don't end it, I like them.",
        "If the trial is automated, please end it at month end. Not interested.",
        "Wenn das eine Sequenz ist, beenden Sie sie bitte nicht.",
        "Si c'est une séquence automatique, ne l'arrêtez pas.",
        "If this turns out not to be relevant I'll unsubscribe. Not interested for now.",
    ],
)
def test_a_condition_about_something_else_or_a_negated_end_is_no_removal(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"
