"""Someone else we also wrote to, named as gone ("X, whom you were also emailing, has retired"), is a note
about a colleague, no wrong person: the sender who answers is still the one we wrote to (heldout_dz), in
every rule language. Without "also", or the sender gone, it stays a wrong person.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "FYI: Tom Reyes, who you were also writing to, retired last spring, so his mailbox is closed.",
        "Zur Info: Herr Brandt, dem Sie ebenfalls geschrieben haben, ist seit Juli in Rente.",
        "Pour information, M. Lenoir, à qui vous avez aussi écrit, est parti à la retraite cet été.",
        "Te aviso de que Ramón Gil, a quien también escribiste, se jubiló en junio.",
        "Le segnalo che il dott. Ferri, a cui ha scritto anche, è andato in pensione a giugno.",
    ],
)
def test_someone_else_also_written_to_gone_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Ramón Gil se jubiló en junio; escriba a la nueva jefa de compras.",
        "I retired in June, please write to my successor.",
        "Herr Brandt ist seit Juli in Rente.",
    ],
)
def test_the_one_we_wrote_to_gone_stays_a_wrong_person(text):
    assert reading(text) == "wrong_person"
