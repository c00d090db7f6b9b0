"""A colleague who left taken off the list while the sender, who took the work over, asks for a demo or
prices: the removal is of someone else (`removal_guards.others.colleague_removed`), the handover gives way to
the interest (`taken_over.TAKEN_OVER`, widened to the role or the responsibility taken on: "I'm now
responsible", "ich bin jetzt zuständig", "j'ai pris le relais", "me he hecho cargo", "ho preso io la
responsabilità", "ik ben nu verantwoordelijk", "agora sou eu o responsável"). Without interest, or with
the sender named in the removal, it stays a removal.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Please take Anna Berg off your list, she left in May. I've taken over her accounts and would like "
        "to see a demo.",
        "Can you remove Tom from your mailing list? He retired last month. I'm now responsible for finance "
        "systems, could you send me your price list?",
        "Bitte nehmen Sie Herrn Weber aus Ihrem Verteiler, er ist ausgeschieden. Ich bin jetzt zuständig "
        "und hätte gern eine Demo.",
        "Merci de retirer M. Durand de votre liste, il a quitté la société. J'ai pris le relais et je "
        "voudrais une démo.",
        "Por favor, eliminen a Juan de su lista, ya no trabaja aquí. Me he hecho cargo de su puesto y me "
        "interesa una demo.",
        "Potete togliere Marco Bianchi dai vostri contatti, non lavora più qui. Ho preso io il suo ruolo: "
        "mi mandate un listino?",
        "Haal Jan de Vries van uw lijst, hij is vertrokken. Ik ben nu verantwoordelijk en wil graag een "
        "demo.",
        "Retirem o João da vossa lista, ele saiu da empresa. Agora sou eu o responsável e gostaria de uma "
        "demonstração.",
    ],
)
def test_a_colleague_taken_off_while_the_successor_asks_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # no interest: the colleague's removal stands
        "Please take Anna Berg off your list, she left in May.",
        "Please remove Jan from your list, he left. I've taken over his role and we're fine as we are.",
        # the sender in the removal
        "I've taken over from Anna. Please take me off your list, and send the demo to Tom instead.",
        "Ho preso io il suo ruolo. Toglietemi dalla vostra lista, grazie.",
        "Ik ben nu verantwoordelijk. Haal mij van uw lijst.",
    ],
)
def test_without_interest_or_with_the_sender_named_it_stays_a_removal(text):
    assert rule_intent(text) in {"unsubscribe", "wrong_person", "not_interested", "other"}
    assert rule_intent(text) != "interested"
