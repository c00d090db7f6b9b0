"""A no for every term said with years, or "now or as far as I can see" after a no (heldout_aa: "nothing for
us to buy, now or as far out as I can see", "Il n'est pas question d'en changer, ni cette année ni la
suivante", "isn't worth it for us, this year or next"), in every rule language (`decline.NEITHER_TERM`): a
no, whatever month stands beside it; a yes for this year or next, or a later, keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "There's no budget for it, this year or next.",
        "We won't be buying anything, now or in the foreseeable future.",
        "Neither this year nor next.",
        "Weder dieses Jahr noch nächstes.",
        "Ni cette année ni l'année prochaine.",
        "Ni este año ni el próximo.",
        "Né quest'anno né il prossimo.",
        "Dit jaar niet en volgend jaar ook niet.",
        "Não temos interesse, nem este ano nem no próximo.",
    ],
)
def test_neither_this_year_nor_next_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("We could look at it this year or next, send the deck.", "interested"),
        ("Not this year, maybe next year. Write me in January.", "not_now"),
    ],
)
def test_year_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
