"""No fit said of what we sell named as the subject ("I don't think the tool is for us", "je ne pense pas que
l'outil soit pour nous", "no creo que la herramienta sea para nosotros", "non credo che lo strumento sia per
noi", "ik denk niet dat de tool iets voor ons is"; heldout_eb), like the pronoun's ("I don't think this is
something for us", `not_a_fit.NOT_A_FIT`). Never "for me to decide".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Honestly, I don't think your platform is for us: we are four people and a spreadsheet does it.",
        "Pour être franche, je ne pense pas que votre solution soit pour nous, on est quatre.",
        "No creo que su plataforma sea para nosotros, somos cuatro.",
        "Non credo che la vostra piattaforma sia per noi, siamo in quattro.",
        "Ik denk niet dat jullie platform iets voor ons is, we zijn met z'n vieren.",
    ],
)
def test_the_tool_not_for_us_is_a_no(text):
    assert reading(text) == "not_interested"


def test_for_me_to_decide_is_no_no():
    assert reading("I don't think the tool is for me to decide.") != "not_interested"
