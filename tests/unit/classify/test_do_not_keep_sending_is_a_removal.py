"""A stop of our mail said with "keep/continue" ("no nos sigas enviando correos", "Please don't keep sending
me emails", "Blijf me niet mailen") is an unsubscribe in every rule language, winning over the no beside it
(heldout_cb); someone else's mail, the sender's own sending, a question why the mail stopped, a document
not to be sent and a stop until a date are none.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "No nos interesa, gracias. Te pido además que no nos sigas enviando correos a esta dirección, po.",
        "No me interesa. No me sigas enviando correos.",
        "No nos interesa. Por favor no nos sigan enviando correos.",
        "No me siga enviando correos, por favor.",
        "No estamos interesados. No sigan mandando mails.",
        "Che, no me interesa. No me sigás mandando cosas.",
        "No gracias, no sigas enviándome correos.",
        "Not interested. Please don't keep sending me emails.",
        "Not interested. Please do not continue to email us.",
        "Kein Interesse. Bitte schicken Sie mir nicht weiter E-Mails.",
        "Kein Interesse. Bitte senden Sie uns nicht weiterhin Mails.",
        "Pas intéressé. Merci de ne pas continuer à m'envoyer des mails.",
        "Pas intéressé. Ne continuez pas à nous écrire.",
        "Non mi interessa. Non continuate a mandarmi email.",
        "Non ci interessa. Non continuare a scriverci.",
        "Geen interesse. Blijf me alsjeblieft niet mailen.",
        "Não temos interesse. Não continuem a enviar-me emails.",
        "Não temos interesse. Não continue me mandando e-mails.",
    ],
)
def test_do_not_keep_sending_is_an_unsubscribe(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "No seguimos enviando correos a nuestros clientes desde que cambiamos de sistema.",
        "¿Por qué no me siguen enviando el boletín? Me interesaba.",
        "Don't keep sending me the PDF, just send a link.",
        "I don't keep emails older than a year.",
        "Please keep sending me the updates.",
        "Schicken Sie mir bitte weiter die Infos.",
        "Continuez à m'envoyer vos offres, merci.",
        "Ne continuez pas à m'envoyer le PDF, un lien suffit.",
        "Non continuate a mandarmi il preventivo in PDF, mandate un link.",
    ],
)
def test_sending_kept_or_not_ours_is_no_unsubscribe(text):
    assert rule_intent(text) != "unsubscribe"


def test_someone_else_not_to_be_sent_mail_is_no_unsubscribe():
    assert rule_intent("No le sigas enviando correos a Marta, ya no trabaja aquí.") != "unsubscribe"


def test_a_stop_until_a_date_is_a_later():
    assert rule_intent("Ahora no puedo. No me sigas escribiendo hasta enero, por favor.") == "not_now"
