"""Talk again at a month's end or start named with a preposition of its own, or with the verb last, is a later
that beats a courtesy of interest before it (`hear_again`; heldout_db: a budget already allocated, then
"we can talk again towards the end of February" in Italian). Never without a time: talking again with
something asked for now stays interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Read it with interest. The money is spent, so we could talk again towards the end of March.",
        "Mit Interesse gelesen. Das Budget ist weg, wir können gegen Ende April wieder sprechen.",
        "Mit Interesse gelesen. Wir könnten Anfang Juni erneut telefonieren.",
        "Letto con interesse. I fondi sono finiti, potremmo risentirci verso la fine di aprile.",
        "Letto con interesse. Se crede possiamo risentirci alla fine di maggio.",
        "Met interesse gelezen. We kunnen eind april weer contact hebben.",
        "Met interesse gelezen. Laten we tegen het einde van mei opnieuw spreken.",
        "Li com interesse. Podemos voltar a falar por volta do fim de abril.",
    ],
)
def test_talk_again_at_a_month_edge_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Happy to talk again, send me the pricing sheet.",
        "Wir sollten wieder sprechen. Schicken Sie mir bitte die Preisliste.",
        "We spraken elkaar eind januari. Graag weer contact, stuur de offerte.",
    ],
)
def test_talk_again_without_a_time_is_no_later(text):
    assert reading(text) != "not_now"
