"""A season's greeting alone on its line over the name ends the sender's own words (heldout_ag: "Buone
feste,\nStefano"), in every rule language: "Happy holidays", "Season's greetings", "Merry Christmas",
"Frohe Feiertage", "Guten Rutsch", "Bonnes fêtes", "Joyeux Noël", "Felices fiestas", "Feliz Navidad",
"Buone feste", "Buon anno", "Fijne feestdagen", "Boas festas", "Feliz Natal"; two joined by "and" are one
("Buone feste e buon anno"). A sentence that starts with the same words goes on.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

NAMES = frozenset({"giulia"})
BODY = "Va bene, sentiamoci a metà gennaio per la demo."


@pytest.mark.parametrize(
    "closing",
    [
        "Happy holidays,",
        "Season's greetings",
        "Merry Christmas!",
        "Happy New Year",
        "Frohe Feiertage",
        "Frohe Weihnachten,",
        "Guten Rutsch!",
        "Bonnes fêtes,",
        "Joyeuses fêtes",
        "Joyeux Noël",
        "Felices fiestas,",
        "Feliz Navidad",
        "Buone feste,",
        "Buon Natale!",
        "Buone feste e buon anno",
        "Fijne feestdagen,",
        "Prettige feestdagen",
        "Boas festas,",
        "Feliz Natal",
    ],
)
def test_a_seasons_greeting_over_the_name_ends_the_text(closing):
    body = f"Ciao,\n\n{BODY}\n\n{closing}\nGiulia\n"
    assert own_text(body, NAMES) == f"Ciao,\n\n{BODY}"


@pytest.mark.parametrize(
    "line",
    [
        "Happy holidays to your team, and let's talk in January.",
        "Buone feste anche a voi, ci sentiamo il 12 gennaio per la demo.",
        "Frohe Feiertage sind bei uns erst ab dem 23., bis dahin gern ein Termin.",
        "Fijne feestdagen gewenst, stuur me in januari de offerte.",
    ],
)
def test_a_sentence_starting_with_the_same_words_goes_on(line):
    assert own_text(f"{line}\nGiulia\n", NAMES) == line


@pytest.mark.parametrize("closing", ["Schöne Feiertage!", "Happy holidays!", "Buone feste!"])
def test_a_seasons_greeting_with_no_name_under_it_stays(closing):
    text = f"Hallo,\n\nich bin gerade im Urlaub und lese Mails nur sporadisch.\n\n{closing}"
    assert own_text(f"{text}\n", NAMES) == text
