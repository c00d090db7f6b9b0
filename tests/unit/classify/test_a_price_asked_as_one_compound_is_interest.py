"""A price asked for in one German or Dutch compound ("eine Preisindikation", "een prijsindicatie",
heldout_dy) is a price asked (`interest.PRICE`), as "a price indication" is in the other rule languages.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Könnten Sie mir eine grobe Preisangabe für 20 Nutzer schicken?",
        "Schicken Sie mir bitte vorab eine Preisindikation, dann bespreche ich das intern.",
        "Kunt u mij een prijsindicatie sturen voor drie vestigingen?",
        "Wilt u ons een prijsopgave sturen?",
    ],
)
def test_a_price_compound_asked_for_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Wir haben Ihre Preisindikation erhalten, aber kein Interesse.",
        "Uw prijsindicatie is ontvangen, maar we hebben geen interesse.",
    ],
)
def test_a_price_compound_received_beside_a_no_stays_a_no(text):
    assert reading(text) == "not_interested"
