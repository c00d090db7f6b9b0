"""A no said as a thing not on the table, or as nothing the sender will invest in (heldout_ag: "Voor ons is
dit niet aan de orde.", "Non è un tema su cui investiremo."; `not_pursued`), and "no appetite here to
revisit" with a word between (heldout_ag; `later` no longer reads its "revisit"), in every rule language.
Never for a while ("not on the agenda this year", "nu even niet aan de orde"), a question, nor something
put on the agenda.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Thanks, but that's not on the table for us.",
        "Honestly it's not on the agenda.",
        "Not something we'll invest in, sorry.",
        "There's no appetite internally to revisit our billing stack.",
        "We moved to Xero last year and there is no appetite here to revisit it.",
        "Danke, aber das steht bei uns nicht zur Debatte.",
        "Ein neues Tool ist nicht auf der Tagesordnung.",
        "Merci, mais ce n'est pas à l'ordre du jour chez nous.",
        "Ce n'est pas un sujet dans lequel nous allons investir.",
        "Gracias, pero eso no está sobre la mesa.",
        "No es un tema en el que vayamos a invertir.",
        "Grazie, ma non è all'ordine del giorno.",
        "Non è un ambito su cui vogliamo investire.",
        "Dank je, maar dat is bij ons niet aan de orde.",
        "Het is geen onderwerp waarin we gaan investeren.",
        "Obrigado, mas isso não está em pauta.",
        "Não é um tema em que vamos investir.",
    ],
)
def test_not_on_the_table_or_not_invested_in_is_a_no(text: str) -> None:
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "That's not on the agenda this year.",
        "Dat is nu even niet aan de orde.",
        "Is the price on the table?",
        "Could we put pricing on the agenda for Tuesday?",
        "Let's revisit in March.",
    ],
)
def test_a_while_a_question_or_an_agenda_is_no_no(text: str) -> None:
    assert rule_intent(text) != "not_interested"
