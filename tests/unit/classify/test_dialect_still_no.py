"""The Austrian and Bavarian "no" is "noch" ("ob ihr a no wos brauchts", heldout_cp): before a German need
it is never the Spanish, Italian or English no `leaning.LEANS_NO` reads. A real no beside a need stays one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Servus Ferdl, i nimm de Leiter mit. Sag, ob ihr a no an Anhänger brauchts.",
        "Brauchst eh no was vom Baumarkt?",
    ],
)
def test_dialect_still_is_no_no(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "No, we have no need for another tool.",
        "No necesitamos otra herramienta, gracias.",
        "Brauchen wir kein weiteres Tool.",
    ],
)
def test_real_no_beside_a_need_stays(text):
    assert reading(text) == "not_interested"
