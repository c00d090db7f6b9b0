"""A delivery gone wrong sent to us as if we were the supplier, asking to look into what went wrong: `other`,
its "please" no interest (`delivery_complaint`). Never without a delivery named.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "The toner delivery was cancelled, yet two boxes came today. Please look into what went wrong.",
        "Die Lieferung der Getränke war storniert. Bitte klären Sie gerne, was da schiefgelaufen ist.",
        "La livraison des chaises était annulée. Merci de vérifier ce qui s'est passé, volontiers.",
        "De levering van de bekers was toch geannuleerd? Graag nagaan wat er is misgegaan.",
        "A entrega das cadeiras foi cancelada. Verifiquem o que correu mal, por favor.",
    ],
)
def test_a_delivery_gone_wrong_is_other(text):
    assert reading(text) == "other"


def test_without_a_delivery_it_stays_interest():
    assert reading("I'd love to find out what went wrong with our last vendor - can we talk?") == "interested"
