"""A stop to our mail in the informal imperative, opening its clause (heldout_ea: a Brazilian "stop emailing
me" written in a hurry; `removal_informal.INFORMAL_REMOVAL`): a removal in every rule language that has the
form. Never the third person it shares its form with ("o sistema para de me mandar email quando...?"), never
a matter the mail is about.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Para de me enviar essas mensagens, obrigado.",
        "Oi, por favor para de me escrever.",
        "Deixa de me mandar isso, já falei.",
        "Arrête de m'écrire stp, ça ne m'intéresse pas.",
        "Bon, arrête de m'envoyer tes relances.",
        "Para de mandarme cosas, gracias.",
        "Deja ya de escribirme, por favor.",
        "Hör endlich auf, mir Newsletter zu schicken.",
        "Hört bitte auf, uns zu mailen.",
        "Houd nu eens op met mailen.",
    ],
)
def test_the_informal_stop_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the third person, in a question about how the tool works
        "Quando é que o vosso sistema para de me mandar lembretes?",
        "Le logiciel arrête de m'envoyer des alertes après combien de jours ?",
        "¿El programa para de escribirme si cancelo la prueba?",
        # a matter, then the phone asked for
        "Hou op met mailen over de offerte, bel me gewoon.",
    ],
)
def test_the_third_person_or_a_matter_is_no_removal(text):
    assert reading(text) != "unsubscribe"
