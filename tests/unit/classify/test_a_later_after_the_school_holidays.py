"""Contact asked again after the school holidays is a later in every rule language (heldout_bz: "Stuur maar
eens terug na de krokusvakantie"): the Dutch holidays as one word (krokus-, paas-, herfst-, kerst-,
zomervakantie), the Flemish "stuur terug" (send again), "vraag het nog eens" (`later_event`). The sender's
own trip or own sending, and a thing asked for after it, are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ik heb daar nu echt geen hoofd naar. Stuur maar eens terug na de krokusvakantie.",
        "Stuur maar terug na de paasvakantie.",
        "Vraag het na de herfstvakantie nog eens.",
        "Vraag het nog eens na de herfstvakantie.",
        "Mail me na de kerstvakantie.",
        "Bel me na de zomervakantie gerust weer.",
        "Write again after the half-term break.",
        "Schreiben Sie nach den Osterferien wieder.",
        "Écrivez-moi après les vacances de février.",
        "Escríbame después de las vacaciones de Semana Santa.",
        "Scrivetemi dopo le vacanze di Natale.",
        "Escreva-me depois das férias de verão.",
    ],
)
def test_contact_asked_after_the_school_holidays_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "We gaan op krokusvakantie naar Oostenrijk.",
        "Ik stuur terug na de krokusvakantie.",
        "Ik vraag het na de herfstvakantie nog eens aan mijn baas.",
    ],
)
def test_the_senders_own_trip_or_sending_is_no_later(text):
    assert reading(text) != "not_now"
