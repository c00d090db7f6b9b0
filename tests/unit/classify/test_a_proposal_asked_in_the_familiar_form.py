"""A proposal, an offer or information asked for in the familiar imperative (heldout_af: "OK pour moi,
envoie-moi une proposition chiffrée pour 4 utilisateurs"; "mandaci un'offerta", "manda-me uma proposta"),
in the languages whose tables read only the polite form (French, Italian's "ci", Portuguese;
`intent_rules/interest.py`): interested, and so a later said in a P.S. ("on passe sous Odoo en mars")
does not outweigh the yes in the body. An invoice's document asked for is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Envoie-moi une proposition chiffrée pour 4 utilisateurs.",
        "Envoie-nous ton offre, on regarde ça lundi.",
        "Envoie-moi plus d'infos sur le module de rapprochement.",
        "Mandaci un'offerta per tre postazioni.",
        "Inviaci qualche informazione sui costi.",
        "Manda-me uma proposta para 5 utilizadores.",
        "Envia-nos mais informações, por favor.",
        "Mande-me o orçamento até sexta.",
        # the yes in the body, a later in the P.S.
        "OK pour moi, envoie-moi une proposition chiffrée. Si c'est dans nos prix, on s'appelle la semaine"
        " prochaine. P.S. : on passe sous Odoo en mars, il faudra que ça s'y connecte.",
        "Manda-me uma proposta. P.S.: mudamos de ERP em março.",
    ],
)
def test_the_familiar_request_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Envoie-moi la facture de novembre, je ne la trouve pas.",
        "Mandaci il modulo firmato.",
    ],
)
def test_another_document_asked_for_is_none(text):
    assert rule_intent(text) == "other"
