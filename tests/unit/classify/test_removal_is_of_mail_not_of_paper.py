"""A wish to receive no more of something is a removal request when it is our mail, never when it is a
document or a delivery: "we do not wish to receive further invoices on paper" asks for PDFs. In every
rule language (`intent_rules/not_mail.py`)."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "We do not wish to receive further emails from you.",
        "We do not wish to receive further.",
        "I don't want to receive any more of these.",
        "I do not wish to receive your newsletters.",
        "We no longer wish to receive further correspondence.",
        "Please, I don't want to receive these anymore.",
        "Wir möchten keine weiteren E-Mails von Ihnen erhalten.",
        "Nous ne souhaitons plus recevoir vos e-mails.",
        "Je ne souhaite plus recevoir.",
        "No deseamos recibir más correos suyos.",
        "Non desideriamo più ricevere le vostre email.",
        "Wij willen geen e-mails meer van u ontvangen.",
        "Não queremos receber mais e-mails seus.",
        "Não quero mais receber.",
    ],
)
def test_no_more_of_our_mail_is_a_removal(text: str) -> None:
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "We do not wish to receive further invoices on paper, please send them as PDF.",
        "We don't want to receive any more samples, the last box was plenty. Send the price list instead.",
        "We no longer wish to receive paper statements; email is fine.",
        "We do not want to receive further deliveries before the 15th.",
        "We don't wish to receive printed catalogues any more, the PDF is enough.",
        "Wir möchten keine weiteren Rechnungen in Papierform erhalten, bitte nur noch per PDF.",
        "Nous ne souhaitons plus recevoir de factures papier, merci de les envoyer par e-mail.",
        "Nous ne voulons plus recevoir vos catalogues par la poste.",
        "Je ne veux plus recevoir d'échantillons, merci.",
        "No deseamos recibir más facturas en papel, por favor envíenlas por correo electrónico.",
        "Non desideriamo più ricevere fatture cartacee, solo elettroniche.",
        "Wij willen geen papieren facturen meer ontvangen, alleen nog per e-mail.",
        "Não queremos receber mais faturas em papel, apenas por e-mail.",
        "Não quero receber mais amostras, obrigado.",
    ],
)
def test_no_more_of_a_document_or_a_delivery_is_no_removal(text: str) -> None:
    assert rule_intent(text) != "unsubscribe"
