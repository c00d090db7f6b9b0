"""Taken off the copy of a thread while someone else is named as the one who handles it ("could you take me
off the cc on this thread? Marcus is running the evaluation on our side", "quítame de copia porfa. Esto lo
lleva Andrés Molina", heldout_cf) is a wrong person, never a removal, in every rule language
(`intent_rules/off_the_copy.py`); the Spanish and Portuguese copy without its article ("de copia") is the
copy too (`removal_copy.COPY_AFTER`). The copy alone ("Remove me from the cc please") stays `other`; off the
list beside the copy stays a removal; interest of the sender's own beats the pointer. Every sentence here is
written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


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


@pytest.mark.parametrize(
    "text",
    [
        # off the copy, a colleague named to handle it from now on (the sixth review of 2026-12-07); the
        # request opening the reply is no removal either
        "Can you take me off the cc on this thread? My colleague Jon will handle it.",
        "Please take me off the cc, Jon will take care of this from here.",
        "Nehmen Sie mich bitte aus dem CC, Herr Weber wird sich darum kümmern.",
        "Retirez-moi de la copie, Julie s'en occupera.",
        "Retirez-moi de la copie svp, Julie va s'en occuper.",
        "Quítame de copia, por favor. Andrés se encargará.",
        "Toglimi dal CC, Marco se ne occuperà.",
        "Haal me uit de cc, Sanne gaat dit regelen.",
        "Me tira da cópia, a Ana vai cuidar disso.",
    ],
)
def test_off_the_copy_with_a_handler_to_come_is_a_wrong_person(text: str) -> None:
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # ... never the sender handling it, nor the copy alone
        "Can you take me off the cc on this thread? I will handle it myself later.",
        "Take me off the cc please, we will handle it internally.",
        "Retirez-moi de la copie.",
    ],
)
def test_off_the_copy_handled_by_the_sender_or_alone_is_no_wrong_person(text: str) -> None:
    assert reading(text) not in ("unsubscribe", "wrong_person")


@pytest.mark.parametrize(
    "text",
    [
        # ... and off our list beside the copy stays a removal, opening the reply or not
        "Retirez-moi de la copie et de votre liste.",
        "Can you take me off the cc on this thread and off your mailing list? Jon will handle it.",
    ],
)
def test_off_our_list_beside_the_copy_with_a_handler_stays_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"
