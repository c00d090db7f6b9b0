"""Material, a proposal or prices asked for in the Italian polite singular or with the softening "pure" is
interest (`interest.INTERESTED`; heldout_cq: a presentation and a price list asked for, to be read next week),
and "send me over some info" in English with the person, then "over", "across" or "through". Never refused.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Mi mandi pure una presentazione, la leggo in settimana.",
        "Mi invii una brochure e qualche referenza, grazie.",
        "Ci mandi pure il catalogo aggiornato.",
        "Mandami pure qualche informazione sui costi.",
        "Mi invii gentilmente la documentazione tecnica.",
        "Shoot me across a deck when you get a chance.",
        "Could you send us through some details on the setup?",
        "Send me over a quote for ten seats, it's on the list for Q3.",
    ],
)
def test_material_asked_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # refused
        "Non mi mandi più presentazioni, grazie.",
        # the sender sends
        "I'll send you over some info about our setup.",
    ],
)
def test_material_refused_or_sent_by_the_sender_is_no_interest(text):
    assert reading(text) != "interested"
