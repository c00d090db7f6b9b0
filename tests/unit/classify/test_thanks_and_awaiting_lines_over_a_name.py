"""Lone thanks lines over a name, and awaiting lines over another closing (heldout_cg): "Gracias de
antemano." and the other thanks in advance of Spanish, Italian and Portuguese alone over a name are a
closing, like "Merci d'avance"; a thanks-anyway over a name keeps being one with a card of a line or two
under the name, its parts joined by a dash; "Quedamos atentos a su respuesta." or "Fico no aguardo." with
another closing formula below is the sender's last sentence, and alone over the name the closing.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

ASK = "Hola Pilar,\n\nnos interesa, ¿nos mandan el precio para tres sedes?"


@pytest.mark.parametrize(
    "thanks",
    [
        "Gracias de antemano.",
        "Muchas gracias por adelantado.",
        "Grazie in anticipo.",
        "Obrigado desde já.",
        "Muito obrigada antecipadamente.",
        "Merci d'avance.",
        "Thanks in advance.",
    ],
)
def test_a_thanks_in_advance_over_a_name_is_a_closing(thanks: str) -> None:
    assert own_text(f"{ASK}\n\n{thanks}\n\nLucía Ferrer\nFerrer Abogados · Valencia\n") == ASK


@pytest.mark.parametrize(
    "thanks",
    ["Gracias igual!", "Igual, gracias.", "Obrigado assim mesmo!", "Thanks though,", "Danke dennoch!"],
)
def test_a_thanks_anyway_over_a_name_and_a_card_is_a_closing(thanks: str) -> None:
    card = "Hostal El Faro - Cabo Polonio, Rocha"
    body = f"Hola Pilar,\n\nahora no, escribime en abril.\n\n{thanks}\nTomás\n{card}\n"
    assert own_text(body) == "Hola Pilar,\n\nahora no, escribime en abril."


def test_a_thanks_anyway_alone_at_the_end_stays() -> None:
    assert (
        own_text("Hola,\n\nno nos interesa.\n\nGracias igual!\n")
        == "Hola,\n\nno nos interesa.\n\nGracias igual!"
    )


@pytest.mark.parametrize(
    "awaiting",
    ["Quedamos atentos a su respuesta.", "Quedo atenta.", "Fico no aguardo.", "Ficamos à disposição."],
)
def test_an_awaiting_sentence_over_another_closing_stays(awaiting: str) -> None:
    body = f"{ASK}\n\n{awaiting}\n\nAtentamente,\n\nLucía Ferrer\nFerrer Abogados\n"
    assert own_text(body) == f"{ASK}\n\n{awaiting}"


@pytest.mark.parametrize("awaiting", ["Quedamos atentos a su respuesta.", "Fico no aguardo."])
def test_an_awaiting_line_over_the_name_is_the_closing(awaiting: str) -> None:
    assert own_text(f"{ASK}\n\n{awaiting}\nLucía Ferrer\n") == ASK
