"""Other people as the ones who unsubscribe is no removal asked of us (`removal_others.DOERS_BEFORE`,
read by `removal_guards.others.others_unsubscribe`; heldout_cn: a question about the mailing tool we use
because the sender's own tool makes unsubscribing hard for their members). The sender's own removal stays one,
even in the same reply.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Which platform do you use? Ours makes it awkward for subscribers to unsubscribe.",
        "We want a tool that lets our readers unsubscribe in one click. What do you recommend?",
        "Notre logiciel rend compliqué pour les abonnés de se désinscrire. Lequel utilisez-vous ?",
        "Nuestro programa complica que los socios se den de baja. ¿Qué usan ustedes?",
        "Il nostro programma rende complicato per gli iscritti disiscriversi. Voi cosa usate?",
        "O nosso programa dificulta para os assinantes cancelar a inscrição. Qual usam vocês?",
        "Unser Programm macht es Abonnenten schwer, sich abzumelden. Was nutzen Sie?",
        "Ons programma maakt het lastig voor leden om zich af te melden. Wat gebruiken jullie?",
    ],
)
def test_others_unsubscribing_is_no_removal(text: str) -> None:
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Please make it easy for me to unsubscribe.",
        "Your tool makes it hard for people to unsubscribe, so unsubscribe me now please.",
        "I want to unsubscribe.",
        "Je veux me désinscrire.",
        "Quiero darme de baja.",
        "Voglio disiscrivermi.",
        "Quero cancelar a inscrição.",
    ],
)
def test_own_removal_stays_one(text: str) -> None:
    assert reading(text) == "unsubscribe"
