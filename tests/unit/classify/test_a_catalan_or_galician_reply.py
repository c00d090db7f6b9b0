"""Catalan and Galician are outside the seven rule languages (heldout_aq: "Qui sou exactament? ... D'on heu
tret la meva adreça?", "por favor deixade de enviarme correos e borrade o meu enderezo da vosa lista"): a
reply in them is `other`, never a guess from Spanish or Portuguese (`language.py`), unless it asks to be
removed (`intent_rules/removal_catalan_galician.py`); their attribution lines ("escribiu:", "va
escriure:") and closings ("Salutacions,", "Saúdos") are no part of the own text. Real Spanish and
Portuguese replies keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail, reading, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Doneu-me de baixa, si us plau.",
        "Bon dia, deixeu d'enviar-me correus. Gràcies.",
        "No m'envieu més correus, no ens interessa.",
        "Si us plau, esborreu la meva adreça de la vostra llista.",
        "No vull rebre més correus vostres.",
        "Dádeme de baixa, por favor.",
        "Bo día, por favor deixade de enviarme correos e borrade o meu enderezo da vosa lista.",
        "Non me enviedes máis correos, grazas.",
        "Non quero recibir máis correos.",
    ],
)
def test_a_removal_in_catalan_or_galician_is_a_removal(text):
    assert reading(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Bon dia, ens interessa molt, podem parlar dilluns a les 10?",
        "Qui sou exactament? No recordo haver parlat mai amb vosaltres.",
        "Gràcies, però ara no tenim temps. Parlem al setembre.",
        "Grazas, pero non nos interesa.",
        "Bo día, interésanos moito, podemos falar o xoves?",
        "Non me interesa moito, xa temos unha ferramenta.",
        "Bon dia, no cal que em doneu de baixa, m'interessa molt.",
    ],
)
def test_any_other_reply_in_catalan_or_galician_is_other(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Gracias, pero no nos interesa.", "not_interested"),
        ("Sí, me interesa, ¿podemos hablar el martes a las 10?", "interested"),
        ("Olá, obrigado, não temos interesse.", "not_interested"),
        ("Muito obrigado, podemos falar na terça às 10?", "interested"),
        ("Hola, ahora no es buen momento, escríbame en marzo. Saludos desde Xàtiva.", "not_now"),
        ("Por favor, no me dé de baja, me interesa.", "interested"),
    ],
)
def test_spanish_and_portuguese_keep_their_reading(text, intent):
    assert rule_intent(text) == intent


def test_a_galician_attribution_and_closing_are_no_part_of_the_own_text():
    body = (
        "Bo día,\n\nNon me interesa moito agora.\n\nSaúdos\n\n"
        "O mércores, 13 de xan. de 2027 ás 09:14, Alice Seller (<alice@ourco.com>) escribiu:\n\n"
        "> Hi Bob,\n> Would a call be useful?\n"
    )
    assert classify(mail(body)).text == "Bo día,\n\nNon me interesa moito agora."


def test_a_catalan_closing_is_no_part_of_the_own_text():
    body = "Bon dia,\n\nQui sou exactament?\n\nSalutacions,\nJordi\n"
    assert classify(mail(body)).text == "Bon dia,\n\nQui sou exactament?"
