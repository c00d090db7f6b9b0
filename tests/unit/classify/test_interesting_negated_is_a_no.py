"""The adjective "interesting" negated, as the English "not interesting" and the French "pas intéressant"
already read, is a no in every rule language (`interest.NOT_INTERESTED`; heldout_eh: "Voor ons is dit dus
niet interessant"): never "not only interesting", nor asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Wir bleiben bei unserem Anbieter, das ist für uns daher nicht interessant.",
        "We zijn tevreden met ons pakket, dus voor ons is dit niet interessant.",
        "Tenemos contrato hasta 2028, así que no es interesante para nosotros.",
        "Abbiamo già un fornitore, quindi per noi non è interessante.",
        "Já temos um fornecedor, por isso não é interessante para nós.",
    ],
)
def test_the_adjective_negated_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Wäre das nicht interessant für unsere Filialen? Schicken Sie mir Infos.",
        "Das ist nicht nur interessant, sondern genau was wir suchen. Können wir telefonieren?",
        "Klinkt interessant, stuur me de prijzen.",
    ],
)
def test_not_negated_or_asked_stays_interest(text):
    assert rule_intent(text) == "interested"
