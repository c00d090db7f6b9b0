"""A call asked in the German informal address (heldout_ce: "ruf mich gern morgen ab 16 Uhr an 0171 5550123.
Bin vorher auf Baustelle"): "ruf mich an", "ruft mich morgen an", "kannst du mich morgen anrufen?", "du
erreichst mich unter ...", Austrian "ruaf mi an", Swiss "lüt mer aa" are interest, as "appelle-moi",
"llámame", "chiamami", "bel me" and "liga-me" are already. A call refused, someone else to call or a call we
should have made is none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Hi, ruf mich gern morgen ab 16 Uhr an 0171 5550123. Bin vorher auf Baustelle",
        "Ruf mich an, dann reden wir.",
        "Ruft mich morgen Vormittag an.",
        "Kannst du mich morgen nach 17 Uhr anrufen?",
        "Du erreichst mich unter 0171 5550123.",
        "Ruaf mi morgen an, i bin eh im Büro.",
        "Lüt mer am Mäntig aa.",
        "Appelle-moi demain après 16h.",
        "Llámame mañana a partir de las 16.",
        "Chiamami domani dopo le 16.",
        "Bel me morgen na 16 uur.",
        "Liga-me amanhã depois das 16h.",
    ],
)
def test_a_call_asked_informally_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Ruf mich bitte nicht an.",
        "Ruf mich nie wieder an.",
        "Ruf meinen Chef an, der weiß Bescheid.",
        "Du hättest mich anrufen können.",
    ],
)
def test_a_call_refused_or_for_someone_else_is_no_interest(text):
    assert rule_intent(text) != "interested"
