"""A no said in the formal register of letters is a no in every rule language ("it is not something we shall
be pursuing", "we are entirely satisfied with our present arrangements", "Nous ne souhaitons pas donner
suite à votre proposition", `formal_no.FORMAL_NO`); a satisfaction denied, the same words in a question or
under an "if" addressed to us are none (heldout_aw).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I have considered your proposal but it is not something we shall be pursuing.",
        "Thank you for writing. We shall not be taking the matter further.",
        "We are entirely satisfied with our present arrangements and do not intend to make any change.",
        "The Department is unable to entertain unsolicited proposals.",
        "Thank you for your letter. I am afraid we cannot assist you.",
        "Wir sind mit unserer derzeitigen Lösung vollauf zufrieden.",
        "Ihr Anliegen möchten wir nicht weiter verfolgen.",
        "Nous ne souhaitons pas donner suite à votre proposition.",
        "Nous sommes pleinement satisfaits de notre prestataire actuel.",
        "No deseamos dar curso a su propuesta.",
        "Estamos plenamente satisfechos con nuestro proveedor actual.",
        "Gentile Sig. Lee, La ringraziamo per la Sua e-mail, ma non intendiamo dare seguito alla proposta.",
        "Siamo pienamente soddisfatti dell'attuale fornitore.",
        "Wij wensen hier geen gevolg aan te geven.",
        "Wij zijn zeer tevreden met onze huidige leverancier.",
        "Não pretendemos dar seguimento à sua proposta.",
        "Estamos plenamente satisfeitos com o nosso atual fornecedor.",
    ],
)
def test_a_formal_no_is_not_interested(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We are not entirely satisfied with our present arrangements and would like to hear more.",
        "Is this something you would be pursuing?",
        "Si vous ne souhaitez pas donner suite, merci de nous le dire.",
        "Se non intendete dare seguito alla pratica, fatecelo sapere entro venerdì.",
    ],
)
def test_a_satisfaction_denied_or_a_question_is_no_formal_no(text):
    assert rule_intent(text) != "not_interested"
