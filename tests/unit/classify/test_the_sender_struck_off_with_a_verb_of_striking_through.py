"""The sender struck off or crossed out of our file or list with a verb of striking through, in the languages
where "strike me off" and "rayez-moi" had no sibling yet (heldout_dv; `intent_rules/removal_struck_off.py`):
a removal request. A thing struck through, a guest or attendee list, or the verb negated is none. Every
sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Ik heb het druk genoeg, streep mij gewoon door in uw klantenbestand.",
        "Wilt u mijn naam doorstrepen op jullie verzendlijst? Dank u.",
        "Streep ons alsjeblieft door op de mailinglijst, we stoppen met de praktijk.",
        "Tachadme de vuestra lista de envíos, gracias.",
        "Per cortesia depennatemi dal vostro indirizzario.",
        "Risque-me da sua base, não tenho interesse.",
        "Streicht mich doch einfach aus eurem Newsletter-Verteiler.",
        "Please cross me out of your records, thank you.",
    ],
)
def test_a_verb_of_striking_through_with_our_file_is_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "body",
    [
        "Ik heb de oude prijzen in de offerte doorgestreept, kunt u een nieuwe sturen?",
        "Streep vrijdag maar door in de planning, dan kom ik dinsdag langs.",
        "Kunt u mij doorstrepen op de deelnemerslijst van het congres?",
        "Depennatemi dalla lista degli invitati alla cena, purtroppo non vengo.",
        "Streep me alsjeblieft niet door in jullie bestand, ik lees de nieuwsbrief graag.",
        "I crossed out the old prices in the quote, please send a new one.",
    ],
)
def test_a_thing_struck_through_or_a_guest_list_is_no_removal(body: str) -> None:
    assert reading(body) != "unsubscribe"
