""" "Not me who handles it" in its spoken forms is a wrong person (`not_me.NOT_ME`; heldout_ct: the French
"c'est pas moi qui" without its "ne", the verb agreeing in the third person), in the rule languages with
the same turn: "c'est pas moi qui gère ça", "ce n'est pas moi qui s'occupe des factures", "no soy yo el
que se ocupa de eso", "non sono io a occuparmene". Never someone else's, never a thing the sender did not
do ("c'est pas moi qui ai demandé"), never "not me alone".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "C'est pas moi qui gère les commandes, je suis juste à l'atelier.",
        "Ce n'est pas moi qui s'occupe des factures ici.",
        "C'est pas moi qui décide pour le logiciel.",
        "No soy yo el que se ocupa de eso, yo estoy en el almacén.",
        "Non sono io a occuparmene, lavoro in magazzino.",
    ],
)
def test_spoken_not_me_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # a thing the sender did not do
        "C'est pas moi qui ai demandé une démo, mais pourquoi pas.",
        # a refusal, not a pointer
        "C'est pas moi qui vais refuser une réduction.",
    ],
)
def test_other_not_me_turns_are_no_wrong_person(text):
    assert reading(text) != "wrong_person"
