"""Come back to me after a period has run its course, asked in the formal register, is a later in every rule
language ("Bitte kommen Sie nach Ablauf des zweiten Quartals nochmals auf mich zu", "Gelieve na afloop van
het tweede kwartaal opnieuw contact met mij op te nemen", `later_period_end.PERIOD_END`, and the words
`later.LATER_SOFT` reads in the others); a period that ended with nothing asked, and "again" in another
sense, are none (heldout_aw).

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Kindly write to me again after the close of the second quarter.",
        "Bitte kommen Sie nach Ablauf des zweiten Quartals nochmals auf mich zu.",
        "Melden Sie sich nach Abschluss unserer Umstellung abermals bei mir.",
        "Kommen Sie bitte nochmals auf uns zu, nach Ende des Geschäftsjahres.",
        "Merci de revenir vers moi à l'issue du deuxième trimestre.",
        "Le ruego vuelva a ponerse en contacto conmigo una vez finalizado el segundo trimestre.",
        "La prego di ricontattarmi al termine del secondo trimestre.",
        "Gelieve na afloop van het tweede kwartaal opnieuw contact met mij op te nemen.",
        "U kunt na afronding van de verhuizing nogmaals contact met ons opnemen.",
        "Queira voltar a contactar-me após o termo do segundo trimestre.",
    ],
)
def test_come_back_after_a_period_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Nach Ablauf des Vertrags haben wir zu einem anderen Anbieter gewechselt.",
        "Na afloop van de beurs hebben we een ander pakket gekozen.",
        "Wir haben uns nochmals im Team beraten und möchten gerne einen Termin vereinbaren.",
    ],
)
def test_a_period_ended_with_nothing_asked_is_no_later(text):
    assert rule_intent(text) != "not_now"
