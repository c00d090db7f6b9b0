"""All our people, staff or team taken off your list is a removal for the whole firm in every rule language
(`removal_company.SAME_COMPANY`; found beside heldout_cg's round: "Remove all our people from your list" read
as nothing). Never the sender's own act, never a sign-up, never a list in the sender's tool.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Remove all our people from your list.",
        "Please take all of our team off your mailing list.",
        "Bitte melden Sie alle Leute unserer Firma ab.",
        "Bitte nehmen Sie alle Mitarbeiter unseres Hauses aus Ihrem Verteiler heraus.",
        "Retirez tous nos collaborateurs de votre liste.",
        "Quiten a todo nuestro equipo de su lista.",
        "Rimuovete tutti i nostri colleghi dalla vostra lista.",
        "Haal al onze medewerkers uit jullie bestand.",
        "Retirem todas as pessoas da nossa empresa da lista.",
    ],
)
def test_all_our_people_off_your_list_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "We'll remove all our people from the webinar list ourselves.",
        "I need to remove all our staff from the approval list in your tool, how?",
        "Bitte melden Sie alle Leute unserer Firma für das Webinar an.",
    ],
)
def test_our_own_act_a_sign_up_or_a_list_in_a_tool_is_no_removal(text):
    assert reading(text) != "unsubscribe"
