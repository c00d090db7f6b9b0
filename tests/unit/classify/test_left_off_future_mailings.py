"""Me left out of your future mailings is a removal (heldout_aa: "I'd appreciate being left off any future
emails about this", "nehmen Sie meine Adresse ... aus allen weiteren Mailings heraus"), in every rule
language (`removal_future_mail.FUTURE_MAILINGS`); the copy list, a thing in future mails and a negation keep
their reading.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Appreciate the effort, but please leave me off your future emails.",
        "I'd rather be kept out of any further mailings on this topic.",
        "Kindly exclude my address from all future campaigns.",
        "Please do not include me in any upcoming newsletters.",
        "Bitte nehmen Sie mich künftig aus allen weiteren Aussendungen heraus.",
        "Lassen Sie mich bei künftigen Mailings bitte außen vor.",
        "Merci, mais excluez-moi de vos prochains envois.",
        "Merci de ne plus m'inclure dans vos futurs courriels.",
        "Gracias, pero exclúyanme de sus próximos envíos.",
        "Por favor, no me incluyan en futuros correos.",
        "Grazie, ma escludetemi dai prossimi invii.",
        "Per cortesia non includetemi nelle future comunicazioni.",
        "Laat mij voortaan buiten jullie toekomstige mailings.",
        "Haal mijn adres graag uit alle verdere nieuwsbrieven.",
        "Obrigado, mas excluam-me dos próximos envios.",
        "Por favor, não me incluam em futuros e-mails.",
    ],
)
def test_left_out_of_future_mailings_is_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Please leave me off the CC, Maria handles this now: maria@firma.test", "wrong_person"),
        ("Please include the price in future emails, then we can talk.", "other"),
        ("Please don't leave me off future emails, I do read them.", "other"),
        ("We leave the weekends off future schedules anyway.", "other"),
    ],
)
def test_future_mailing_look_alikes_keep_their_reading(text, intent):
    assert rule_intent(text) == intent
