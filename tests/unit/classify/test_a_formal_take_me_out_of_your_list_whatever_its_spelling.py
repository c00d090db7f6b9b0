"""A removal asked with the formal "nehmen Sie mich aus Ihrem ... raus" (heldout_dx: the list's noun
misspelt): the sender taken out of a thing of ours with the particle closing the phrase, whatever the noun
is or however it is spelt (`unsubscribe`). Never out of a meeting, a project, a team or an event of ours, and
never with a "nicht" between.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Guten Tag, nehmen Sie mich bitte aus Ihrem Verteiller raus.",
        "Bitte nehmen Sie uns aus Ihrer Kundenkartei heraus, danke.",
        "Nehmen Sie mich aus Ihrem Adressbestand raus.",
        "Nehmt uns bitte aus eurem Mailverteiller raus.",
        "Bitte nehmen Sie mich aus Ihrem Newsleter heraus.",
    ],
)
def test_taken_out_of_a_thing_of_ours_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Nehmen Sie mich bitte aus Ihrem Projektteam raus, das macht jetzt Frau Lenz.",
        "Bitte nehmen Sie mich aus Ihrem Termin am Dienstag raus.",
        "Nehmen Sie uns aus Ihrer Ausschreibung raus, wir bieten dieses Jahr nicht.",
        "Bitte nehmen Sie mich nicht aus Ihrem Verteiler raus.",
    ],
)
def test_taken_out_of_something_else_or_refused_is_no_removal(text):
    assert reading(text) != "unsubscribe"
