"""The delete verb a footer asks for, typed alone as the whole reply, is a removal in every rule language
(`removal_word_alone.WORD_ALONE`; heldout_ck: a one-word reply, the word our footer names). Never the verb
with an object of its own, never asked back as a question.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Delete",
        "Delete me, please.",
        "Löschen!",
        "Entfernen, danke",
        "Supprimer.",
        "Borrar",
        "Eliminar, gracias",
        "Cancella",
        "Rimuovi, grazie.",
        "Elimina!!",
        "Verwijderen",
        "Apagar, obrigado",
        "Remover",
    ],
)
def test_delete_word_alone_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the verb with its own object: a call or a file, not the sender
        "Cancella la riunione di giovedì, grazie.",
        "Delete the old invoice and send the new one.",
        "Bitte die alte Datei löschen und die neue schicken.",
        # asked back
        "Cancella?",
        "Supprimer quoi exactement ?",
    ],
)
def test_delete_word_with_more_is_no_removal(text):
    assert reading(text) != "unsubscribe"
