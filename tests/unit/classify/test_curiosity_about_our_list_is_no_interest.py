"""Curiosity about where our list came from ("Just curious how you got our addresses") is no interest,
in every rule language; a request beside it still is, and curiosity alone keeps its reading."""

import pytest

from tests.unit.classify.helpers import RULES


def _intent(text: str) -> str:
    return RULES.classify(text, sender="lotte@brandt.example", ours=set(), sent=None).intent


@pytest.mark.parametrize(
    "text",
    [
        "Did you send this to our whole team? Just curious how you got our addresses.",
        "Mich würde interessieren, woher Sie unsere Adressen haben.",
        "Je suis curieux: comment avez-vous eu nos adresses ?",
        "Por curiosidad, ¿cómo consiguieron nuestros correos?",
        "Sono curiosa: come avete avuto i nostri indirizzi?",
        "Ik ben benieuwd hoe u aan onze adressen komt.",
        "Curiosidade: como conseguiram os nossos e-mails?",
    ],
)
def test_curiosity_about_our_list_is_other(text: str) -> None:
    assert _intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    ["Just curious how you got our addresses. Send me the pricing.", "Curious, send me the deck."],
)
def test_a_request_beside_it_is_interest(text: str) -> None:
    assert _intent(text) == "interested"
