"""Interest and its refusals from heldout_p's first run: a formal proposal or a quote requested ("May we
request for a formal proposal and quotation?", `offer.QUOTE_ASKED`) is interest; a "won't be needing",
"non abbiamo bisogno di questo servizio", "não preciso disto" (`interest.NOT_INTERESTED`) is a no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Could we request a detailed proposal for our two sites? The board meets in spring.",
        "We'd like to receive a quotation for 40 users, please.",
        "We are requesting for a formal quote covering implementation.",
        "Wir möchten Sie um ein Angebot für drei Standorte bitten.",
        "Nous souhaiterions recevoir un devis pour nos deux agences.",
        "Quisiéramos solicitar un presupuesto para la planta de Sevilla.",
        "Vorremmo richiedere un preventivo per le due sedi.",
        "Kunnen we een offerte ontvangen voor twee vestigingen?",
        "Gostaríamos de solicitar um orçamento para as duas lojas.",
    ],
)
def test_a_proposal_or_quote_requested_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Send me a quote.", "interested"),
        ("Mi mandi un preventivo, possiamo partire a gennaio.", "interested"),
        # a past request is no request now
        ("We requested a quote from you last year and it was far too expensive.", "not_interested"),
        ("We don't need a proposal, we already use Basware.", "not_interested"),
    ],
)
def test_quote_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent


@pytest.mark.parametrize(
    "text",
    [
        "We are a parish with one volunteer. We won't be needing invoice automation, thank you all the same.",
        "I will not need this, our accountant does the lot.",
        "Wir werden so etwas nicht brauchen, wir sind zu dritt.",
        "Nous n'aurons pas besoin de ce service.",
        "Somos tres personas. No vamos a necesitarlo.",
        "Siamo una parrocchia. Non abbiamo bisogno di questo servizio.",
        "Non avremo bisogno di un gestionale del genere.",
        "Das benötigen wir nicht.",
        "Não preciso disto, obrigado.",
        "Não vamos precisar de um sistema assim.",
    ],
)
def test_not_needed_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        # a small thing not needed, or nothing else needed
        ("We won't be needing the link, see you Tuesday at 10am.", "interested"),
        ("Non abbiamo bisogno di altro: mandateci il preventivo.", "interested"),
        ("Não preciso que me liguem, podem me enviar uma proposta?", "interested"),
        # a later still reads as a later
        ("We won't be needing anything until Q3, circle back then.", "not_now"),
    ],
)
def test_not_needed_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
