"""All of us, counted or not, taken off the list is a removal (heldout_di: a Dutch office asks that all
its addresses come out of the file): "ons alle drie", "ons allebei", "ons met z'n vieren", "tirem-nos a
todos", "removam-nos aos dois", beside the forms the other languages already read. Never us put on a list,
never negated.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Kunnen jullie ons alle drie uit het adressenbestand halen?",
        "Wil je ons met z'n vieren van de mailinglijst verwijderen?",
        "Zet ons allebei maar van die verzendlijst af.",
        "Graag ons alle 5 uit uw database verwijderen.",
        "Tirem-nos a todos da lista de envios, por favor.",
        "Por favor removam-nos aos dois do vosso cadastro.",
        "Please take all three of us off your mailing list.",
        "Nehmen Sie uns bitte alle drei aus Ihrem Verteiler.",
        "Retirez-nous tous les deux de votre fichier.",
        "Quitadnos a los tres de vuestra lista.",
        "Toglieteci tutti e due dalla vostra mailing list.",
    ],
)
def test_all_of_us_off_the_list_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # put on a list, not off it
        "Kunnen jullie ons alle drie op de lijst voor de demo zetten?",
        "Mogen we ons alle vier aanmelden voor de nieuwsbrief?",
        # negated
        "Haal ons alsjeblieft niet alle drie uit het bestand, we lezen het graag.",
    ],
)
def test_all_of_us_not_taken_off(text):
    assert reading(text) != "unsubscribe"
