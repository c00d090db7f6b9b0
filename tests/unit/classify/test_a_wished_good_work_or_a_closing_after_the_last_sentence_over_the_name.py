"""Two endings of the sender's own text (heldout_dx): the Italian closing that wishes good work
("Auguri di buon lavoro", "Tanti auguri e buon proseguimento", `closing_phrases.CLOSINGS`), and the
sender's own first name on the line under a closing typed after the last sentence ("... non mi interessa.
Grazie\nTina", `signoffs._signs_as_sender`). A wish that goes on as a sentence, and a name under words
that cannot end a sentence, stay the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Buongiorno, dal mese scorso non seguo più gli acquisti: se ne occupa la collega Bruna Sala."


@pytest.mark.parametrize("closing", ["Auguri di buon lavoro", "Tanti auguri e buon proseguimento,"])
def test_a_wished_good_work_is_a_closing(closing):
    assert own_text(f"{BODY}\n\n{closing}\nGennaro Russo\n") == BODY


def test_a_wish_that_goes_on_as_a_sentence_stays():
    body = f"{BODY}\nAuguri di buon lavoro alla squadra nuova che parte lunedì con voi."
    assert own_text(body) == body


@pytest.mark.parametrize(
    ("body", "last"),
    [
        ("Per favore cancellatemi, non mi interessa. Grazie", "Tina"),
        ("Please take us off the list, we're covered. Thanks", "Reggie"),
        ("Bitte austragen, kein Bedarf. Danke", "Uwe"),
    ],
)
def test_the_senders_first_name_under_a_closing_after_the_last_sentence_signs(body, last):
    names = frozenset({"tina", "reggie", "uwe", "marsh"})
    assert own_text(f"{body}\n{last}\n", names) == body


def test_a_name_under_words_that_go_on_stays():
    body = "Please take us off the list. Thanks to\nReggie"
    assert own_text(body, frozenset({"reggie", "marsh"})) == body
