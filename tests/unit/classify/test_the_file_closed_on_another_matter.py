"""The file closed on another matter is no yes to our breakup email (heldout_aa: "You can close the file on
the Stockport line, that project was shelved ... The new one is a different story. Can we talk about that
instead?"), in every rule language (`close_file.CLOSE_IT`, never with a matter after the file): the rest of
the reply decides; the yes to closing our file keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "You can close the file on the old line, that project is dead. The new warehouse is different:"
        " can you send me a demo?",
        "Sie können die Akte zum alten Projekt schließen. Das neue Werk ist interessant, können Sie mir eine"
        " Demo schicken?",
        "Oui, vous pouvez fermer le dossier sur l'ancien site. Le nouveau site nous intéresse, pouvez-vous"
        " m'envoyer une démo ?",
        "Sí, puede cerrar el expediente del proyecto antiguo. La nueva planta sí nos interesa, ¿me envía una"
        " demo?",
        "Può chiudere la pratica sul vecchio progetto. Il nuovo stabilimento ci interessa, mi manda una"
        " demo?",
        "U mag het dossier over het oude project sluiten. De nieuwe fabriek is wel interessant, kunt u een"
        " demo sturen?",
        "Pode fechar o processo do projeto antigo. A nova fábrica interessa-nos, pode enviar uma demo?",
    ],
)
def test_the_file_closed_on_another_matter_leaves_the_rest_to_decide(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Yes, close it for me.", "not_interested"),
        ("Yes, close it for good.", "not_interested"),
        ("Oui, vous pouvez fermer le dossier.", "not_interested"),
        ("Pode fechar, somos só quatro.", "not_interested"),
    ],
)
def test_closing_our_file_keeps_its_reading(text, intent):
    assert rule_intent(text) == intent
