"""A firm's legal form stated under the signature is never the sender's own text (heldout_bm: "Holloway &
Reed LLP is a limited liability partnership registered in England. This email is confidential."), in every
rule language (`footers.DISCLAIMER`): "X GmbH ist eine Gesellschaft mit beschränkter Haftung mit Sitz in",
"X SAS est une société par actions simplifiée au capital de", "X S.L. es una sociedad limitada con
domicilio", "X S.r.l. è una società a responsabilità limitata con sede", "X B.V. is een besloten vennootschap
gevestigd te", "X Lda. é uma sociedade por quotas com sede". A sentence of the sender's about a legal form
stays: said with a we, our or you, or asked.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

_TEXT = "We are in the middle of year-end close. Please delete my details and do not contact me again."


@pytest.mark.parametrize(
    ("card", "footer"),
    [
        (
            "Martin Kowalczyk\nFinancial Controller\nHolloway & Reed LLP",
            "Holloway & Reed LLP is a limited liability partnership registered in England. This email is"
            " confidential.",
        ),
        ("Tom Harlow\nHarlow Ltd", "Harlow Ltd is a private limited company registered in Scotland."),
        (
            "Jana Müller\nMüller Beratung GmbH",
            "Die Müller Beratung GmbH ist eine Gesellschaft mit beschränkter Haftung mit Sitz in München.",
        ),
        (
            "Claire Durand\nDurand Conseil SAS",
            "Durand Conseil SAS est une société par actions simplifiée au capital de 10 000 euros.",
        ),
        (
            "Lucía Gómez\nGómez Asesores S.L.",
            "Gómez Asesores S.L. es una sociedad limitada con domicilio en Madrid.",
        ),
        (
            "Marco Rossi\nRossi Consulenza S.r.l.",
            "Rossi Consulenza S.r.l. è una società a responsabilità limitata con sede a Milano.",
        ),
        (
            "Sanne Bakker\nBakker Advies B.V.",
            "Bakker Advies B.V. is een besloten vennootschap gevestigd te Utrecht.",
        ),
        (
            "Ana Silva\nSilva Consultores Lda.",
            "Silva Consultores Lda. é uma sociedade por quotas com sede em Lisboa.",
        ),
    ],
)
def test_a_legal_form_line_under_the_signature_is_cut(card, footer):
    assert own_text(f"{_TEXT}\n\n{card}\n\n{footer}\n") == _TEXT


@pytest.mark.parametrize(
    "sentence",
    [
        "We are a limited liability partnership registered in England, so the partners must all sign.",
        "Is your company a limited liability partnership registered in England?",
        "Unsere Firma ist eine Gesellschaft mit beschränkter Haftung mit Sitz in Köln, wir brauchen das.",
    ],
)
def test_the_senders_own_sentence_about_a_legal_form_stays(sentence):
    assert own_text(f"{sentence}\n") == sentence
