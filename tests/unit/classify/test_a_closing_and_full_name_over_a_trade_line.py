"""A closing and the sender's full name on one line without its comma, over a short line of a title, trade
or firm (heldout_bs: "Trotzdem danke für die Mühe.\\n\\nGruß Klaus Dietrich\\nElektromeister"), is the
signature and is cut in every rule language (`closing_name_card.closing_name_over_card`). A sentence that
goes on after the name, sentences under it, and a line not set apart from the text stay.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Hallo,\n\nfür einen Ein-Mann-Betrieb ist das zu teuer."


@pytest.mark.parametrize(
    "card",
    [
        "Gruß Klaus Dietrich\nElektromeister",
        "Viele Grüße Anna Roth\nAssistenz der Geschäftsführung",
        "Regards Tom Baker\nElectrician",
        "Cordialement Claire Martin\nÉlectricienne",
        "Saludos Ana Ruiz\nContable",
        "Saluti Marco Rossi\nIdraulico",
        "Groeten Jan de Vries\nInstallateur",
        "Abraços Rui Costa\nEletricista",
        "Gruß Klaus Dietrich\nElektromeister\nDietrich Elektro",
    ],
)
def test_the_closing_name_and_trade_are_cut(card):
    assert own_text(f"{BODY}\n\n{card}") == BODY


@pytest.mark.parametrize(
    "tail",
    [
        "Danke Peter für die schnelle Antwort\nWir melden uns.",
        "Danke Peter Müller\nIch rufe morgen an, wenn das passt.",
    ],
)
def test_a_sentence_after_the_name_or_under_it_stays(tail):
    assert own_text(f"{BODY}\n\n{tail}") == f"{BODY}\n\n{tail}"


def test_a_line_not_set_apart_is_left_to_the_other_readers():
    assert "Elektromeister" in own_text(f"{BODY}\nGruß Klaus Dietrich\nElektromeister")
