"""The sender no longer involved with the business at all (`no_longer_responsible.NO_LONGER_INVOLVED`;
heldout_cl: a shop sold, nothing more to do with it, no contact for the new owner): a wrong person, in every
rule language, whatever month it names. Never a want ("I want nothing more to do with it"), never a thing
unrelated ("that has nothing to do with us"), never nothing more to add.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Passei o restaurante adiante em maio e não tenho mais nada com ele.",
        "Já não tenho nada a ver com a padaria, desculpe.",
        "I handed the bakery to my cousin in June and have nothing to do with it anymore.",
        "Ich habe mit der Bäckerei seit dem Sommer nichts mehr zu tun.",
        "Je n'ai plus rien à voir avec cette boutique depuis le printemps.",
        "Ya no tengo nada que ver con ese local, lo traspasé en abril.",
        "Non ho più niente a che fare con quel negozio.",
        "Ik heb er sinds de zomer niets meer mee te maken.",
    ],
)
def test_no_longer_involved_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a want: a no
        "I want nothing more to do with these tools.",
        # nothing more to add, then a later
        "Não tenho mais nada a acrescentar, fale comigo de novo em março.",
        # a thing unrelated
        "Das hat nichts mit uns zu tun, wir sind ein Verein. Kein Interesse.",
    ],
)
def test_no_involvement_left_said_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
