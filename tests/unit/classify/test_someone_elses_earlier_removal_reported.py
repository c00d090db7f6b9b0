"""Someone else's earlier removal reported, the sender asking nothing for themself (heldout_dk: a colleague
asked the writer to pass on that she already asked to be unsubscribed and still gets the mail): no removal of
the sender, in every rule language (`removal_reported_for_other`). The sender's own earlier request stays an
ignored removal, the sender as the object stays one, and a removal asked for now beside the report is read.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Quick note from our side: he already asked to be unsubscribed last month and still gets your mail. "
        "Could you check what happened?",
        "Just so you know, she unsubscribed in March and is still on your sends. Can you look into it?",
        "Unser Einkäufer bat mich, Ihnen zu sagen: Er hat schon im Oktober die Abmeldung beantragt und "
        "bekommt weiter Post. Können Sie das prüfen?",
        "Notre assistante m'a chargé de vous dire qu'elle a déjà demandé sa désinscription et reçoit "
        "encore vos messages. Pouvez-vous regarder ?",
        "Te escribo de parte de Luis: él ya solicitó la baja el mes pasado y le siguen llegando correos. "
        "¿Podéis revisarlo?",
        "Vi scrivo per conto di Marta: lei ha già chiesto la disiscrizione e riceve ancora le vostre mail. "
        "Potete controllare?",
        "Escrevo a pedido do Rui: ele já fez o descadastro no mês passado e ainda recebe os e-mails. "
        "Podem ver isso?",
    ],
)
def test_someone_elses_earlier_removal_is_no_removal(text):
    assert reading(text) != "unsubscribe"


@pytest.mark.parametrize(
    "text",
    [
        # the sender's own earlier request, ignored
        "I already asked to be unsubscribed in March and you keep writing.",
        "Já pedi o descadastro duas vezes e continuo recebendo.",
        # the sender as the object
        "They unsubscribed me last month but your mails keep coming.",
        # a removal asked for now beside the report
        "She already asked for removal last month. Please remove me as well.",
        "Elle a déjà demandé sa désinscription. Merci de me désinscrire aussi.",
    ],
)
def test_the_senders_own_removal_stays_a_removal(text):
    assert reading(text) == "unsubscribe"
