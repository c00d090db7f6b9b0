"""A roundtable or a panel is an event (`removal_event.EVENT_WORD`): leaving it is no removal from our mail
(heldout_ec: "ik moet me afmelden voor de rondetafel"), in every rule language; our mail read gladly in the
past ("la vostra email l'ho letta volentieri", `interest.READ_BEFORE`) is no yes to the offer.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ik moet me helaas afmelden voor het panelgesprek van dinsdag.",
        "Je dois me désinscrire de la table ronde de mardi.",
        "Tengo que darme de baja de la mesa redonda del jueves.",
        "Devo disiscrivermi dalla tavola rotonda di martedì.",
    ],
)
def test_leaving_a_roundtable_is_no_removal(text):
    assert reading(text) != "unsubscribe"


def test_roundtable_invitations_refused_stay_a_removal():
    assert reading("Please unsubscribe me from all your roundtable invitations.") == "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Nessun problema con voi, il vostro messaggio l'ho letto volentieri.",
        "Votre mail, je l'ai lue volontiers.",
    ],
)
def test_our_mail_read_gladly_is_no_yes(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Non toglietemi dalla lista: seguito a leggere con piacere le vostre newsletter.",
        "Gardez-moi sur la liste, je continue de lire vos messages avec plaisir.",
        "No me borren, sigo recibiendo sus correos con gusto.",
        "Fico na lista, continuo a receber os vossos e-mails com prazer.",
    ],
)
def test_our_mail_kept_up_gladly_is_no_yes(text):
    assert reading(text) != "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Volentieri, mandatemi una proposta.",
        "Avec plaisir, envoyez-moi une démo.",
        "Je recevrai avec plaisir votre offre détaillée.",
        "Leggerei volentieri la vostra proposta.",
    ],
)
def test_a_gladly_yes_stays_interest(text):
    assert reading(text) == "interested"
