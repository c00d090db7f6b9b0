"""The sender does not handle or decide this kind of thing, in every rule language: a wrong person
(`kind_not_mine`). Never the sender who does not decide it without something first ("without a demo"),
nor a Dutch idiom with "niet over" ("ik ga niet over één nacht ijs").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I'm the receptionist, I don't decide on things like this.",
        "I don't handle these kinds of purchases, sorry.",
        "Über solche Dinge entscheide ich nicht, ich bin nur die Assistenz.",
        "Je ne m'occupe pas de ce genre de décisions, je suis stagiaire.",
        "Soy la recepcionista, no decido este tipo de compras.",
        "Non mi occupo di questo genere di acquisti, sono in magazzino.",
        "Ik zit op de receptie, ik ga niet over dit soort zaken.",
        "Over zulke aankopen beslis ik niet, ik ben maar stagiair.",
        "Sou estagiária, não decido esse tipo de compras.",
    ],
)
def test_this_kind_of_thing_not_mine_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a step first, then interest
        "I don't decide on things like this without a demo. Can you show me on Tuesday?",
        # an idiom, no kind of thing named
        "Ik ga niet over één nacht ijs, stuur eerst de prijzen.",
    ],
)
def test_no_kind_of_thing_handed_off(text):
    assert reading(text) != "wrong_person"
