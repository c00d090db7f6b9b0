"""My address off your list asked as a favour, the verb in the past subjunctive after the thanks in advance,
is a removal in the rule languages that put it so (`removal_address.MY_ADDRESS_AS_FAVOUR`; heldout_cy). A
what-if with no thanks word, an address updated, or one taken out of a document is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Agradeceria que apagasse o meu endereço da vossa lista de contactos.",
        "Agradecíamos que removessem o meu e-mail da sua base, obrigado.",
        "Pedia-lhe que excluísse os meus dados do vosso cadastro.",
        "Le agradecería que borrara mi dirección de correo de sus listas.",
        "Les rogaría que eliminaran mis datos de su base de contactos.",
        "Le sarei grata se cancellasse il mio indirizzo dalla vostra mailing list.",
        "Gradirei che toglieste il mio contatto dal vostro database.",
        "Ik zou het op prijs stellen als u mijn e-mailadres uit uw bestand zou willen verwijderen.",
    ],
)
def test_address_off_the_list_asked_as_a_favour_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a what-if, no thanks word before it
        "Se apagasse o meu endereço da lista, ainda receberia as faturas?",
        # the address updated, not taken off
        "Agradecia que atualizasse o meu endereço na sua lista de clientes.",
        # taken out of a document, not a list
        "Le agradecería que borrara mi dirección del informe de la reunión.",
    ],
)
def test_favour_that_is_no_removal(text):
    assert reading(text) != "unsubscribe"
