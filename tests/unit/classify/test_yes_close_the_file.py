"""A yes to our breakup email's "Should I close your file?" (heldout_p: "Ja, sluit het maar. We zijn ... te
klein voor zo'n pakket") is a no, in every rule language (`close_file.CLOSE_IT`); "don't close it" keeps
its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Yes, close it. We're six people.",
        "Sure, go ahead and close the file.",
        "You can close my file, thanks.",
        "Ja, schließen Sie sie. Wir sind zu klein dafür.",
        "Oui, vous pouvez fermer le dossier.",
        "Sí, ciérrelo. Somos muy pocos.",
        "Sì, chiuda pure. Siamo in tre.",
        "Hoi, ja, sluit het maar. We zijn te klein voor zo'n pakket.",
        "Pode fechar, somos só quatro.",
    ],
)
def test_a_yes_to_closing_the_file_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Please don't close it, call me in March.", "not_now"),
        ("No lo cierres, llámame el martes a las 10.", "interested"),
        ("Não feche, me ligue em março.", "not_now"),
        ("Sluit het niet, bel me in maart.", "not_now"),
        ("Non la chiuda, mi richiami a marzo.", "not_now"),
        ("Yes, let's close the deal, send the contract.", "interested"),
        ("Should I close it or will you?", "other"),
    ],
)
def test_closing_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
