"""The sender retired for a while already, how long said between the verb and the retirement, is a wrong
person in every rule language (`wrong_person.WRONG_PERSON_MORE`; heldout_co, a Flemish owner retired for half
a year). Never a retirement still to come.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I've been retired for two years now. My son runs the garage, please talk to him.",
        "Ich bin schon seit drei Jahren im Ruhestand, mein Neffe führt jetzt die Werkstatt.",
        "Ik ben inmiddels een jaar met pensioen, mijn zoon doet de garage nu.",
        "Ik ben al twee jaar met pensioen. Mijn nicht heeft de apotheek overgenomen, bel haar maar.",
        "Sono ormai da due anni in pensione, adesso l'officina la gestisce mio figlio.",
        "Llevo dos años jubilado, ahora el taller lo lleva mi hijo.",
        "Je suis depuis un an à la retraite, mon fils a repris le garage.",
    ],
)
def test_retired_for_a_while_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a retirement still to come
        "Ik ben al bijna met pensioen, maar stuur gerust wat informatie.",
        # a thing retired, not a person
        "Our old CRM has been retired, so we need a new one. Can we talk on Tuesday?",
    ],
)
def test_retirement_to_come_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
