"""No possibility seen of taking the offer up, with the subject first in Dutch and German ("Wij zien daarom
geen mogelijkheid om op uw aanbod in te gaan", "Wir sehen daher keine Möglichkeit, auf Ihr Angebot
einzugehen", `formal_no.POSSIBILITY_NOT_SEEN`, heldout_dc), is a no; and the Flemish "nee merci" is a no
thanks (`interest.NOT_INTERESTED`). Never a date that does not suit, never a question.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Wij zien helaas geen mogelijkheid om op uw voorstel in te gaan.",
        "We zien daarom geen mogelijkheid om hierop in te gaan.",
        "Ik zie dan ook geen mogelijkheid om daar gebruik van te maken.",
        "Wir sehen leider keine Möglichkeit, auf Ihren Vorschlag einzugehen.",
        "Nee merci, dat hebben we al geregeld.",
    ],
)
def test_the_formal_no_with_the_subject_first(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # a date that does not suit
        "Wij zien geen mogelijkheid om dinsdag af te spreken, kan het woensdag?",
        # a question
        "Zien wij een mogelijkheid om op uw aanbod in te gaan? Graag meer info.",
    ],
)
def test_dates_and_questions_stay(text):
    assert reading(text) != "not_interested"
