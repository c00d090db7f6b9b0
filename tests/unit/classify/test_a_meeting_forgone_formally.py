"""A meeting the sender wishes to forgo, in the letters' register ("möchten von einem Gespräch absehen"), is a
no in every rule language (`formal_no.FORMAL_NO`; heldout_ci, German: we see no need and would like to
refrain from a conversation). Never negated, never on a condition.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Wir möchten daher von einem weiteren Termin absehen.",
        "Wir werden auf eine Präsentation verzichten.",
        "We would prefer to forgo a demo.",
        "Nous préférons donc renoncer à un rendez-vous.",
        "Preferimos renunciar a una llamada.",
        "Preferiamo rinunciare a un appuntamento.",
        "Wij zien daarom af van een kennismaking.",
        "Preferimos dispensar uma apresentação.",
    ],
)
def test_a_meeting_forgone_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Wir möchten nicht von einem Termin absehen, Dienstag passt.",
        "If you would prefer to forgo a call, send the deck instead.",
    ],
)
def test_negated_or_conditional_is_no_no(text):
    assert reading(text) != "not_interested"
