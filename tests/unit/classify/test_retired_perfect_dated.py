"""The sender's own retirement in the Dutch perfect with its date between ("Ik ben op 1 maart met pensioen
gegaan") is a wrong person (`wrong_person.WRONG_PERSON_MORE`; heldout_dj: a retired dentist who handed
over the practice). Never a retirement coming, never someone of the sender's.

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
