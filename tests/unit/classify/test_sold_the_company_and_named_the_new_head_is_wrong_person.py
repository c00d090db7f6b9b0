"""A sender who sold the company and names the one who runs it now ("Sold the company in March, not my
problem anymore :) Try Lena Fischer, she's the new MD", heldout_bv) is a wrong person, not a no, in every
rule language (`sold_the_company`, read by `intent_wrong_person.sold_to_a_successor`). A sale with no one
named stays the business gone, a no, and shares sold by a sender who stays are no sale of the company.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Sold the company in March, not my problem anymore :) Try Lena Fischer, she's the new MD.",
        "We sold the business last year. The new owners are the Patel family, talk to them.",
        "Ich habe die Firma im März verkauft, der neue Geschäftsführer ist Herr Vogel.",
        "J'ai vendu la société en mars, voyez avec Mme Roux, la nouvelle gérante.",
        "Vendí la empresa en marzo; el nuevo director es Pablo Ruiz.",
        "Ho venduto l'azienda a marzo, il nuovo amministratore è Marco Galli.",
        "Ik heb het bedrijf in maart verkocht, de nieuwe directeur is Sanne de Wit.",
        "Vendi a empresa em março, o novo diretor é o João Lima.",
    ],
)
def test_sold_the_company_and_named_the_new_head_is_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the sale with no one named: the business gone, a no
        "Sold the company in March, not my problem anymore.",
        "We sold the company to a bigger group; no interest in your tool.",
        # shares sold, the sender still there
        "I sold my shares but I'm still CEO. Not interested, thanks.",
    ],
)
def test_a_sale_without_a_successor_named_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
