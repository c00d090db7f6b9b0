"""The writer saying they will not be the one deciding (heldout_bk: "I'm heading off on a year-long
sabbatical from Friday, so I won't be the one making decisions on this. Someone on the finance team will
pick it up"): the decision moves to someone else, named or not, a wrong person, in every rule language.
Never "not alone", never someone else not deciding, never asked, never a hold until the writer is back.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "body",
    [
        "Hi Jordan,\n\nI'm heading off on sabbatical from Friday, so I won't be the one making decisions on "
        "this. Someone on the finance team will pick it up.",
        "Ab März bin ich im Sabbatical, ich werde nicht diejenige sein, die das entscheidet.",
        "Je pars en congé parental : ce ne sera pas moi qui déciderai, quelqu'un des finances reprendra.",
        "Me voy de año sabático en enero, así que no seré yo quien decida sobre esto.",
        "Vado in maternità il mese prossimo, quindi non sarò io a decidere.",
        "Ik ga met sabbatical, dus ik zal niet degene zijn die hierover beslist.",
        "Vou entrar de licença, por isso não serei eu a decidir sobre isto.",
    ],
)
def test_the_writer_not_the_one_deciding_is_a_wrong_person(body: str) -> None:
    assert reading(body) != "other" and reading(body) == "wrong_person"


@pytest.mark.parametrize(
    "body",
    [
        "I won't be the one making the decision alone, the board has a say too.",
        "She won't be the one making decisions on this, I will. Send me the pricing for our team.",
        "Won't I be the one making decisions on this?",
        "I won't be making any decisions until I'm back in the new year.",
        "Non sarò io a decidere da solo, ne parliamo in squadra.",
    ],
)
def test_not_alone_someone_else_asked_or_a_hold_is_no_wrong_person(body: str) -> None:
    assert reading(body) != "wrong_person"
