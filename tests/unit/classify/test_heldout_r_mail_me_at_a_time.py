"""heldout_r's intent misses (`send_mail_later.py`, `later.LATER_FIRM`): a request for a mail at a named
time ("Shoot me an email again in June", "Stuur me in april nog maar een mailtje") and "reach back out in
March" are not now, winning over an "interesting" beside them and read when they stand alone; a mail
asked without a time, or a mail at a time that is no request, stays what it was.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Shoot me an email again in June, by then we should be settled.",
        "Drop me a line in September.",
        "Send me a quick note in Q3 and we'll see.",
        "Looks interesting, but the budget isn't signed off until end of February. Reach back out in March.",
        "Reach back out again after the summer.",
        "Ik vind het best interessant, maar we zitten in een fusie. Stuur me in april nog maar een mailtje.",
        "Stuur me gerust een berichtje in september.",
        "Interessant! Schicken Sie mir im April eine Mail.",
        "Schick mir bitte im Herbst nochmal eine Nachricht.",
        "Intéressant. Envoie-moi un message en septembre.",
        "Pourriez-vous m'envoyer un mail en avril ?",
        "Interesante. Mándame un correo en abril.",
        "Interessante. Mandami una mail ad aprile.",
        "Interessante, me manda um e-mail em abril.",
    ],
)
def test_a_mail_asked_at_a_time_is_not_now(text: str) -> None:
    assert rule_intent(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        "Send me an email with the pricing.",
        "Looks interesting, send me an email with the details.",
        "Stuur me een mail met de prijzen.",
        "Schicken Sie mir eine Mail mit den Preisen.",
        "Mándame un correo con la propuesta.",
    ],
)
def test_a_mail_asked_without_a_time_stays_interest(text: str) -> None:
    assert rule_intent(text) == "interested"


def test_a_mail_received_at_a_time_is_no_later() -> None:
    assert rule_intent("I got your email in June.") != "not_now"
