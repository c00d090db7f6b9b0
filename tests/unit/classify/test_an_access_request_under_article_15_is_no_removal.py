"""A request under the access article of the GDPR ("au titre de l'article 15 du RGPD, ... m'indiquer la
source", heldout_al: a DPO asking where her address came from, without asking for erasure) names the law
but asks to see the data, not to be removed (`intent_rules.data_request`): the article is read in every rule
language, after an elided article too ("l'article 15", "dell'articolo 15"). A request to delete the data
stays a removal, whatever article it cites.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Under Article 15 GDPR, please tell me where you got my address.",
        "Gemäß Artikel 15 DSGVO bitte ich um Auskunft, woher Sie meine Daten haben.",
        "Au titre de l'article 15 du RGPD, merci de m'indiquer la source de mon adresse.",
        "En virtud del artículo 15 del RGPD, les ruego me indiquen el origen de mis datos.",
        "Ai sensi dell'articolo 15 del RGPD, le chiedo di indicarmi la fonte dei miei dati.",
        "Op grond van artikel 15 AVG verzoek ik u mij te laten weten waar u mijn adres vandaan heeft.",
        "Nos termos do artigo 15.º do RGPD, solicito que me indiquem a origem dos meus dados.",
    ],
)
def test_an_access_request_is_no_removal(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "Conformément à l'article 17 du RGPD, merci de supprimer mes données.",
        "Au titre du RGPD, supprimez mes données.",
        "Löschen Sie meine Daten gemäß Artikel 17 DSGVO.",
        "Under Article 15 GDPR, tell me what you hold, then delete my data.",
    ],
)
def test_a_deletion_asked_stays_a_removal(text):
    assert rule_intent(text) == "unsubscribe"
