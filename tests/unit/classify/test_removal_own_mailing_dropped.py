"""The removal verb with the sender's own mailing as its object is the sender dropping the newsletter the
sender sends, no removal from our mail (`removal_own_mailing_dropped`; heldout_dt: a shop about to "dar de
baja" the newsletter it sends its customers, asking which tool we use). Never the reader's mailing, never
"from" the mailing, never the sender in the phrase, never asked of the reader.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Pregunta aparte: vamos a dar de baja nuestro boletín semanal, ¿qué herramienta usan ustedes?",
        "Queremos dar de baja el boletín que enviamos a nuestros socios, sale muy caro.",
        "Wir werden den Newsletter, den wir an unsere Händler versenden, abbestellen. Welches Tool?",
        "Wir wollen unseren Newsletter abbestellen, der Anbieter ist zu teuer.",
        "Vamos descadastrar a newsletter que a gente manda para as lojas. Qual ferramenta vocês usam?",
        "Estamos pensando em descadastrar a nossa campanha mensal, ninguém abre.",
        # the sender, even alone, tidying the list of the sender's own mailing (heldout_dz)
        "Eu vou tirar da lista do nosso boletim as empresas que já não são parceiras.",
        "Vamos retirar da lista da nossa newsletter quem não abre há um ano; vocês incluídos.",
        "Voy a sacar de la lista de nuestro boletín a los proveedores inactivos.",
    ],
)
def test_own_mailing_dropped_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the reader's mailing
        "Por favor, dar de baja la newsletter que me mandan.",
        "Quiero dar de baja el boletín que ustedes nos envían.",
        "Bitte Ihren Newsletter abbestellen.",
        # from the mailing: a removal from it
        "Queremos darnos de baja de la newsletter, gracias.",
        # asked of the reader, the reader's list in the clause
        "Queremos que descadastrem nossa newsletter da sua lista.",
        "Por favor, descadastrem nossa newsletter da sua lista.",
        # an address of the mailing
        "We'd like you to unsubscribe our newsletter address from your list.",
        # the sender's own mailing named elsewhere
        "Dar de baja, por favor. Nosotros también tenemos un boletín.",
        "Remove us please, we run our own newsletter.",
        # the reader's list, or the sender in the phrase
        "Podem retirar-me da lista da vossa newsletter?",
        "Vou pedir: retirem-me da lista, por favor.",
    ],
)
def test_removal_beside_own_mailing_stays(text):
    assert reading(text) == "unsubscribe"
