"""Going ahead and asking for the contract or its draft ("vamos seguir. Me manda a minuta do contrato que eu
já passo pro jurídico"), or going ahead with the contract ("vamos seguir com o contrato"), is interest in
every rule language, the Brazilian "me manda" too; never refused ("não me manda o contrato", "não vamos
seguir com o contrato"), never the contract already held ("o contrato antigo", "o contrato atual")."""

from __future__ import annotations

from datetime import date

import pytest

from sequencer.classify.intent import RuleClassifier

RULES = RuleClassifier()


def _intent(text: str) -> str:
    return RULES.classify(text, sender=None, ours=(), sent=date(2026, 12, 5)).intent


@pytest.mark.parametrize(
    "text",
    [
        "Conversei aqui com o pessoal e vamos seguir. Me manda a minuta do contrato que eu já passo pro"
        " jurídico hoje ainda.",
        "Me manda o contrato.",
        "Mandame el borrador del contrato.",
        "Send over the draft contract.",
        "Envoyez-moi le projet de contrat.",
        "Mi mandi la bozza di contratto.",
        "Stuur me het conceptcontract.",
    ],
)
def test_the_contract_or_its_draft_asked_for_is_interest(text: str) -> None:
    assert _intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Vamos seguir com o contrato.",
        "Podemos seguir com a contratação.",
        "Vamos a seguir adelante con el contrato.",
        "Let's go ahead with the contract.",
        "Wir möchten mit dem Vertrag fortfahren.",
        "Nous souhaitons aller de l'avant avec le contrat.",
        "Procediamo con il contratto.",
        "We gaan door met het contract.",
    ],
)
def test_going_ahead_with_the_contract_is_interest(text: str) -> None:
    assert _intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Não me manda o contrato, ainda estamos avaliando.",
        "Me manda o contrato antigo, preciso conferir uma cláusula.",
        "Não vamos seguir com o contrato.",
        "Vamos seguir com o contrato atual.",
        "We will not go ahead with the contract.",
    ],
)
def test_no_interest_in_a_contract_refused_or_already_held(text: str) -> None:
    assert _intent(text) != "interested"
