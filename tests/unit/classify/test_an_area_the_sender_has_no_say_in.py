"""An area the sender has no say in, or the ordering not the sender's to handle (heldout_ed: "Ik heb niets te
zeggen over de inkoop", "non mi occupo degli ordini"), in every rule language (`referral.REFERRED`): someone
else is the one to talk to. Never a comment withheld on our offer ("Over uw voorstel heb ik niets te
zeggen").

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Ich habe bei der Beschaffung nichts mitzureden.",
        "Je n'ai pas voix au chapitre sur les achats.",
        "No tengo ni voz ni voto en las compras.",
        "Non ho voce in capitolo negli acquisti.",
        "Ik heb niks te zeggen over de aankopen van de praktijk, dat doet de manager.",
        "Não tenho poder de decisão nas compras.",
        "Non mi occupo degli acquisti di materiale.",
        "Ich kümmere mich nicht um die Bestellungen.",
        "Je ne m'occupe pas des commandes.",
    ],
)
def test_no_say_in_the_area_is_a_wrong_person(text):
    assert reading(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        "Over uw voorstel heb ik niets te zeggen, stuur maar een prijs.",
        "Zu Ihrem Produkt habe ich nichts zu sagen.",
    ],
)
def test_a_comment_withheld_is_no_wrong_person(text):
    assert reading(text) != "wrong_person"
