"""Removal words misspelt in the rule languages (heldout_t): a letter dropped or two swapped in the verb
("disicrivimi", "cancelami", "abmleden", "afmeden", "desincrivez-moi", "descadastar", "desuscrivirme"),
and Spanish "de baja" written with a v inside its phrase ("quisiera darme de vaja de sus envios"). A
word that is no misspelling of ours stays as it is ("Vaja, qué sorpresa").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Buenas, quisiera darme de vaja de sus envios no me interesa nada de esto gracias",
        "Por favor denme de vaja.",
        "Solicito la vaja de su lista.",
        "Quiero desuscrivirme de esta lista.",
        "Disicrivimi, grazie.",
        "Cancelami dalla lista per favore.",
        "Bitte abmleden.",
        "Bitte afmeden, dank u.",
        "Desincrivez-moi svp.",
        "Desinscrivez-moi de votre liste svp",
        "Quero descadastar meu e-mail.",
        "pls unsubcribe me",
    ],
)
def test_misspelt_removals_are_read(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Vaja, qué sorpresa, ¿me manda una demo?",
        "La caja de vaja está en el almacén.",
        "Non cancellate l'ordine, per favore.",
        "Wir melden uns nach der Messe.",
        "Please don't unsubcribe me, I like these.",
    ],
)
def test_look_alikes_are_no_removal(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"
