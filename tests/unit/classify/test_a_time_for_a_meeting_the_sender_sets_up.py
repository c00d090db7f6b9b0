"""A time in the sentence of a meeting the sender says they will set up with their own people ("If the
numbers are in the right range, I'll set up a call with our finance lead ..., probably in the first half of
November", heldout_al, after a price list and an MSA asked for) is the meeting's, no later
(`intent_rules.meeting_set_up`), in every rule language: the request beside it decides. A later in another
sentence, or a meeting only wished for ("we could set up a call after the summer"), stays a later.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Could you send me your price list? I'll set up a call with our finance lead in the first half of"
        " November.",
        "Schicken Sie mir bitte Ihre Preisliste. Dann organisiere ich gern einen Termin mit unserem"
        " Einkauf in der ersten Novemberhälfte.",
        "Pouvez-vous m'envoyer votre grille tarifaire ? J'organiserai une démo avec notre équipe dans la"
        " première quinzaine de novembre.",
        "¿Me puede enviar su lista de precios? Organizaré una reunión con nuestro equipo en la primera"
        " quincena de noviembre.",
        "Mi può inviare il listino? Organizzerei volentieri una demo con il nostro IT nella prima metà di"
        " novembre.",
        "Kunt u mij uw prijslijst sturen? Dan plan ik graag een demo met onze inkoper in de eerste helft van"
        " november.",
        "Pode enviar-me a tabela de preços? Vou marcar uma reunião com a nossa equipa na primeira quinzena de"
        " novembro.",
    ],
)
def test_the_time_of_a_meeting_set_up_is_no_later(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "We could set up a call after the summer, in the first half of September.",
        "Write to me again in the first half of November. I'll set up a call with our finance lead then.",
    ],
)
def test_a_later_elsewhere_or_a_meeting_only_wished_stays_a_later(text):
    assert rule_intent(text) == "not_now"
