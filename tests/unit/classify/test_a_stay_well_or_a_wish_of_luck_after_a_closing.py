"""A "stay well" closing over the name (heldout_dd: a Neapolitan "stay well" over the name,
`closing_phrases.REGIONAL_CLOSINGS`), and a closing joined to a wish of luck or success by "and"
(heldout_dd: a Brazilian "a hug and success" over the name, `closing_phrases.CLOSING_AND_LUCK`) end the
sender's own text, in every rule language. A wish that goes on as a sentence, or "stay well" in one,
stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Thanks for the note, but we are set for this year."


@pytest.mark.parametrize(
    "closing",
    [
        "Stay well,",
        "Keep well,",
        "Bleiben Sie gesund,",
        "Porte-toi bien,",
        "Prenez soin de vous,",
        "Cuídese,",
        "Stia bene,",
        "Statte bbuono,",
        "Houd u goed,",
        "Fiquem bem,",
        "Cuide-se,",
    ],
)
def test_stay_well_over_the_name_ends_the_text(closing):
    assert own_text(f"{BODY}\n\n{closing}\nMarta\n") == BODY


@pytest.mark.parametrize(
    "closing",
    [
        "Cheers and good luck!",
        "Regards and all the best,",
        "Liebe Grüße und viel Erfolg!",
        "Amitiés et bon courage,",
        "Saludos y mucha suerte,",
        "Un abbraccio e buona fortuna!",
        "Groeten en veel succes!",
        "Um abraço e muito sucesso!",
        "Abraços e boa sorte aí!",
    ],
)
def test_a_closing_and_a_wish_of_luck_end_the_text(closing):
    assert own_text(f"{BODY}\n\n{closing}\nMarta\n") == BODY
    assert own_text(f"{BODY}\n\n{closing}\n\nMarta\n") == BODY


@pytest.mark.parametrize(
    "last",
    [
        "Bleiben Sie gesund und melden Sie sich im Februar wieder.",
        "Stay well clear of the old pricing page, it is wrong.",
        "Cheers and good luck with the launch next week",
        "Saludos y mucha suerte con la feria de marzo",
        "Sucesso com a nova loja em Porto Alegre",
    ],
)
def test_a_wish_that_goes_on_stays_the_senders(last):
    assert own_text(f"{BODY}\n\n{last}\n") == f"{BODY}\n\n{last}"
