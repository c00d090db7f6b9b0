"""The offer not taken up, said as the no it is, in every rule language: not interested
(`offer_not_taken_up`). Never for now, never gladly, never a detail left aside before a question.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Thanks, but we won't take you up on the offer.",
        "Darauf gehen wir nicht ein. Alles Gute.",
        "Nous n'allons pas donner suite à votre offre.",
        "No vamos a dar seguimiento, gracias.",
        "Non daremo seguito alla proposta, grazie.",
        "Daar gaan we niet op in, succes ermee.",
        "We gaan niet in op jullie aanbod.",
        "Não vamos dar seguimento à proposta.",
    ],
)
def test_the_offer_not_taken_up_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Ik ga er graag op in, wanneer kunnen we bellen?",
        "Ik ga niet in op de details, maar wat kost het?",
        "Daar ga ik nu niet op in, misschien in september.",
    ],
)
def test_no_offer_refused(text):
    assert reading(text) != "not_interested"
