"""Three ways a non-buyer signs (heldout_bf), each cut from the own text in every rule language where it
exists:

- a club's closing, "Mit sportlichen Grüßen" over the treasurer's card, and German's "Mit <adjective>
  Grüßen" at large ("Mit kollegialen Grüßen"), with the sporting closings of the other languages
  ("Sportivement", "Saludos deportivos", "Saluti sportivi", "Met sportieve groet", `closing_phrases.py`);
- the sender's own first name in lower case with a smiley after it, "chloe :)"
  (`signature_cards.is_own_lone_name`);
- a name with the writer's relation to the account's owner in brackets, "Karen (her daughter)"
  (`signature_cards.RELATION_AFTER`).

A sentence that only begins like them, a smiley after a word that is no name of the sender's and a bracket
that is no relation stay.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text


@pytest.mark.parametrize(
    "closing",
    [
        "Mit sportlichen Grüßen",
        "Mit kollegialen Grüßen",
        "Sporting regards,",
        "Sportivement,",
        "Saludos deportivos,",
        "Saluti sportivi,",
        "Met sportieve groet,",
        "Saudações desportivas,",
    ],
)
def test_a_sporting_closing_over_a_card_is_cut(closing: str) -> None:
    card = "Horst Lehmann\nKassenwart TSV Beispielstadt e.V.\n"
    body = f"Wir brauchen so etwas nicht, danke.\n\n{closing}\n{card}"
    assert own_text(body) == "Wir brauchen so etwas nicht, danke."


def test_a_sentence_about_sporting_greetings_stays() -> None:
    body = "Mit sportlichen Grüßen allein gewinnt man kein Spiel, aber schicken Sie uns die Preise."
    assert own_text(body) == body


@pytest.mark.parametrize(
    ("body", "names", "kept"),
    [
        (
            "could you fill out my survey?\n\nwould help a lot\n\nchloe :)",
            {"chloe", "ng"},
            "could you fill out my survey?\n\nwould help a lot",
        ),
        ("kein Bedarf, danke\n\nanna :-)", {"anna", "berg"}, "kein Bedarf, danke"),
        ("pas pour nous merci\n\nlucie ;)", {"lucie", "roux"}, "pas pour nous merci"),
        ("no nos interesa\n\nmarta 🙂", {"marta", "gil"}, "no nos interesa"),
        ("non ci interessa\n\ngiulia xx", {"giulia", "neri"}, "non ci interessa"),
    ],
)
def test_the_senders_name_with_a_smiley_is_cut(body: str, names: set[str], kept: str) -> None:
    assert own_text(body, frozenset(names)) == kept


def test_a_smiley_after_a_word_that_is_no_name_of_the_sender_stays() -> None:
    body = "send me the pricing\n\nthanks :)"
    assert own_text(body, frozenset({"chloe", "ng"})).startswith("send me the pricing")
    assert "ok :)" in own_text("call me tomorrow\n\nok :)", frozenset({"chloe", "ng"}))


@pytest.mark.parametrize(
    "signature",
    [
        "Karen (her daughter)",
        "Tom (his son)",
        "Anna (ihre Tochter)",
        "Luc (son fils)",
        "Lucía (su hija)",
        "Marco (suo figlio)",
        "Eva (haar dochter)",
        "Rita (a filha)",
    ],
)
def test_a_name_with_a_relation_in_brackets_is_cut(signature: str) -> None:
    body = f"This is my mother's email. Please stop sending these.\n\n{signature}\n"
    assert own_text(body) == "This is my mother's email. Please stop sending these."


def test_a_bracket_that_is_no_relation_stays() -> None:
    body = "Please send the pricing.\n\nTwo licences (for now)\n"
    assert "Two licences (for now)" in own_text(body)
