"""The sender's address changing at a date is no later: the date is when the change takes effect
(`address_changed.ADDRESS_CHANGED`, read by `intent_later.time_alone`; heldout_cq: an old address that stops
working at the new year after a change of domain, contacts to be updated), in every rule language. A later
asked beside it stays a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Heads up: from 1 March this address will no longer work, we've moved to a new domain.",
        "Ab dem 1. März funktioniert diese Adresse nicht mehr, bitte nutzen Sie die neue.",
        "À partir du 1er mars, cette adresse ne fonctionnera plus. Merci de noter la nouvelle.",
        "A partir del 1 de marzo esta dirección dejará de funcionar; use la nueva, por favor.",
        "Dal 1° marzo questo indirizzo non funzionerà più, usi quello nuovo.",
        "Vanaf 1 maart werkt mijn oude adres niet meer, graag het nieuwe gebruiken.",
        "A partir de 1 de março este endereço deixa de funcionar; use o novo, por favor.",
    ],
)
def test_an_address_change_with_its_date_is_no_later(text):
    assert reading(text) != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Our old address stops working in January. Write to me again in February at the new one.",
        "We're changing domain in January, but the topic is interesting - write to me again in March.",
    ],
)
def test_a_later_asked_beside_it_stays(text):
    assert reading(text) == "not_now"
