"""A data-protection term in a product evaluation (heldout_u: "bieten Sie einen AV-Vertrag nach Art. 28
DSGVO an?") asks how we handle data and is no removal request, in every rule language; an erasure of the
sender's own data ("Löschen Sie meine Daten", "delete my data", "Art. 17 DSGVO") stays one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Wo stehen Ihre Server, und bieten Sie einen AV-Vertrag nach Art. 28 DSGVO an?",
        "Ist Ihre Lösung DSGVO-konform? Und wo werden die Daten gespeichert?",
        "Do you delete all data about us after termination?",
        "Votre solution est-elle conforme au RGPD ? Où sont hébergées les données ?",
        "¿Cumplen con el RGPD? ¿Dónde están los servidores?",
        "A solução cumpre o RGPD? Onde ficam os servidores?",
        "La soluzione è conforme al GDPR? Dove sono i server?",
        "Is jullie tool AVG-proof? Tekenen jullie een verwerkersovereenkomst?",
    ],
)
def test_questions_about_data_handling_are_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Löschen Sie meine Daten nach DSGVO.",
        "Art. 28 DSGVO hin oder her: löschen Sie meine Daten.",
        "Nach DSGVO verlange ich die Löschung.",
        "DSGVO.",
        "Art. 17 DSGVO.",
        "Please delete my data under Art. 17 GDPR.",
        "Please delete all data about us.",
        "Remove us from your list, your servers keep sending this.",
        "Supprimez toutes les données me concernant, conformément au RGPD.",
        "Supriman todos los datos sobre mí, cumpliendo con el RGPD.",
        "Cancellate tutti i dati che mi riguardano.",
        "Verwijder al mijn gegevens conform de AVG.",
        "Apaguem os meus dados conforme o RGPD.",
    ],
)
def test_erasure_of_own_data_stays_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # heldout_ef: the law as the sender's own goal, in a clause of purpose
        "Nous devons revoir notre lien de désinscription pour être en règle avec le RGPD.",
        "We have to rebuild our opt-in form to comply with GDPR, any tips?",
        "Wir bauen unser Formular um, um die DSGVO einzuhalten.",
        "Estamos cambiando el formulario para estar en regla con el RGPD.",
        "Stiamo rifacendo il modulo per essere in regola con il GDPR.",
        "Estamos a rever o formulário para estar em conformidade com o RGPD.",
    ],
)
def test_the_law_as_the_senders_own_goal_is_no_removal(text):
    assert rule_intent(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "RGPD.",
        "Conformément au RGPD, désinscrivez-moi.",
        "Pour respecter le RGPD, supprimez mes données.",
    ],
)
def test_a_removal_beside_the_law_as_a_goal_stays_one(text):
    assert rule_intent(text) == "unsubscribe"


# "conforme al / conforme au / conforme al" is a compliance term only as what a thing is ("è conforme al
# GDPR?", "sont-ils conformes au RGPD"); as the basis a request cites, before or after it, the request stands
# (twenty-second session: a Spanish "conforme al RGPD" was read through the Italian table)
@pytest.mark.parametrize(
    "text",
    [
        "Solicito, conforme al RGPD, no volver a ser contactado.",
        "Conforme al RGPD, les pido que no me vuelvan a escribir.",
        "Chiedo, conforme al GDPR, di non essere più contattato.",
        "Conformemente al GDPR vi chiedo di cancellarmi dalla vostra lista.",
        "Je demande, conformément au RGPD, à ne plus être contacté.",
    ],
)
def test_the_law_cited_as_the_basis_of_a_request_keeps_it_a_removal(text):
    assert rule_intent(text) == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "¿Su herramienta es conforme al RGPD? ¿Borran los datos al finalizar el contrato?",
        "I vostri server sono conformi al GDPR? Cancellate i dati a fine contratto?",
        "Vos serveurs sont-ils conformes au RGPD ? Supprimez-vous les données à la fin du contrat ?",
    ],
)
def test_a_product_asked_to_be_conform_is_still_a_question_about_data(text):
    assert rule_intent(text) != "unsubscribe"
