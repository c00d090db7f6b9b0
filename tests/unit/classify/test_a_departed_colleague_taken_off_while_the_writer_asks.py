"""A colleague said to be gone and taken off while the writer asks for more for themselves ("Please take
Kevin off this thread ..., he left us in October ... And yes, I'd like to see it. Can you do a demo",
"bitte nehmen Sie Frau Schäfer aus Ihrem Verteiler, sie ist seit November nicht mehr bei uns ... Schicken Sie
mir bitte eine Preisübersicht", heldout_aj): interest, neither a removal of the writer nor a wrong person
(`taken_over.COLLEAGUE_GONE`, `COLLEAGUE_OFF`; the takeover family without the words of a takeover).
Without the writer's own interest, with a no beside it, or with the writer in the removal, it stays what
it was.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "Please take Kevin off this thread and out of your sequence, he left us in October. And yes, I'd "
        "like to see it. Can you do a demo next Wednesday afternoon?",
        "Bitte nehmen Sie Frau Schäfer aus Ihrem Verteiler, sie ist seit November nicht mehr bei uns. Für "
        "mich selbst ist das Thema aber interessant. Schicken Sie mir bitte eine Preisübersicht.",
        "Merci de retirer M. Durand de votre liste, il a quitté la société. Pour ma part, je voudrais une "
        "démo.",
        "Por favor, eliminen a Juan de su lista, ya no trabaja aquí. A mí sí me interesa, ¿me mandan "
        "precios?",
        "Togliete Marco Bianchi dai vostri contatti, non lavora più qui. A me invece interessa: mi mandate "
        "un listino?",
        "Haal Jan de Vries van uw lijst, hij is vertrokken. Zelf wil ik graag een demo.",
        "Retirem o João da vossa lista, ele saiu da empresa. Eu gostaria de uma demonstração.",
    ],
)
def test_a_departed_colleague_taken_off_while_the_writer_asks_is_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        # no interest: the colleague's departure stands
        "Please remove Anna from your list, she left in May.",
        # a no beside it
        "Bitte nehmen Sie Frau Schäfer aus Ihrem Verteiler, sie ist nicht mehr bei uns. Wir haben kein "
        "Interesse.",
        # the interest is the successor's, named with an address
        "Please take Kevin off your list, he left us in October. Sara runs it now, she'd love a demo: "
        "sara@firma.test",
        # the writer in the removal
        "Please take me off your list, I left in October. Tom would like a demo.",
    ],
)
def test_without_the_writers_own_interest_it_is_no_interest(text):
    assert rule_intent(text) != "interested"
