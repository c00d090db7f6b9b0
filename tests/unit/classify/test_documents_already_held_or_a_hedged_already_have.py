"""An "already have" said of documents or data the sender holds ("quality asks us every time for the
documents we already have", heldout_al: "i documenti che abbiamo già") or hedged by a modal ("a second
contract for something we might already have", heldout_al) is no decline (`intent_rules.already_held`): the
reply's request or question decides. "We already have a tool for this" and "this is something we already
have" stay noes.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Quality keeps asking us for the documents we already have. Could you send me a quote?",
        "Our auditors want certificates that we already have on file. Can you send me a quote for 20 users?",
        "Die Qualität fragt stets nach Unterlagen, die wir schon haben. Schicken Sie mir bitte ein Angebot.",
        "La qualité nous redemande les documents que nous avons déjà. Pouvez-vous m'envoyer un devis ?",
        "Calidad nos pide cada vez los documentos que ya tenemos. ¿Me puede enviar un presupuesto?",
        "La qualità ci chiede ogni volta i documenti che abbiamo già. Mi può inviare un preventivo?",
        "Kwaliteit vraagt steeds om documenten die we al hebben. Kunt u mij een offerte sturen?",
        "A qualidade pede sempre os documentos que já temos. Pode enviar-me um orçamento?",
    ],
)
def test_documents_already_held_beside_a_request_are_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Are we already a customer? Before anything else I'd like to know whether this is something we might"
        " already have.",
        "Siamo già clienti? Prima di tutto vorrei capire se è qualcosa che forse abbiamo già.",
        "¿Ya somos clientes? Antes de nada quisiera saber si es algo que quizás ya tenemos.",
    ],
)
def test_a_hedged_already_have_is_no_no(text):
    assert rule_intent(text) != "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We already have a tool for this.",
        "This is something we already have.",
        "Abbiamo già un gestionale per questo.",
        "Nous avons déjà une solution.",
        "Ya tenemos un proveedor.",
        "Já temos um sistema para isso.",
        "Wir haben bereits eine Lösung.",
        "We hebben al een leverancier hiervoor.",
    ],
)
def test_a_system_already_in_use_stays_a_no(text):
    assert rule_intent(text) == "not_interested"
