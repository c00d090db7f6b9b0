"""A regional goodbye alone on its line over a name ends the sender's own words, a card under the name
left out with it (heldout_ct: Belgian, Luxembourgish and Breton goodbyes over the name), where the rule
languages are spoken with them: "À tantôt", "Kenavo", "Äddi", "Bis geschwënn", "Pfiat di", "Adéu",
"Arrivederci", "Houdoe", "Salukes", "Até já", "Cheerio". A sentence that starts with the same words goes
on ("À tantôt pour la démo").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

NAMES = frozenset({"yannick"})
BODY = "Oui, montrez-nous ça jeudi matin si possible."


@pytest.mark.parametrize(
    "closing",
    [
        "À tantôt,",
        "À la revoyure !",
        "Kenavo,",
        "Adishatz",
        "Äddi,",
        "Bis geschwënn,",
        "Léif Gréiss,",
        "Pfiat di",
        "Uf Widerluege",
        "Mach's gut,",
        "Adéu,",
        "Chau!",
        "Arrivederci,",
        "A risentirci",
        "Houdoe,",
        "Salukes,",
        "Tot straks",
        "Até já,",
        "Fica bem,",
        "Cheerio,",
    ],
)
def test_a_regional_goodbye_ends_the_text(closing):
    body = f"Bonjour,\n\n{BODY}\n\n{closing}\nYannick\nAtelier Quéré – Quimper\n"
    assert own_text(body, NAMES) == f"Bonjour,\n\n{BODY}"


@pytest.mark.parametrize(
    "line",
    [
        "À tantôt pour la démo, on vous attend à 10h.",
        "Arrivederci alla fiera, portate il listino.",
        "Tot straks bellen we over de offerte.",
        "Cheerio to the old supplier, we want yours.",
    ],
)
def test_a_sentence_starting_with_the_same_words_goes_on(line):
    assert own_text(f"{line}\nYannick\n", NAMES) == line
