"""The sender's own remit in up to three words, the topic that is not theirs, then someone else pointed to
("Eu cuido da área de compras, não da contabilidade. Quem responde por isso aqui é a Fernanda Lima",
heldout_cf) is a wrong person, in every rule language (`scope.SCOPE`). The remit alone, or with interest of
the sender's own, is none. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Eu cuido da área de compras, não da contabilidade. Quem responde por isso aqui é a Fernanda Lima.",
        "I handle plant purchasing, not accounting. You'd want Fernanda Lima.",
        "Ich kümmere mich um den Einkauf im Werk, nicht um die Buchhaltung. Wenden Sie sich an Frau Lima.",
        "Je m'occupe des achats du groupe, pas de la compta. Voyez avec Mme Lima.",
        "Ik ga over de inkoop van het bedrijf, niet over de boekhouding. Daarvoor moet je bij Fernanda zijn.",
    ],
)
def test_a_remit_then_someone_else_is_a_wrong_person(text: str) -> None:
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Eu cuido da área de compras, não da contabilidade, e quero ver a demo.",
        "Eu cuido da área de compras, não da contabilidade.",
    ],
)
def test_a_remit_alone_or_with_interest_is_no_wrong_person(text: str) -> None:
    assert rule_intent(text) != "wrong_person"
