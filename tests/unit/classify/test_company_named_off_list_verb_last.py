"""Everyone at a company named by its name taken off our list, with the removal verb as an infinitive: last
in Dutch, after a modal in Spanish, Italian and Portuguese (`removal_company.SAME_COMPANY`; heldout_co: a
director asks, in Dutch, for everyone at his firm to come out of the file). Never a list that is no
mailing of ours, never the sender's own act.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Kunt u iedereen bij Hoveniers Smit uit uw lijst verwijderen?",
        "Wil je iedereen van Drukkerij Peeters uit je bestand halen, alsjeblieft?",
        "Graag iedereen bij Garage Mertens uit jullie mailinglijst schrappen.",
        "¿Podrían borrar a todos en Carpintería López de su lista?",
        "Potreste rimuovere tutti in Bianchi Impianti dalla vostra lista?",
        "Podem retirar todos na Costa Transportes da vossa lista?",
    ],
)
def test_everyone_at_a_named_company_taken_off_with_the_verb_last(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a list of attendees, no mailing of ours
        "Kunt u iedereen bij Hoveniers Smit uit de lijst van deelnemers halen? Ze komen niet.",
        # negated
        "U hoeft niet iedereen bij Drukkerij Peeters uit uw bestand te verwijderen, alleen mij.",
    ],
)
def test_everyone_at_a_named_company_not_taken_off(text):
    assert reading(text) != "unsubscribe"
