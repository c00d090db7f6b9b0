"""A no said as the offer being of no interest to the sender's side (heldout_bf: "Non è di nostro interesse,
grazie" from an investment firm, read as interest from the word "interesse") is not_interested in every rule
language (`not_of_interest.py`); the reader's interest under a condition, a question or a doubled negation is
no such no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We are a holding company with a tiny back office. It's not of interest to us, thanks.",
        "Wir sind eine Beteiligungsgesellschaft. Das ist für uns nicht von Interesse, danke.",
        "Nous sommes un fonds d'investissement. Cela ne présente aucun intérêt pour nous, merci.",
        "Somos una sociedad de inversión. No es de nuestro interés, gracias.",
        "Siamo una società di investimento. Non è di nostro interesse, grazie.",
        "Wij zijn een investeringsmaatschappij. Dit is voor ons niet van belang, bedankt.",
        "Somos uma sociedade de investimento. Não é do nosso interesse, obrigado.",
    ],
)
def test_no_interest_for_the_senders_side_is_a_no(text: str) -> None:
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Se non è di vostro interesse, pazienza. Ci mandate comunque il listino e una demo?",
        "Non è di nostro interesse? Al contrario, ci mandate una demo?",
        "Non è che non sia di nostro interesse: mandateci una demo la settimana prossima.",
        "If this isn't of interest to you, no worries. Could you send us a demo anyway?",
    ],
)
def test_the_readers_interest_a_question_or_a_double_negation_is_no_no(text: str) -> None:
    assert rule_intent(text) != "not_interested"
