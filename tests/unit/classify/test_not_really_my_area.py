"""Not the sender's area with a softener between ("dit is niet echt mijn terrein", "nicht wirklich mein
Bereich", "pas vraiment mon rayon", "no es realmente mi área", "non è proprio il mio campo", "não é bem a
minha área", heldout_dw): a wrong person, as the bare "not my area" is (`wrong_person`). A question stays no
statement.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ik zit op de financiële administratie, dus dit is niet echt mijn terrein. Voor marketing"
        " kun je beter"
        " bij Eva de Wit zijn.",
        "Ich sitze in der Buchhaltung, das ist nicht wirklich mein Bereich.",
        "Je suis à la compta, ce n'est pas vraiment mon rayon.",
        "Estoy en contabilidad, no es realmente mi área.",
        "Lavoro in amministrazione, non è proprio il mio campo.",
        "Trabalho na contabilidade, não é bem a minha área.",
    ],
)
def test_not_really_my_area_is_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Das Thema ist wirklich spannend, schicken Sie mir bitte die Preise.",
        "Dit is echt mijn terrein, stuur me graag de prijzen.",
    ],
)
def test_the_own_area_stays_no_wrong_person(text):
    assert reading(text) != "wrong_person"
