"""Not interested said by commitment elsewhere or plain lack of need: signed with someone else (in chat
shorthand too), a contract renewed for years, no switching, "this isn't something we'll be looking at",
"non è un tema che valuteremo", learner's "we not need". Look-alikes stay as they were.

Every sample here is written for these tests (invented people, reserved domains)."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "nah were good thx, we just signed w someone else in oct",
        "We just signed with another vendor last month.",
        "Wir haben gerade mit einem anderen Anbieter unterschrieben.",
        "Nous avons signé avec un autre prestataire.",
        "Ya firmamos con otro proveedor el mes pasado.",
        "Abbiamo appena firmato con un altro fornitore.",
        "We hebben net getekend bij een andere partij.",
        "Já fechamos com outra empresa.",
        "Abbiamo appena rinnovato per tre anni il contratto con il nostro fornitore attuale.",
        "We just renewed with them for three years.",
        "Hola Marta, no nos sirve, ya laburamos con otro sistema hace años. No vamos a cambiar.",
        "Nous n'allons pas changer.",
        "Wir werden nicht wechseln.",
        "So we not need this solution.",
        "We moved AP onto Basware and are happy with it, so this isn't something we'll be looking at.",
        "Quindi non è un tema che valuteremo.",
        "No es un tema que vayamos a evaluar.",
        "Ce n'est pas un sujet que nous allons étudier.",
        "Dit is niet iets wat we gaan bekijken.",
        "Não é um assunto que vamos avaliar.",
    ],
)
def test_committed_elsewhere_or_not_looked_at_is_not_interested(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("We were good customers of yours once, send the pricing.", "interested"),
        ("We won't switch until the contract ends in June.", "not_now"),
        ("Is this something we'll be looking at? Maybe, send details.", "interested"),
        ("This isn't something we'll be looking at until Q3.", "not_now"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent


def test_no_change_of_something_named_is_no_decline():
    assert rule_intent("No vamos a cambiar la fecha, el martes va bien.") != "not_interested"
