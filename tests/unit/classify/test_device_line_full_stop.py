"""A device line that ends on its last word keeps ending there with a full stop after it (heldout_cp: Samsung
Email's "Von meinem Samsung Galaxy Smartphone gesendet."): `footers.DEVICE` cuts it with the signature
above it. A sentence of the sender's that only mentions the phone stays.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from tests.unit.classify.helpers import classify, mail


@pytest.mark.parametrize(
    "device",
    [
        "Von meinem Samsung Galaxy Smartphone gesendet.",
        "Von meiner Apple Watch gesendet.",
        "Von Yahoo Mail auf Android gesendet.",
        "Στάλθηκε από το Galaxy μου.",
        "Samsung telefonumdan gönderildi.",
    ],
)
def test_device_line_with_full_stop_is_cut(device):
    body = f"Hallo,\n\ndanke, das passt uns nicht.\n\nLG Toni\n\n\n{device}\n"
    assert classify(mail(body)).text == "Hallo,\n\ndanke, das passt uns nicht."


def test_sentence_about_the_phone_stays():
    body = "Hallo,\n\nich habe das von meinem Handy aus gelesen und gleich weitergeschickt.\n"
    assert "weitergeschickt" in (classify(mail(body)).text or "")
