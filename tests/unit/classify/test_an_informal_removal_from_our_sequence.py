"""The informal imperative taking the sender out of our sequence or its follow-ups ("retire-moi de ta
séquence", "sors-moi de tes relances", "tira-me da tua sequência"; heldout_eb: a French P.S. under the
signature), a removal like the list's (`removal_polite.TAKE_ME_OFF`). Someone else's act told, or a thing
taken out of the sequence, are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Pas pour nous. Et enlève-moi de ta séquence au passage, merci.",
        "Sors-moi de tes relances stp, j'en ai reçu quatre.",
        "Vire-moi de ton fichier.",
        "Não é para nós. Tira-me da tua sequência, por favor.",
        "Me tira da sua sequência, por favor.",
    ],
)
def test_out_of_our_sequence_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    ["Il m'a retiré de sa séquence la semaine dernière.", "Retire le module de ta séquence de démo."],
)
def test_not_the_sender_taken_out_is_no_removal(text):
    assert reading(text) != "unsubscribe"
