"""A wish for the day addressed to the reader ("Bonne journée à vous.", "Buona giornata a tutti") or a wish
for the year's end ("Bonne fin d'année,", "Buon fine anno", "Fijne jaarwisseling") alone on its line ends
the sender's own words like "Bonne journée," does (heldout_cm), in the rule languages that say it that way
(`closing_phrases`). A sentence that starts with the same words goes on.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

NAMES = frozenset({"giulia"})
BODY = "Merci, mais nous avons déjà un outil pour cela."


@pytest.mark.parametrize(
    "closing",
    [
        "Bonne journée à vous.",
        "Bonne soirée à toi !",
        "Excellente semaine à tous,",
        "Bonne fin d'année,",
        "Bonne fin d'année à vous",
        "Buona giornata a lei.",
        "Buona serata a tutti,",
    ],
)
def test_a_wish_on_its_line_ends_the_text(closing):
    assert own_text(f"Bonjour,\n\n{BODY}\n\n{closing}\n", NAMES) == f"Bonjour,\n\n{BODY}"


@pytest.mark.parametrize(
    "closing",
    [
        "Have a great end of the year,",
        "Einen schönen Jahresausklang,",
        "Feliz fin de año,",
        "Buona fine anno",
        "Fijne jaarwisseling,",
        "Bom fim de ano,",
    ],
)
def test_the_years_end_wished_over_the_name_ends_the_text(closing):
    assert own_text(f"Bonjour,\n\n{BODY}\n\n{closing}\nGiulia\n", NAMES) == f"Bonjour,\n\n{BODY}"


@pytest.mark.parametrize(
    "line",
    [
        "Bonne journée à vous aussi, et rappelez-moi lundi pour la démo.",
        "Bonne fin d'année à toute l'équipe, on en reparle en janvier.",
        "Buona giornata a lei, mi mandi pure il preventivo.",
    ],
)
def test_a_sentence_starting_with_the_same_words_goes_on(line):
    assert own_text(f"{line}\nGiulia\n", NAMES) == line
