"""Our mail paused until a date ("Stop the emails until 18 January ... After that I'm happy to take a look",
heldout_aj): a later with its date, never a removal, in every rule language (`later_paused.PAUSED_UNTIL`,
read as a firm later; a removal phrase inside it is spared, and so is an opening "Stop" that begins it).
Without a time after "until", or with the time in another sentence, the stop stays a removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail, rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Stop the emails until 18 January. After that I'm happy to take a look.",
        "Please pause the emails until March.",
        "Hold off until 18 January, we're in year-end close.",
        "No more emails until after the audit, please.",
        "Bitte bis zum 18. Januar keine Mails mehr.",
        "Stoppen Sie die Mails bis Mitte Januar.",
        "Arrêtez les mails jusqu'au 18 janvier.",
        "Dejen de escribirme hasta el 18 de enero.",
        "Paren los correos hasta febrero, luego lo miramos.",
        "Sospendete le mail fino al 18 gennaio.",
        "Stop de mails tot 18 januari.",
        "Parem os e-mails até 18 de janeiro.",
    ],
)
def test_our_mail_paused_until_a_date_is_a_later(text):
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "body",
    [
        "Stop the emails until 18 January. We're in year-end close. After that I'm happy to take a look.",
        "Please stop the emails until March, we're moving offices.",
    ],
)
def test_an_opening_stop_with_a_date_is_no_removal(body):
    found = classify(mail(body))
    assert (found.kind, found.intent) == ("reply", "not_now")


@pytest.mark.parametrize(
    "text",
    [
        # no time after "until"
        "Stop emailing me until the end of time.",
        "Dejen de escribirme, hasta luego.",
        # the time in another sentence
        "Stoppen Sie die Mails. Bis März bin ich sowieso im Urlaub, danach auch nicht interessiert.",
    ],
)
def test_a_stop_without_its_own_date_is_no_pause(text):
    assert rule_intent(text) != "not_now"


@pytest.mark.parametrize(
    "body", ["Stop the emails until further notice.", "Stop the emails. Until you fix it."]
)
def test_an_opening_stop_without_a_date_stays_a_removal(body):
    assert classify(mail(body)).kind == "unsubscribe_request"
