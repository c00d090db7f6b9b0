"""A removal asked as a polite question with the negation on the object ("would you send me no more
information?") is a removal in every rule language (`removal_negated_ask.NEGATED_ASK`, the Spanish, Italian
and Portuguese "no ... más / più / mais" in `unsubscribe.UNSUBSCRIBE`). Never "no more than" a count,
never information that is no longer needed, never for a time.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Could you please send us no further offers?",
        "Would you email me no more updates?",
        "Würden Sie uns bitte keine Angebote mehr zusenden?",
        "Könnten Sie mir künftig keine Newsletter mehr schicken?",
        "Kunt u ons voortaan geen reclame meer toesturen?",
        "Zou je me geen nieuwsbrieven meer willen mailen?",
        "Pourriez-vous ne plus nous envoyer d'offres ?",
        "¿Podrían no mandarnos más ofertas?",
        "Potreste non inviarmi più offerte?",
        "Poderiam não me mandar mais propostas?",
    ],
)
def test_no_more_asked_as_a_question_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # "no more than" a count: a limit asked
        "Could you send me no more than three slides?",
        "Würden Sie mir nicht mehr als eine Seite schicken?",
        "Zou u ons niet meer dan één pagina willen sturen?",
        "¿Podría no mandarme más de tres diapositivas?",
        "Potrebbe non inviarmi più di una pagina?",
        "Poderia não me mandar mais de três slides?",
        # information no longer needed, asked
        "Do you need no more information from us?",
        # for a time: a later
        "Could you send me no more emails until March?",
    ],
)
def test_a_count_or_a_need_is_no_removal(text):
    assert reading(text) != "unsubscribe"
