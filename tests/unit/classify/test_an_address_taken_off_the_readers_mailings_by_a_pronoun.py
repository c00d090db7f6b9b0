"""An address named, then "take it off your mailings", the object only a pronoun, is a removal when the
list is the reader's sending or contacts as much as when it is a list (heldout_dz: "este correo es el de
atención a las familias, así que le pido el favor de sacarlo de sus envíos"), in every rule language.
"Remove it from your list" alone, or "it" a thing of a quote, or the address kept in the contacts, is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "This inbox belongs to our help desk, so please take it off your mailings.",
        "Cette adresse sert aux inscriptions des élèves, merci de la retirer de vos envois.",
        "Esta cuenta la lee la secretaria, por favor quítenla de sus envíos.",
        "Dit adres is voor de leerlingenadministratie, haal het uit uw mailings a.u.b.",
        "Este endereço é da receção, removam-no dos vossos contactos, por favor.",
        "Questo indirizzo è della portineria, toglietelo dai vostri invii.",
    ],
)
def test_an_address_then_it_off_the_readers_mailings_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "The quote lists the training day twice; please remove it from your sends.",
        "Este correo es el de pedidos. Guárdenlo en sus contactos, por favor.",
        "Dit adres is nieuw, zet het in uw contacten.",
    ],
)
def test_a_thing_or_the_address_kept_is_no_removal(text):
    assert reading(text) != "unsubscribe"
