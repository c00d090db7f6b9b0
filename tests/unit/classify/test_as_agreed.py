"""The time of a talk already agreed, said again as the thread goes on ("we'll speak next week as agreed"),
is no later, in every rule language (`as_agreed`, read in `intent_later.time_alone`). A later asked "as
agreed" and a talk at a time with no arrangement named stay laters.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Can you fix the spelling of my name? Otherwise all good, we'll speak next week as agreed.",
        "Sonst alles gut, wir sprechen nächste Woche wie vereinbart.",
        "Pour le reste, on se parle la semaine prochaine comme convenu.",
        "Por lo demás, seguimos hablando el mes que viene como acordamos.",
        "Per il resto ci sentiamo la settimana prossima come d'accordo.",
        "Verder spreken we elkaar volgende week zoals afgesproken.",
        "De resto, falamos na próxima semana como combinado.",
    ],
)
def test_a_talk_as_agreed_is_no_later(text):
    assert reading(text) != "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Write to me in March, as agreed.",
        "Wir sprechen nächste Woche.",
        "On se parle la semaine prochaine.",
        "Seguimos hablando el mes que viene.",
    ],
)
def test_a_later_stays_one(text):
    assert reading(text) == "not_now"
