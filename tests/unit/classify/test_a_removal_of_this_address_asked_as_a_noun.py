"""The removal of this address (or mine) out of the reader's list asked as a noun, in the formal register
("I request the removal of ... from your list"), is a removal in every rule language (heldout_dz: a town
hall asking for its institutional address to be excluded from our contact list); so is the same ask with
"and that no more be sent to us" after it, the Portuguese "não nos" there the object of the verb, never
"not us". Someone else's item or product taken off a list of prices or a project is none, and neither is
the ask reported in the past.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Peço, com urgência, a remoção do meu e-mail da vossa lista de envios.",
        "Solicitamos a retirada do nosso contacto da vossa base de dados comercial.",
        "Pedimos a exclusão desta caixa de correio do vosso cadastro, obrigada.",
        "Solicitamos, por favor, la eliminación de esta dirección de sus listas de distribución.",
        "Le ruego la baja de mi correo de sus envíos comerciales.",
        "Wij verzoeken u vriendelijk om de verwijdering van ons adres uit uw mailingbestand.",
        "Ik vraag, met klem, om verwijdering van mijn e-mailadres uit jullie verzendlijst.",
        "I formally request the removal of this address from your mailing list.",
        "Solicito a remoção deste contacto da vossa lista, bem como que não nos voltem a enviar propostas.",
    ],
)
def test_the_removal_of_this_address_asked_as_a_noun_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Solicito a exclusão do item 4 da proposta, o resto está aprovado.",
        "Pedimos la eliminación del producto descatalogado de la lista de precios.",
        "Solicito a exclusão do fornecedor antigo da lista de contactos do projeto.",
        "Ik heb vorige maand om verwijdering van dit adres uit uw lijst gevraagd en dat is gebeurd, dank u.",
        # someone else's removal, "not us" standing alone after it
        "A minha colega pediu para ser retirada da vossa lista, não nós.",
    ],
)
def test_a_thing_taken_off_or_the_ask_reported_is_no_removal(text):
    assert reading(text) != "unsubscribe"
