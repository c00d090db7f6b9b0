"""The address said to be the sender's personal one, then "remove it", the object only a pronoun
(heldout_bf: a former employee, "this is my personal email, which I'd rather not have on sales lists. Please
remove it.") is a removal request in every rule language (`removal_address_it.PRIVATE_ADDRESS`); the
personal address named alone, with another address to use, or with the removal negated, is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "I left Tellvane years ago and this is my personal email. Please remove it.\n",
        "Ich bin nicht mehr bei Firma X. Das ist meine private Adresse, bitte löschen Sie sie.\n",
        "J'ai quitté l'entreprise. C'est mon adresse personnelle, merci de la supprimer.\n",
        "Ya no trabajo allí. Esta es mi dirección personal, bórrenla por favor.\n",
        "Non lavoro più lì. Questo è il mio indirizzo personale, vi prego di cancellarlo.\n",
        "Ik werk daar niet meer. Dit is mijn persoonlijke adres, verwijder het alstublieft.\n",
        "Já não trabalho lá. Este é o meu endereço pessoal, removam-no por favor.\n",
    ],
)
def test_a_personal_address_then_remove_it_is_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "This is my personal email. For anything work related please use dana@firma.test.\n",
        "This is my personal email and I'm happy to get your updates here, please don't remove it.\n",
        "Das ist meine private Adresse, aber schicken Sie mir gern die Preisliste.\n",
    ],
)
def test_a_personal_address_alone_or_kept_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"
