"""Me put on your do-not-contact list is a removal in every rule language
(`removal_blocklist.BLOCKLIST_ASKED`; heldout_ch). Never a guest or waiting list, never someone else put on
a block list, never negated.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Add me to your do-not-contact list.",
        "Please put me on your do not email list, thanks.",
        "I'd like to be added to your suppression list.",
        "Setzen Sie mich bitte auf Ihre Sperrliste.",
        "Bitte tragen Sie mich in Ihre Robinsonliste ein.",
        "Mettez-moi sur votre liste d'opposition, merci.",
        "Inscrivez-moi sur votre liste noire.",
        "Ponedme en vuestra lista de exclusión.",
        "Pónganme en su lista Robinson, por favor.",
        "Inseritemi nella vostra lista di esclusione.",
        "Mi inserisca nella vostra blacklist, grazie.",
        "Zet me op jullie niet-bellen-lijst graag.",
        "Wilt u mij op uw zwarte lijst zetten?",
        "Voeg mij maar toe aan jullie blokkeerlijst.",
        "Coloquem-me na vossa lista de exclusão.",
    ],
)
def test_put_on_a_do_not_contact_list_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # a list that is no block list
        "Put me on your guest list for the dinner.",
        "Zet me op de gastenlijst voor het event.",
        "Setzen Sie mich auf die Warteliste.",
        "Mettez-moi sur la liste d'attente.",
        # someone else on a block list
        "We put spammers on a blacklist.",
        # negated
        "Please don't put me on your do-not-contact list, I do want the updates.",
    ],
)
def test_other_lists_are_no_removal(text):
    assert reading(text) != "unsubscribe"
