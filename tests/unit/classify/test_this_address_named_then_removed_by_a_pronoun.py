"""The address we write to named as "this address" or "this mailbox", then taken off our lists by a
pronoun (heldout_av, a shared legal mailbox: "This address is a monitored legal mailbox and is not to be
used for marketing. Remove it from all your lists with immediate effect."), in every rule language. A
pronoun for something else, a question and a negation are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "This address is a monitored legal mailbox, not for marketing. Remove it from all your lists.",
        "Diese Adresse ist ein Sammelpostfach. Löschen Sie sie bitte aus Ihrem Verteiler.",
        "Cette adresse est une boîte partagée du service juridique. Supprimez-la de vos listes.",
        "Esta dirección es un buzón del departamento legal. Elimínenla de sus listas.",
        "Questa casella è della segreteria legale. Cancellatela dalle vostre liste.",
        "Dit adres is een gedeelde mailbox van de juridische afdeling. Verwijder het uit uw mailinglijst.",
        "Este endereço é uma caixa partilhada do departamento jurídico. Removam-no das vossas listas.",
    ],
)
def test_this_address_then_removed_from_the_lists_is_a_removal(text):
    assert reading(f"Dear Sir/Madam,\n\n{text}\n") == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "This address is the one we use. Should we remove it from our lists?",
        "This address is on the old invoice. The old invoice, remove it from your system.",
        "This address is shared by the legal team. Please don't remove it from your lists, we read them.",
        "This address is on your invoice, remove it from the draft please.",
    ],
)
def test_this_address_with_something_else_removed_is_no_removal(text):
    assert reading(f"Hello,\n\n{text}\n") != "unsubscribe"
