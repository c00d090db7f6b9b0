"""A line taken out of the quote, then a signature or an order the sender can go ahead with ("Could you
remove the on-site onboarding line? ... we should be able to get it signed this week", "potete togliere dal
preventivo la voce ...? ... possiamo procedere con l'ordine", heldout_cf) is interest: the item taken out with
the offer named first (`offer.OFFER_CHANGE`) and the go-ahead (`offer.SIGN_AHEAD`), in every rule language.
Never negated ("we can't sign", "non possiamo procedere con l'ordine"), never with someone else ("we'll sign
with Acme"). Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Thanks for the quote. Could you remove the on-site onboarding line? If you can resend it without"
        " that"
        " line we should be able to get it signed this week.",
        "Potete togliere dal preventivo la voce formazione in sede? Con quella modifica possiamo"
        " procedere con"
        " l'ordine.",
        "Können Sie die Schulung aus dem Angebot streichen? Dann können wir unterschreiben.",
        "Pouvez-vous retirer la formation du devis ? Ensuite nous pourrons signer.",
        "¿Podéis quitar de la propuesta la formación? Así podemos firmar.",
        "Kunnen jullie de training uit de offerte halen? Dan kunnen we tekenen.",
        "Podem retirar da proposta a formação? Assim podemos assinar.",
        "Remove from the quote the training line, please.",
        "Potete togliere dal preventivo la voce formazione?",
        "Resend it without that line and we should be able to get it signed this week.",
    ],
)
def test_a_quote_changed_to_go_ahead_is_interest(text: str) -> None:
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "We can't sign this year.",
        "We'll sign with Acme instead.",
        "Kunnen we niet tekenen.",
        "Remove me from your list.",
    ],
)
def test_a_signature_refused_or_elsewhere_is_no_interest(text: str) -> None:
    assert rule_intent(text) != "interested"


def test_an_order_refused_is_a_no() -> None:
    assert rule_intent("Non possiamo procedere con l'ordine.") == "not_interested"
