"""The European Portuguese Gmail attribution with the verb before the date, "escreveu no dia" (heldout_dd:
"... <x@y> escreveu no dia quarta, <date> à(s) <time>:" under an Android reply), ends the sender's own text
like "escreveu em ..." (`attribution._WROTE_BEFORE_DATE`). A sentence with "escreveu no dia" and no date
and colon at its end stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Obrigada, mas não temos interesse."


@pytest.mark.parametrize(
    "line",
    [
        "Rui Costa <rui@vendas.example> escreveu no dia segunda, 16/11/2026 à(s) 09:30:",
        "Rui Costa <rui@vendas.example> escreveu no dia sexta, 4/12/2026 à(s) 17:05:",
        "Rui Costa <rui@vendas.example> escreveu em 16/11/2026 09:30:",
    ],
)
def test_the_attribution_ends_the_text(line):
    assert own_text(f"{BODY}\n\n{line}\n\n> Olá,\n> quer falar?\n") == BODY


def test_a_sentence_with_no_dia_stays_the_senders():
    text = f"{BODY}\nO meu sócio escreveu no dia da feira que não queria mais sistemas."
    assert own_text(text + "\n") == text
