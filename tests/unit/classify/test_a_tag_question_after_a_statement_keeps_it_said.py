"""A tag after a comma at the end of a statement ("..., ok?", "..., right?", "..., tá?", "..., d'accord ?",
"..., vale?", "..., va bene?", "..., oké?") asks only for a nod: the sentence is said, not asked
(heldout_cc: "Sou estagiária do financeiro, não tenho autonomia pra decidir sobre isso. Vou ver quem é a
pessoa certa e te aviso, ok?" is a wrong person), in every rule language (`sentences.asked`). A real
question ("Is he the right person?", "É ela a pessoa certa, ou não?") stays asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Sou estagiária do financeiro. Vou ver quem é a pessoa certa e te aviso, ok?",
        "Vou ver quem é a pessoa certa e te aviso, tá?",
        "A Marta é a pessoa certa, certo?",
        "I'm an intern here. Sarah is the right person for this, ok?",
        "Sarah is the right person for this, right?",
        "Sie ist die richtige Ansprechpartnerin, ja?",
        "Wer darüber entscheidet, ist Herr Brandt, oder?",
        "C'est Claire qui décide, d'accord ?",
        "Quien decide sobre estas herramientas es Andrés, ¿vale?",
        "Chi decide su questi strumenti è Marco, va bene?",
        "Pieter is de juiste persoon hiervoor, oké?",
    ],
)
def test_a_statement_with_a_tag_is_said(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Is he the right person?",
        "É ela a pessoa certa?",
        "Is Sarah the right person for this, or is it Tom?",
        "Ist Frau Keller die richtige Ansprechpartnerin?",
        "La Marta è la persona giusta?",
    ],
)
def test_a_real_question_stays_asked(text):
    assert rule_intent(text) != "wrong_person"
