"""The Swiss German plain closing "e Gruess", after a thanks too ("Merci und e Gruess", "Danke u e liebe
Gruess"), ends the sender's own text like "Liebi Grüess" (`closing_phrases`; heldout_ci, Bernese: thanks
and a greeting under the request). A sentence that goes on after the greeting stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Chönd Si mir bitte d Priislischte schicke? Mir sind es chliises Büro."


@pytest.mark.parametrize(
    "closing",
    ["E Gruess", "Merci und e Gruess", "Danke u e liebe Gruess", "Merci vielmal und e Gruess", "en Gruess"],
)
def test_the_plain_swiss_closing_ends_the_text(closing):
    assert own_text(f"{BODY}\n\n{closing}\nUrs Bärtschi\n") == BODY


def test_a_sentence_after_the_greeting_stays():
    last = "E Gruess a Ihri Kollegin, si het mir d Nummer gäh."
    assert own_text(f"{BODY}\n\n{last}\n") == f"{BODY}\n\n{last}"
