"""Someone pointed to as the one who does our machines, our IT, everything for us (heldout_em, an outside
firm's person too, `wrong_person.WRONG_PERSON`) is a wrong person; the pronoun alone, with nobody pointed
to, is none. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Our computers are looked after by an outside firm. Speak to Tom at Nordbyte (tom@nordbyte.example),"
        " he does everything for us.",
        "Ask Priya at Helpline Ltd, she runs our network and the phones.",
        "Wir haben keine eigene IT. Wenden Sie sich an Herrn Kranz von Kranz EDV, er betreut alle unsere"
        " Rechner.",
    ],
)
def test_someone_pointed_to_who_does_it_for_us_is_a_wrong_person(text: str) -> None:
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "She does our books and he does our payroll, and we're happy with both.",
        "They do all the hard work, we just sign.",
    ],
)
def test_the_pronoun_alone_points_nowhere(text: str) -> None:
    assert reading(text) != "wrong_person"
