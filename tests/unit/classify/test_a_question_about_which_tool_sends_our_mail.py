"""A question about which tool sends our mail, asked out of the sender's own curiosity, is `other`
(heldout_bl: "Honest question, not a sales signal: what are you using to send these? ... Is it in-house
or off the shelf?"), in every rule language; the sender's own tool and a request for our product beside
it are no such question. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Honest question, not a sales signal: what are you using to send these? The timing is really clean "
        "and we're building something similar. Is it in-house or off the shelf?",
        "Which tool do you use to send these? The threading is neat.",
        "Out of curiosity, what's sending these? Homegrown or a SaaS?",
        "Reine Neugier: Womit verschickt ihr diese Mails? Selbst gebaut oder von der stange?",
        "Question de curiosité : quel outil utilisez-vous pour envoyer ces e-mails ?",
        "Pura curiosidad: ¿qué herramienta usáis para enviar estos correos?",
        "Pura curiosità: che strumento usate per inviare queste mail?",
        "Puur uit nieuwsgierigheid: welke tool gebruiken jullie om deze mails te versturen?",
        "Só curiosidade: que ferramenta vocês usam para enviar estes e-mails?",
    ],
)
def test_a_question_about_the_tool_that_sends_our_mail_is_other(text):
    assert rule_intent(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "What are you using to send these? If it's your own product, I'd like a demo.",
        "Welches Tool nutzt ihr für diese Mails? Falls es eures ist, schicken Sie mir bitte eine Demo.",
        "Quel outil utilisez-vous pour envoyer ces e-mails ? Si c'est le vôtre, j'aimerais une démo.",
    ],
)
def test_a_request_for_our_product_beside_it_stays_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "We already send our invoices in-house, so no thanks.",
        "Which tool do we use to send our invoices? We built it in-house, so we don't need this.",
    ],
)
def test_the_senders_own_tool_is_no_such_question(text):
    assert rule_intent(text) == "not_interested"
