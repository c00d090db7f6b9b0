"""The adjective "interesting" negated, as the English "not interesting" and the French "pas intéressant"
already read, is a no in every rule language (`interest.NOT_INTERESTED`; heldout_eh: "Voor ons is dit dus
niet interessant"): never "not only interesting", nor asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


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


# "uninteressant" negated is litotes, quite interesting: interest in German and Dutch; plain it stays a no
# (the nineteenth review of 2026-12-07)
@pytest.mark.parametrize(
    "text",
    [
        "Nicht uninteressant, schicken Sie mir mehr Infos.",
        "Niet oninteressant, stuur me eens wat cijfers.",
        "Das klingt nicht ganz uninteressant, können wir telefonieren?",
        "Keineswegs uninteressant. Schicken Sie mir die Preise.",
        "Niet zo oninteressant, wat kost het?",
    ],
)
def test_uninteresting_negated_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Das ist für uns uninteressant.",
        "Voor ons is dit oninteressant.",
        "Nicht uninteressant, aber wir haben kein Budget.",
    ],
)
def test_uninteresting_alone_or_with_a_no_stays_a_no(text):
    assert reading(text) == "not_interested"
