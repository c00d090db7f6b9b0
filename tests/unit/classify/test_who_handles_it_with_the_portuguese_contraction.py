"""Who handles it named, the Portuguese "de" joined to its demonstrative or article ("Quem trata destes
assuntos é o nosso diretor", "quem cuida desse tipo de coisa é a Ana"; heldout_eb), a referral like "quem
trata disso é" (`referral`). The sender naming themselves is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Quem trata destes assuntos é a nossa diretora financeira, a Marta Reis.",
        "Quem cuida desse tipo de coisa é o Rui, do administrativo.",
        "Quem decide dessas compras é o nosso sócio, o Paulo.",
    ],
)
def test_handler_named_is_wrong_person(text):
    assert reading(text) == "wrong_person"


def test_the_sender_is_no_referral():
    assert reading("Quem decide dessas compras sou eu.") != "wrong_person"
