"""The reader told it is better to write to someone else (heldout_en: an Italian clerk who does payroll
sending us on to the site office's head): "le conviene scrivere a ...", "vous feriez mieux d'écrire à ...",
"le conviene escribir a ...", "schreiben Sie besser an ...", "u kunt beter mailen naar ...", "you're better
off writing to ...": the wrong person. Told to write to the sender, an address of the sender's, or a
thing of the sender's, it is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Le conviene contattare la dottoressa Neri, segue lei gli appalti.",
        "Vous feriez mieux de contacter Mme Roux, elle gère les achats.",
        "Le conviene hablar con Lucía Prado, lleva ella las compras.",
        "Wenden Sie sich besser an Frau Lang aus dem Einkauf.",
        "Je kunt beter mailen naar Pieter, hij doet de inkoop.",
        "You'd be better off emailing Priya in procurement.",
    ],
)
def test_better_write_to_someone_else_is_the_wrong_person(text: str) -> None:
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Le conviene scrivere alla mia mail personale, questa la leggo poco.",
        "Schreiben Sie besser an meine neue Adresse.",
        "Schreiben Sie besser an info@tischlerei.example, das lese ich täglich.",
    ],
)
def test_better_write_to_the_sender_is_not(text: str) -> None:
    assert reading(text) != "wrong_person"
