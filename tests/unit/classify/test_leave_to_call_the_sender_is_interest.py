"""Leave to call the sender with a day or a time ("Ge moogt mij volgende week eens bellen. Dinsdag na 14u past
het best", heldout_bz) is interest, in Dutch and Flemish as in the other rule languages that read it already
(`call_allowed`); a call refused or stopped, someone else to be called, a call put off to a later month are
none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ge moogt mij volgende week eens bellen. Dinsdag na 14u past het best, dan zit ik op kantoor.",
        "Je mag me dinsdag bellen.",
        "U mag mij morgen opbellen.",
        "Mag je me donderdag even bellen?",
        "You can call me next week.",
        "Vous pouvez m'appeler mardi après 14h.",
        "Puede llamarme el martes por la tarde.",
        "Può chiamarmi martedì pomeriggio.",
        "Pode ligar-me na terça à tarde.",
    ],
)
def test_leave_to_call_the_sender_is_interest(text):
    assert reading(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        ("Je mag me niet meer bellen.", "unsubscribe"),
        ("U hoeft mij niet te bellen.", "other"),
        ("Je mag Sanne bellen.", "other"),
        ("U mag mij in maart bellen.", "not_now"),
        ("Je mag me na de zomer eens bellen.", "not_now"),
    ],
)
def test_a_call_refused_someone_else_or_a_later_is_no_interest(text):
    sentence, expected = text
    assert reading(sentence) == expected
