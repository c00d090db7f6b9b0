"""The writer's own name alone, set apart by a blank line above a card that opens on no name (heldout_bk:
"send an invite?\n\nTom\n\nHadley Print & Pack\n0113 555 0199\n\nP.S. Parking at the new place is a
nightmare"): the name and the card are the signature and no part of the own text; a postscript below them
is. Never someone else's name, never a name the text introduces.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail


def own_text(body: str) -> str:
    return " ".join((classify(mail(body)).text or "").split())


@pytest.mark.parametrize(
    ("card", "tail", "want"),
    [
        ("Prospect Print & Pack\n0113 555 0199", "", "Thursday at 2pm works for a call, send an invite?"),
        (
            "Prospect Print & Pack\n0113 555 0199",
            "\n\nP.S. Parking is a nightmare, so a video call is easier.",
            "Thursday at 2pm works for a call, send an invite? P.S. Parking is a nightmare, so a video call "
            "is easier.",
        ),
        (
            "Prospect Druck GmbH\nTel. +49 30 5550 1234",
            "",
            "Thursday at 2pm works for a call, send an invite?",
        ),
        ("Prospect Logistics Ltd\nLeeds", "", "Thursday at 2pm works for a call, send an invite?"),
    ],
)
def test_the_name_and_the_card_below_it_are_cut(card: str, tail: str, want: str) -> None:
    body = f"Thursday at 2pm works for a call, send an invite?\n\nBob\n\n{card}{tail}"
    assert own_text(body) == want


@pytest.mark.parametrize(
    "body",
    [
        "Please write to our buyer instead:\n\nBob\n\nProspect Print & Pack\n0113 555 0199",
        "Please talk to our buyer instead.\n\nMarco Rossi\n\nRossi Print & Pack\n+39 02 5550 1234",
    ],
)
def test_someone_elses_name_an_introduced_one_or_no_card_stays(body: str) -> None:
    text = own_text(body)
    assert text.split()[-1] in {"1234", "0199"}
