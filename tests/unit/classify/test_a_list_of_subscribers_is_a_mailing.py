"""The subscribers' list ("la lista de inscritos", "la lista degli iscritti") and the reader's own list of
participants ("your list of participants", "a vossa lista de inscritos") are a mailing's unless an event is
named in the sentence (`removal_people_list.SUBSCRIBER_PEOPLE`, `READER_OWNED`; review of 2026-12-07):
taken off them is a removal. The list of an event named ("la lista de inscritos del taller") and an
event's list of people ("the attendee list", "la liste des participants") stay withdrawals.

Every sentence here is written for these tests, or the review's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Por favor, tirem-me da vossa lista de inscritos.",
        "Quítenme de la lista de inscritos, por favor",
        "Please remove me from your list of participants, I never signed up to anything",
        "Toglietemi dalla lista degli iscritti, grazie.",
        "Retirez-moi de votre liste de participants, je ne me suis jamais inscrit.",
        "Remove me from your participant list, please.",
        "Haal me van jullie deelnemerslijst.",
        "Tirem-me da lista de inscritos, por favor.",
    ],
)
def test_a_list_of_subscribers_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Quítenme de la lista de inscritos del taller, no podré ir.",
        "Não vou poder ir ao workshop, tirem-me da vossa lista de inscritos.",
        "Please remove me from your list of participants for the webinar.",
        "Toglietemi dalla lista degli iscritti al seminario.",
        "Haal me van jullie deelnemerslijst voor de workshop.",
        "Je ne pourrai pas venir, retirez-moi de la liste des participants.",
        "Não vou poder ir, tirem-me da lista de participantes.",
        "Take me off your waiting list, we found another supplier.",
    ],
)
def test_an_events_list_stays_a_withdrawal(text):
    assert reading(text) != "unsubscribe"
