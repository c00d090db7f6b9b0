"""The one who evaluates, chooses or buys such tools named (heldout_bb: "Este é o e-mail do encarregado de
proteção de dados ... Quem avalia ferramentas desse tipo é a nossa gerente de TI, Juliana Castro"), in every
rule language (`intent_rules/referral.py`): a wrong person. Never the sender, never a question, never what
that person will think.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "This is the DPO mailbox. Whoever evaluates tools like this is our IT manager, Juliana Castro.",
        "The person who buys software here is Tom Reed in IT.",
        "Wer solche Tools bei uns bewertet, ist unsere IT-Leiterin Juliana Castro.",
        "C'est notre responsable informatique, Juliana Castro, qui évalue ce type d'outils.",
        "Quien evalúa estas herramientas es nuestra responsable de TI, Juliana Castro.",
        "Chi valuta questi strumenti è la nostra responsabile IT, Juliana Castro.",
        "Wie zulke tools beoordeelt, is onze IT-manager Juliana Castro.",
        "Quem avalia ferramentas desse tipo é a nossa gerente de TI, Juliana Castro.",
    ],
)
def test_the_one_who_evaluates_named_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Who evaluates tools like this at your company?",
        "The person who evaluates tools like this is me, so send the details.",
        "Quem avalia ferramentas desse tipo sou eu; mande a proposta.",
        "Chi valuta questi strumenti è interessato a una demo?",
        "Wer solche Tools bewertet, ist nicht leicht zu sagen.",
    ],
)
def test_the_sender_or_a_question_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
