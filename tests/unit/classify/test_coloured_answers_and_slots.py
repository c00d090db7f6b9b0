"""Answers typed in colour inside an unmarked quoted original (Outlook: "meine Antworten stehen unten in
Rot") count after the text above the quote, when that text announces them; and meeting slots offered
("Dienstag ab 13 Uhr oder Donnerstag vormittags", "bitte mit Teams-Einladung") are interest.

Every sentence here is written for these tests."""

from __future__ import annotations

import pytest

from sequencer.classify.coloured_answers import coloured_answers
from tests.unit.classify.helpers import rule_intent

QUOTE = (
    '<div style="border:none;border-top:solid #E1E1E1 1.0pt"><p><b>From:</b> Rep</p></div>'
    "<p>1. How many people do you plan?</p>"
    "<p><b><span style='color:#C00000'>About 180 in three shifts.</span></b></p>"
    "<p>2. Any time tracking?</p>"
    '<p><font color="blue">Yes, Interflex.</font></p>'
    "<p><span style='font-size:9pt;color:#595959'>Rep | Acme</span></p>"
    "<p><span style='color:#000000'>Black text of the original.</span></p>"
)


@pytest.mark.parametrize(
    "own",
    [
        "Hi, my answers are inline in red.",
        "Hallo Herr Brenner, meine Antworten stehen unten in Rot.",
        "Bonjour, mes réponses en rouge ci-dessous.",
        "Hola, mis respuestas en rojo.",
        "Buongiorno, le risposte in rosso nel testo.",
        "Hoi, mijn antwoorden staan hieronder.",
        "Olá, respostas em vermelho abaixo.",
    ],
)
def test_coloured_answers_count_when_announced(own):
    assert coloured_answers(f"<p>{own}</p>{QUOTE}", own) == ["About 180 in three shifts.", "Yes, Interflex."]


def test_coloured_lines_without_an_announcement_never_count():
    own = "Thanks, not for us."
    assert coloured_answers(f"<p>{own}</p>{QUOTE}", own) == []


def test_coloured_lines_above_the_quote_are_no_extra_answers():
    own = "Answers below. About 180 in three shifts."
    markup = "<p><span style='color:red'>About 180 in three shifts.</span></p>"
    assert coloured_answers(markup, own) == []


@pytest.mark.parametrize(
    "text",
    [
        "Ja. Dienstag ab 13 Uhr oder Donnerstag vormittags, bitte mit Teams-Einladung.",
        "Mardi après 13h ou jeudi matin.",
        "Martes después de las 13 o jueves por la mañana.",
        "Martedì dopo le 13 o giovedì mattina.",
        "Dinsdag na 13 uur of donderdag ochtend.",
        "Terça depois das 13h ou quinta de manhã.",
        "Bitte mit Teams-Einladung.",
        "With a Zoom invite please.",
    ],
)
def test_meeting_slots_offered_are_interest(text):
    assert rule_intent(text) == "interested"


@pytest.mark.parametrize(
    "text",
    [
        "Am Dienstag um 9 haben wir Betriebsversammlung.",
        "Wir haben Montag oder Dienstag Inventur, deshalb kein Interesse.",
        "Nicht vor Dienstag ab 13 Uhr, danach bin ich weg.",
    ],
)
def test_days_named_for_other_things_are_no_slots(text):
    assert rule_intent(text) != "interested"
