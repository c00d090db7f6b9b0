"""A meeting asked for with the meeting left unnamed, "something" put in the diary, is interest
(`get_together_asked.GET_TOGETHER_ASKED`; heldout_cx, Flemish: "can we pin something down in that week?"), in
Dutch, German, French and Italian. Never denied, never among the sender's own people, never a thing put in
a contract or a document.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Kunnen we iets inplannen in de eerste week van maart?",
        "Zullen we gewoon iets afspreken op een dinsdagochtend?",
        "Können wir gleich etwas für Dienstag ausmachen?",
        "On pourrait fixer quelque chose mardi ?",
        "Possiamo fissare qualcosa per giovedì mattina?",
    ],
)
def test_something_put_in_the_diary_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Kunnen we iets vastleggen in het contract over de opzegtermijn?",
        "Kunnen we niet iets anders vastleggen?",
        "Können wir intern etwas vereinbaren?",
    ],
)
def test_no_diary_is_no_interest(text):
    assert reading(text) != "interested"
