"""No longer responsible since a time said in several words is a wrong person (`no_longer_responsible`;
heldout_dr: a German insurer's accountant, out of the matter since a restructuring in a given season). The
German "seit/ab" and the Dutch "sinds/vanaf" take up to five words in one clause; never a question, never
something else no longer done while the matter stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ich bin seit der Fusion mit der Schwesterfirma nicht mehr für den Einkauf zuständig.",
        "Ich bin ab dem ersten Juli dieses Jahres nicht mehr für die Buchhaltung verantwortlich.",
        "Ich bin seit der neuen Struktur im Herbst nicht mehr Einkaufsleiterin.",
        "Ik ben sinds de fusie van vorig voorjaar niet meer verantwoordelijk voor de aankoop.",
        "Ik ben vanaf de reorganisatie in maart niet meer de contactpersoon.",
    ],
)
def test_no_longer_responsible_since_a_long_time_is_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Ich bin seit der Fusion im Herbst nicht mehr im Büro, aber weiter für den Einkauf zuständig.",
        "Ik ben sinds de verhuis niet meer op kantoor, maar nog altijd verantwoordelijk voor aankoop.",
    ],
)
def test_no_longer_elsewhere_still_responsible(text):
    assert reading(text) != "wrong_person"
