"""A wish of luck alone on the last line of the text ("Suerte.", "Viel Erfolg!", "Good luck.") is the
sender's last words, in every rule language, like a lone "Thanks!" line: never taken for a name set apart
under the text (heldout_az). A real lone name under the text is still cut, and a wish of luck with the
name under it is still a closing."""

import pytest

from sequencer.classify.signoffs import cut_signature

_TEXT = ["Hola Riley,", "", "El asunto con 'Re:' huele a truco. El resto del correo está bien."]


@pytest.mark.parametrize(
    "wish",
    [
        "Good luck.",
        "Suerte.",
        "Suerte",
        "Mucha suerte!",
        "Viel Erfolg.",
        "Bonne chance !",
        "Bon courage.",
        "Buona fortuna.",
        "Succes!",
        "Boa sorte.",
    ],
)
def test_a_lone_wish_of_luck_over_the_closing_stays(wish: str) -> None:
    lines = [*_TEXT, "", wish, "", "Saludos,", "-- ", "Raúl Castaño"]
    assert cut_signature(lines) == [*_TEXT, "", wish]


@pytest.mark.parametrize("wish", ["Suerte.", "Viel Erfolg!", "Succes"])
def test_a_lone_wish_of_luck_at_the_end_stays(wish: str) -> None:
    lines = [*_TEXT, "", wish]
    assert cut_signature(lines) == [*_TEXT, "", wish]


def test_a_lone_name_set_apart_under_the_text_is_still_cut() -> None:
    lines = [*_TEXT, "", "Raúl"]
    assert cut_signature(lines) == _TEXT


def test_a_wish_of_luck_over_the_name_is_still_a_closing() -> None:
    lines = [*_TEXT, "", "Suerte,", "Raúl"]
    assert cut_signature(lines) == _TEXT
