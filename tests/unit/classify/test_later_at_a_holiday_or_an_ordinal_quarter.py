"""A later at a school or public holiday named ("na de herfstvakantie", "nach den Pfingstferien") or a quarter
named by its ordinal ("in het derde kwartaal"), asked to be mailed again: a later that outweighs the "graag"
beside it (`later.WHEN`, read by `later.WRITE_AGAIN` and `later_contact_asked`). Never a thing asked for
after the holiday ("een offerte na de kerstvakantie" is a request now).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Kunt u mij na de herfstvakantie nog eens mailen? Dan kijk ik er graag naar.",
        "Mail me na de meivakantie gerust, nu is het te druk.",
        "Benader me in het derde kwartaal gerust nog eens.",
        "Können Sie mir nach den Pfingstferien noch einmal schreiben? Dann gerne.",
        "Pourriez-vous me réécrire après les vacances de la Toussaint ? Avec plaisir ensuite.",
    ],
)
def test_a_holiday_or_an_ordinal_quarter_is_a_later(text):
    assert reading(text) == "not_now"


def test_a_thing_asked_for_after_the_holiday_is_no_later():
    assert reading("Kunt u mij na de kerstvakantie een offerte sturen? Dan bespreken we die.") != "not_now"
