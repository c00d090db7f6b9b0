"""A meeting cancelled by the sender, with nothing new asked, is no interest: the meeting noun beside a
cancelling verb stops counting (`meeting_called_off.CANCEL_BEFORE`, heldout_cg). A new meeting asked beside
the cancellation, or a meeting asked for, still reads as interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Hola, les aviso que debo cancelar la reunión del viernes: surgió una auditoría.",
        "La cita de esta tarde queda cancelada, perdón por avisar tarde.",
        "Leider muss ich unseren Termin am Donnerstag absagen, es ist etwas dazwischengekommen.",
        "Je dois malheureusement annuler notre rendez-vous de jeudi.",
        "Purtroppo devo disdire la riunione di giovedì.",
        "Helaas moet ik onze afspraak van donderdag afzeggen.",
        "Vou precisar desmarcar a reunião de quinta, desculpe.",
    ],
)
def test_a_meeting_cancelled_is_no_interest(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Debo cancelar la reunión del viernes, ¿podemos hacerla el lunes a las 11?",
        "Quisiera una reunión la semana que viene.",
        "Gerne einen Termin nächste Woche.",
        "Un rendez-vous mardi me conviendrait.",
    ],
)
def test_a_meeting_asked_stays_interest(text):
    assert reading(text) == "interested"
