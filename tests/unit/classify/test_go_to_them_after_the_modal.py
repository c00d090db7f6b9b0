"""The one to go to after the German modal ("dann müssten Sie sich an Herrn X wenden", "Sie könnten sich
direkt an die Kollegin im Einkauf wenden") is a wrong person, as the form with the one to go to put first
already was (`wrong_person.WRONG_PERSON`; heldout_ci's Treuhand reply, seen in heldout_cp's round). Never
the sender ("an mich", "an uns"), never the reader's own people ("an Ihren Ansprechpartner").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Das macht bei uns das Steuerbüro. Da müssten Sie sich an Frau Keller wenden.",
        "Für Software sollten Sie sich bitte an unsere IT in Linz wenden.",
        "Sie könnten sich direkt an die Kollegin im Einkauf wenden.",
        "Wenn überhaupt, dann müssten Sie sich schon an die Geschäftsleitung wenden.",
    ],
)
def test_the_one_to_go_to_after_the_modal_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Dafür müssten Sie sich an mich wenden, ich bin die Richtige.",
        "Bei Fragen können Sie sich gerne an uns wenden.",
        "Sie müssten sich an Ihren Ansprechpartner bei der Bank wenden.",
    ],
)
def test_the_sender_or_the_reader_s_own_people_are_none(text):
    assert reading(text) != "wrong_person"
