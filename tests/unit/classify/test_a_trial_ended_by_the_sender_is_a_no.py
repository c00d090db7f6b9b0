"""The sender's trial ended by the sender is a no, never a removal (heldout_bo: "Please stop the trial at the
end of this week, we won't be moving forward", "bitte beenden Sie unsere Testphase zum Monatsende"), in every
rule language, `intent_rules/trial_ended.py`. The true removals of the same shape stay removals: a "stop"
aimed at our mail ("Please stop the emails", "stop the trial emails"). Never a trial ended to buy, nor only
its renewal stopped. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading, rule_intent


@pytest.mark.parametrize(
    "body",
    [
        "Please stop the trial at the end of this week, we won't be moving forward.",
        "Please end our trial on Friday.",
        "Can you cancel the pilot at month end?",
        "Bitte beenden Sie unsere Testphase zum Monatsende.",
        "Die Testphase bitte zum Monatsende beenden.",
        "Merci d'arrêter notre période d'essai à la fin du mois.",
        "Por favor cancelen la prueba a final de mes.",
        "Interrompete pure il periodo di prova a fine mese.",
        "Zet onze proefperiode maar stop aan het einde van de maand.",
        "Podem encerrar o nosso teste no fim do mês.",
    ],
)
def test_a_trial_ended_is_a_no(body: str) -> None:
    assert reading(body) == "not_interested"


@pytest.mark.parametrize(
    "body",
    [
        "Please stop the emails.",
        "Please stop the trial emails, I get three a day.",
        "Stop the trial reminders and take me off your list.",
        "Bitte schicken Sie mir keine Mails mehr zur Testphase.",
        "Arrêtez les mails, merci.",
    ],
)
def test_a_stop_aimed_at_our_mail_stays_a_removal(body: str) -> None:
    assert reading(body) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Can you end the trial early and switch us to the paid plan?",
        "Kunnen jullie de automatische verlenging van onze proefperiode stopzetten? Het account mag blijven.",
        "We'd like to extend the trial by two weeks.",
    ],
)
def test_a_trial_ended_to_buy_or_its_renewal_stopped_is_no_no(text: str) -> None:
    assert rule_intent(text) != "not_interested"
