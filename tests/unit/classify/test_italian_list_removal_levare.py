"""Me taken off the list with the Italian "levare", and the southern enclitic "-me" ("levateme",
"toglieteme"), is a removal (`unsubscribe.UNSUBSCRIBE`, Italian; heldout_ck: a Neapolitan reply); so is
the Neapolitan "nun me mannate cchiù"; so is the German "nehmen Sie mich von Ihrer Liste". The same asks
in the other rule languages read the same way.
Never "levare" with anything but a list after it ("levatemi un dubbio"), never someone else taken off.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Levatemi dalla vostra lista, per favore.",
        "Per cortesia levatemi dalla mailing list.",
        "Levateme subito dalla lista, nun me serve niente.",
        "Toglieteme dalla newsletter, grazie.",
        "Nun me scrivite cchiù, grazie.",
        "Nun me mannate cchiù niente.",
        "Take me off your list, please.",
        "Bitte nehmen Sie mich von Ihrer Liste.",
        "Nehmen Sie uns bitte von Ihrem Verteiler.",
        "Retirez-moi de votre liste, merci.",
        "Sáquenme de su lista, por favor.",
        "Haal me van jullie lijst.",
        "Tirem-me da vossa lista, obrigado.",
    ],
)
def test_levare_off_the_list_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Levatemi un dubbio: il prezzo include l'IVA?",
        "Levate pure Marco dalla lista, io resto.",
        "Mi levate la curiosità? Quanto costa al mese?",
        "Nehmen Sie mich bitte von der Liste der Referenten für Freitag, ich bin krank.",
    ],
)
def test_levare_without_the_list_is_no_removal(text):
    assert reading(text) != "unsubscribe"
