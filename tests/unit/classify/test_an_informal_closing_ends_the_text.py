"""An informal closing alone on its line ends the sender's own words, a P.S. under the name staying
(heldout_af: "À+\nThibaut\n\nP.S. : on passe sous Odoo en mars"), in every rule language: "À+", "A+",
"@+", "À plus", "Tschau", "Servus", "Bis dann", "Hasta luego", "Nos vemos", "Ciao ciao", "Alla prossima",
"Doei", "Tot later", "Até logo", "Tchau", "See you soon" (and "Bises", "Ciao", "Tschüss", "Groetjes",
"Abraço", read already). A sentence that starts with the same words goes on ("À plus tard on verra").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

NAMES = frozenset({"margaux"})
BODY = "D'accord, envoie-moi le devis pour 3 postes."
PS = "P.S. : on change de logiciel de paie en avril."


@pytest.mark.parametrize(
    "closing",
    [
        "À+",
        "A+",
        "A +",
        "@+",
        "À plus",
        "À plus tard",
        "Bises",
        "Tschau",
        "Servus",
        "Bis dann",
        "Bis später",
        "Tschüss",
        "Hasta luego",
        "Hasta la próxima",
        "Nos vemos",
        "Chao",
        "Ciao ciao",
        "A dopo",
        "Alla prossima",
        "Ci sentiamo",
        "Doei",
        "Tot later",
        "Groetjes",
        "Até logo",
        "Até à próxima",
        "Tchau",
        "Abraço",
        "See you soon",
        "See ya",
    ],
)
def test_an_informal_closing_ends_the_text_before_a_postscript(closing):
    body = f"Salut,\n\n{BODY}\n\n{closing}\nMargaux\n\n{PS}\n"
    assert own_text(body, NAMES) == f"Salut,\n\n{BODY}\n\n{PS}"


@pytest.mark.parametrize(
    "line",
    [
        "À plus tard on verra si on signe.",
        "Hasta luego no podemos decidir nada.",
        "See you at the fair, send me the price list.",
        "A+B pricing is what we need.",
        "Ci sentiamo martedì alle 10 per la demo.",
    ],
)
def test_a_sentence_starting_with_the_same_words_goes_on(line):
    assert own_text(f"{line}\nMargaux\n", NAMES) == line
