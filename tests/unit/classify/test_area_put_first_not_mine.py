"""The area put first, then the sender's negated handling of it, is a wrong person in every rule language
(`referral.REFERRED`; heldout_dt: a teacher who does not deal with supplies and purchasing, in that order).
Never "only" after it (a shared task), never a plain verb after the Dutch "ga ik niet", never with a "but"
and the sender's own interest after it ("De compras no me ocupo, pero me gustaría ver la propuesta";
`intent_wrong_person.remit_taken_back`, review of 2026-12-07, fifth).

Every sentence here is written for these tests, or the review's."""

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


@pytest.mark.parametrize(
    "text",
    [
        # the review of 2026-12-07, fifth: a "but" and the sender's own interest after it take it back
        "Das compras não cuido, mas gostaria de ver a proposta mesmo assim.",
        "Di acquisti non mi occupo, ma vorrei vedere la proposta lo stesso.",
        "De compras no me ocupo, pero me gustaría ver la propuesta igualmente.",
        # written for these tests
        "Um den Einkauf kümmere ich mich nicht, aber ich würde mir das Angebot trotzdem gerne ansehen.",
        "Met inkoop houd ik me niet bezig, maar ik zou het voorstel toch graag zien.",
        "Purchasing I don't handle, but I'd like to see the proposal anyway.",
        "Di acquisti non mi occupo, ma una demo la vedrei volentieri.",
    ],
)
def test_area_put_first_with_interest_after_a_but_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # written for these tests: someone else pointed to after the "but", or nothing asked
        "Di acquisti non mi occupo, ma se ne occupa Marco.",
        "De compras no me ocupo, pero escriba a Marta, ella lo lleva.",
        "Das compras não cuido, mas a Ana cuida: ana@firma.pt",
        "De compras no me ocupo.",
    ],
)
def test_area_put_first_with_someone_else_after_a_but_stays_a_wrong_person(text):
    assert reading(text) == "wrong_person"
