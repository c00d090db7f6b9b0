"""The subscribers' list ("la lista de inscritos", "la lista degli iscritti", "a vossa lista de inscritos")
is a mailing's unless an event is named in the sentence (`removal_people_list.SUBSCRIBER_PEOPLE`; review of
2026-12-07): taken off it is a removal. The list of an event named ("la lista de inscritos del taller") and
a list of participants, attendees or guests, the reader's own included ("your participants list"), stay
withdrawals: the reader's event is what such a list holds.

Every sentence here is written for these tests, or the review's."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Por favor, tirem-me da vossa lista de inscritos.",
        "Quítenme de la lista de inscritos, por favor",
        "Toglietemi dalla lista degli iscritti, grazie.",
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
        "Can you take me off your participants list? I can't make it on Thursday after all.",
        "Could you remove me from your list of participants? Something came up.",
        "Haal me van jullie deelnemerslijst, ik kan donderdag toch niet komen.",
        "Können Sie mich von Ihrer Teilnehmerliste streichen? Ich schaffe es am Donnerstag nicht.",
        "Pouvez-vous me retirer de votre liste de participants ? Je ne pourrai pas venir jeudi.",
        "Tirem-me da vossa lista de participantes, afinal não posso ir na quinta.",
    ],
)
def test_an_events_list_stays_a_withdrawal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the review's (part 2): the event implied by attending it
        "Please take me off the registrants list, I won't be able to attend after all.",
        "Por favor, quítenme de la lista de inscritos, al final no podré asistir el jueves.",
        # written for these tests
        "Tirem-me da lista de inscritos, afinal não vou poder ir.",
    ],
)
def test_a_list_of_subscribers_with_attending_stays_a_withdrawal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    ["Please take me off the registrants list.", "Quítenme de la lista de inscritos, gracias."],
)
def test_a_list_of_subscribers_alone_stays_a_removal(text):
    assert reading(text) == "unsubscribe"


# an event's own list, attending it said in its sentence (the eighteenth review of 2026-12-07): a withdrawal
@pytest.mark.parametrize(
    "text",
    [
        "Take me off the conference list, I won't attend.",
        "Remove me from the event list, I won't make it.",
        "Quítenme de la lista del congreso, no podré asistir.",
        "Retirez-moi de la liste de la conférence, je ne pourrai pas assister.",
        "Toglietemi dalla lista del seminario, non posso venire.",
    ],
)
def test_an_events_own_list_with_attending_stays_a_withdrawal(text):
    assert reading(text) != "unsubscribe"


# ... with no attending said, "the conference list" may be our mail's: a removal
@pytest.mark.parametrize("text", ["Take me off the conference list.", "Quítenme de la lista del congreso."])
def test_an_events_list_alone_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
