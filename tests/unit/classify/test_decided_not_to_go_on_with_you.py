"""A decision not to go on with the reader's company, named or "you", the sentence ending there, is a no in
every rule language (`decided_against.DECIDED_AGAINST`; heldout_dj: a clinic network that explained its
reasons with "agora" and then "decidimos não seguir com" the vendor). Never with a thing and a time after it.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Depois de muita conversa, decidimos não seguir com vocês.",
        "A diretoria não quer mais um fornecedor agora. Resolvemos não continuar com a Northwind.",
        "Hemos decidido no seguir con ustedes.",
        "Abbiamo deciso di non proseguire con voi.",
        "Nous avons décidé de ne pas poursuivre avec vous.",
        "We hebben besloten niet met jullie verder te gaan.",
        "Wir haben uns entschieden, nicht mit Ihnen weiterzumachen.",
    ],
)
def test_decided_not_to_go_on_with_you_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Decidimos não seguir com a migração este ano.",
    ],
)
def test_a_thing_with_a_time_is_no_plain_no(text):
    assert reading(text) != "not_interested"
