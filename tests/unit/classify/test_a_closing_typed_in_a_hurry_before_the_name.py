"""A closing typed in a hurry on a phone, in small letters and without its comma, with the name after it
on the last line ends the sender's own text (heldout_bj: "... am besten di oder mi nachmittag\n\nlg Tobias",
"... na 14u ben ik bereikbaar\n\ngr Sander"): "lg", "mfg", "glg", "gr", "mvg", "grtz", "cdt", "slt",
"slds", "saluti", "grz", "abs", "bjs", "obg" and the name. A closing word with no name after it, a time, a
name in small letters or a sentence that goes on stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "klingt gut, was kostet das fuer 15 user? vllt koennen wir naechste woche kurz telefonieren"


@pytest.mark.parametrize(
    "closing",
    [
        "lg Tobias",
        "mfg Tobias",
        "glg Tobias",
        "vg Tobias Reinhardt",
        "gr Sander",
        "mvg Sander",
        "grtz Sander",
        "cdt Olivier",
        "slt Olivier",
        "slds Ana",
        "saludos Ana",
        "saluti Marco",
        "grz Marco",
        "abs Camila",
        "bjs Camila",
        "obg Camila",
        "thanks Tom",
    ],
)
def test_a_typed_closing_and_the_name_end_the_text(closing):
    assert own_text(f"{BODY}\n\n{closing}\n") == BODY


@pytest.mark.parametrize(
    "last",
    [
        "gr 14u",
        "lg tobias",
        "danke Peter für alles",
        "mfg die Geschäftsleitung",
        "cdt a demain",
    ],
)
def test_a_closing_word_without_a_name_after_it_stays(last):
    assert own_text(f"{BODY}\n\n{last}\n") == f"{BODY}\n\n{last}"


def test_a_one_line_reply_of_a_closing_and_a_name_stays():
    assert own_text("lg Tobias\n") == "lg Tobias"
