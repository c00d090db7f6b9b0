"""An hour said to suit in a reply about a meeting, its time zone between (heldout_ca: "Votre invitation
indique 16h, c'est bien 16h heure de Paris ? Je serai à New York ce jour-là donc pour moi ce serait 11h, ça me
va"), is interest, in every rule language (`hour_suits.HOUR_SUITS`, `intent_interest.hour_suits`): the slot
accepted. An hour that does not suit, or one of the sender's own day with no meeting named is
none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Your invite says 10am - is that Eastern? I'll be in London, so 3pm for me, that works.",
        "Die Einladung sagt 16 Uhr, also 10 Uhr bei mir in New York, das passt.",
        "Votre invitation indique 16h, heure de Paris ? Pour moi ce serait 11h, ça me va.",
        "La invitación dice las 16h hora de Madrid, para mí serían las 10, así que a las 10 me va bien.",
        "L'invito dice le 16 ora italiana: per me alle 10 va bene.",
        "De uitnodiging zegt 16 uur Nederlandse tijd, dus om 10 uur hier, dat past prima.",
        "O convite diz 16h hora de Lisboa, para mim seriam 12h, serve.",
    ],
)
def test_an_hour_said_to_suit_in_a_reply_about_a_meeting_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Your invite says 10am Eastern, that's 3pm for me, which doesn't work.",
        "Die Einladung sagt 16 Uhr, das passt leider nicht.",
        "Votre invitation indique 16h, 11h pour moi, ça ne me va pas.",
        "We open at 9am, that works for the drivers.",
    ],
)
def test_an_hour_refused_or_of_the_senders_own_day_is_no_interest(text):
    assert rule_intent(text) != "interested"
