"""A no said with the verb "to interest" negated and the sender as its object ("Cela ne nous intéresse
pas", "Mich interessiert so etwas nicht", heldout_cm) is no interest (`interest_verb_negated`), never read
as the "intéresse" of a yes. Never the reader as the object, never "not only" (interest in more).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Bonjour, cela ne nous intéresse pas, bonne continuation.",
        "Votre logiciel ne m'intéresse absolument pas.",
        "Ihr Angebot interessiert uns leider gar nicht.",
        "Mich interessiert so etwas nicht, danke.",
        "Zo'n pakket interesseert ons echt niet.",
        "Olá, o vosso sistema não nos interessa, obrigado.",
        "Honestly this doesn't interest me.",
    ],
)
def test_the_interest_verb_negated_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        # not only: interest in more
        "Le tarif ne m'intéresse pas seulement pour l'agence, envoyez-moi une offre pour tout le groupe.",
        "Das interessiert uns nicht nur für Berlin, bitte schicken Sie uns ein Angebot für alle Filialen.",
        "Dit interesseert ons niet alleen voor de winkel, kunt u een offerte sturen?",
    ],
)
def test_not_only_is_no_no(text):
    assert rule_intent(text) != "not_interested"
