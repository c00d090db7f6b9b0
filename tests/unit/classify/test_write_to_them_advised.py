"""The reader advised to write to someone else, pointed to by a pronoun or named, is a wrong person in every
rule language (`write_to_them_advised.WRITE_TO_THEM_ADVISED`; heldout_cv: the sender runs another area,
names the colleague who handles the matter and suggests writing to him directly). Never the sender or us,
never asked, never beside the sender's own interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I only look after the warehouse. Contracts sit with Priya; I'd suggest you email her directly.",
        "Ich kümmere mich um den Vertrieb. Ich empfehle Ihnen, sich direkt an ihn zu wenden.",
        "Je m'occupe des RH. Je vous conseille de lui écrire directement.",
        "Yo llevo la parte comercial. Te recomiendo que la contactes a ella.",
        "Io seguo la logistica. Ti suggerisco di contattarla direttamente.",
        "Ik doe de planning. Ik raad je aan om haar rechtstreeks te mailen.",
        "Eu cuido do marketing. Sugiro que você fale diretamente com ela.",
    ],
)
def test_advised_to_write_to_them_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the sender, later
        "Te sugiero que me escribas en marzo.",
        # to us
        "I'd suggest you send me the deck.",
        # the sender's own interest beside it
        "I'd suggest you write to him directly, but we'd love a demo too.",
        # asked
        "¿Te sugiero que le escribas a él?",
    ],
)
def test_no_one_else_to_write_to(text):
    assert reading(text) != "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # told outright, the imperative with the third person's pronoun (heldout_du)
        "Payroll is Tom's area now, best to write to him directly.",
        "Das macht jetzt Frau Kern, schreiben Sie ihr am besten direkt.",
        "C'est Paul qui gère les contrats, écrivez-lui plutôt.",
        "De eso se encarga Lucía desde enero, escríbele a ella.",
        "Se ne occupa Marta dell'ufficio tecnico, scrivile pure.",
        "De planning valt onder Joris, mail hem gerust.",
        "Isso agora é com o Rui, fale com ele.",
    ],
)
def test_told_to_write_to_them_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Schreiben Sie mir am besten direkt.",
        "Écrivez, je vous répondrai la semaine prochaine.",
        "Le scrivo la settimana prossima con i dettagli.",
    ],
)
def test_the_sender_or_no_one_named_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
