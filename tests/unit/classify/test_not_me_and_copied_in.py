"""Wrong person: "ce n'est pas moi qui gère" (the one who handles it is not the sender) and a colleague
named and put in copy ("Je mets en copie Claire Vasseur, qui vous dira"), in every rule language where
the family is missing; never the reader put in copy, never with interest in the same reply.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Bonjour Camille, Ce n'est pas moi qui gère la planification.",
        "Ce n'est pas à moi de décider.",
        "No soy yo quien gestiona la planificación.",
        "Nicht ich bin dafür zuständig.",
        "Das entscheide nicht ich.",
        "Ik ben niet degene die de planning doet.",
        "Dat beslis ik niet.",
        "Je mets en copie Claire Vasseur, responsable d'exploitation, qui vous dira si ça vaut le coup.",
        "I'm cc'ing Claire, who can tell you more.",
        "Ich setze Claire Vasseur in Kopie.",
        "Pongo en copia a Claire.",
        "Metto in copia Claire.",
        "Ik zet Claire in cc.",
        "Coloco a Claire em cópia.",
    ],
)
def test_not_me_and_a_colleague_copied_in_are_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Je vous mets en copie.",
        "Je mets en copie Claire, envoyez-nous le devis.",
        "Ce n'est pas moi qui vais vous dire non : envoyez le devis.",
        "I'm cc'ing you on the thread.",
    ],
)
def test_look_alikes_are_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
