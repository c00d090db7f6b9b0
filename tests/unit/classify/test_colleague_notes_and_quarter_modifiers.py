"""A note meant for a colleague, sent to us by mistake (`intent_rules/colleague_note.py`), is `other`
whatever time or interest it names; and a quarter describing a noun ("the Q1 tools budget") is no time to
write again.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Jess can u stick this in the vendors folder with the others, want to compare them all in April",
        "Jan - is this the vendor Priya mentioned? Check the budget before I answer them.",
        "Leg das bitte zu den anderen Angeboten in den Ordner, schauen wir uns im März an.",
        "Mets ça dans le dossier fournisseurs, on compare en avril.",
        "Mete esto en la carpeta de proveedores, lo vemos en abril.",
        "Metti questo nella cartella fornitori, ne parliamo ad aprile.",
        "Zet dit in de map leveranciers, in april vergelijken we.",
        "Coloca isso na pasta de fornecedores, vemos em abril.",
    ],
)
def test_a_note_meant_for_a_colleague_is_other(text):
    assert rule_intent(text) == "other"


def test_a_removal_in_a_note_still_wins():
    assert rule_intent("Stick this in the spam folder and please remove me from your list.") == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Stick this on the agenda for Tuesday, sounds interesting.",
        "Put it in the calendar, Tuesday at 3 works for me.",
    ],
)
def test_filing_a_meeting_for_us_is_no_colleague_note(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Can you check whether we have anything left in the Q1 tools budget?",
        "Das Q1-Budget ist schon verplant, aber schicken Sie gern Infos.",
        "The Q3 numbers look fine.",
    ],
)
def test_a_quarter_describing_a_noun_is_no_later(text):
    assert rule_intent(text) != "not_now"


@pytest.mark.parametrize(
    "text", ["Maybe Q3.", "Q3 works better for us.", "Try me again in the first quarter."]
)
def test_a_quarter_alone_is_still_a_later(text):
    assert rule_intent(text) == "not_now"
