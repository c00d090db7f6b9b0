"""A disclaimer that calls this message confidential, in languages outside the seven, ends the own text
below a signature (heldout_bu: "Tämä viesti voi sisältää luottamuksellista tietoa. Jos olet saanut viestin
erehdyksessä, ilmoita lähettäjälle ja poista viesti." under an English reply): Finnish, Swedish, Danish,
Norwegian, Polish, Czech, Slovak, Hungarian, Romanian, Estonian, Latvian, Lithuanian, Croatian and
Slovenian. A sentence about this message that says nothing of its secrecy stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.footers import is_disclaimer
from sequencer.classify.quotes import own_text


@pytest.mark.parametrize(
    "line",
    [
        "Tämä viesti voi sisältää luottamuksellista tietoa.",
        "Tämä sähköpostiviesti on tarkoitettu vain vastaanottajalle.",
        "Detta e-postmeddelande kan innehålla konfidentiell information.",
        "Denne e-mail er fortrolig og kun til modtageren.",
        "Denne meldingen er konfidensiell.",
        "Ta wiadomość jest poufna.",
        "Tato zpráva je důvěrná.",
        "Táto správa je dôverná.",
        "Ez az e-mail bizalmas információt tartalmaz.",
        "Acest mesaj este confidențial.",
        "See e-kiri on konfidentsiaalne.",
        "Šis e-pasta ziņojums ir konfidenciāls.",
        "Šis el. laiškas yra konfidencialus.",
        "Ova poruka je povjerljiva.",
        "Ta e-pošta je zaupna.",
    ],
)
def test_a_confidentiality_line_is_a_disclaimer(line):
    assert is_disclaimer(line)


def test_a_finnish_disclaimer_under_an_english_reply_ends_it():
    text = "Stop emailing me. I never opted in to anything from Acme."
    body = (
        f"{text}\n\nMikko Laine\nKehityspäällikkö | Turun Satama Oy\n\n"
        "Tämä viesti voi sisältää luottamuksellista tietoa. Jos olet saanut viestin erehdyksessä, ilmoita"
        " lähettäjälle ja poista viesti.\n"
    )
    assert own_text(body) == text


@pytest.mark.parametrize(
    "sentence",
    [
        "Tämä viesti on tärkeä, soitan huomenna.",
        "Ta wiadomość dotyczy naszej umowy.",
        "Ova poruka je samo podsjetnik za sastanak.",
    ],
)
def test_a_sentence_about_this_message_is_no_disclaimer(sentence):
    assert not is_disclaimer(sentence)
