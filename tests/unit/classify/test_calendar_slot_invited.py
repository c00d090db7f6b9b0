"""The sender asking us to put something in their own calendar is interest in every rule language
(`calendar_slot_invited`; heldout_co, an agency owner back at the office on Monday). Never negated, never
offered by us to them.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Feel free to drop a call into my calendar for Thursday morning.",
        "Setzen Sie gern einen Termin in meinen Kalender, Donnerstagvormittag ist frei.",
        "Calez un créneau dans mon agenda jeudi matin, je serai au bureau.",
        "Ponme una llamada en mi agenda para el jueves por la mañana.",
        "Segna pure un appuntamento nella mia agenda per giovedì mattina, ci sarò.",
        "Plan gerust een afspraak in mijn agenda voor donderdagochtend.",
        "Prik maar een moment in m'n agenda volgende week, dan kijken we samen.",
        "Coloque uma reunião na minha agenda para quinta de manhã.",
    ],
)
def test_calendar_slot_invited_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # negated
        "Zet niets meer in mijn agenda, we stoppen met dit traject.",
        # offered by us, asked
        "Zal ik alvast iets in je agenda zetten?",
    ],
)
def test_no_calendar_slot_invited(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Please don't put anything in my calendar.",
        "Please take the call out of my calendar.",
    ],
)
def test_my_calendar_kept_clear_of_us_is_no_interest(text):
    assert reading(text) != "interested"
