"""The reader's address said to be on the sender's own newsletter list, the removal words after it ours to
use (`removal_reader_subscribed`, heldout_di: "Ihre Adresse steht auf dem Verteiler unseres Newsletters
... ich nehme Sie direkt heraus"), is no removal, in every rule language. A removal naming the sender
stays one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ihre Adresse ist seit Montag auf dem Verteiler unseres Newsletters. Falls ungewollt, können Sie"
        " sich jederzeit austragen, oder ich nehme Sie heraus.",
        "Your address has been on the mailing list of our newsletter since May; you can unsubscribe at"
        " the bottom of any issue.",
        "Votre adresse figure sur la liste de diffusion de notre newsletter : vous pouvez vous désinscrire"
        " en bas de chaque numéro.",
        "Su dirección está en la lista de nuestro boletín; puede darse de baja al final de cada número.",
        "Uw adres staat op de verzendlijst van onze nieuwsbrief; u kunt zich onderaan elke editie afmelden.",
    ],
)
def test_the_readers_address_on_the_senders_list_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Your address is on our newsletter list, fine. But please take me off your list.",
        "Ihre Adresse steht auf unserem Verteiler, gut. Bitte nehmen Sie mich aber aus Ihrem Verteiler.",
        # the sender the object of the verb before the list, in the next clause (review of 2026-12-07)
        "Ihre Adresse steht auf dem Verteiler unseres Newsletters, bitte nehmen Sie mich trotzdem aus Ihrem"
        " Verteiler",
        "Your address is on our newsletter list, please take me anyway off your list.",
        "Uw adres staat op onze mailinglijst, haal me toch van jullie lijst.",
    ],
)
def test_a_removal_naming_the_sender_stays_one(text):
    assert reading(text) == "unsubscribe"
