"""A document asked for as "if you have one, that would be great" is interested, in every rule language
(`if_you_have_it.IF_YOU_HAVE_IT`). Never a condition on anything else, never the sender's or a third
party's document, never one not had, never one already read.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "If you've got a price list, that'd be really helpful for our budget meeting.",
        "If you have a short deck on the product, that would be great.",
        "In case you have a case study from a logistics firm, it would be very useful.",
        "Wenn Sie eine Preisübersicht haben, wäre das sehr hilfreich.",
        "Falls du ein Datenblatt hast, wäre das super.",
        "Si vous avez une plaquette avec vos tarifs, ce serait parfait.",
        "Si tienes un folleto con las tarifas, sería genial.",
        "Se avete un listino prezzi, sarebbe utilissimo.",
        "Als u een prijsoverzicht heeft, zou dat fijn zijn.",
        "Se tiver uma tabela de preços, seria ótimo.",
    ],
)
def test_a_document_asked_for_if_you_have_it_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # a condition on something else
        "If you have time next week, that would be great.",
        "Wenn Sie Zeit haben, wäre das super.",
        "Si vous avez un moment, ce serait parfait.",
        # the sender's or a third party's document
        "If I have a brochure, that would be great.",
        "If they have a brochure, that would be great.",
        # one not had, one already read
        "If you don't have a price list, that's fine.",
        "If you have read the brochure, that would be great.",
    ],
)
def test_other_conditions_are_no_request(text):
    assert reading(text) != "interested"
