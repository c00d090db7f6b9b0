"""A yes to our breakup email's "Should I close your file?" with the mailing list closed too is a removal
(heldout_aa: "Please do close it. And the mailing list while you're at it"), in every rule language
(`close_file.LIST_TOO` right after `close_file.CLOSE_IT`, read by `removal_late.list_closed_too`). The yes to
closing alone stays a no (`test_yes_close_the_file.py`, heldout_p's convention): the rules read only the
sender's own text, and "close it" without the list names no mailing.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Yes, close it, and your mailing list too.",
        "Please do close the file. And the email list as well, thanks.",
        "Ja, schließen Sie sie, und den Verteiler gleich mit.",
        "Oui, vous pouvez fermer le dossier, et la liste de diffusion aussi.",
        "Sí, ciérrelo, y la lista de correo también.",
        "Sì, chiuda pure, e anche la mailing list.",
        "Ja, sluit het maar, en de verzendlijst ook.",
        "Pode fechar, e a lista de e-mails também.",
    ],
)
def test_the_file_closed_and_the_list_too_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Yes. Close it.", "not_interested"),
        ("Please do close it, we're four people.", "not_interested"),
        ("Please don't close my file, just busy until March.", "not_now"),
        ("Yes, close it, and the price list you sent was useful too.", "not_interested"),
        ("Sí, ciérrelo, y la lista de precios también me sobra.", "not_interested"),
        ("Should I close it and the list too?", "other"),
    ],
)
def test_closing_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
