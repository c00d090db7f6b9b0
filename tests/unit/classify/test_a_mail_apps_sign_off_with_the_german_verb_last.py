"""A mail app's sign-off on a phone with the German verb last ends the sender's own text (heldout_bj: "bin
grad im urlaub ...\n\nVon Yahoo Mail auf Android gesendet"): "Von Yahoo Mail für iPhone gesendet", "Mit GMX
Mail für Android gesendet", "Von der Mail App auf dem iPhone gesendet"; the other rule languages put the
verb first and were read already ("Gesendet von Yahoo Mail auf Android", "Envoyé de Yahoo Mail pour Android",
"Enviado desde Yahoo Mail con Android", "Inviato da Yahoo Mail su Android", "Verzonden met Yahoo Mail voor
Android", "Enviado do Yahoo Mail no Android"). A sentence of the sender's that names an app and sends
something goes on and stays.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "bin grad im urlaub und nur am handy, schreiben sie mir bitte nach dem 15.1. nochmal"


@pytest.mark.parametrize(
    "footer",
    [
        "Von Yahoo Mail auf Android gesendet",
        "Von Yahoo Mail für iPhone gesendet",
        "Mit GMX Mail für Android gesendet",
        "Von der Mail App auf dem iPhone gesendet",
        "Gesendet von Yahoo Mail auf Android",
        "Sent from Yahoo Mail on Android",
        "Envoyé de Yahoo Mail pour Android",
        "Enviado desde Yahoo Mail con Android",
        "Inviato da Yahoo Mail su Android",
        "Verzonden met Yahoo Mail voor Android",
        "Enviado do Yahoo Mail no Android",
    ],
)
def test_a_mail_apps_sign_off_ends_the_text(footer):
    assert own_text(f"{BODY}\n\n{footer}\n") == BODY


@pytest.mark.parametrize(
    "line",
    [
        "von der App auf dem Handy gesendet habe ich nichts",
        "Mit der Mail App auf Android gesendet wird bei uns nichts, nur vom Desktop.",
    ],
)
def test_a_sentence_naming_an_app_stays(line):
    assert own_text(f"{BODY}\n\n{line}\n") == f"{BODY}\n\n{line}"
