"""The sender buys through a reseller or partner, or has us go through their account manager or the
colleague who owns the contract (heldout_bd: "We buy Acme through Northgate Solutions ... Please talk to
Mark Delaney over there rather than me", "Ik stel voor dat je het via haar laat lopen", "Il referente per il
contratto Acme è il mio collega Luca Bassi, scriva a lui"): a wrong person
(`intent_rules/bought_through.py`), in every rule language. Never asked, never the sender ("talk to me
rather than Mark", "il referente per il contratto sono io"), never a preference for buying direct.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We buy Acme through Northgate Solutions, they handle our licensing. Please talk to Mark Delaney over"
        " there rather than me.",
        "We buy it through our reseller, so please go through our account manager.",
        "Wir beziehen Acme über unseren Händler, das läuft alles über unseren Account Manager.",
        "Der Ansprechpartner für den Vertrag ist mein Kollege Jan Weber.",
        "Nous achetons Acme via notre revendeur : passez par notre revendeur, merci.",
        "Le référent pour le contrat est mon collègue Paul Martin.",
        "Compramos Acme a través de nuestro distribuidor, hable con nuestro distribuidor.",
        "El responsable del contrato es mi compañero Luis Gil.",
        "Acquistiamo Acme tramite il nostro rivenditore, passi dal nostro rivenditore.",
        "Buongiorno, siamo già clienti. Il referente per il contratto Acme è il mio collega Luca Bassi,"
        " scriva"
        " a lui.",
        "Wij zijn al jaren klant bij jullie en hebben een vaste accountmanager, Ilse Peeters. Ik stel voor"
        " dat"
        " je het via haar laat lopen.",
        "De contactpersoon voor het contract is mijn collega Sanne de Vries.",
        "Compramos a Acme através do nosso revendedor, fale com o nosso revendedor.",
        "O responsável pelo contrato é o meu colega João Lima.",
    ],
)
def test_bought_through_someone_else_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    ("text", "reading"),
    [
        ("Should we buy it through our reseller?", "other"),
        ("Talk to me rather than Mark, I decide.", "other"),
        ("We'd rather buy direct than through a reseller. Send a quote.", "interested"),
        ("Il referente per il contratto sono io, mi mandi pure il preventivo.", "interested"),
    ],
)
def test_look_alikes_keep_their_reading(text, reading):
    assert rule_intent(text) == reading
