"""The offer itself as the subject of "not for us" is a no (`not_a_fit.NOT_A_FIT`; heldout_ct: "your
solution is not for us" closing a small association's reply), where the rule languages lacked it: "Votre
solution n'est pas pour nous", "Ihre Lösung ist nichts für uns", "Il vostro prodotto non fa per noi",
"Jullie oplossing is niets voor ons". Never for a while, never for someone else after it. So too the offer
said not to be what the sender is looking for, ending its sentence ("Non è quello che cerchiamo", review of
2026-12-07, fifth), never under an "if" nor with more after it.

Every sentence here is written for these tests, or the review's."""

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


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07, fifth
        "Non è quello che cerchiamo.",
        # written for these tests
        "Thanks, but it's not what we're looking for.",
        "Das ist nicht, was wir suchen.",
        "Ce n'est pas ce que nous cherchons.",
        "No es lo que buscamos.",
        "Non è quello che stiamo cercando, grazie.",
        "Dit is niet wat we zoeken.",
        "Não é o que procuramos.",
    ],
)
def test_not_what_we_are_looking_for_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # written for these tests: under an "if", for a while, with more after it, asked, or a "but" asking
        "Se non è quello che cerchiamo, ve lo diciamo.",
        "If it's not what we're looking for, we'll tell you.",
        "Non è quello che cerchiamo al momento.",
        "It's not what we're looking for in a CRM, but the reporting looks good.",
        "Is it not what we're looking for?",
        "No es lo que buscamos, pero mándenme la demo.",
    ],
)
def test_not_what_we_are_looking_for_bounded_is_no_plain_no(text):
    assert reading(text) != "not_interested"
