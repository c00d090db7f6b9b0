"""The Portuguese pointer to the one who sees this kind of matter ("Quem vê esse tipo de coisa é a Rita"),
after the sender's own remit, is a wrong person (`scope.SCOPE`; heldout_dj: an HR person pointing to the
finance manager). The remit alone stays none (heldout_cf's convention), and so does the sender as the one
who sees it.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Eu cuido da logística, não das compras. Quem vê esse tipo de coisa é a Rita Moura.",
        "Eu cuido da recepção, não do financeiro. Quem olha esses assuntos é o Paulo, nosso diretor.",
        "Eu cuido do marketing, não da contabilidade. Quem resolve isso é a Joana Reis.",
    ],
)
def test_the_one_who_sees_this_kind_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Eu cuido da logística, não das compras.",
        "Quem vê esse tipo de coisa sou eu. Pode mandar os preços.",
    ],
)
def test_the_remit_alone_or_the_sender_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
