"""The data-protection law named to ask where the sender's data came from is no removal
(`removal_law_source`, heldout_di: a Spanish reply cites the GDPR's article 14 and asks where the address
was obtained): the law's name alone is then none, in every rule language. A removal asked beside it stays
one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Under the GDPR, could you tell me how you have obtained my address?",
        "Gemäß DSGVO bitte ich um Auskunft über die Herkunft meiner Daten.",
        "Conformément au RGPD, merci de m'indiquer l'origine de mes données.",
        "Según el RGPD, ¿de dónde han sacado mis datos? Necesito saberlo.",
        "Ai sensi del GDPR, da dove avete ottenuto i miei dati?",
        "Nos termos do RGPD, indiquem a origem dos meus dados, por favor.",
    ],
)
def test_the_source_asked_under_the_law_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Gemäß DSGVO: löschen Sie meine Daten. Woher haben Sie meine Daten überhaupt?",
        "Según el RGPD, les pido que supriman mis datos. ¿De dónde han obtenido mi dirección?",
        "Under GDPR, remove me from your list. Also, where did you get my address?",
    ],
)
def test_a_removal_beside_the_question_stays_one(text):
    assert reading(text) == "unsubscribe"
