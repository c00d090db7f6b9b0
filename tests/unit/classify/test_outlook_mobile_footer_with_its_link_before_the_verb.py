"""Outlook for iOS and Android writes its footer with the link inside it, before the German or Dutch verb
(heldout_bs: "Outlook für iOS<https://aka.ms/o0ukef> beziehen"): a mobile sign-off, never own text, as are its
forms in the other languages with the link at the end ("Get Outlook for iOS<https://aka.ms/o0ukef>",
"Obtenir Outlook pour iOS", "Obtener Outlook para Android", "Scarica Outlook per iOS", "Outlook voor iOS
downloaden", "Obter o Outlook para iOS") (`footers.DEVICE`). A sentence of the sender's about Outlook for iOS
stays.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.quotes import own_text

BODY = "Können Sie mir einen Link für die Demo schicken? Freitag vormittag ginge bei mir"


@pytest.mark.parametrize(
    "footer",
    [
        "Outlook für iOS<https://aka.ms/o0ukef> beziehen",
        "Outlook für Android<https://aka.ms/AAb9ysg> beziehen",
        "Outlook für iOS<https://aka.ms/o0ukef> herunterladen",
        "Outlook voor iOS<https://aka.ms/o0ukef> downloaden",
        "Get Outlook for iOS<https://aka.ms/o0ukef>",
        "Obtenir Outlook pour iOS<https://aka.ms/o0ukef>",
        "Obtener Outlook para Android<https://aka.ms/ghei36>",
        "Scarica Outlook per iOS<https://aka.ms/o0ukef>",
        "Obter o Outlook para iOS<https://aka.ms/o0ukef>",
    ],
)
def test_the_outlook_footer_is_cut(footer):
    assert own_text(f"{BODY}\n\n{footer}") == BODY


def test_the_closing_above_the_footer_is_cut_too():
    body = "Versuchen Sie es nach der Messe Ende Februar nochmal."
    text = f"Hallo Herr Lee,\n\n{body}\n\nGruß O. Brückner\n\nOutlook für iOS<https://aka.ms/o0ukef> beziehen"
    assert own_text(text) == f"Hallo Herr Lee,\n\n{body}"


@pytest.mark.parametrize(
    "sentence",
    [
        "Wir nutzen Outlook für iOS beziehen aber keine Lizenzen über Sie.",
        "Outlook für iOS zeigt Ihre Links bei uns nicht an, bitte schicken Sie die Einladung als Text.",
    ],
)
def test_a_sentence_about_outlook_stays(sentence):
    assert own_text(f"Hallo,\n\n{sentence}") == f"Hallo,\n\n{sentence}"
