"""A part of the work no longer the sender's, or the one who handles it now with the time word after the
work (heldout_bj: "je ne m occupe plus de cette partie, c est Mme Garnier qui gere les achats maintenant. je
lui transfere votre mail"), in every rule language (`intent_rules/handover.py`): "it's Anna who handles
purchasing now", "das macht jetzt Frau Berger", "ya no llevo esta parte", "es Marta quien lleva las compras
ahora", "è Ferri che segue gli acquisti adesso", "ik doe dit onderdeel niet meer", "Sanne doet nu de
inkoop", "é a Ana que cuida das compras agora": a wrong person. The sender's own team handling it, a
question, or a German "das macht jetzt keinen Sinn" keeps its reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "je ne m occupe plus de cette partie, c est Mme Garnier qui gere les achats maintenant.",
        "je ne m'occupe plus de cette partie.",
        "c'est Mme Garnier qui gère les achats maintenant.",
        "It's Anna who handles purchasing now.",
        "das macht jetzt Frau Berger.",
        "ya no llevo esta parte.",
        "es Marta quien lleva las compras ahora.",
        "è Ferri che segue gli acquisti adesso.",
        "ik doe dit onderdeel niet meer.",
        "Sanne doet nu de inkoop.",
        "é a Ana que cuida das compras agora.",
    ],
)
def test_a_part_no_longer_the_senders_or_its_new_handler_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "c'est nous qui gérons ça maintenant.",
        "c'est Mme Garnier qui gère ça maintenant ?",
        "es nosotros quien lleva las compras ahora",
        "das macht jetzt keinen Sinn.",
        "we doen nu de inkoop zelf.",
    ],
)
def test_the_senders_own_team_or_a_question_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
