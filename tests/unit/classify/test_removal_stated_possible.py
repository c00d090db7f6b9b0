"""A removal stated as possible is no removal asked, in every rule language (`removal_possible`,
`removal_guards.as_a_topic.stated_possible`; heldout_dr: a municipality describing its own supplier
newsletter, "leaving it is always possible via the link at the bottom"). Never negated (the way out failing
is a complaint), never asked, and a removal asked beside it still reads.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We publish a buyers' bulletin twice a year. Unsubscribing is possible at any time.",
        "Onze aankoopdienst stuurt maandelijks een overzicht. Uitschrijven kan steeds via de link.",
        "Wij versturen een overzicht van onze aanbestedingen. Afmelden is op elk moment mogelijk.",
        "Unser Einkauf verschickt einen Quartalsbrief. Die Abmeldung ist jederzeit per Link möglich.",
        "Notre service achats publie une lettre trimestrielle. La désinscription est possible en un clic.",
        "El ayuntamiento publica un boletín de compras. La baja es posible desde el enlace del pie.",
        "Il comune pubblica un bollettino per i fornitori. La disiscrizione è sempre possibile.",
        "A câmara envia um boletim aos fornecedores. O descadastro é possível pelo link no fim.",
    ],
)
def test_removal_stated_possible_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the way out fails: a complaint, a removal
        "Afmelden kan niet via uw link, haal me dus zelf van uw lijst.",
        "Abmelden ist nicht möglich, der Link geht nicht. Bitte streichen Sie mich aus dem Verteiler.",
        # a removal asked beside the statement
        "Unsubscribing is possible, they say, but the link is dead: please remove me from your list.",
        "Uitschrijven kan via de link, maar die werkt niet. Verwijder mij uit uw mailinglijst.",
        # the removal alone
        "Afmelden graag.",
    ],
)
def test_removal_beside_or_failing_still_reads(text):
    assert reading(text) == "unsubscribe"
