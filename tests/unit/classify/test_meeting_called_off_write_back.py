"""A booked meeting called off with the sender's own promise to write back, no time named, is `other` in
every rule language (`meeting_called_off.WRITE_BACK_PROMISED`; heldout_ck: a call cancelled for a site
emergency, "I'll write to you when I have a moment"). A time named in the promise keeps it a later, and the
promise alone, with nothing called off, stays the later it reads.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "I have to cancel our meeting on Monday, the auditors arrive early. I'll get back to you when I can.",
        "Ich muss unseren Termin am Montag leider absagen, die Prüfer kommen. Ich melde mich wieder, sobald"
        " ich Zeit habe.",
        "Je dois annuler notre rendez-vous de lundi, un client arrive. Je reviens vers vous dès que"
        " possible.",
        "Tengo que cancelar la reunión del lunes, llega una inspección. Te vuelvo a escribir cuando pueda.",
        "Devo annullare la riunione di lunedì, arrivano i revisori. Le faccio sapere io appena posso.",
        "Ik moet onze afspraak van maandag afzeggen, de accountant komt. Ik kom bij je terug zodra het kan.",
        "Preciso cancelar a nossa reunião de segunda, chega uma auditoria. Volto a falar consigo assim que"
        " puder.",
    ],
)
def test_meeting_called_off_with_write_back_promised_is_other(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text, intent",
    [
        # a time named in the promise: a later
        ("I have to cancel our meeting on Monday. I'll get back to you in April.", "not_now"),
        ("Devo annullare la riunione di lunedì. Le riscrivo dopo le ferie.", "not_now"),
        # the promise alone, nothing called off
        ("Ti riscrivo io appena ho un attimo.", "not_now"),
        # a new time asked beside it
        ("Devo annullare la riunione di lunedì, possiamo spostarla a giovedì?", "interested"),
    ],
)
def test_write_back_with_a_time_or_nothing_called_off_keeps_its_reading(text, intent):
    assert reading(text) == intent
