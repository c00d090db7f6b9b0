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


# The address taken off our contacts or mailings with a new address or another recipient given in the same
# sentence is a re-route, never a removal (`removal_address_it.IT_FROM_LIST` with `_NOT_SWAPPED`; the tenth
# review of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        "This address is being retired. Please remove it from your contacts and use anna@example.com"
        " instead.",
        "Questo indirizzo è della segreteria, toglietelo dai vostri invii e scrivete a marco@example.it.",
        "Esta dirección es del buzón general, sáquenla de sus envíos y usen ana@example.es en su lugar.",
        "Este endereço é da recepção. Removam-no da vossa lista e usem o novo endereço ana@example.pt.",
        "Cette adresse est celle de l'accueil, merci de la retirer de vos envois et d'écrire à"
        " marie@example.fr.",
    ],
)
def test_the_address_off_our_mailings_swapped_for_another_is_no_removal(text):
    assert reading(text) != "unsubscribe"


# ... while a threat after it, or a new address in a sentence of its own, leaves the removal as it is
@pytest.mark.parametrize(
    "text",
    [
        "This address belongs to our support team. Please remove it from your contacts.",
        "This address is our shared inbox. Please remove it from your list, or I'll forward this to our DPO.",
        "This address is our shared inbox. Please remove it from your list. Our new website is example.com.",
    ],
)
def test_the_address_off_our_mailings_with_no_swap_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
