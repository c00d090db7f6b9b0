"""The removals other people sent, handled by the sender in the sender's own list, are no removal asked of
us, in every rule language (`removal_topic.PLURAL_REMOVALS`, `WE_HANDLE`,
`removal_guards.as_a_topic._handled_by_us`; heldout_cr). Never a sentence that asks or names the sender alone,
never removals the sender sent us.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Our newsletter runs on a spreadsheet and we process the opt-outs by hand every Friday.",
        "Unseren Newsletter pflegen wir selbst, die Abmeldungen tragen wir jede Woche aus der Liste aus.",
        "Pour notre lettre d'information, les désinscriptions, on les supprime à la main le lundi.",
        "Con nuestro boletín las bajas las quitamos a mano de la lista cada viernes.",
        "Per la nostra newsletter le disiscrizioni le cancelliamo a mano dall'elenco ogni lunedì.",
        "Bij onze nieuwsbrief halen we de afmeldingen elke week met de hand uit het bestand.",
        "Na nossa newsletter os descadastros, nós removemos manualmente da lista toda semana.",
        # any one of them, honoured as a duty (heldout_eh's family)
        "By law we have to honour every opt-out from our members within ten days.",
    ],
)
def test_removals_we_handle_ourselves_are_not_a_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # removals the sender sent us: a complaint, and a removal
        "We've sent you two unsubscribes already, remove us.",
        "Abbiamo mandato tre disiscrizioni, toglieteci dalla lista.",
        # asked
        "We process unsubscribes ourselves, so please remove us from your list.",
        "We have to honour every opt-out within ten days, so please remove me.",
        "Unsubscribe me, please.",
    ],
)
def test_removals_sent_or_asked_stay_removals(text):
    assert reading(text) == "unsubscribe"
