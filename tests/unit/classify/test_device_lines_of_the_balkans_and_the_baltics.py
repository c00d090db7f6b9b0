"""The phone's line under a reply in the languages of the Balkans and the Baltics ends the own text
(heldout_bu: "Poslato sa mog iPhone uređaja", "Preuzmite Outlook za iOS"): Serbian, Croatian, Bosnian and
Slovenian sent-from lines ("Poslano s mog iPhonea", "Poslano iz mojega iPhona", "Послато са мог iPhone-а"),
Bulgarian ("Изпратено от моя iPhone"), Lithuanian, Latvian and Estonian ("Išsiųsta iš mano iPhone",
"Nosūtīts no mana iPhone", "Saadetud minu iPhone'ist"), and Outlook's "Get Outlook for iOS" with their verbs.
A sentence that only starts like one ("Poslato sa mog stola, hvala") stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.footers import is_device_line
from sequencer.classify.quotes import own_text

TEXT = "Skinite me sa liste."


@pytest.mark.parametrize(
    "device",
    [
        "Poslato sa mog iPhone uređaja",
        "Poslano s mog iPhonea",
        "Poslano iz mojega iPhona",
        "Послато са мог iPhone-а",
        "Изпратено от моя iPhone",
        "Išsiųsta iš mano iPhone",
        "Nosūtīts no mana iPhone",
        "Saadetud minu iPhone'ist",
        "Preuzmite Outlook za iOS",
        "Nabavite Outlook za Android",
        "Prenesite Outlook za iOS",
        "Преузмите Outlook за iOS",
    ],
)
def test_a_device_line_ends_the_own_text(device):
    assert is_device_line(device)
    assert own_text(f"{TEXT}\n\n{device}\n") == TEXT


@pytest.mark.parametrize(
    "sentence",
    ["Poslato sa mog stola, hvala na strpljenju.", "Poslano iz ureda danas.", "Preuzmite ponudu u prilogu."],
)
def test_a_sentence_like_a_device_line_is_kept(sentence):
    assert not is_device_line(sentence)
