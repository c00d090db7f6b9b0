"""Someone no longer working with or at the firm, the firm named by "this", "our" or "the" (heldout_cz: a
secretary answering from a departed lawyer's address), is a wrong person
(`left_the_company.LEFT_THE_COMPANY`), in every rule language. One person, never "we" (a customer gone), never
the reader's firm, never a thing that stopped working.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Mr Okafor stopped working with the practice in September.",
        "Herr Brandl ist seit dem Sommer nicht mehr für unsere Kanzlei tätig.",
        "Frau Kraus arbeitet nicht mehr bei unserer Agentur.",
        "Me Lefèvre ne collabore plus avec notre cabinet.",
        "Madame Roux ne travaille plus au cabinet depuis l'été.",
        "El Sr. Navarro ya no colabora con este despacho.",
        "L'ing. Bassi non collabora più con il nostro studio.",
        "De heer Smit is niet meer verbonden aan ons kantoor.",
        "O Eng. Sousa já não colabora com esta sociedade.",
        "A Dra. Pinto já não trabalha neste escritório.",
    ],
)
def test_no_longer_at_the_firm_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Já não trabalhamos com esta empresa de software.",
        "Wir arbeiten nicht mehr mit dieser Firma zusammen.",
        "Nous ne travaillons plus avec votre société.",
        "Die Schnittstelle funktioniert nicht mehr mit unserer Firma.",
    ],
)
def test_we_or_a_thing_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
