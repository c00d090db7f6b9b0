"""Not writing to me or to this address again, asked as a favour with the verb in the subjunctive, is a
removal in every rule language (heldout_dz: "Agradecia que não voltassem a escrever para este endereço"),
as German and French already read it. A time limit after it is a later, a what-if is none, and "don't
write again about the quote" is about a topic.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Agradecíamos que não nos voltassem a contactar, obrigado.",
        "Pedia-lhe que não voltasse a escrever-me.",
        "Gostaria que não voltassem a enviar mensagens para este e-mail.",
        "Les agradeceríamos que no nos volvieran a escribir.",
        "Le pediría que no volviera a escribir a este correo.",
        "We would be grateful if you did not contact us any more.",
        "Le sarei grata se non mi scriveste più.",
        "We zouden het fijn vinden als jullie ons niet meer mailen.",
    ],
)
def test_not_writing_again_asked_as_a_favour_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Agradecia que não voltassem a escrever para este endereço antes de março.",
        "Não voltem a escrever sobre o orçamento, já está aprovado.",
        "If you didn't write to me again I would understand, but I do like the product.",
    ],
)
def test_a_pause_a_topic_or_a_what_if_is_no_removal(text):
    assert reading(text) != "unsubscribe"
