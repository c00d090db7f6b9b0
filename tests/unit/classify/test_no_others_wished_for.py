"""A soft wish for no others ("preferirei non riceverne altre", `removal_wish.REMOVAL_WISH`): the mail
named or "of them" in the verb, in every rule language; another thing not wished for (calls, paper) is no
removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "È la quarta mail in un mese. Non mi interessa, preferirei non riceverne altre.",
        "Preferisco non ricevere altre email, grazie.",
        "Fourth one this month. I'd rather not receive any others, thanks.",
        "I'd rather not get any other emails.",
        "Ich würde lieber keine weiteren Mails erhalten.",
        "Je préférerais ne pas en recevoir d'autres, merci.",
        "Prefiero no recibir otros correos, gracias.",
        "Preferiría no recibir ninguno más.",
        "Ik ontvang liever geen verdere mails.",
        "Prefiro não receber outros e-mails, obrigado.",
    ],
)
def test_no_others_wished_for_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Preferirei non ricevere altre telefonate, scrivetemi pure per mail.",
        "I'd rather not receive any other invoices on paper, please send PDFs.",
        "Ich würde lieber keine weiteren Anrufe bekommen, schreiben Sie mir.",
        "Je préférerais ne pas recevoir d'autres appels, écrivez-moi.",
        "Prefiero no recibir otros catálogos en papel.",
        "Ik ontvang liever geen andere offertes op papier.",
        "Prefiro não receber outras ligações, mandem e-mail.",
    ],
)
def test_another_thing_not_wished_for_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"
