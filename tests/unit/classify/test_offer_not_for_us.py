"""The offer itself as the subject of "not for us" is a no (`not_a_fit.NOT_A_FIT`; heldout_ct: "your
solution is not for us" closing a small association's reply), where the rule languages lacked it: "Votre
solution n'est pas pour nous", "Ihre Lösung ist nichts für uns", "Il vostro prodotto non fa per noi",
"Jullie oplossing is niets voor ons". Never for a while, never for someone else after it.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Nous sommes trois bénévoles. Votre logiciel n'est pas pour nous.",
        "Cette offre n'est pas pour nous, merci.",
        "Wir sind ein kleiner Verein. Ihre Software ist nichts für uns.",
        "Siamo in due. Il vostro prodotto non fa per noi.",
        "We zijn maar met z'n drieën. Jullie oplossing is niets voor ons.",
    ],
)
def test_offer_not_for_us_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # for a while
        "Votre logiciel n'est pas pour nous pour l'instant.",
        # for someone else
        "Votre solution n'est pas pour nous, mais pour notre filiale.",
    ],
)
def test_offer_not_for_us_bounded_is_no_plain_no(text):
    assert reading(text) != "not_interested"
