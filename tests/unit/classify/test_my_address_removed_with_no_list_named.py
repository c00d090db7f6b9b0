"""My address to be removed, no list named, the sentence ending there or with a thanks beside it (heldout_by:
an Outlook mobile reply, "Per favore rimuovete il mio indirizzo, grazie", was read as other): a removal
request in every rule language, like "remove my address from your list". My address removed from something
else (an invoice, a quote), kept ("don't remove it"), only updated, or the old one dropped for a new one,
is no removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "sentence",
    [
        "Per favore rimuovete il mio indirizzo, grazie",
        "Cancellate il mio indirizzo email, grazie.",
        "Eliminate per cortesia i miei dati.",
        "Please remove my details, thanks.",
        "Entfernt bitte meine Adresse, danke.",
        "Veuillez retirer mon adresse, merci.",
        "Por favor borren mis datos.",
        "Verwijder aub mijn adres, dank je.",
        "Por favor retirem o meu endereço, obrigado.",
    ],
)
def test_my_address_removed_is_a_removal(sentence):
    assert reading(f"{sentence}\n\nInviato da Outlook per iOS\n") == "unsubscribe"


@pytest.mark.parametrize(
    "sentence",
    [
        "Rimuovete il mio indirizzo dalla fattura, grazie.",
        "Non rimuovete il mio indirizzo, grazie.",
        "Aggiornate il mio indirizzo, grazie.",
        "Ho cambiato ufficio: cancellate il mio indirizzo vecchio e usate questo.",
        "Bitte löschen Sie meine Adresse nicht, danke.",
        "Ne supprimez pas mon adresse, merci.",
        "Please update my address, thanks.",
    ],
)
def test_my_address_removed_from_something_else_or_kept_is_no_removal(sentence):
    assert reading(f"{sentence}\n\nInviato da Outlook per iOS\n") != "unsubscribe"
