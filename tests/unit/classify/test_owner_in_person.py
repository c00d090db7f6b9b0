"""The owner or manager named as the one to see, reachable in person at the business, is a wrong person in
every rule language (`owner_in_person.OWNER_IN_PERSON`; heldout_ck: a shop assistant reading the shop's
mailbox, the owner met in the shop). Never the sender ("you'll find me in the shop"), never a place without
its owner.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I just answer the phones here. The owner is Gary, you'll find him at the garage most afternoons.",
        "Ich helfe hier nur aus. Die Chefin ist Frau Lenz, Sie treffen sie dienstags in der Werkstatt.",
        "Je suis vendeuse. Le gérant ne lit pas les mails, vous le trouverez au magasin le lundi.",
        "Soy el dependiente. El dueño es don Tomás, lo encuentra en la tienda por las tardes.",
        "Sono solo il ragazzo del banco. Il proprietario è Gino, lo trovate al bar tutte le mattine.",
        "Ik sta alleen achter de toonbank. De zaakvoerder is Piet, je vindt hem op de markt.",
        "Sou só o empregado. O patrão é o senhor Abel, encontra-o na loja à tarde.",
    ],
)
def test_owner_in_person_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # the sender, no one else
        "You'll find me in the shop most mornings, pop in and show me the demo.",
        # a place without its owner
        "We're at the trade fair next week, you'll find us at stand 12.",
    ],
)
def test_sender_or_place_alone_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
