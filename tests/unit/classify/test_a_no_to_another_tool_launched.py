"""No further tool launched or adopted for the matter ("nous ne lancerons pas d'autre outil sur ce sujet",
heldout_ec; `no_other_vendor`): not interested, in every rule language. Bounded by a time or a requirement,
it is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Notre CRM fait déjà le travail ; nous n'adopterons pas d'autre solution là-dessus.",
        "Unser ERP reicht völlig, wir werden kein neues Tool dafür einführen.",
        "Nuestro ERP ya lo cubre; no vamos a implantar otra plataforma para eso.",
        "Ons ERP dekt het al; we gaan geen extra tool hiervoor invoeren.",
        "O nosso ERP já resolve; não vamos implementar outra plataforma para isso.",
    ],
)
def test_no_other_tool_launched_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Nous n'adopterons pas d'autre solution avant la fin de l'audit, écrivez-moi en mars.",
        "No vamos a implantar otra plataforma hasta enero.",
    ],
)
def test_bounded_by_a_time_is_no_no(text):
    assert reading(text) != "not_interested"
