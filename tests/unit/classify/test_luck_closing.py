"""A wish of luck over the name is a closing ("Best of luck,\nHannah"), in every rule language; as a
sentence mid-text ("Best of luck with the launch!") it stays the sender's text."""

import pytest

from sequencer.classify.signoffs import cut_signature


@pytest.mark.parametrize(
    "closing",
    [
        "Best of luck,",
        "Good luck,",
        "All the best,",
        "Viel Erfolg,",
        "Bonne chance,",
        "Mucha suerte,",
        "In bocca al lupo,",
        "Succes,",
        "Boa sorte,",
    ],
)
def test_a_wish_of_luck_over_the_name_is_cut(closing: str) -> None:
    lines = [
        "Hi Dana,",
        "",
        "I'm not the one for this any more.",
        "",
        closing,
        "Hannah",
        "",
        "Hannah Ekwueme",
    ]
    assert cut_signature(lines) == ["Hi Dana,", "", "I'm not the one for this any more."]


def test_a_wish_of_luck_and_the_name_on_one_line_is_cut() -> None:
    lines = ["Hi Dana,", "", "The person you want is Femke Jansen.", "", "Best of luck, Hannah"]
    assert cut_signature(lines) == ["Hi Dana,", "", "The person you want is Femke Jansen."]


@pytest.mark.parametrize(
    "lines",
    [
        ["Hi,", "", "We launch next week.", "Best of luck with the launch!", "Send me the deck."],
        ["Hi,", "", "We met at the fair.", "Good luck,", "Send the pricing please."],
        ["Hi,", "", "We met at the fair.", "", "Good luck, Maria", "and send the deck."],
    ],
)
def test_a_wish_of_luck_in_the_text_stays(lines: list[str]) -> None:
    assert cut_signature(lines) == lines
