"""The sender's own retirement in the Dutch perfect with its date between ("Ik ben op 1 maart met pensioen
gegaan") is a wrong person (`wrong_person.WRONG_PERSON_MORE`; heldout_dj: a retired dentist who handed
over the practice). Never a retirement coming, never someone of the sender's, never denied or only nearly
("bijna", "nog lang niet"), never asked (review of 2026-12-07).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ik ben op 1 maart met pensioen gegaan.",
        "Ik ben per 1 januari met pensioen gegaan en heb de zaak verkocht.",
        "Sinds vorig voorjaar ben ik met pensioen gegaan.",
    ],
)
def test_sender_retired_with_a_date_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Onze boekhouder is op 1 maart met pensioen gegaan en we zoeken een nieuw pakket.",
        "Ik ben volgend jaar met pensioen.",
    ],
)
def test_someone_elses_or_a_coming_retirement_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Ik ben bijna met pensioen gegaan vorig jaar maar werk nog, bel me gerust",
        "Ik ben nog lang niet met pensioen gegaan, bel me gerust",
        "Ben ik met pensioen gegaan? Nee hoor, ik zit hier nog. Stuur de offerte maar.",
        "Ik ben niet met pensioen gegaan hoor, stuur die informatie maar door",
        "Ik ben nooit met pensioen gegaan, ik werk nog elke dag. Stuur maar info.",
        "Ben ik al met pensioen gegaan? Nee, stuur maar een voorstel.",
    ],
)
def test_a_retirement_denied_nearly_or_asked_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
