"""Removal requests the first run of held-out set H missed, in every rule language: a question that is
really a removal request ("how do I make these stop?", "wie werde ich diese Mails los?"), a removal verb
misspelt ("pls remvoe me from this list", "unsubcribe", "abmelen"), and a removal asked for someone else
by an assistant ("he does not wish to receive any further emails", "er möchte keine E-Mails mehr
erhalten"). Look-alikes keep their reading: a question about stopping a trial, churn or deliveries, a
negated misspelt removal, someone else's invoice or report, someone taken off the cc.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "how do i make these stop??",
        "How do I get off this list?",
        "how do I make these emails stop",
        "How can I stop receiving these emails?",
        "How do we stop your messages?",
        "Wie werde ich diese Mails los?",
        "Wie komme ich von dieser Liste wieder runter?",
        "Wie kann ich Ihre E-Mails stoppen?",
        "Comment arrêter ces mails ?",
        "Comment faire pour ne plus recevoir vos courriels ?",
        "¿Cómo hago para que dejen de llegar?",
        "¿Cómo salgo de esta lista?",
        "¿Cómo dejo de recibir estos correos?",
        "Come faccio a non ricevere più queste mail?",
        "come faccio a uscire dalla vostra lista?",
        "Hoe kom ik van deze lijst af?",
        "Hoe stop ik deze mails?",
        "Como faço para parar de receber?",
        "Como faço pra sair dessa lista?",
    ],
)
def test_a_question_how_to_stop_the_mail_is_a_removal_request(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "How do I stop the trial auto-renewing?",
        "how do we stop churn?",
        "How do I make the dashboard stop refreshing?",
        "Wie werde ich die Altdaten los?",
        "Comment arrêter le renouvellement automatique ?",
        "¿Cómo hago para que dejen de llegar los pedidos tarde?",
        "Come faccio a smettere di pagare due licenze?",
        "Hoe stop ik de automatische verlenging?",
        "Como faço para parar a renovação automática?",
    ],
)
def test_a_question_how_to_stop_something_else_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "pls remvoe me from this list",
        "please remve me",
        "Reomve me from your list.",
        "unsubcribe",
        "Unsubscibe please",
        "unsuscribe",
        "bitte abmelen",
        "Bitte austargen.",
        "Merci de me désinscirre.",
        "quiero desuscribirme",
        "cancelatemi dalla lista",
        "graag afmleden",
        "por favor descadastar meu e-mail",
    ],
)
def test_a_misspelt_removal_verb_is_a_removal_request(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "don't remvoe me from the list, I like these",
        "Please remve the old invoice from the portal.",
        "We work remote most days.",
        "The file was removed yesterday.",
        "Bitte nicht abmelen, ich lese das gern.",
    ],
)
def test_a_misspelling_without_a_removal_is_none(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "I manage Dr. Patel's inbox. He has asked me to let you know that he does not wish to receive any"
        " further emails from Acme, and would appreciate it if his address (and the front-desk address you"
        " also wrote to last week) were removed from your lists.",
        "My boss doesn't want to receive these emails. Please remove her address from your list.",
        "She no longer wishes to be contacted.",
        "Please take him off your mailing list.",
        "Er möchte keine E-Mails mehr von Ihnen erhalten.",
        "Herr Brandt möchte Ihre Mails bitte nicht mehr bekommen.",
        "Entfernen Sie bitte seine Adresse aus Ihrem Verteiler.",
        "Elle ne souhaite plus recevoir vos messages.",
        "Le docteur Martin ne veut plus recevoir de courriels.",
        "Retirez son adresse de votre liste, merci.",
        "El doctor no desea recibir más correos.",
        "La señora Ruiz no quiere recibir más información.",
        "Il dottore non desidera ricevere ulteriori comunicazioni.",
        "Rimuovete il suo indirizzo, grazie.",
        "Hij wil geen e-mails meer ontvangen.",
        "Mevrouw Jansen wil niet langer mails ontvangen.",
        "Ele não deseja receber mais e-mails.",
        "O Dr. Souza não quer mais receber mensagens, por favor removam o seu contato.",
    ],
)
def test_a_removal_asked_for_someone_else_is_a_removal_request(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "He does not want to receive the invoice by post.",
        "She doesn't want to get the report in PDF.",
        "Please remove her from the cc.",
        "Er möchte die Rechnung nicht mehr per Post erhalten.",
        "Il ne veut plus recevoir la facture papier.",
        "El cliente no desea recibir la factura en papel.",
        "Hij wil de factuur niet meer per post ontvangen.",
    ],
)
def test_someone_elses_invoice_or_cc_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"
