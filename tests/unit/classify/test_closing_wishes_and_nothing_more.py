"""A wish for the work or the day alone on its line ("Votos de bom trabalho,"), the Lusophone African
"Estamos juntos" and a formal letter's "nothing more" over its closing ("Sem mais de momento," over
"Os melhores cumprimentos,", "Sin otro particular," over "Atentamente,") end the sender's own text
(`closing_phrases.WISHES`, heldout_cl). The same words inside a sentence, and a bare "Bom dia" that may
be a greeting, stay the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Obrigado pelo contacto. Neste momento não precisamos de um sistema novo para a faturação."
BODY_ES = "Gracias por escribir. De momento no necesitamos ningún sistema nuevo para la facturación."


@pytest.mark.parametrize(
    "closing",
    [
        "Votos de bom trabalho,\n\nRui Tembe\nDirector",
        "Bom trabalho,\nRui Tembe",
        "Desejo-lhe uma boa semana,\nRui",
        "Estamos juntos\nRui",
        "Sem mais de momento,\nOs melhores cumprimentos,\n\nRui Tembe",
        "Sem outro assunto,\nCumprimentos,\nRui",
    ],
)
def test_a_wish_or_nothing_more_ends_the_text(closing):
    assert own_text(f"{BODY}\n\n{closing}\n") == BODY


@pytest.mark.parametrize(
    "closing",
    [
        "Sin otro particular,\nAtentamente,\n\nLucía Gómez",
        "Que tenga un buen día,\nLucía",
    ],
)
def test_the_spanish_wish_or_nothing_more_ends_the_text(closing):
    assert own_text(f"{BODY_ES}\n\n{closing}\n") == BODY_ES


@pytest.mark.parametrize(
    "last",
    [
        "Estamos juntos nisso até ao fim do projecto, depois falamos.",
        "Sem mais nada para acrescentar sobre o preço, aguardo a proposta revista até sexta.",
        "Bom trabalho com a nova versão, gostei muito da demonstração.",
    ],
)
def test_the_words_in_a_sentence_stay(last):
    assert own_text(f"{BODY}\n\n{last}\n") == f"{BODY}\n\n{last}"
