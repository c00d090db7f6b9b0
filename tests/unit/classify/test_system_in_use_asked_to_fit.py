"""The system already in use named as what ours must work with is a question of fit, never the "already
have" no (`already_held.HELD_BEFORE`; heldout_cy). Satisfied with the system in use, or "we already use X"
said on its own, stays a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Could you send more details? Mainly whether it integrates with the payroll tool we already use.",
        "Mandem os detalhes, sobretudo se integra com o ERP que já temos.",
        "Envíenme la información, sobre todo si se integra con el software de facturación que ya usamos.",
        "Envoyez-moi une présentation, surtout pour savoir si ça fonctionne avec l'ERP que nous avons déjà.",
        "Mi mandi una presentazione: mi interessa capire se si integra con il software che abbiamo già.",
    ],
)
def test_fit_with_the_system_in_use_is_no_no(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Thanks, but we already use a payroll tool and it works fine.",
        "Estamos contentes com o ERP que já temos.",
        "No gracias, ya usamos otro software de facturación.",
    ],
)
def test_already_have_stays_a_no(text):
    assert reading(text) == "not_interested"
