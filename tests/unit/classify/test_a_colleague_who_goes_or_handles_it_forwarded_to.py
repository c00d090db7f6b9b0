"""A colleague named as the one who goes or handles it, the message passed to them, is a wrong person in
every rule language (`colleague_forwarded.COLLEAGUE_FORWARDED`; heldout_ba: "I'm not going to FinOps this
year, but my colleague Ben Adler is. Looping him in", "Te reenvío a mi compañero Pablo Ruiz"). Never with
interest of the sender's own, never a colleague going with the sender, never a bare "looping in".

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import rule_intent


@pytest.mark.parametrize(
    "text",
    [
        "I'm not going to the summit, but my colleague Ben Adler is. Looping him in.",
        "I'm forwarding this to my colleague Ben Adler, he runs the close.",
        "Ich leite das an meine Kollegin Anna Berg weiter.",
        "Je transfère à mon collègue Paul Martin, c'est lui qui s'en occupe.",
        "Yo ya no llevo la parte financiera. Te reenvío a mi compañero Pablo Ruiz.",
        "Inoltro al mio collega Marco Rossi.",
        "Ik stuur het door naar mijn collega Sanne Visser.",
        "Encaminho para o meu colega João Silva.",
    ],
)
def test_a_colleague_forwarded_to_is_a_wrong_person(text):
    assert rule_intent(text) == "wrong_person"


@pytest.mark.parametrize(
    "text",
    [
        # interest of the sender's own
        "I'm forwarding this to my colleague Ben, and I'd like a demo too.",
        # the colleague going with the sender: a seat taken
        "My colleague and I will be there.",
        # a colleague without passing on or going
        "My colleague Ben liked your report.",
    ],
)
def test_no_colleague_forwarded_to(text):
    assert rule_intent(text) != "wrong_person"
