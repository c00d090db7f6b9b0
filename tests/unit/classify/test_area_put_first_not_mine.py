"""The area put first, then the sender's negated handling of it, is a wrong person in every rule language
(`referral.REFERRED`; heldout_dt: a teacher who does not deal with supplies and purchasing, in that order).
Never "only" after it (a shared task), never a plain verb after the Dutch "ga ik niet".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Procurement I don't handle, sorry.",
        "Um die Lieferanten und den Einkauf kümmere ich mich nicht, ich bin in der Produktion.",
        "Les achats, je ne m'en occupe pas : voyez avec la comptabilité.",
        "De proveedores y compras no me ocupo, escriba a administración.",
        "Dei fornitori non mi occupo, sono il custode.",
        "Met inkoop houd ik me niet bezig, ik sta in het magazijn.",
        "Over de leveranciers ga ik niet.",
        "Dos fornecedores eu não cuido, sou do financeiro da obra.",
    ],
)
def test_area_put_first_not_mine_is_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a shared task, the sender among those who handle it
        "Degli acquisti non mi occupo solo io: mandi pure il listino.",
        # a plain verb after it: something the sender will not do
        "Over inkoop ga ik niet onderhandelen per mail, bel me maar.",
    ],
)
def test_area_put_first_look_alikes(text):
    assert reading(text) != "wrong_person"
