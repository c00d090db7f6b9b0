"""A leaver said in one Dutch line, no time between ("X is niet meer bij ons in dienst"), or with "sinds" and
a date or month ("werkt sinds 1 maart niet meer bij ons"): a wrong person (`left_the_company`). Never asked
("Is Peter niet meer in dienst?"), never a departure denied ("Peter is niet uit dienst").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Sanne is niet meer bij ons in dienst.",
        "Mevrouw Bos is helaas niet meer in dienst.",
        "Onze inkoper is inmiddels niet meer bij ons werkzaam.",
        "Joris werkt sinds 15 januari niet meer bij ons.",
        "Hanna werkt sinds maart niet meer hier.",
    ],
)
def test_a_leaver_in_one_line_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # asked, not said
        "Is Peter niet meer in dienst? Dat wist ik niet.",
        # a departure denied
        "Peter is niet uit dienst, hij is op vakantie.",
    ],
)
def test_no_leaver_said(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # "sinds" and a date before "niet meer" (heldout_eh's family)
        "Karin Smit is sinds 1 maart niet meer bij ons in dienst. Ik lees haar mail voorlopig mee.",
        "De heer Jansen is sinds eind januari niet meer werkzaam.",
    ],
)
def test_a_leaver_since_a_date_in_one_line_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


def test_the_sender_since_a_date_is_no_leaver_named():
    assert reading("Ik ben sinds 1 maart niet meer in dienst.") != "wrong_person"
