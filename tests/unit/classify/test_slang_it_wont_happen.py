"""It won't happen, said in slang in the present (`covered.COVERED`; heldout_cl: "valeu, mas" and the
Brazilian slang no): not interested, in the rule languages that have it. Never a condition ("se não
rolar"), never a meeting that did not take place.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Obrigado, mas não rola. Somos só dois aqui.",
        "Pra gente não rola não, a padaria é pequena.",
        "Danke, aber das wird nix. Wir sind zu klein.",
        "Merci, mais ça va pas le faire pour nous.",
        "Thanks, but no dice. We're tiny.",
    ],
)
def test_slang_it_wont_happen_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # a condition, then a call asked
        "Se não rolar na quinta, podemos fazer uma ligação na sexta?",
        # a meeting that did not take place, a new one asked
        "A reunião não rolou por causa da chuva. Podemos marcar outra demonstração?",
    ],
)
def test_slang_look_alikes_are_no_no(text):
    assert reading(text) != "not_interested"
