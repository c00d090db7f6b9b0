"""More information allowed to be sent, with the modal (`interest.INTERESTED`; heldout_cl: a one-line yes
from a phone): interested, in every rule language. Never negated.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Pode mandar mais detalhes para o meu email pessoal.",
        "Podem enviar-me mais informações, por favor.",
        "Vous pouvez m'envoyer plus d'informations sur les tarifs.",
        "Può mandarmi maggiori informazioni sul modulo paghe.",
        "U kunt mij meer informatie over de koppeling sturen.",
        "You can send more details over to me.",
    ],
)
def test_more_information_allowed_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Não pode enviar mais informações para este endereço.",
        "Vous ne pouvez pas m'envoyer plus d'informations ici.",
    ],
)
def test_negated_is_no_interest(text):
    assert reading(text) != "interested"
