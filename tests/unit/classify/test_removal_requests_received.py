"""Removal requests reaching the sender for the sender's own newsletter (heldout_dd: a Brazilian shop that
sends its own newsletter and says an unsubscribe request by reply now and then gets lost;
`removal_requests_received`, read by `removal_guards.as_a_topic._requests_received`) are the sender's topic,
never a removal. The sender's own request ("my unsubscribe request"), one the reader received, or a removal
asked beside it stays one.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We send a newsletter to our clients too, and an unsubscribe request comes in now and then.",
        "Nous envoyons aussi une newsletter et on reçoit des demandes de désinscription par retour.",
        "Anche noi mandiamo una newsletter e ci arrivano richieste di disiscrizione via mail. Come fate?",
        "Nós também mandamos uma newsletter e às vezes chegam pedidos de descadastro por resposta. E vocês?",
        "A gente tem uma newsletter semanal; recebemos pedidos de descadastro toda semana. E vocês?",
    ],
)
def test_requests_received_for_our_own_newsletter_are_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        "Did you get my unsubscribe request? I sent it last week.",
        "We send a newsletter too. My unsubscribe request arrives every week and you ignore it.",
        "Nós também mandamos uma newsletter. O meu pedido de descadastro chega hoje: me tirem da lista.",
        "Anche noi mandiamo una newsletter. Ecco la mia richiesta di disiscrizione, vi arriva adesso.",
    ],
)
def test_the_senders_own_request_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
