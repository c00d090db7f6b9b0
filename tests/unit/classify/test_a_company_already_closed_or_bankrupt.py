"""The sender's company already closed, wound up or bankrupt (heldout_ax: "Tallow & Finch closed its doors in
August. There's no business left to sell to, sorry.", "l'attività è chiusa da settembre", "Het bedrijf is
failliet verklaard") is a no for good in every rule language, whatever month it names
(`intent_rules.company_closed`, `intent_no.company_closed`), as a closing still ahead is. Never a closing
for a time ("closed until Monday", "chiuso per ferie"), a deal closed, nor a supplier gone bankrupt while
the writer asks for a quote.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Tallow & Finch closed its doors in August. There's no business left to sell to, sorry.",
        "We closed down in August.",
        "The company has closed.",
        "We went bankrupt last year.",
        "The company is in liquidation.",
        "Die Firma ist insolvent.",
        "Wir haben den Betrieb im August eingestellt.",
        "Das Geschäft ist seit September geschlossen.",
        "La société a fermé ses portes en août.",
        "L'entreprise est en liquidation judiciaire.",
        "La empresa cerró en agosto.",
        "La empresa ha quebrado.",
        "L'attività è chiusa da settembre. Non ci serve niente, grazie.",
        "L'azienda è fallita.",
        "Het bedrijf is failliet verklaard.",
        "Het bedrijf is sinds september gesloten.",
        "A empresa fechou em agosto.",
        "A empresa faliu.",
    ],
)
def test_a_company_closed_or_bankrupt_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "The office is closed until Monday, I'll reply then.",
        "We closed the deal with another vendor last week.",
        "Das Geschäft ist über die Feiertage geschlossen.",
        "La boutique est fermée jusqu'au 3 janvier.",
        "La tienda está cerrada hasta el lunes.",
        "L'attività è chiusa per ferie fino al 20 agosto.",
        "De winkel is zondag gesloten.",
        "A loja está fechada para obras até março.",
    ],
)
def test_a_closing_for_a_time_or_a_deal_closed_is_no_no(text):
    assert rule_intent(text) != "not_interested"


def test_a_supplier_gone_bankrupt_while_the_writer_asks_is_interest():
    text = "Our old supplier went bankrupt, so we're looking for a new one. Can you send a quote?"
    assert rule_intent(text) == "interested"
