"""The whole reply typed on the salutation's line ("Oi Dana, não temos interesse, obrigada."), then a blank
line and the sender's name: the name signs the text and is cut, as under a reply on lines of its own
(`signoffs._salutation_only`; heldout_eb). A salutation alone keeps the name (there is no text to sign), and
a line that is no name stays.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail


@pytest.mark.parametrize(
    ("body", "kept"),
    [
        ("Hi Sam, not for us right now, thanks.\n\nBob", "Hi Sam, not for us right now, thanks."),
        ("Hallo Sam, kein Bedarf, danke.\n\nBob", "Hallo Sam, kein Bedarf, danke."),
        ("Bonjour Sam, pas pour nous, merci.\n\nBob", "Bonjour Sam, pas pour nous, merci."),
        ("Olá Sam, não nos interessa, obrigado.\n\nBob", "Olá Sam, não nos interessa, obrigado."),
        # ... after the salutation's full stop (heldout_ej's family)
        ("Bonsoir. Pas pour nous, merci.\n\nBob", "Bonsoir. Pas pour nous, merci."),
        ("Guten Tag. Kein Bedarf, danke.\n\nBob", "Guten Tag. Kein Bedarf, danke."),
        ("Bom dia. Não temos necessidade, obrigado.\n\nBob", "Bom dia. Não temos necessidade, obrigado."),
        ("Hola Dr. Pérez.\n\nGracias, no.\n\nBob", "Hola Dr. Pérez.\n\nGracias, no."),
        ("Hi Sam,\n\nBob", "Hi Sam,\n\nBob"),
        ("Hi Sam!\n\nBob", "Hi Sam!\n\nBob"),
        ("Hi Sam, sounds good.\n\nSend Pricing", "Hi Sam, sounds good.\n\nSend Pricing"),
    ],
)
def test_name_under_a_one_line_reply(body, kept):
    assert classify(mail(body)).text == kept
