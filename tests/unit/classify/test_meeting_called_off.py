"""A booked meeting called off by the sender, with no new time asked and no no said, is `other` in every
rule language (`meeting_called_off.MEETING_CALLED_OFF`; heldout_cj: a video call cancelled for an audit,
the calendar invitation declined beside it). A new time asked keeps the interest, a no or a later said
beside it stays, and a declined calendar invitation is no no when the meeting is called off.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Sorry, I have to cancel tomorrow's demo, our CEO called an all-hands for the whole afternoon.",
        "I've declined the meeting invite in my calendar, I have to cancel our call as the board moved.",
        "Ich muss unser Gespräch am Freitag leider absagen, die Messe wurde vorverlegt.",
        "Je dois annuler notre rendez-vous de lundi, j'ai un déplacement imprévu. J'ai décliné l'invitation.",
        "Tenemos que cancelar nuestra reunión del martes, hay una inspección ese día.",
        "Dobbiamo annullare la nostra riunione di mercoledì, abbiamo un'ispezione.",
        "Ik moet ons gesprek van vrijdag helaas afzeggen, de beurs is verschoven naar die dag.",
        "Tenho de cancelar a nossa chamada de sexta, surgiu uma inspeção.",
    ],
)
def test_meeting_called_off_is_other(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text, intent",
    [
        # a new time asked
        ("I have to cancel our call on Friday, could we reschedule for Monday?", "interested"),
        ("Ich muss unseren Termin absagen, können wir ihn auf nächste Woche verschieben?", "interested"),
        ("Je dois annuler notre visio, pouvez-vous me proposer une autre date ?", "interested"),
        # a no said beside it
        ("I have to cancel our demo, we've decided not to go ahead with any new vendor.", "not_interested"),
        # a later said beside it
        ("Tengo que cancelar nuestra reunión, mejor hablamos en septiembre.", "not_now"),
        # an invitation declined with a no, nothing called off
        ("Je dois décliner votre invitation, nous ne sommes pas intéressés.", "not_interested"),
    ],
)
def test_meeting_moved_or_refused_keeps_its_reading(text, intent):
    assert reading(text) == intent
