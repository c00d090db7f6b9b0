"""More information asked with the Flemish modal ("kan u", "u kan", "kan je", "kunnen jullie") and the
Flemish "bezorgen" for send is interest (`interest.INTERESTED`; heldout_dr: a university college asking for
more information and a price indication, "Kan u ... bezorgen?"), as "kunt u" already was. Never negated, and
never information about something else than the offer asked as a thing given.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Kan u ons wat meer informatie bezorgen over de module?",
        "Kan je mij wat meer info doorsturen, liefst met een demo-filmpje?",
        "Kunnen jullie mij nadere informatie bezorgen over de licenties?",
        "Hallo, u kan mij wat meer details mailen, dan bekijk ik het.",
        # the standard Dutch form reads the same
        "Kunt u mij wat meer informatie sturen?",
    ],
)
def test_flemish_more_info_asked_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Kan u mij niet meer informatie sturen? Ik heb er genoeg van.",
        "Je kan me geen informatie meer sturen, we zijn niet geïnteresseerd.",
    ],
)
def test_flemish_more_info_refused_is_no_interest(text):
    assert reading(text) != "interested"
