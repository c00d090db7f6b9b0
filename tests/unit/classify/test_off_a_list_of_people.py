"""Taken off a list of people, an event's attendee list, a guest list, a waiting list, the speakers' list,
is a withdrawal, no removal (`removal_people_list`, heldout_di: a webinar seat given up, the mailing list
kept), in every rule language. A list of our mail named beside it keeps the removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I can't come on Thursday after all, please take me off the attendee list.",
        "Take me off the waiting list, we found another supplier for the stand.",
        "Could you remove me from the guest list for the dinner?",
        "Nehmen Sie mich bitte von der Teilnehmerliste für Donnerstag.",
        "Je ne pourrai pas venir, retirez-moi de la liste des participants.",
        "No podré asistir, quíteme de la lista de asistentes.",
        "Non posso venire, toglietemi dalla lista dei partecipanti.",
        "Ik kan niet komen, haal me van de deelnemerslijst.",
        "Não vou poder ir, tirem-me da lista de participantes.",
    ],
)
def test_off_a_list_of_people_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Take me off the attendee list and off your mailing list too.",
        "Please take me off your list.",
        "Retirez-moi de votre liste.",
        "Tirem-me da vossa lista.",
    ],
)
def test_our_list_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# The sender's address named between the removal and the list of people ("la baja de mi correo de la lista
# de asistentes") is still a withdrawal from the event, no removal; our list named there stays one
# (`PEOPLE_LIST_AFTER` with `_MY_ADDRESS`; the tenth review of 2026-12-07)
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Solicito la baja de mi correo de la lista de asistentes al congreso.", "other"),
        ("Solicito la baja de mi correo de la lista de espera.", "other"),
        ("Quiero la baja de mi dirección de la lista de ponentes.", "other"),
        ("Solicito la baja de mi correo de su lista de contactos.", "unsubscribe"),
        ("Solicito la baja de mi correo de la lista.", "unsubscribe"),
    ],
)
def test_my_address_off_a_list_of_people_is_no_removal(text, expected):
    assert reading(text) == expected
