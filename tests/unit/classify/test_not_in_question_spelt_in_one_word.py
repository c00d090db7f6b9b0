"""The German "kommt nicht infrage", the one-word spelling since 2006 beside "in Frage" (heldout_ea;
`change_not_considered.CHANGE_NOT_CONSIDERED`, `committed_elsewhere`): a no. A question whether it might
be considered is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Eine zusätzliche Plattform kommt bei uns nicht infrage.",
        "Ein Anbieterwechsel kommt für uns nicht infrage, wir sind zufrieden.",
        "So ein Tool kommt für mich auf keinen Fall infrage.",
    ],
)
def test_not_in_question_in_one_word_is_a_no(text):
    assert reading(text) == "not_interested"


def test_a_question_whether_it_comes_into_question_is_no_no():
    assert reading("Ob so etwas für uns infrage kommt, schauen wir uns gern an.") != "not_interested"


# A day, a time or a slot out of the question is no no to the offer, in either spelling, nor a way of buying
# said in a dass-clause after it, nor with another thing welcome after "aber" (the twelfth review of
# 2026-12-07: `change_not_considered._SLOT`, `_NOT_A_SLOT_BEFORE`)
@pytest.mark.parametrize(
    "text",
    [
        # the review's
        "Ein Termin diese Woche kommt nicht infrage, aber nächste Woche gern.",
        "Montag kommt nicht infrage, Dienstag um 10 geht.",
        "Kommt nicht infrage, dass wir ohne Demo kaufen. Können wir eine Demo machen?",
        "Ein Termin diese Woche kommt nicht in Frage, aber nächste Woche gern.",
        # ours
        "Für uns kommt Montag nicht infrage, Mittwoch passt.",
        "Der 14.12. kommt nicht infrage, der 15. geht.",
        "Dienstagvormittag kommt nicht in Frage, nachmittags geht es.",
        "Eine Cloud-Version kommt nicht infrage, aber On-Premise gern.",
    ],
)
def test_a_slot_or_a_way_out_of_the_question_is_no_no(text):
    assert reading(text) != "not_interested"


# ... while the offer, a change or a pronoun for it out of the question stays a no
@pytest.mark.parametrize(
    "text",
    [
        "Das kommt für uns nicht in Frage.",
        "Kommt nicht infrage.",
        "Ihr Angebot kommt für uns nicht infrage, danke.",
        "Kommt nicht infrage, dass wir wechseln.",
    ],
)
def test_the_offer_out_of_the_question_stays_a_no(text):
    assert reading(text) == "not_interested"
