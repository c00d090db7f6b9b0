"""No reason seen to switch from the current vendor (heldout_bq: "Wij hebben vorig jaar een contract
afgesloten voor drie jaar met een andere leverancier en zijn daar tevreden over. Wij zien dan ook geen
aanleiding om over te stappen"), in every rule language (`intent_rules/switching_not_worth.py`): not
interested. A time after it ("yet"), a condition after it, or a question keep their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We signed a three-year deal with another vendor last spring and see no reason to switch.",
        "Wir sind zufrieden und sehen keinen Grund zu wechseln.",
        "Nous sommes sous contrat et ne voyons aucune raison de changer de prestataire.",
        "Estamos contentos con nuestro proveedor, no vemos motivo para cambiar.",
        "Abbiamo un contratto triennale con un altro fornitore, non vediamo motivi per cambiare.",
        "Wij zien dan ook geen aanleiding om over te stappen.",
        "We zijn tevreden, geen enkele reden om van leverancier te wisselen.",
        "Estamos satisfeitos, não vemos motivo para trocar.",
    ],
)
def test_no_reason_to_switch_is_a_no(text):
    assert rule_intent(text) == "not_interested"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("No reason to switch yet, ask me again in June.", "not_now"),
        ("Geen reden om over te stappen, tenzij jullie de migratie gratis doen.", "other"),
        ("Is er een reden om over te stappen?", "other"),
    ],
)
def test_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
