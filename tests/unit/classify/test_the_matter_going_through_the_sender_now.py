"""A colleague taken off the list while the matter is said to go through the sender now, and the sender asks
for more (heldout_dk: material and prices asked for, then "you can take Mr X off the distribution for this,
it goes through me from now on"): the same as a takeover (`taken_over.TAKEN_OVER`), so the removal is of the
colleague and this contact stays, in every rule language. The sender taken off stays a removal, and so
does a colleague taken off with no interest beside it; "das geht über mich hinaus" (beyond me) is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Please take Mark off your list, this all goes through me now. Could you send me your pricing?",
        "Frau Kern können Sie aus dem Verteiler nehmen, das läuft künftig über mich. Schicken Sie mir bitte "
        "eine Preisliste.",
        "Retirez M. Girard de votre liste, tout passe désormais par moi. Pouvez-vous m'envoyer une démo ?",
        "Quiten a Pablo de su lista, ahora todo pasa por mí. ¿Me pueden enviar una demo?",
        "Togliete pure Luca dalla lista, ora passa tutto da me. Mi mandate un listino prezzi?",
        "Haal Pieter maar van jullie lijst, dat loopt voortaan via mij. Kunnen jullie mij een demo geven?",
        "Retirem o Rui da lista, isso agora passa por mim. Podem me enviar uma demonstração?",
    ],
)
def test_colleague_off_the_matter_through_me_with_interest_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # the sender taken off
        "Nehmen Sie mich aus dem Verteiler, das läuft ab jetzt über meine Kollegin.",
        "Please take me off your list, this goes through our procurement team now.",
        # beyond me, not through me
        "Das geht über mich hinaus, nehmen Sie mich bitte aus dem Verteiler.",
    ],
)
def test_the_sender_taken_off_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
