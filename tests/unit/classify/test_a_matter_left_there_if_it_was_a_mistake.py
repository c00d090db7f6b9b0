"""The matter left there under a mistake's condition ("si es un error decidme y lo dejamos estar",
heldout_ec; `left_there.MISTAKE_BEFORE`) is the mistake dropped, no no to us, in every rule language. Left
there alone, or under another condition, it stays a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Is this meant to be a bill? If it was an error, say so and let's leave it at that.",
        "Ist das eine Mahnung? Falls es ein Irrtum war, lassen wir es dabei.",
        "Une relance de paiement ? S'il s'agit d'une erreur, restons-en là.",
        "¿Es un recordatorio de pago? Si fue una confusión, lo dejamos aquí.",
        "È un sollecito? Se è stato uno sbaglio, lasciamo stare.",
        "Is dit een aanmaning? Als het een fout was, laten we het hierbij.",
    ],
)
def test_a_mistake_dropped_is_no_no(text):
    assert reading(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Thanks, but let's leave it at that.",
        "Si no bajan el precio, lo dejamos aquí.",
        "Lasciamo perdere, grazie.",
    ],
)
def test_left_there_otherwise_stays_a_no(text):
    assert reading(text) == "not_interested"
