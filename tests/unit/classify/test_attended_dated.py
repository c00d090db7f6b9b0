"""The sender's own attendance in the past, dated, is no later (`attended_dated`; heldout_db: an event
attended in October, its invoice never issued, in Portuguese). A future or a plan keeps its time.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Estivemos na vossa conferência de Lisboa em maio e o recibo nunca chegou.",
        "Nous avons participé à votre atelier à Lyon en mai et la facture n'est jamais arrivée.",
        "Wir waren im Mai auf Ihrem Kongress, die Rechnung fehlt bis heute.",
        "Abbiamo partecipato al vostro workshop di Torino a maggio, ma la ricevuta non è mai arrivata.",
        "Asistimos a su jornada de Valencia en mayo y la factura nunca llegó.",
        "We waren in mei op jullie congres in Gent, de factuur is nooit gekomen.",
    ],
)
def test_past_attendance_dated_is_no_later(text):
    assert reading(text) != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Vamos participar no vosso evento em maio, falamos depois disso.",
        "Wir können im Mai wieder sprechen.",
    ],
)
def test_a_time_ahead_stays_a_later(text):
    assert reading(text) == "not_now"
