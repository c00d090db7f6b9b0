"""The sender's side not the ones who buy or choose ("No somos quienes evaluamos proveedores", "We're not the
ones who evaluate suppliers"), the purchase decisions said not to be the sender's ("no tomo decisiones de
compra", "Ich treffe keine Kaufentscheidungen"), "no es conmigo" said alone, and "te copio a Diego Salas
que ve finanzas" are a wrong person in the rule languages where they exist (heldout_cb); "not the only
ones", a condition, a time limit and a question are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Este correo corresponde a la secretaría. No somos quienes evaluamos proveedores. Le sugiero"
        " escribir al área de Abastecimiento, abastecimiento@clinica.example.",
        "We're not the ones who evaluate suppliers.",
        "Wir sind nicht diejenigen, die Lieferanten auswählen.",
        "Ce n'est pas nous qui choisissons les fournisseurs.",
        "No somos los que decidimos estas compras.",
        "Non siamo noi a scegliere i fornitori.",
        "Wij zijn niet degenen die leveranciers kiezen.",
        "Não somos nós que escolhemos os fornecedores.",
    ],
)
def test_not_the_ones_who_buy_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Yo soy de sistemas, no tomo decisiones de compra de este tipo de herramientas. Eso lo maneja la"
        " gerencia administrativa.",
        "I don't make purchasing decisions for tools like this.",
        "Ich treffe keine Kaufentscheidungen.",
        "Je ne prends pas les décisions d'achat.",
        "No tomo decisiones de compra.",
        "Non prendo decisioni di acquisto.",
        "Ik neem geen aankoopbeslissingen.",
        "Não tomo decisões de compra.",
    ],
)
def test_purchase_decisions_not_the_senders_are_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Hola Jordan, no es conmigo, te copio a Diego Salas que ve finanzas. Él te responde.",
        "Hola Jordan, no es conmigo.",
        "Não é comigo, desculpe.",
        "Te copio a Diego Salas que ve finanzas.",
    ],
)
def test_not_with_me_or_a_colleague_copied_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "No somos los únicos que evaluamos proveedores.",
        "We're not the only ones who evaluate suppliers, send the demo.",
        "Não tomo decisões de compra sem ver uma demo. Podem enviar?",
        "Ich treffe keine Kaufentscheidungen ohne Demo.",
        "Ich treffe keine Kaufentscheidungen vor dem Budgetjahr.",
        "No tomo decisiones de compra hasta enero.",
        "¿No es conmigo la reunión del martes?",
    ],
)
def test_not_the_only_ones_a_condition_a_time_or_a_question_is_no_wrong_person(text):
    assert rule_intent(text) != "wrong_person"
