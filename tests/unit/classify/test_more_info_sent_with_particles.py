"""Dutch "send me more info" with "mij", its particles and "wat" ("stuur mij gerust wat meer informatie",
"mail ons dus alvast de prijzen") is interest (`interest.INTERESTED`; heldout_cu). Never "send me no more".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Stuur mij gerust wat meer informatie.",
        "Mail ons dus alvast de prijzen.",
        "Stuur me maar even wat documentatie.",
    ],
)
def test_info_asked_with_particles_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Stuur mij maar geen informatie meer.",
    ],
)
def test_no_more_info_is_no_interest(text):
    assert reading(text) != "interested"
