"""A booked meeting called off with a new date promised for later, none named or asked now
(`meeting_called_off.RESCHEDULE_PROMISED`; heldout_cl: a demo cancelled for an audit, "I'll call you to
set a new one"): `other`, in every rule language, the demo word no interest. A new time offered or asked
beside it still reads by that meeting.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "Vou precisar cancelar a nossa apresentação de terça, tive uma viagem. Depois te ligo pra remarcar.",
        "I'll need to cancel our demo on Friday, the inspectors are in. I'll be in touch to reschedule.",
        "Ich muss unseren Termin am Freitag leider absagen. Ich melde mich, um einen neuen Termin zu finden.",
        "Je dois annuler notre démonstration de vendredi, je reviens vers vous pour reporter.",
        "Tengo que cancelar la demostración del viernes. Te escribo luego para reprogramar.",
        "Devo annullare la demo di venerdì, ti ricontatto per riprogrammare.",
        "Ik moet onze afspraak van vrijdag afzeggen, ik laat het nog weten om te verzetten.",
    ],
)
def test_called_off_with_a_reschedule_promised_is_other(text):
    assert reading(text) == "other"


@pytest.mark.parametrize(
    "text",
    [
        "I'll need to cancel our demo on Friday. Can we do Tuesday instead?",
        "Preciso cancelar a nossa demonstração de sexta. Podemos remarcar para segunda às 10h?",
    ],
)
def test_a_new_time_offered_is_interest(text):
    assert reading(text) == "interested"
