"""A formal request for a quote or proposal with a connective set off by commas after the verb is a yes in
the Romance rule languages (`offer._SO`; heldout_dn: a hotel group "requests, therefore, the sending of a
commercial proposal"). Never the past "already asked" nor a negation before the verb.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Solicitamos, portanto, o envio de um orçamento para duas lojas.",
        "Pedimos, assim, uma proposta para a época de inverno.",
        "Le solicitamos, por lo tanto, el envío de una propuesta para tres sedes.",
        "Pedimos, pues, un presupuesto para el almacén.",
        "Vi chiediamo, quindi, l'invio di un preventivo per due sedi.",
        "Nous sollicitons donc l'envoi d'un devis pour nos deux sites.",
    ],
)
def test_formal_quote_asked_with_connective_is_a_yes(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # already asked elsewhere
        "Já solicitamos, assim, o envio de uma proposta a outro fornecedor.",
    ],
)
def test_quote_asked_elsewhere_is_no_yes(text):
    assert reading(text) != "interested"
