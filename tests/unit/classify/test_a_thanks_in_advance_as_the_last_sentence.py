"""A thanks in advance written as a sentence on the text's last line, nothing under it, is the sender's own
last sentence (heldout_bl: "DELETE FROM prospects WHERE ...;\n\nCOMMIT;\n\nThanks in advance."), in every
rule language; a bare "Thanks." there (heldout_aq), one with a comma or no stop, and one over a name or a
closing stay cut as a closing."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

NAMES = frozenset({"mateusz", "grell"})
ASK = "Please send the API docs for the metering endpoint."


@pytest.mark.parametrize(
    "thanks",
    [
        "Thanks in advance.",
        "Thank you in advance!",
        "Danke im Voraus.",
        "Vielen Dank im Voraus.",
        "Merci d'avance.",
        "Gracias de antemano.",
        "Grazie in anticipo.",
        "Alvast bedankt.",
        "Obrigado desde já.",
    ],
)
def test_a_thanks_in_advance_as_the_last_sentence_is_kept(thanks):
    assert own_text(f"{ASK}\n\n{thanks}\n", NAMES) == f"{ASK}\n\n{thanks}"


@pytest.mark.parametrize(
    "thanks",
    [
        "Thanks.",
        "Thank you!",
        "Thanks in advance,",
        "Thanks in advance",
        "Merci d'avance,",
        "Alvast bedankt,",
        "Thanks in advance.\n\nMateusz",
        "Thanks in advance,\nMateusz Grell",
        "Danke im Voraus,\nMateusz",
    ],
)
def test_a_bare_thanks_one_with_a_comma_or_over_a_name_is_a_closing(thanks):
    assert own_text(f"{ASK}\n\n{thanks}\n", NAMES) == ASK
