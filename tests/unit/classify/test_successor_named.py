"""Someone else's successor named in the rule languages beside English is a wrong person
(`successor_named.SUCCESSOR_NAMED`; heldout_dl: an assistant writing that the contact left and that her
successor is a named colleague). Never a successor not yet known, never a substitute product.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Pour la logistique, son successeur est M. Roy, je lui fais suivre.",
        "Für den Einkauf: ihre Nachfolgerin ist Frau Brandt, ich leite Ihre Nachricht weiter.",
        "Para compras, su sucesor es Andrés Vidal; le reenvío su correo.",
        "Per gli acquisti il suo successore è Luca Bassi, gli inoltro la mail.",
        "Voor inkoop: haar opvolger is Tim Smit, ik stuur het door.",
        "Para a contabilidade, o seu sucessor é o Nuno Reis, reencaminho-lhe a mensagem.",
    ],
)
def test_successor_named_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # not yet known: a later
        "Son successeur n'est pas encore nommé, rappelez-moi en mars.",
        "Sein Nachfolger ist noch nicht bekannt, melden Sie sich im Frühjahr wieder.",
        # a substitute, no person
        "La sustituta es perfecta para nosotros, mándeme precios.",
    ],
)
def test_successor_look_alikes_are_no_wrong_person(text):
    assert reading(text) != "wrong_person"
