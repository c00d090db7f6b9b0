"""A contract renewed with the current supplier, no years named (heldout_an: "Adorei a criatividade do
e-mail ... Mas vamos passar: renovamos com o nosso fornecedor atual mês passado"), is not interested in
every rule language (`committed_elsewhere.COMMITTED_ELSEWHERE`; English "renewed with" is
`interest.NOT_INTERESTED`); a renewal to come, a renewal denied or one for a while only is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Adorei a criatividade do e-mail, de verdade. Mas vamos passar: renovamos com o nosso fornecedor"
        " atual mês passado.",
        "We renewed with our current provider last month.",
        "Wir haben letzten Monat mit unserem bisherigen Anbieter verlängert.",
        "Nous avons renouvelé avec notre prestataire actuel le mois dernier.",
        "Renovamos con nuestro proveedor actual el mes pasado.",
        "Abbiamo rinnovato con il nostro fornitore attuale il mese scorso.",
        "We hebben vorige maand verlengd bij onze huidige leverancier.",
        "We hebben het contract met onze huidige leverancier vorige maand verlengd.",
    ],
)
def test_renewed_with_the_current_supplier_is_not_interested(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "Se não renovamos com o nosso fornecedor até março, falamos.",
        "Bevor wir mit unserem Anbieter verlängern, schicken Sie mir bitte ein Angebot.",
        "Wir haben mit unserem Anbieter nur bis März verlängert, melden Sie sich im Februar.",
        "Si renovamos con nuestro proveedor, te aviso.",
        "Renovaram com o fornecedor de vocês? Queremos uma demo.",
    ],
)
def test_a_renewal_to_come_denied_or_for_a_while_is_no_such_no(text):
    assert rule_intent(text) != "not_interested"
