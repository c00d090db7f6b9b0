"""The phone's or the watch's line under a reply, in German with a device of more than one word or of the
feminine (heldout_ak: "Nach Ostern gerne nochmal melden\\n\\nVon meiner Apple Watch gesendet"): "Von meiner
Apple Watch gesendet", "Von meinem Samsung Galaxy Smartphone gesendet" end the own text, as the same line
does in the other rule languages ("Sent from my Apple Watch", "Envoyé de mon Apple Watch", "Enviado desde mi
Apple Watch", "Inviato dal mio Apple Watch", "Verzonden vanaf mijn Apple Watch", "Enviado do meu Apple
Watch"). A sentence that only starts or ends like one ("Von meiner Seite wurde alles gesendet", "Von meiner
Assistentin gesendet") stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.footers import is_device_line
from sequencer.classify.quotes import own_text

TEXT = "Nach Ostern gerne nochmal melden"


@pytest.mark.parametrize(
    "device",
    [
        "Von meiner Apple Watch gesendet",
        "Von meinem Samsung Galaxy Smartphone gesendet",
        "Von meinem Huawei-Mobiltelefon gesendet",
        "Von meiner Smartwatch gesendet",
        "Von meinem iPad Pro gesendet",
        "Sent from my Apple Watch",
        "Envoyé de mon Apple Watch",
        "Enviado desde mi Apple Watch",
        "Inviato dal mio Apple Watch",
        "Verzonden vanaf mijn Apple Watch",
        "Enviado do meu Apple Watch",
    ],
)
def test_a_watch_or_a_long_device_name_ends_the_own_text(device):
    assert is_device_line(device)
    assert own_text(f"{TEXT}\n\n{device}\n\n> Hi Claudia,\n> quoted\n") == TEXT


@pytest.mark.parametrize(
    "sentence",
    [
        "Von meiner Seite wurde alles gesendet",
        "Von meiner Assistentin gesendet",
        "Von meinem Kollegen habe ich die Unterlagen gesendet bekommen",
        "Von meiner Apple Watch gesendet und dann nochmal am Rechner geprüft, bitte austragen",
    ],
)
def test_a_sentence_that_only_looks_like_it_stays(sentence):
    assert not is_device_line(sentence)
    assert own_text(f"{TEXT}\n\n{sentence}\n") == f"{TEXT}\n\n{sentence}"
