"""A demand that our automated follow-ups stop ("merci d'arrêter vos relances automatiques", heldout_t), and
the question where the removal link is ("Wo ist Ihr Abmeldelink?", "Waar is de afmeldlink?"), in every rule
language. Never a document or a payment reminder stopped, a booth to stop by, our own link talked about.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Bonjour Madame Roux, merci d'arrêter vos relances automatiques.",
        "Arrêtez ces relances, s'il vous plaît.",
        "Please stop the automated emails.",
        "Stop these follow-ups.",
        "Can you turn off this sequence?",
        "Por favor dejen de enviarme recordatorios.",
        "Paren con los seguimientos, gracias.",
        "Smettete con i solleciti.",
        "Basta con questi promemoria automatici.",
        "Stop met die herinneringen.",
        "Stop met die opvolgmails.",
        "Parem com os follow-ups.",
        "Chega de lembretes, obrigado.",
        "Hören Sie mit den Nachfassmails auf.",
        "Stoppen Sie bitte Ihre automatischen Mails.",
    ],
)
def test_our_follow_ups_stopped_are_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Wo ist Ihr Abmeldelink?",
        "Wo finde ich den Abmeldebutton?",
        "Ihr Abmeldelink funktioniert nicht.",
        "Waar is de afmeldlink?",
        "De afmeldlink werkt niet.",
        "¿Dónde está el enlace de baja?",
        "Dov'è il link di cancellazione?",
        "Onde está o link para sair da lista?",
        "Where is your unsubscribe link?",
        "Où est votre lien de désinscription ?",
    ],
)
def test_where_the_removal_link_is_asks_for_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Stop by our booth at the show, we'd love to meet.",
        "Merci d'arrêter les relances de paiement, la facture est réglée.",
        "Please stop the reminders for the webinar, I've already booked the demo.",
        "Can you pause the invoice reminders until the PO is approved?",
        "Our unsubscribe link is at the bottom of every mail we send.",
        "Unser Abmeldelink steht unten in jeder Mail.",
        "Stop! Really? Tell me more.",
    ],
)
def test_look_alikes_are_no_removal(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"
