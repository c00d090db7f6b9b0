"""The one to go to named with the turn said the other way round (heldout_cp: "An die müssten Sie sich
wenden" after an outside IT firm), in every rule language: the German one put first before its modal,
"c'est à eux qu'il faut vous adresser", "daar moet u zijn", "teria de falar com eles", "they're the ones
you'd have to contact" (`wrong_person.WRONG_PERSON`): a wrong person. Never the sender ("an mich", "an
uns", "bij ons"), never asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Die Homepage betreut eine Agentur in Graz. An die sollten Sie sich wenden.",
        "Die Lohnabrechnung macht ein Büro in Linz. An das müssten Sie sich direkt wenden.",
        "Den Fuhrpark verwaltet die Zentrale. An diese können Sie sich gerne wenden.",
        "Le site est géré par une agence, c'est à elle qu'il faut vous adresser.",
        "De website doet een bureau voor ons, daar moet u zijn.",
        "De boekhouding doet een kantoor in Gent, daar moet u eigenlijk zijn.",
        "O site é feito por uma agência, tem de falar com eles.",
        "Our payroll is run by an outside bureau, they're the ones you'd need to contact.",
    ],
)
def test_go_to_them_is_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Sie sollten sich an mich wenden, ich bin dafür zuständig. Schicken Sie mir ein Angebot.",
        "Da müssten Sie sich an uns wenden, wir entscheiden das.",
        "An wen muss ich mich wenden?",
        "Daar moet u bij ons zijn, wij doen dat zelf.",
    ],
)
def test_sender_named_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
