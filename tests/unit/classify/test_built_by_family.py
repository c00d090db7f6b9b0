"""The sender's tool built by a relative is a no (`built_by_family`, heldout_dd), in every rule
language; never a relative who did something else, never in a question.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Thanks, but my son built our booking system and it works fine for us.",
        "Danke, aber unser Warenwirtschaftssystem hat mein Neffe programmiert, und es läuft gut.",
        "Merci, mais c'est mon beau-frère qui a développé notre logiciel de caisse.",
        "Gracias, pero el programa de reservas nos lo hizo mi sobrino y va bien.",
        "Grazie, ma il software ce l'ha sviluppato mia figlia, e funziona.",
        "Bedankt, maar onze software is door mijn zoon gebouwd.",
        "Obrigado, mas o sistema foi o meu filho que fez e funciona bem.",
    ],
)
def test_tool_built_by_a_relative_is_a_no(text):
    assert reading(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "My son wrote to you last week about the invoice.",
    ],
)
def test_relative_doing_something_else_is_not(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Could my nephew build something like this? Send me the prices.",
        "My daughter uses your app and loves it, send me the pricing.",
    ],
)
def test_relative_asked_or_beside_a_request_is_not(text):
    assert reading(text) == "interested"
