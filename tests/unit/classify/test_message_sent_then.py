"""A message asked for "then", a time named before (`later_then.WRITE_THEN`: "De verhuizing is in het voorjaar
klaar. Stuur dan gerust een berichtje"), and a contact again "then" under an if with a look promised ("Als je
dan opnieuw contact opneemt, kijk ik er graag naar"), are laters in every rule language. Never without a time
named before, never a "then" after a step.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "The reorganisation should be done by autumn. Drop me a line then.",
        "Im Herbst ist die Umstellung durch. Schicken Sie mir dann gern eine Nachricht.",
        "Le déménagement sera fini en automne. Envoyez-moi un message à ce moment-là.",
        "La reorganización acaba en otoño. Envíame un mensaje entonces.",
        "La riorganizzazione finisce in autunno. Mandami un messaggio allora.",
        "De verbouwing is in het najaar klaar. Stuur me dan gerust nog eens een mailtje.",
        "A reorganização acaba no outono. Envie-me uma mensagem nessa altura.",
        "Our planning round opens in June. If you reach out again then, I'm glad to take a look.",
        "Die Planung beginnt im Juni. Wenn Sie sich dann erneut melden, schaue ich es mir gern an.",
        "La planification commence en juin. Si vous me recontactez à ce moment-là, je regarderai volontiers.",
        "La planificación empieza en junio. Si me vuelve a escribir entonces, lo miro con gusto.",
        "La pianificazione parte a giugno. Se mi ricontatta allora, lo guardo volentieri.",
        "De planning start in juni. Als u dan opnieuw contact opneemt, bekijk ik het graag.",
        "O planeamento começa em junho. Se voltar a contactar-me nessa altura, vejo com gosto.",
    ],
)
def test_a_message_then_is_a_later(text):
    assert reading(text) == "not_now"


@pytest.mark.parametrize(
    "text",
    [
        # no time named before: the then of a step
        "Stuur dan gerust een berichtje met de prijzen.",
        "Send me the deck, and drop me a line then.",
    ],
)
def test_no_time_named_is_no_later(text):
    assert reading(text) != "not_now"
