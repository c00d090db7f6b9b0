"""The message passed up to the sender's boss, named only by that role (heldout_bq: "Ik doe dit niet, heb
het doorgestuurd naar mijn zaakvoerder. Hij laat wel iets weten als hij interesse heeft"), in every rule
language (`intent_rules/passed_along.PASSED_UP`): a wrong person, the boss's interest word in the sentence
where they get back to us theirs, not the sender's. A question whether to pass it on, the boss passing it
to the sender, or interest of the sender's own keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I don't handle this, I've forwarded it to my boss. He'll let you know if he's interested.",
        "I'll pass it on to our managing director.",
        "Ich habe das an meinen Chef weitergeleitet, er meldet sich, falls Interesse besteht.",
        "Ich leite Ihre Mail an unsere Geschäftsführerin weiter.",
        "Ce n'est pas moi, j'ai transmis votre message à mon patron.",
        "Se lo he pasado a mi jefe, él te dirá algo.",
        "Lo reenvío a nuestra gerente.",
        "L'ho girata al mio titolare: le farà sapere se gli interessa.",
        "Ho inoltrato la mail al nostro amministratore.",
        "Ik doe dit niet, heb het doorgestuurd naar mijn zaakvoerder. Hij laat iets weten bij interesse",
        "Ik heb het doorgegeven aan onze zaakvoerster.",
        "Ik stuur uw mail door naar mijn leidinggevende.",
        "Heb het doorgemaild naar de eigenaar, hij laat het wel weten.",
        "Encaminhei a sua mensagem ao meu chefe.",
        "Vou passar para o nosso diretor.",
    ],
)
def test_passed_up_to_the_boss_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Zal ik het doorsturen naar mijn zaakvoerder?", "other"),
        ("My boss forwarded this to me, can we do a demo?", "interested"),
        ("I've forwarded it to my boss. Also, I'd love a demo myself next week.", "interested"),
        (
            "Ik heb het doorgestuurd naar mijn baas, maar ik ben zelf ook geïnteresseerd: een demo graag.",
            "interested",
        ),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
