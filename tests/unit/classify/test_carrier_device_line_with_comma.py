"""A carrier's device line names the device after a comma (heldout_cv: an Android footer naming the carrier,
then the phone): `footers.is_device_line` still cuts it with the name above it, in every language the device
lines are read in. A sentence of the sender's after "Sent from my phone," stays.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail


@pytest.mark.parametrize(
    "device",
    [
        "Sent from my Vodafone, Samsung Galaxy smartphone",
        "Sent from my T-Mobile, Pixel phone.",
        "Von meinem O2, Samsung Galaxy Smartphone gesendet",
        "Envoyé de mon Orange, Samsung Galaxy smartphone",
        "Enviado desde mi Claro, Samsung Galaxy smartphone",
        "Inviato dal mio TIM, Samsung Galaxy smartphone",
        "Enviado do meu Vivo, Samsung Galaxy smartphone",
    ],
)
def test_carrier_device_line_is_cut(device):
    body = f"Hi,\n\nnot this quarter, sorry.\n\nSam\n\n\n\n{device}\n"
    assert classify(mail(body)).text == "Hi,\n\nnot this quarter, sorry."


@pytest.mark.parametrize(
    "line",
    [
        "Sent from my phone, so please excuse the short answer about the pilot.",
        "Sent from my iPhone, will write properly tomorrow",
    ],
)
def test_a_sentence_after_the_comma_stays(line):
    body = f"Hi,\n\nlet's talk next week.\n\n{line}\n"
    assert "tomorrow" in (classify(mail(body)).text or "") or "pilot" in (classify(mail(body)).text or "")
