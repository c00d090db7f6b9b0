""" "Atte." and "Att.", the short "Atentamente" and "Atenciosamente" of Latin America and Brazil, over a name
end the sender's own text; so does a name over a chair's title without a closing (heldout_dz: "Atte." over
"Lic. Rosa ...", and "voorzitter vzw ..." under a name), in every rule language. A sentence that starts with
the same letters, or a chair in the body, stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Gracias por escribir, pero por ahora no necesitamos nada de esto."


@pytest.mark.parametrize(
    "closing",
    [
        "Atte.\nIng. Carlos Mendoza\nJefe de Compras",
        "Atte\nMaría López",
        "Att.\nJoão Pereira\nGerente Administrativo",
    ],
)
def test_a_short_closing_over_a_name_ends_the_text(closing):
    assert own_text(f"{BODY}\n\n{closing}\n") == BODY


@pytest.mark.parametrize(
    "card",
    [
        "Jan Peeters\nvoorzitter Sportclub De Ster",
        "Ana Ribeiro\nPresidente da Associação de Pais",
        "Klaus Weber\nVorsitzender Förderverein Grundschule",
        "Helen Moore\nChairperson, Friends of the Library",
    ],
)
def test_a_name_over_a_chairs_title_ends_the_text(card):
    assert own_text(f"{BODY}\n\n{card}\n") == BODY


@pytest.mark.parametrize(
    "last",
    [
        "Atte. a su respuesta quedo, gracias.",
        "La presidente de la asociación lo verá el lunes.",
    ],
)
def test_a_sentence_stays(last):
    assert own_text(f"{BODY}\n\n{last}\n") == f"{BODY}\n\n{last}"
