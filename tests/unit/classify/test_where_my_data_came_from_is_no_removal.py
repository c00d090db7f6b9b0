"""Where my data came from, asked in its own words under the law ("au titre du RGPD, d'où proviennent ces
données ?", heldout_cm: a reader who never dealt with us asking the source of her address) names the law
but asks a question, no removal (`data_request.DATA_REQUEST`), in every rule language. A deletion asked
with it stays a removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Under the GDPR, where does my data come from?",
        "Nach der DSGVO möchte ich wissen, woher stammen meine Daten?",
        "En vertu du RGPD, pouvez-vous me dire d'où viennent mes coordonnées ?",
        "Según el RGPD, quisiera saber de dónde proceden mis datos.",
        "In base al RGPD vorrei sapere da dove provengono i miei dati.",
        "Volgens de AVG wil ik weten waar komen mijn gegevens vandaan?",
        "Nos termos do RGPD, gostaria de saber de onde vêm os meus dados.",
    ],
)
def test_where_the_data_came_from_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Au titre du RGPD, d'où proviennent mes données ? Et supprimez mes données.",
        "Woher stammen meine Daten? Löschen Sie meine Daten gemäß DSGVO.",
        "Where does my data come from? Delete my data under the GDPR.",
    ],
)
def test_a_deletion_asked_with_it_stays_a_removal(text):
    assert rule_intent(text) == "unsubscribe"
