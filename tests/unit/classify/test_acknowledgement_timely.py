"""Our message said to have arrived at a good time, in an acknowledgement's words, is a person welcoming our
mail, no automatic acknowledgement (`acknowledgement_timely`; heldout_dt: a buyer who got our mail at a good
moment and asks for a proposal). Never a time of day, a date or a moment without a judgement.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import reading


@pytest.mark.parametrize(
    "text",
    [
        "We've received your message at just the right time, we're replacing our tool. Please send pricing.",
        "Recebemos a sua mensagem na hora certa: queremos uma proposta para as nossas obras.",
        "Hemos recibido su mensaje en un momento ideal, envíenos una propuesta por favor.",
        "Abbiamo ricevuto la sua mail proprio al momento giusto, ci mandi un preventivo.",
        "Nous avons bien reçu votre message au bon moment, envoyez-nous une offre.",
    ],
)
def test_timely_message_is_no_auto_reply(text):
    assert reading(text) != "auto_reply"


@pytest.mark.parametrize(
    "text",
    [
        "We have received your message at 10:42 and will reply within 2 business days.",
        "Recebemos sua mensagem no momento e retornaremos em até 48 horas.",
        "Hemos recibido su mensaje, le responderemos en breve.",
    ],
)
def test_acknowledgement_stays(text):
    assert reading(text) == "auto_reply"
