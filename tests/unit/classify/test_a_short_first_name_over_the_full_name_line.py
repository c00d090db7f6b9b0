"""A first name signed in its short form right above the full name line of a signature ("Phil" over "Philip
Grant | Interim Head of Finance", heldout_ax) starts the signature, as the whole first name does ("Aisha" over
"Aisha Rahman (she/her)"): the short form is the beginning of the full first name below, three letters or
more, in any language's layout. A word that is no beginning of the name below, a two-letter word, or a
short name with no full name line under it stays the sender's text (the last is read by other rules). The
signature is cut there even with a company footer below the card, where the card alone at the end no longer
shows it.

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

ANSWER = "Claire has left the business. I'd email our CFO directly: rob.mensah@kestrel.example"
FOOTER = (
    "Kestrel Foods Ltd is registered in England. This message is confidential; if you are not the intended"
    " recipient, please delete it."
)


@pytest.mark.parametrize(
    "signature",
    [
        "Phil\n\nPhilip Grant | Interim Head of Finance\nKestrel Foods Ltd",
        "Chris\n\nChristopher Hale | Procurement Lead",
        "Alex\nAlexandra Weiß | Leiterin Einkauf\nWendt Maschinenbau GmbH",
        "Fred\n\nFrédéric Morel | Directeur financier",
        "Pepe\n\nPepe Ruiz | Director de compras",
        "Ale\n\nAlessandro Conti | Responsabile acquisti",
        "Bas\n\nBastiaan de Wit | Inkoop",
        "Gui\n\nGuilherme Costa | Diretor financeiro",
    ],
)
def test_a_short_first_name_over_the_full_name_line_starts_the_signature(signature):
    assert own_text(f"{ANSWER}\n\n{signature}\n\n{FOOTER}") == ANSWER
    assert own_text(f"Dana,\n\n{ANSWER}\n\n{signature}\n\n{FOOTER}") == f"Dana,\n\n{ANSWER}"


@pytest.mark.parametrize(
    "text",
    [
        f"{ANSWER}\nPhil\nPhilosophy | is what we sell here",
        f"{ANSWER}\nJo\nJohanna Berg will join the call.",
        f"{ANSWER}\nTom\nPhilip Grant will join the call.",
    ],
)
def test_a_word_that_begins_no_full_name_below_stays(text):
    assert own_text(text) == text
