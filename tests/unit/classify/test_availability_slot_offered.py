"""The sender's own availability offered with a day and a clock time is interest, in every rule language
(`slot_proposed.PROPOSAL`; heldout_dh: a director who has time on a Tuesday afternoon for a presentation and
says so, no question). Never the availability negated.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I am available on Thursday the 10th at 11am for the walkthrough.",
        "Ich bin verfügbar am Donnerstag, den 10. Dezember um 11 Uhr.",
        "Je suis disponible le jeudi 10 décembre à 11h.",
        "Tengo disponibilidad el jueves 10 a las 11h para la demostración.",
        "Ho disponibilità giovedì 10 alle 11 per la demo.",
        "Ik ben beschikbaar op donderdag 10 december om 11 uur.",
        "Temos disponibilidade na quinta-feira, dia 10, às 11h, para a demonstração.",
    ],
)
def test_availability_with_a_slot_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Não temos disponibilidade na quinta-feira, dia 10, às 11h.",
        "Non sono disponibile giovedì 10 alle 11.",
        "No tengo disponibilidad el jueves 10 a las 11h.",
    ],
)
def test_availability_negated_is_no_interest(text):
    assert reading(text) != "interested"
