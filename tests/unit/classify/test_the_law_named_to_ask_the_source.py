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


@pytest.mark.parametrize(
    "text",
    [
        # this very address, named by a demonstrative, in any tense (heldout_ei)
        "Per GDPR article 14, where did you obtain this e-mail address? It is not published anywhere.",
        "Nach Art. 14 DSGVO: Woher haben Sie diese Adresse? Sie steht nirgends öffentlich.",
        "Selon le RGPD, d'où avez-vous eu cette adresse ? Elle n'est connue que de nos fournisseurs.",
        "¿De dónde sacaron este correo? Solo lo conocen nuestros proveedores (RGPD, art. 14).",
        "Waar hebben jullie dit adres vandaan? Graag een antwoord conform de AVG en de GDPR request.",
    ],
)
def test_the_source_of_this_address_asked_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Löschen Sie diese Adresse gemäß DSGVO, woher Sie sie haben, ist mir egal.",
        "Conforme al RGPD, borren este correo de su base. ¿De dónde lo sacaron?",
    ],
)
def test_this_address_deleted_under_the_law_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
