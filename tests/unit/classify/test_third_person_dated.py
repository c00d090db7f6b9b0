"""A time that dates a third person's retirement or departure is no later of ours in every rule language
(`third_person_dated`, read by `intent_later.time_alone`; heldout_co, a bookkeeper who retires in March
beside a yes). A firm later beside it still counts.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Our office manager retires in June and we want to take over the invoicing. What would it cost us?",
        "Unsere Sekretärin geht im Juni in den Ruhestand. Was würde das für uns kosten?",
        "Notre secrétaire part à la retraite en juin. Combien cela coûterait-il pour nous ?",
        "Nuestra secretaria se jubila en junio. ¿Cuánto nos costaría?",
        "La nostra segretaria va in pensione a giugno. Quanto ci costerebbe?",
        "Onze secretaresse gaat in juni met pensioen. Wat zou het voor ons kosten?",
        "A nossa secretária aposenta-se em junho. Quanto nos custaria?",
    ],
)
def test_third_person_date_is_no_later(text):
    assert reading(text) != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        # a firm later beside it
        "Onze secretaresse gaat in juni met pensioen, neem daarna contact op.",
        # the time in another clause
        "In juni kijken we verder, onze secretaresse stopt.",
    ],
)
def test_later_beside_it_still_counts(text):
    assert reading(text) == "not_now"


# heldout_dy: a family member's or a trainee's graduation dates them, not a later of ours
@pytest.mark.parametrize(
    "text",
    [
        "My son graduates in March and is looking for an internship. Do you take interns?",
        "Mia figlia si laurea a giugno: prendete stagisti? A chi può mandare il curriculum?",
        "Mi hija se gradúa en junio y busca prácticas. ¿Aceptan becarios?",
        "Mijn zoon studeert in juni af en zoekt een stage. Nemen jullie stagiairs aan?",
        "O meu filho forma-se em junho e procura estágio. Vocês aceitam estagiários?",
    ],
)
def test_a_graduation_date_is_no_later(text):
    assert reading(text) != "not_now"
