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
